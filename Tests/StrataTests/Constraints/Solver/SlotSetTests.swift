import Testing
@testable import StrataSolver

/// `SlotSet` keeps up to four elements inline and moves to a table past
/// that; both forms must behave as a set through every transition.
@Suite("Solver: slot sets")
struct SlotSetTests {
    /// Random inserts and removes over small ranges (so sets cross the
    /// inline limit both ways), checked against `Set` after every step.
    @Test(arguments: [3, 5, 9, 40] as [Int])
    func behavesAsASet(range: Int) {
        var rng = TestRandom(seed: UInt64(range))
        var set = SlotSet()
        var reference = Set<Int>()
        for step in 0..<20_000 {
            let x = Int(rng.next() % UInt64(range))
            if rng.next() % 3 == 0 {
                set.remove(x)
                reference.remove(x)
            } else {
                set.insert(x)
                reference.insert(x)
            }
            #expect(set.count == reference.count, "step \(step)")
            #expect(Set(set.elements) == reference && set.elements.count == reference.count, "step \(step)")
            // Into a kept buffer (the tableau's substitution reuses one):
            // the same elements in the same order, whatever it held before.
            var buffer = [-5, -6, -7, -8, -9, -10]
            set.copyElements(into: &buffer)
            #expect(buffer == set.elements, "step \(step)")
        }
    }

    /// The table-based form, entered at the fifth element, keeps the
    /// elements and drops duplicates.
    /// One set per symbol: 24 bytes each (the wide-stack memory figure
    /// in Docs/Performance.md counts on it).
    @Test func aSetIsTwentyFourBytes() {
        #expect(MemoryLayout<SlotSet>.stride == 24)
    }

    @Test func crossingTheInlineLimitKeepsEveryElement() {
        var set = SlotSet()
        for x in [7, 3, 7, 11, 0] { set.insert(x) }
        #expect(set.count == 4 && Set(set.elements) == [0, 3, 7, 11])
        set.insert(42)
        set.insert(3)
        #expect(set.count == 5 && Set(set.elements) == [0, 3, 7, 11, 42])
        set.remove(99)
        set.remove(7)
        #expect(set.count == 4 && Set(set.elements) == [0, 3, 11, 42])
    }
}
