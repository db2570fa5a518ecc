/// The Indic shaper's character properties (`Scripts/generate-indic-table`
/// makes them from Unicode's IndicSyllabicCategory and
/// IndicPositionalCategory, mapped as HarfBuzz maps them) and its
/// per-script configuration.
enum IndicData {
    /// Syllabic categories, the syllable machine's alphabet (HarfBuzz's `I_Cat`).
    enum Category {
        static let x: UInt8 = 0, c: UInt8 = 1, v: UInt8 = 2, n: UInt8 = 3, h: UInt8 = 4, zwnj: UInt8 = 5, zwj: UInt8 = 6
        static let m: UInt8 = 7, sm: UInt8 = 8, a: UInt8 = 9, placeholder: UInt8 = 10, dottedCircle: UInt8 = 11
        static let rs: UInt8 = 12, mPst: UInt8 = 13, repha: UInt8 = 14, ra: UInt8 = 15, cm: UInt8 = 16
        static let symbol: UInt8 = 17, cs: UInt8 = 18
    }

    /// Visual positions in a syllable, left to right (HarfBuzz's `ot_position_t`).
    enum Position {
        static let start: UInt8 = 0, raToBecomeReph: UInt8 = 1, preM: UInt8 = 2, preC: UInt8 = 3, baseC: UInt8 = 4
        static let afterMain: UInt8 = 5, aboveC: UInt8 = 6, beforeSub: UInt8 = 7, belowC: UInt8 = 8
        static let afterSub: UInt8 = 9, beforePost: UInt8 = 10, postC: UInt8 = 11, afterPost: UInt8 = 12
        static let smvd: UInt8 = 13, end: UInt8 = 14
    }

    /// The category (low byte) and position (high byte) of `u`.
    /// - Complexity: O(1) (a dozen range checks).
    static func properties(_ u: UInt32) -> (category: UInt8, position: UInt8) {
        var v: UInt16 = UInt16(Position.end) << 8
        if u == 0x00A0 {
            v = noBreakSpace
        } else if u == 0x25CC {
            v = dottedCircle
        } else {
            for block in blocks where u >= block.first {
                let i = Int(u - block.first)
                if i < block.values.count { v = block.values[i]; break }
            }
        }
        return (UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8))
    }

    /// Where reph goes (HarfBuzz's `reph_position_t`).
    enum RephPosition: UInt8 {
        case afterMain = 5, beforeSub = 7, afterSub = 9, beforePost = 10, afterPost = 12
    }

    /// How reph is written: Ra+H, Ra+H+ZWJ, or a repha character.
    enum RephMode { case implicit, explicit, logicalRepha }

    /// One script's rules (HarfBuzz's `indic_config_t`).
    struct Config {
        var hasOldSpec: Bool
        var virama: UInt32
        var rephPosition: RephPosition
        var rephMode: RephMode
        /// Below forms on pre-base consonants too (else post-base only).
        var blwfPreAndPost: Bool
    }

    /// The configuration of script `code` (ISO 15924).
    static func config(_ code: String) -> Config {
        switch code {
        case "Deva": return Config(hasOldSpec: true, virama: 0x094D, rephPosition: .beforePost, rephMode: .implicit, blwfPreAndPost: true)
        case "Beng": return Config(hasOldSpec: true, virama: 0x09CD, rephPosition: .afterSub, rephMode: .implicit, blwfPreAndPost: true)
        case "Guru": return Config(hasOldSpec: true, virama: 0x0A4D, rephPosition: .beforeSub, rephMode: .implicit, blwfPreAndPost: true)
        case "Gujr": return Config(hasOldSpec: true, virama: 0x0ACD, rephPosition: .beforePost, rephMode: .implicit, blwfPreAndPost: true)
        case "Orya": return Config(hasOldSpec: true, virama: 0x0B4D, rephPosition: .afterMain, rephMode: .implicit, blwfPreAndPost: true)
        case "Taml": return Config(hasOldSpec: true, virama: 0x0BCD, rephPosition: .afterPost, rephMode: .implicit, blwfPreAndPost: true)
        case "Telu": return Config(hasOldSpec: true, virama: 0x0C4D, rephPosition: .afterPost, rephMode: .explicit, blwfPreAndPost: false)
        case "Knda": return Config(hasOldSpec: true, virama: 0x0CCD, rephPosition: .afterPost, rephMode: .implicit, blwfPreAndPost: false)
        case "Mlym": return Config(hasOldSpec: true, virama: 0x0D4D, rephPosition: .afterMain, rephMode: .logicalRepha, blwfPreAndPost: true)
        default: return Config(hasOldSpec: false, virama: 0, rephPosition: .beforePost, rephMode: .implicit, blwfPreAndPost: true)
        }
    }

    /// The scripts the Indic shaper takes.
    static let scripts: Set<String> = ["Beng", "Deva", "Gujr", "Guru", "Knda", "Mlym", "Orya", "Taml", "Telu"]
}
