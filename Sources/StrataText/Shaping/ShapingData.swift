/// The Unicode properties the shaper reads, from tables that
/// `Scripts/generate-shaping-tables` generates from the Unicode Character
/// Database (Unicode 15.0): general category, combining class, joining
/// type, script, default-ignorable, and canonical (de)compositions.
enum ShapingData {
    /// HarfBuzz's general-category numbering (`hb_unicode_general_category_t`).
    enum Category: UInt8 {
        case control, format, unassigned, privateUse, surrogate, lowercaseLetter, modifierLetter, otherLetter,
             titlecaseLetter, uppercaseLetter, spacingMark, enclosingMark, nonspacingMark, decimalNumber,
             letterNumber, otherNumber, connectorPunctuation, dashPunctuation, closePunctuation,
             finalPunctuation, initialPunctuation, otherPunctuation, openPunctuation, currencySymbol,
             modifierSymbol, mathSymbol, otherSymbol, lineSeparator, paragraphSeparator, spaceSeparator
    }

    static let categories = PropertyTable(runs: categoryRuns)
    static let combiningClasses = PropertyTable(runs: combiningClassRuns)
    static let joining = PropertyTable(runs: joiningRuns)
    static let scripts = PropertyTable(runs: scriptRuns)

    /// The general category of `c`.
    @inline(__always)
    static func category(_ c: UInt32) -> Category {
        Category(rawValue: categories[min(c, 0x10FFFF)] & 0x1F) ?? .unassigned
    }

    /// Whether `c` is Default_Ignorable_Code_Point.
    @inline(__always)
    static func isDefaultIgnorable(_ c: UInt32) -> Bool { categories[min(c, 0x10FFFF)] & 0x20 != 0 }

    /// The canonical combining class of `c`.
    @inline(__always)
    static func combiningClass(_ c: UInt32) -> UInt8 { combiningClasses[min(c, 0x10FFFF)] }

    /// Whether a category is a mark (Mn, Mc, Me).
    @inline(__always)
    static func isMark(_ category: Category) -> Bool {
        category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }

    /// The ISO 15924 code of the script of `c` (`Zyyy` common, `Zinh` inherited, `Zzzz` unknown).
    static func script(_ c: UInt32) -> String {
        let i = Int(scripts[min(c, 0x10FFFF)])
        return i < scriptCodes.count ? scriptCodes[i] : "Zzzz"
    }

    /// The canonical decomposition of `c` into one or two scalars (one level; Hangul syllables
    /// algorithmically), or nil.
    static func decompose(_ c: UInt32) -> (UInt32, UInt32?)? {
        if c >= 0xAC00, c < 0xAC00 + 11172 {
            let s = c - 0xAC00, t = s % 28
            if t != 0 { return (c - t, 0x11A7 + t) }
            return (0x1100 + s / 588, 0x1161 + (s % 588) / 28)
        }
        var lo = 0, hi = decompositions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let key = UInt32(truncatingIfNeeded: decompositions[mid] >> 42)
            if key == c {
                let v = decompositions[mid]
                let a = UInt32(truncatingIfNeeded: (v >> 21) & 0x1FFFFF), b = UInt32(truncatingIfNeeded: v & 0x1FFFFF)
                return (a, b == 0 ? nil : b)
            }
            if key < c { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// The primary composite of `a` and `b` (Hangul algorithmically), or nil.
    static func compose(_ a: UInt32, _ b: UInt32) -> UInt32? {
        if a >= 0x1100, a < 0x1113, b >= 0x1161, b < 0x1176 {
            return 0xAC00 + ((a - 0x1100) * 21 + (b - 0x1161)) * 28
        }
        if a >= 0xAC00, a < 0xAC00 + 11172, (a - 0xAC00) % 28 == 0, b > 0x11A7, b < 0x11C3 {
            return a + (b - 0x11A7)
        }
        let key = UInt64(a) << 21 | UInt64(b)
        var lo = 0, hi = compositions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let k = compositions[mid] >> 21
            if k == key { return UInt32(truncatingIfNeeded: compositions[mid] & 0x1FFFFF) }
            if k < key { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }
}
