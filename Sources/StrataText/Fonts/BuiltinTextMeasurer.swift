import StrataGeometry

/// The metrics of Strata's built-in font (`BuiltinFont`): the default
/// `TextMeasurer`.
///
/// Every character advances `0.6·size`; the ascender is `0.9·size`, the
/// descender `0.3·size` and the line height `1.2·size`. The ellipsis is
/// `"..."` since the font covers ASCII only.
public struct BuiltinTextMeasurer: TextMeasurer, Hashable {
    /// Creates the built-in measurer.
    public init() {}

    /// `"builtin"`.
    public var fontName: String { BuiltinFont.name }

    /// The built-in font's ascender, descender and line height at `size`.
    public func metrics(atSize size: Double) -> FontMetrics {
        let font = BuiltinFont(size: size)
        return FontMetrics(ascender: font.ascender, descender: font.descender, lineHeight: font.lineHeight)
    }

    /// `characters · 0.6·size`.
    ///
    /// - Complexity: O(characters); ASCII text without `\r` (one character
    ///   per byte) is counted by a byte scan, without grapheme breaking.
    public func width(of text: Substring, atSize size: Double) -> Double {
        let utf8 = text.utf8
        let oneBytePerCharacter = utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        return BuiltinFont(size: size).width(ofCharacters: oneBytePerCharacter ? utf8.count : text.count)
    }

    /// `"..."`: the built-in font has no `…`.
    public var ellipsis: String { "..." }
}
