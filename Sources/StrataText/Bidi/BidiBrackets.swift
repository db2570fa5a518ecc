/// The paired brackets of `BidiBrackets.txt` (Bidi_Paired_Bracket and
/// Bidi_Paired_Bracket_Type), for rule N0 of the bidirectional algorithm.
package enum BidiBrackets {
    /// The bracket `value` pairs with and whether it opens, or nil when
    /// `value` is not a paired bracket. U+2329/U+232A are reported as their
    /// canonical equivalents U+3008/U+3009 (and so are their pairs), so that
    /// matching compares canonically equivalent brackets as equal (BD16).
    ///
    /// - Complexity: O(log 128), no allocation.
    package static func bracket(of value: UInt32) -> (canonical: UInt32, pair: UInt32, isOpening: Bool)? {
        return table.withUnsafeBufferPointer { entries -> (canonical: UInt32, pair: UInt32, isOpening: Bool)? in
            guard let first = entries.first, let last = entries.last,
                  value >= UInt32(truncatingIfNeeded: first >> 32),
                  value <= UInt32(truncatingIfNeeded: last >> 32) else { return nil }
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) >> 1
                let scalar = UInt32(truncatingIfNeeded: entries[middle] >> 32)
                if scalar == value {
                    let rest = UInt32(truncatingIfNeeded: entries[middle])
                    return (canonical(value), canonical(rest >> 1), rest & 1 == 1)
                }
                if scalar < value { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// U+2329 and U+232A are canonically equivalent to U+3008 and U+3009.
    private static func canonical(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2329: return 0x3008
        case 0x232A: return 0x3009
        default: return value
        }
    }
}
