/// A small open-addressing set of non-negative integers (row slots).
///
/// The tableau's column index does millions of inserts and removals while
/// rows are built; this set hashes with one multiplication instead of the
/// seeded hasher of `Set`, and its iteration order depends only on the
/// operations applied (callers still never let it decide a result).
struct SlotSet {
    /// The number of elements.
    private(set) var count = 0
    /// Open-addressing table: `empty`, `tombstone` or an element.
    private var table: [Int32] = []
    /// Elements plus tombstones.
    private var used = 0

    private static let empty: Int32 = -1
    private static let tombstone: Int32 = -2

    @inline(__always)
    private static func home(_ x: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: x)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Adds `x` (no effect if present).
    mutating func insert(_ x: Int) {
        if (used + 1) * 2 > table.count { rehash() }
        let v = Int32(truncatingIfNeeded: x)
        let mask = table.count - 1
        var i = SlotSet.home(v, mask)
        var reuse = -1
        while true {
            let t = table[i]
            if t == SlotSet.empty {
                if reuse >= 0 { table[reuse] = v } else { table[i] = v; used += 1 }
                count += 1
                return
            }
            if t == v { return }
            if t == SlotSet.tombstone && reuse < 0 { reuse = i }
            i = (i + 1) & mask
        }
    }

    /// Removes `x` (no effect if absent).
    mutating func remove(_ x: Int) {
        if count == 0 { return }
        let v = Int32(truncatingIfNeeded: x)
        let mask = table.count - 1
        var i = SlotSet.home(v, mask)
        while true {
            let t = table[i]
            if t == SlotSet.empty { return }
            if t == v {
                table[i] = SlotSet.tombstone
                count -= 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// The elements, in table order.
    var elements: [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        for t in table where t >= 0 { out.append(Int(t)) }
        return out
    }

    /// Calls `body` on each element, in table order. `body` must not
    /// modify this set.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        for t in table where t >= 0 { body(Int(t)) }
    }

    /// Rebuilds the table at a load of at most a quarter.
    private mutating func rehash() {
        var capacity = 4
        while capacity < (count + 1) * 4 { capacity <<= 1 }
        let old = table
        table = [Int32](repeating: SlotSet.empty, count: capacity)
        used = 0
        count = 0
        for t in old where t >= 0 { insert(Int(t)) }
    }
}
