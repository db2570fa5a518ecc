/// A small, conservative summary of a set of glyph ids (HarfBuzz's
/// `hb_set_digest_t`): three 64-bit masks, each with one bit per value of
/// `(glyph >> shift) & 63` for its own shift. `mayHave` is false only when
/// the glyph is certainly not in the set, so a lookup or subtable whose
/// digest rejects a glyph can be skipped without reading its coverage.
struct GlyphSetDigest: Sendable, Equatable {
    private var low: UInt64 = 0, middle: UInt64 = 0, high: UInt64 = 0
    private static let lowShift: UInt32 = 0, middleShift: UInt32 = 4, highShift: UInt32 = 9

    /// The empty set's digest.
    static let empty = GlyphSetDigest()
    /// A digest that may have every glyph.
    static let full = GlyphSetDigest(low: .max, middle: .max, high: .max)

    private init(low: UInt64, middle: UInt64, high: UInt64) {
        self.low = low
        self.middle = middle
        self.high = high
    }

    init() {}

    @inline(__always)
    private static func bit(_ glyph: UInt32, _ shift: UInt32) -> UInt64 { 1 &<< UInt64((glyph >> shift) & 63) }

    /// The bits of `first...last` for one shift (all of them when the range spans 64 values or more).
    private static func bits(_ first: UInt32, _ last: UInt32, _ shift: UInt32) -> UInt64 {
        let a = first >> shift, b = last >> shift
        if b &- a >= 63 { return .max }
        let lo = UInt64(a & 63), hi = UInt64(b & 63)
        return lo <= hi ? upTo(hi) & ~((1 &<< lo) &- 1) : upTo(hi) | ~((1 &<< lo) &- 1)
    }

    /// Bits 0...n.
    @inline(__always)
    private static func upTo(_ n: UInt64) -> UInt64 { n == 63 ? .max : (1 &<< (n + 1)) &- 1 }

    /// Adds `glyph`.
    @inline(__always)
    mutating func insert(_ glyph: UInt32) {
        low |= Self.bit(glyph, Self.lowShift)
        middle |= Self.bit(glyph, Self.middleShift)
        high |= Self.bit(glyph, Self.highShift)
    }

    /// Adds every glyph of `first...last` (nothing when `last < first`).
    mutating func insert(_ first: UInt32, through last: UInt32) {
        guard first <= last else { return }
        low |= Self.bits(first, last, Self.lowShift)
        middle |= Self.bits(first, last, Self.middleShift)
        high |= Self.bits(first, last, Self.highShift)
    }

    /// Adds every glyph `other` may have.
    mutating func formUnion(_ other: GlyphSetDigest) {
        low |= other.low
        middle |= other.middle
        high |= other.high
    }

    /// False when `glyph` is certainly not in the set.
    @inline(__always)
    func mayHave(_ glyph: UInt32) -> Bool {
        low & Self.bit(glyph, Self.lowShift) != 0 && middle & Self.bit(glyph, Self.middleShift) != 0
            && high & Self.bit(glyph, Self.highShift) != 0
    }

    /// False when the two sets certainly have no glyph in common.
    @inline(__always)
    func mayIntersect(_ other: GlyphSetDigest) -> Bool {
        low & other.low != 0 && middle & other.middle != 0 && high & other.high != 0
    }
}
