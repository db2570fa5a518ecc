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

    /// One bit per character of the Basic Multilingual Plane: set when
    /// `decompositions` has it (most characters have none, and skip the search).
    static let decomposableBMP: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        for v in decompositions {
            let c = Int(truncatingIfNeeded: v >> 42)
            if c < 0x10000 { bits[c >> 6] |= 1 << UInt64(c & 63) }
        }
        return bits
    }()

    /// The canonical decomposition of `c` into one or two scalars (one level; Hangul syllables
    /// algorithmically), or nil.
    static func decompose(_ c: UInt32) -> (UInt32, UInt32?)? {
        if c >= 0xAC00, c < 0xAC00 + 11172 {
            let s = c - 0xAC00, t = s % 28
            if t != 0 { return (c - t, 0x11A7 + t) }
            return (0x1100 + s / 588, 0x1161 + (s % 588) / 28)
        }
        if c < 0x10000 && decomposableBMP[Int(c >> 6)] & (1 << UInt64(c & 63)) == 0 { return nil }
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

extension ShapingData {
    /// HarfBuzz's modified combining class of `c`: Unicode's, with the
    /// Hebrew, Arabic, Syriac, Telugu, Thai, Lao and Tibetan classes
    /// permuted so marks reorder as fonts expect (`_hb_modified_combining_class`).
    static func modifiedCombiningClass(_ c: UInt32) -> UInt8 {
        if c == 0x1A60 || c == 0x0FC6 { return 254 }
        if c == 0x0F39 { return 127 }
        let ccc = combiningClass(c)
        switch ccc {
        case 10...26: return modifiedHebrew[Int(ccc) - 10]
        case 27...35: return modifiedArabic[Int(ccc) - 27]
        case 84: return 4
        case 91: return 5
        case 103: return 3
        case 130: return 132
        case 132: return 131
        default: return ccc
        }
    }

    /// Classes 10–26 (Hebrew points, in the SBL Hebrew order).
    static let modifiedHebrew: [UInt8] = [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26]
    /// Classes 27–35 (Arabic: shadda first).
    static let modifiedArabic: [UInt8] = [28, 29, 30, 31, 32, 33, 27, 34, 35]
}
