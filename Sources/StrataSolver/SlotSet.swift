/// A small set of non-negative integers (row slots): the rows that mention
/// one symbol.
///
/// Most symbols appear in one to four rows, so up to `inlineCapacity`
/// elements are stored in the set itself and no memory is allocated; a
/// larger set moves to an open-addressing table that hashes with one
/// multiplication instead of the seeded hasher of `Set`. A wide stack has
/// some 14 symbols per view, two of them in one row each and one (a
/// view's width error) in four: the inline elements save an allocation
/// for each of those (about 23 MB at 20,000 views). The counters live in
/// the inline storage once there is a table, so a set is 24 bytes. The
/// iteration order depends only on the operations applied; callers never
/// let it decide a result.
struct SlotSet {
    /// The number of elements.
    var count: Int {
        if table.isEmpty {
            return (inline.0 >= 0 ? 1 : 0) + (inline.1 >= 0 ? 1 : 0) + (inline.2 >= 0 ? 1 : 0) + (inline.3 >= 0 ? 1 : 0)
        }
        return Int(inline.0)
    }
    /// While `table` is empty, the elements (`empty` when unused). Once
    /// there is a table, `.0` counts its elements and `.1` its elements
    /// plus tombstones: no separate counters, so a set is 24 bytes.
    private var inline: (Int32, Int32, Int32, Int32) = (SlotSet.empty, SlotSet.empty, SlotSet.empty, SlotSet.empty)
    /// Open-addressing table: `empty`, `tombstone` or an element; empty
    /// while the elements fit inline.
    private var table: [Int32] = []

    private static let empty: Int32 = -1
    private static let tombstone: Int32 = -2
    /// How many elements fit in the set itself.
    static let inlineCapacity = 4

    @inline(__always)
    private static func home(_ x: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: x)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Adds `x` (no effect if present).
    mutating func insert(_ x: Int) {
        let v = Int32(truncatingIfNeeded: x)
        if table.isEmpty {
            if inline.0 == v || inline.1 == v || inline.2 == v || inline.3 == v { return }
            if inline.0 == SlotSet.empty { inline.0 = v; return }
            if inline.1 == SlotSet.empty { inline.1 = v; return }
            if inline.2 == SlotSet.empty { inline.2 = v; return }
            if inline.3 == SlotSet.empty { inline.3 = v; return }
            rehash(minimumCount: count + 1)
        }
        if Int(inline.1 + 1) * 2 > table.count { rehash(minimumCount: count + 1) }
        let mask = table.count - 1
        var i = SlotSet.home(v, mask)
        var reuse = -1
        while true {
            let t = table[i]
            if t == SlotSet.empty {
                if reuse >= 0 { table[reuse] = v } else { table[i] = v; inline.1 += 1 }
                inline.0 += 1
                return
            }
            if t == v { return }
            if t == SlotSet.tombstone && reuse < 0 { reuse = i }
            i = (i + 1) & mask
        }
    }

    /// Removes `x` (no effect if absent).
    mutating func remove(_ x: Int) {
        let v = Int32(truncatingIfNeeded: x)
        if table.isEmpty {
            if v < 0 { return }
            if inline.0 == v {
                inline.0 = SlotSet.empty
            } else if inline.1 == v {
                inline.1 = SlotSet.empty
            } else if inline.2 == v {
                inline.2 = SlotSet.empty
            } else if inline.3 == v {
                inline.3 = SlotSet.empty
            }
            return
        }
        if inline.0 == 0 { return }
        let mask = table.count - 1
        var i = SlotSet.home(v, mask)
        while true {
            let t = table[i]
            if t == SlotSet.empty { return }
            if t == v {
                table[i] = SlotSet.tombstone
                inline.0 -= 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// The elements, in storage order.
    var elements: [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        forEach { out.append($0) }
        return out
    }

    /// Replaces the contents of `out` with the elements, in storage order
    /// (`elements` into a buffer the caller keeps: no allocation once it
    /// has room).
    func copyElements(into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        forEach { out.append($0) }
    }

    /// Calls `body` on each element, in storage order. `body` must not
    /// modify this set.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        if table.isEmpty {
            if inline.0 >= 0 { body(Int(inline.0)) }
            if inline.1 >= 0 { body(Int(inline.1)) }
            if inline.2 >= 0 { body(Int(inline.2)) }
            if inline.3 >= 0 { body(Int(inline.3)) }
            return
        }
        for t in table where t >= 0 { body(Int(t)) }
    }

    /// Moves the elements (inline or in the table) to a new table with room
    /// for `minimumCount` at a load of at most a quarter.
    private mutating func rehash(minimumCount: Int) {
        var capacity = 4
        while capacity < minimumCount * 4 { capacity <<= 1 }
        var old: [Int32] = []
        swap(&old, &table)
        if old.isEmpty { old = [inline.0, inline.1, inline.2, inline.3] }
        table = [Int32](repeating: SlotSet.empty, count: capacity)
        inline = (0, 0, SlotSet.empty, SlotSet.empty)  // no elements, no tombstones
        for t in old where t >= 0 { insert(Int(t)) }
    }
}
