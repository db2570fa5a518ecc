import Testing
import Strata

@Suite("Solver ambiguity")
struct SolverAmbiguityTests {
    @Test func underdeterminedSumIsAmbiguousUntilPinned() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 10)
        #expect(s.isAmbiguous(x) && s.isAmbiguous(y))
        try s.addConstraint(x == 3)
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
        #expect(s.value(of: y) == 7)
    }

    @Test func optionalPinCountsAtItsLevel() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 10)
        try s.addConstraint((x == 3).withPriority(250))
        #expect(s.isAmbiguous(y))  // required level only
        #expect(!s.isAmbiguous(y, atOrAbove: 250))
        #expect(s.isAmbiguous(y, atOrAbove: 251))
    }

    @Test func oneSidedBoundIsAmbiguous() throws {
        let s = Solver(), x = Variable("x"), free = Variable("free")
        try s.addConstraint(x >= 0)
        #expect(s.isAmbiguous(x))
        try s.addConstraint((x == -5).withPriority(100))
        #expect(!s.isAmbiguous(x, atOrAbove: 100))
        #expect(s.value(of: x) == 0)
        #expect(s.isAmbiguous(free))
    }

    @Test func chainPinnedAtBothEndsIsNotAmbiguous() throws {
        let s = Solver(), a = Variable("a"), b = Variable("b"), c = Variable("c")
        try s.addConstraint(a == 0)
        try s.addConstraint(b == a + 10)
        try s.addConstraint(c == b + 5)
        #expect(!s.isAmbiguous(a) && !s.isAmbiguous(b) && !s.isAmbiguous(c))
    }

    /// A difference of two derived variables that move together is fixed:
    /// the probe follows net coefficients, not mere dependence.
    @Test func cancellingDefinitionsAreNotAmbiguous() throws {
        let s = Solver(), start = Variable("start"), a = Variable("a"), b = Variable("b"), gap = Variable("gap")
        try s.addConstraint(a == start + 10)
        try s.addConstraint(b == a + 5)
        try s.addConstraint(gap == b - start)
        #expect(s.isAmbiguous(start) && s.isAmbiguous(a) && s.isAmbiguous(b))
        #expect(!s.isAmbiguous(gap))
        #expect(s.value(of: gap) == 15)
    }

    /// A 5,000-link chain (each position defined by the previous one) is
    /// ambiguous everywhere while its start is free and nowhere once it is
    /// pinned; each check is one linear pass, not an expansion per link.
    @Test func longChainFollowsItsStart() throws {
        let s = Solver()
        let x = (0...5000).map { Variable("x\($0)") }
        for i in 1...5000 { try s.addConstraint(x[i] == x[i - 1] + 2) }
        #expect(s.isAmbiguous(x[5000]) && s.isAmbiguous(x[2500]))
        try s.addConstraint(x[0] == 1)
        #expect(!s.isAmbiguous(x[5000]) && !s.isAmbiguous(x[1]))
        #expect(s.value(of: x[5000]) == 10001)
    }
}
