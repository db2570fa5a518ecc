/// The dead keys the X11 and Wayland hosts compose, and what each makes of the letter
/// typed after it: the common Latin accents, without an input method.
///
/// | dead key | keysym | alone (or with Space, or twice) | letters |
/// | --- | --- | --- | --- |
/// | `dead_grave` | `0xfe50` | `` ` `` | à è ì ò ù ǹ, capitals |
/// | `dead_acute` | `0xfe51` | `´` | á é í ó ú ý ć ĺ ń ŕ ś ź, capitals |
/// | `dead_circumflex` | `0xfe52` | `^` | â ê î ô û ĉ ĝ ĥ ĵ ŝ ŵ ŷ, capitals |
/// | `dead_tilde` | `0xfe53` | `~` | ã ẽ ĩ ñ õ ũ, capitals |
/// | `dead_macron` | `0xfe54` | `¯` | ā ē ī ō ū, capitals |
/// | `dead_breve` | `0xfe55` | `˘` | ă ĕ ğ ĭ ŏ ŭ, capitals |
/// | `dead_abovedot` | `0xfe56` | `˙` | ċ ė ġ ż, capitals (and İ) |
/// | `dead_diaeresis` | `0xfe57` | `¨` | ä ë ï ö ü ÿ, capitals |
/// | `dead_abovering` | `0xfe58` | `˚` | å ů, capitals |
/// | `dead_doubleacute` | `0xfe59` | `˝` | ő ű, capitals |
/// | `dead_caron` | `0xfe5a` | `ˇ` | č ď ě ň ř š ť ž, capitals |
/// | `dead_cedilla` | `0xfe5b` | `¸` | ç ģ ķ ļ ņ ŗ ş ţ, capitals |
/// | `dead_ogonek` | `0xfe5c` | `˛` | ą ę į ų, capitals |
///
/// A dead key followed by a character it does not compose with types the
/// accent, then that character (`´` then `q` gives `´q`); followed by a
/// key that types nothing (an arrow, Escape) it is dropped.
package enum DeadKeys {
    /// One dead key: the accent it types alone, and the letters it
    /// composes (`bases[i]` becomes `composed[i]`).
    package struct Accent {
        package let spacing: Character
        package let bases: [Character]
        package let composed: [Character]

        init(_ spacing: Character, _ bases: String, _ composed: String) {
            self.spacing = spacing
            self.bases = Array(bases)
            self.composed = Array(composed)
            precondition(self.bases.count == self.composed.count, "DeadKeys: \(bases) and \(composed) differ")
        }
    }

    /// The table, by dead keysym.
    package static let accents: [UInt32: Accent] = [
        0xfe50: Accent("`", "aeiounAEIOUN", "àèìòùǹÀÈÌÒÙǸ"),
        0xfe51: Accent("\u{B4}", "aeiouyclnrszAEIOUYCLNRSZ", "áéíóúýćĺńŕśźÁÉÍÓÚÝĆĹŃŔŚŹ"),
        0xfe52: Accent("^", "aeioucghjswyAEIOUCGHJSWY", "âêîôûĉĝĥĵŝŵŷÂÊÎÔÛĈĜĤĴŜŴŶ"),
        0xfe53: Accent("~", "aeinouAEINOU", "ãẽĩñõũÃẼĨÑÕŨ"),
        0xfe54: Accent("\u{AF}", "aeiouAEIOU", "āēīōūĀĒĪŌŪ"),
        0xfe55: Accent("\u{2D8}", "aegiouAEGIOU", "ăĕğĭŏŭĂĔĞĬŎŬ"),
        0xfe56: Accent("\u{2D9}", "cegzCEGZI", "ċėġżĊĖĠŻİ"),
        0xfe57: Accent("\u{A8}", "aeiouyAEIOUY", "äëïöüÿÄËÏÖÜŸ"),
        0xfe58: Accent("\u{2DA}", "auAU", "åůÅŮ"),
        0xfe59: Accent("\u{2DD}", "ouOU", "őűŐŰ"),
        0xfe5a: Accent("\u{2C7}", "cdenrstzCDENRSTZ", "čďěňřšťžČĎĚŇŘŠŤŽ"),
        0xfe5b: Accent("\u{B8}", "cgklnrstCGKLNRST", "çģķļņŗşţÇĢĶĻŅŖŞŢ"),
        0xfe5c: Accent("\u{2DB}", "aeiuAEIU", "ąęįųĄĘĮŲ"),
    ]

    /// What a dead key then `character` type: the composed letter, the
    /// accent alone for a space or the same dead key, or the accent then
    /// the character.
    package static func compose(_ dead: UInt32, with character: Character) -> String {
        guard let accent = accents[dead] else { return String(character) }
        if character == " " { return String(accent.spacing) }
        if let i = accent.bases.firstIndex(of: character) { return String(accent.composed[i]) }
        return String(accent.spacing) + String(character)
    }
}
