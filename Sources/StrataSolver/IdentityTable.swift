/// A map from object identities to non-negative integers: the symbol of a
/// variable, the position of a constraint's record, the index of an edit.
///
/// Open addressing with linear probing in one array of (key, value)
/// entries, hashed with one multiplication of the object's address (the
/// seeded hasher of `Dictionary` was a tenth of building a small system:
/// every constraint looks up its record and each of its variables). The
/// table is never iterated, so addresses decide nothing but where an entry
/// sits; results never depend on them (Docs/Constraints.md, Determinism).
struct IdentityTable {
    /// One slot: `key` is an object's address, `IdentityTable.empty` or
    /// `IdentityTable.tombstone`.
    private struct Entry {
        var key: UInt
        var value: Int
    }

    /// The slots (a power of two of them, or none).
    private var entries: [Entry] = []
    /// The number of keys.
    private(set) var count = 0
    /// The number of slots (0 before the first insertion or reservation).
    var slotCount: Int { entries.count }
    /// Keys plus tombstones: what the probe sequences must step over.
    private var used = 0

    private static let empty: UInt = 0
    private static let tombstone: UInt = 1

    /// Creates an empty table (no storage until the first insertion).
    init() {}

    @inline(__always)
    private static func key(_ id: ObjectIdentifier) -> UInt { UInt(bitPattern: id) }

    @inline(__always)
    private static func home(_ key: UInt, _ mask: Int) -> Int {
        // Addresses are 16-byte aligned: the high bits of the product mix
        // every bit of the address.
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value of `id`, if any; setting `nil` removes it.
    /// - Complexity: O(1) on average.
    subscript(id: ObjectIdentifier) -> Int? {
        get {
            if count == 0 { return nil }
            let k = IdentityTable.key(id)
            return entries.withUnsafeBufferPointer { e in
                let mask = e.count - 1
                var i = IdentityTable.home(k, mask)
                while true {
                    let key = e[i].key
                    if key == k { return e[i].value }
                    if key == IdentityTable.empty { return nil }
                    i = (i + 1) & mask
                }
            }
        }
        set {
            if let newValue { insert(id, newValue) } else { removeValue(forKey: id) }
        }
    }

    /// Sets the value of `id` to `value`.
    /// - Complexity: O(1) amortised.
    mutating func insert(_ id: ObjectIdentifier, _ value: Int) {
        if (used + 1) * 2 > entries.count { grow(minimumCount: count + 1) }
        let k = IdentityTable.key(id)
        // Probed through the buffer: one uniqueness check per insertion,
        // not one per slot read.
        // 0: an existing key updated; 1: a tombstone reused; 2: an empty slot taken.
        let outcome = entries.withUnsafeMutableBufferPointer { e -> Int in
            let mask = e.count - 1
            var i = IdentityTable.home(k, mask)
            var reuse = -1
            while true {
                let key = e[i].key
                if key == k {
                    e[i].value = value
                    return 0
                }
                if key == IdentityTable.empty { break }
                if key == IdentityTable.tombstone && reuse < 0 { reuse = i }
                i = (i + 1) & mask
            }
            if reuse >= 0 {
                e[reuse] = Entry(key: k, value: value)
                return 1
            }
            e[i] = Entry(key: k, value: value)
            return 2
        }
        if outcome == 0 { return }
        count += 1
        if outcome == 2 { used += 1 }
    }

    /// Removes `id` and returns its value, if any.
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Int? {
        if count == 0 { return nil }
        let k = IdentityTable.key(id)
        let mask = entries.count - 1
        var i = IdentityTable.home(k, mask)
        while true {
            let key = entries[i].key
            if key == k {
                let value = entries[i].value
                entries[i].key = IdentityTable.tombstone
                count -= 1
                return value
            }
            if key == IdentityTable.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// Makes room for `count` keys in all.
    ///
    /// A table with no storage yet takes only the room asked for (at
    /// least `reservedMinimumSlots`), not `minimumSlots`: a caller that
    /// knows its system is small (a list cell's private solve, some 30
    /// constraints and 16 variables) allocates and clears 1 KB instead of
    /// 4 KB per table. Growing past the reservation doubles as usual.
    mutating func reserveCapacity(_ count: Int) {
        if entries.isEmpty {
            if count > 0 { grow(minimumCount: count, floor: IdentityTable.reservedMinimumSlots) }
        } else if count * 2 > entries.count {
            grow(minimumCount: count)
        }
    }

    /// The fewest slots `reserveCapacity` gives a table with no storage.
    static let reservedMinimumSlots = 16

    /// The fewest slots a table with storage has: 128 keys in 4 KB (a
    /// small system, such as a list cell's private solve or a
    /// 100-constraint one, never rehashes; from 16 slots a 100-constraint
    /// system rehashed four times, a third of the table's cost).
    static let minimumSlots = 256

    /// Moves the keys to a new array with room for `minimumCount` at a load
    /// of at most a half (dropping the tombstones).
    private mutating func grow(minimumCount: Int, floor: Int = IdentityTable.minimumSlots) {
        var capacity = floor
        while capacity < minimumCount * 2 { capacity <<= 1 }
        var old = [Entry](repeating: Entry(key: IdentityTable.empty, value: 0), count: capacity)
        swap(&old, &entries)
        let mask = capacity - 1
        var moved = 0
        entries.withUnsafeMutableBufferPointer { e in
            old.withUnsafeBufferPointer { old in
                for entry in old where entry.key > IdentityTable.tombstone {
                    var i = IdentityTable.home(entry.key, mask)
                    while e[i].key != IdentityTable.empty { i = (i + 1) & mask }
                    e[i] = entry
                    moved += 1
                }
            }
        }
        count = moved
        used = moved
    }
}
