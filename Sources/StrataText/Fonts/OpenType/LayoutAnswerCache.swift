/// A small direct-mapped cache of coverage and class-definition answers
/// for one `LayoutApplier` (one table, one `shape` call), like the cmap
/// and class caches HarfBuzz 8 keeps: a paragraph repeats its glyphs, so
/// most binary searches of a coverage or class table are asked again with
/// the same glyph and table offset.
///
/// An entry is keyed by the kind of question (coverage or class), the
/// table offset and the glyph; a slot holds one entry, and a new answer
/// replaces the one there. Offsets of at least 2^40 or glyphs of at least
/// 2^16 are not cached (asked of the table each time). The cache belongs
/// to one applier on one thread.
final class LayoutAnswerCache {
    /// The number of slots (a power of two).
    let slots: Int
    private let shift: UInt64
    /// Each slot's key plus one (0: empty).
    private let keys: UnsafeMutablePointer<UInt64>
    /// Each slot's answer: a coverage index (-1: not covered) or a class
    /// (set whenever the slot's key is, so never read before it is written).
    private let values: UnsafeMutablePointer<Int32>

    /// A cache of `2^bits` slots (`bits` in 1...20).
    init(bits: Int = 10) {
        let bits = min(max(bits, 1), 20)
        slots = 1 << bits
        shift = UInt64(64 - bits)
        keys = .allocate(capacity: slots)
        keys.initialize(repeating: 0, count: slots)
        // A value is read only after its slot's key was written with it: no need to clear.
        values = .allocate(capacity: slots)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    /// The key (plus one) for a question, or nil when it is not cached.
    @inline(__always)
    private static func key(_ at: Int, _ glyph: UInt32, classes: Bool) -> UInt64? {
        guard at >= 0, at < 1 << 40, glyph < 1 << 16 else { return nil }
        return (UInt64(at) << 17 | UInt64(glyph) << 1 | (classes ? 1 : 0)) &+ 1
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// `data.coverage(at, glyph)`, from the cache when it was asked before.
    ///
    /// - Complexity: O(1) when cached, else `OpenTypeData.coverage`'s O(log n).
    @inline(__always)
    func coverage(_ data: OpenTypeData, _ at: Int?, _ glyph: UInt32) -> Int? {
        guard let at else { return nil }
        guard let key = Self.key(at, glyph, classes: false) else { return data.coverage(at, glyph) }
        let i = slot(key)
        if keys[i] == key {
            let v = values[i]
            return v >= 0 ? Int(v) : nil
        }
        let answer = data.coverage(at, glyph)
        // Coverage indices fit in 17 bits (a 16-bit start plus a 16-bit distance).
        keys[i] = key
        values[i] = answer.map { Int32(truncatingIfNeeded: $0) } ?? -1
        return answer
    }

    /// `data.glyphClass(at, glyph)`, from the cache when it was asked before.
    ///
    /// - Complexity: O(1) when cached, else `OpenTypeData.glyphClass`'s O(log n).
    @inline(__always)
    func glyphClass(_ data: OpenTypeData, _ at: Int?, _ glyph: UInt32) -> Int {
        guard let at else { return 0 }
        guard let key = Self.key(at, glyph, classes: true) else { return data.glyphClass(at, glyph) }
        let i = slot(key)
        if keys[i] == key { return Int(values[i]) }
        let answer = data.glyphClass(at, glyph)
        keys[i] = key
        values[i] = Int32(truncatingIfNeeded: answer)
        return answer
    }
}
