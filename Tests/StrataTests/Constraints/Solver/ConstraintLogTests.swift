import Testing
@testable import StrataSolver

/// The constraint log stores records densely and moves the last one into
/// a removed record's place; lookups must follow every move.
@Suite("Solver: constraint log")
struct ConstraintLogTests {
    @Test func lookupsFollowRemovalsAndReplacements() {
        let x = Variable("x")
        let constraints = (0..<50).map { Constraint(Expression(x) - Expression(constant: Double($0)), .equal, priority: 10) }
        var log = ConstraintLog()
        log.reserveCapacity(50)
        for (i, c) in constraints.enumerated() {
            log[ObjectIdentifier(c)] = ConstraintRecord(constraint: c, constant: Double(i), order: i)
        }
        var present = Set(0..<50)
        // Remove from the front, the middle and the end, in a fixed order.
        for i in [0, 49, 25, 1, 48, 24, 26, 2, 47, 10, 11, 12] {
            let removed = log.removeValue(forKey: ObjectIdentifier(constraints[i]))
            #expect(removed?.order == i)
            #expect(log.removeValue(forKey: ObjectIdentifier(constraints[i])) == nil)
            present.remove(i)
            #expect(log.count == present.count)
            for j in 0..<50 {
                #expect(log[ObjectIdentifier(constraints[j])]?.order == (present.contains(j) ? j : nil))
            }
        }
        // Replacing a record keeps its place; setting nil removes it.
        var record = log[ObjectIdentifier(constraints[30])]!
        record.constant = -1
        record.marker = 123_456
        log[ObjectIdentifier(constraints[30])] = record
        #expect(log[ObjectIdentifier(constraints[30])]?.constant == -1)
        #expect(log[ObjectIdentifier(constraints[30])]?.marker == 123_456)
        log[ObjectIdentifier(constraints[30])] = nil
        #expect(log[ObjectIdentifier(constraints[30])] == nil && log.count == present.count - 1)
        #expect(Set(log.values.map(\.order)) == present.subtracting([30]))
    }
}
