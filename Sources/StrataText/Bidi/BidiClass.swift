/// The bidirectional character types of the Unicode bidirectional algorithm
/// (UAX #9, table 4): the `Bidi_Class` property of a code point.
///
/// The raw values are those of the generated table (`BidiClass+Table.swift`).
public enum BidiClass: UInt8, Sendable, Hashable, CaseIterable {
    /// Left-to-right (L): most letters of left-to-right scripts.
    case l
    /// Right-to-left (R): Hebrew letters and most other right-to-left scripts.
    case r
    /// Arabic letter (AL): Arabic, Syriac, Thaana letters.
    case al
    /// European number (EN): ASCII and other European digits.
    case en
    /// European number separator (ES): plus and minus signs.
    case es
    /// European number terminator (ET): degree, currency, percent signs.
    case et
    /// Arabic number (AN): Arabic-Indic digits, Arabic decimal and thousands separators.
    case an
    /// Common number separator (CS): colon, comma, full stop, no-break space.
    case cs
    /// Nonspacing mark (NSM): combining marks.
    case nsm
    /// Boundary neutral (BN): default ignorables and most control characters.
    case bn
    /// Paragraph separator (B): line feed, carriage return, U+2029.
    case b
    /// Segment separator (S): tab.
    case s
    /// Whitespace (WS): space, figure space, line separator, form feed.
    case ws
    /// Other neutral (ON): punctuation and symbols.
    case on
    /// Left-to-right embedding (LRE, U+202A).
    case lre
    /// Left-to-right override (LRO, U+202D).
    case lro
    /// Right-to-left embedding (RLE, U+202B).
    case rle
    /// Right-to-left override (RLO, U+202E).
    case rlo
    /// Pop directional format (PDF, U+202C).
    case pdf
    /// Left-to-right isolate (LRI, U+2066).
    case lri
    /// Right-to-left isolate (RLI, U+2067).
    case rli
    /// First strong isolate (FSI, U+2068).
    case fsi
    /// Pop directional isolate (PDI, U+2069).
    case pdi

    /// The class of a Unicode scalar, from the Unicode Character Database's
    /// `DerivedBidiClass.txt` (unassigned code points get their block's default).
    ///
    /// - Complexity: O(1) below U+0100, else O(log r) for the r ≈ 1200 ranges
    ///   of the table; no allocation.
    public init(_ scalar: Unicode.Scalar) {
        self = BidiClass.latin1Table.withUnsafeBufferPointer { latin in
            BidiClass.rangeTable.withUnsafeBufferPointer { ranges in
                BidiClass.lookup(scalar.value, latin1: latin, ranges: ranges)
            }
        }
    }

    /// The class of `value` (a Unicode scalar value), with the two tables
    /// passed in so that a loop fetches them once.
    ///
    /// - Complexity: O(log r), no allocation.
    @inline(__always)
    static func lookup(_ value: UInt32, latin1: UnsafeBufferPointer<UInt8>,
                       ranges: UnsafeBufferPointer<UInt32>) -> BidiClass {
        if value < 0x100, Int(value) < latin1.count {
            return BidiClass(rawValue: latin1[Int(value)]) ?? .l
        }
        // The last entry whose start is at most `value`: entries compare as
        // `start << 5 | class`, so `value << 5 | 31` is above every entry
        // starting at `value` and below every later start.
        let key = (value << 5) | 31
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) >> 1
            if ranges[middle] <= key { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return .l }
        return BidiClass(rawValue: UInt8(truncatingIfNeeded: ranges[low - 1] & 31)) ?? .l
    }

    /// Whether the class is an isolate initiator (LRI, RLI, FSI).
    var isIsolateInitiator: Bool { self == .lri || self == .rli || self == .fsi }
}
