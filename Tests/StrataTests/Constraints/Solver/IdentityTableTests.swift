import Testing
@testable import StrataSolver

/// `IdentityTable` hashes object addresses with open addressing and
/// tombstones; it must behave as a dictionary through growth, removals and
/// re-insertions.
@Suite("Solver: identity tables")
struct IdentityTableTests {
    /// Random inserts, overwrites and removes over a pool of objects,
    /// checked against `Dictionary` after every step.
    @Test(arguments: [3, 17, 200, 1_000] as [Int])
    func behavesAsADictionary(pool: Int) {
        var rng = TestRandom(seed: UInt64(pool))
        let objects = (0..<pool).map { Variable("v\($0)") }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<5_000 {
            let id = ObjectIdentifier(objects[Int(rng.next() % UInt64(pool))])
            if rng.next() % 3 == 0 {
                #expect(table.removeValue(forKey: id) == reference.removeValue(forKey: id))
            } else {
                table[id] = step
                reference[id] = step
            }
            #expect(table.count == reference.count)
        }
        for object in objects {
            #expect(table[ObjectIdentifier(object)] == reference[ObjectIdentifier(object)])
        }
    }

    /// Reserving keeps the contents; setting `nil` removes.
    @Test func reserveAndNilRemoval() {
        let objects = (0..<40).map { Variable("v\($0)") }
        var table = IdentityTable()
        for (i, o) in objects.enumerated() { table[ObjectIdentifier(o)] = i }
        table.reserveCapacity(1_000)
        for (i, o) in objects.enumerated() { #expect(table[ObjectIdentifier(o)] == i) }
        table[ObjectIdentifier(objects[7])] = nil
        #expect(table[ObjectIdentifier(objects[7])] == nil)
        #expect(table.count == 39)
        #expect(IdentityTable()[ObjectIdentifier(objects[0])] == nil)
    }

    /// A reservation on a table with no storage takes only the room asked
    /// for (a power of two, at least twice the keys, at least 16 slots);
    /// one on a table with storage, or the first insertion without one,
    /// keeps the 256-slot floor. Growing past a small reservation keeps
    /// every key.
    @Test(arguments: [
        (reserve: 1, slots: 16), (reserve: 8, slots: 16), (reserve: 9, slots: 32),
        (reserve: 30, slots: 64), (reserve: 64, slots: 128), (reserve: 200, slots: 512),
    ] as [(reserve: Int, slots: Int)])
    func smallReservationOnANewTable(reserve: Int, slots: Int) {
        var table = IdentityTable()
        table.reserveCapacity(reserve)
        #expect(table.slotCount == slots)
        let objects = (0..<300).map { Variable("v\($0)") }
        for (i, o) in objects.enumerated() { table[ObjectIdentifier(o)] = i }
        #expect(table.count == 300)
        for (i, o) in objects.enumerated() { #expect(table[ObjectIdentifier(o)] == i) }
    }

    /// Without a reservation the first insertion takes 256 slots, and a
    /// reservation of nothing allocates nothing.
    @Test func defaultSizing() {
        var table = IdentityTable()
        table.reserveCapacity(0)
        #expect(table.slotCount == 0)
        let o = Variable("v")
        table[ObjectIdentifier(o)] = 1
        #expect(table.slotCount == 256)
        table.reserveCapacity(10)
        #expect(table.slotCount == 256)
    }
}
