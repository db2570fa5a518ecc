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
}
