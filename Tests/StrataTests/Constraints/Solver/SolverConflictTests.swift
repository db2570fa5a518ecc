import Testing
import Strata

@Suite("Solver conflicts")
struct SolverConflictTests {
    /// The error of adding `constraint`, if any.
    func failure(_ solver: Solver, _ constraint: Constraint) -> (Constraint, [Constraint])? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            if case .unsatisfiable(let c, let conflicts) = error { return (c, conflicts) }
            return nil
        }
    }

    @Test func twoContradictoryEqualitiesNameEachOther() throws {
        let s = Solver(), x = Variable("x")
        let first = x == 10, second = x == 20
        try s.addConstraint(first)
        let f = try #require(failure(s, second))
        #expect(f.0 === second)
        #expect(f.1.count == 1 && f.1[0] === first)
        #expect(!s.hasConstraint(second))
        #expect(s.value(of: x) == 10)
    }

    @Test func conflictSetIsMinimal() throws {
        let s = Solver(), a = Variable("a"), b = Variable("b"), c = Variable("c"), y = Variable("y")
        let pinA = a == 0, ab = b == a + 10, bc = c == b + 10
        try s.addConstraint(y == 5)
        try s.addConstraint(pinA)
        try s.addConstraint(ab)
        try s.addConstraint(c + y <= 1000)  // related through c, but not part of the conflict
        try s.addConstraint(bc)
        try s.addConstraint((c == 3).withPriority(500))  // optional: never a conflict
        let bad = c == 5
        let f = try #require(failure(s, bad))
        #expect(f.1.map { ObjectIdentifier($0) } == [pinA, ab, bc].map { ObjectIdentifier($0) })
        #expect(s.value(of: c) == 20)
    }

    @Test func inequalityConflict() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let low = x >= 10, link = y == x + 1
        try s.addConstraint(low)
        try s.addConstraint(link)
        let bad = y <= 5
        let f = try #require(failure(s, bad))
        #expect(f.1.map { ObjectIdentifier($0) } == [low, link].map { ObjectIdentifier($0) })
        // The solver is unchanged and still usable.
        try s.addConstraint((y == 0).withPriority(250))
        #expect(s.value(of: x) == 10 && s.value(of: y) == 11)
    }

    @Test func optionalConstraintsNeverFail() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint(x == 10)
        try s.addConstraint((x == 20).withPriority(999))
        try s.addConstraint((x >= 30).withPriority(999))
        #expect(s.value(of: x) == 10)
    }
}
