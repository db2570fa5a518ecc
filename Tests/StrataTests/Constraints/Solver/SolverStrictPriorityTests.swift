import Testing
import Strata

@Suite("Solver strict priorities")
struct SolverStrictPriorityTests {
    /// `count` preferences `x == low` at `weak` against one `x == high` at
    /// `strong`: the single stronger one must win.
    @Test(arguments: [(251.0, 250.0, 10), (751.0, 750.0, 100), (999.5, 999.0, 50), (2.0, 1.0, 200)])
    func oneStrongerBeatsManyWeaker(strong: Double, weak: Double, count: Int) throws {
        let s = Solver(), x = Variable("x")
        for _ in 0..<count { try s.addConstraint((x == 0).withPriority(weak)) }
        try s.addConstraint((x == 100).withPriority(strong))
        #expect(s.value(of: x) == 100)
    }

    @Test func orderOfAdditionDoesNotMatter() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint((x == 100).withPriority(251))
        for _ in 0..<10 { try s.addConstraint((x == 0).withPriority(250)) }
        #expect(s.value(of: x) == 100)
    }

    @Test func lowerLevelStillDecidesWithinTheHigherOptimum() throws {
        // 751 fixes the sum; ten 750s pull a, one 750 pulls b: within the
        // 751 optimum, the 750 level minimises its own total violation.
        let s = Solver(), a = Variable("a"), b = Variable("b")
        try s.addConstraint(a >= 0)
        try s.addConstraint(b >= 0)
        try s.addConstraint((a + b == 100).withPriority(751))
        for _ in 0..<10 { try s.addConstraint((a == 100).withPriority(750)) }
        try s.addConstraint((b == 100).withPriority(750))
        #expect(s.value(of: a) == 100)
        #expect(s.value(of: b) == 0)
    }

    @Test func manySmallViolationsDoNotOutweighOneLarger() throws {
        // Scalar weights would move x to 0 (10 × 250 > 251); strict
        // priorities keep the 251 preference exactly satisfied.
        let s = Solver(), x = Variable("x")
        for i in 0..<10 { try s.addConstraint((x == Double(i)).withPriority(250)) }
        try s.addConstraint((x >= 500).withPriority(251))
        #expect(s.value(of: x) == 500)
    }

    @Test func inequalityPriorities() throws {
        let s = Solver(), w = Variable("w")
        // Compression resistance 750 beats 100 hugging preferences.
        try s.addConstraint((w >= 80).withPriority(750))
        for _ in 0..<100 { try s.addConstraint((w <= 20).withPriority(749)) }
        #expect(s.value(of: w) == 80)
    }

    @Test func editAtHigherPriorityBeatsManyWeakerWishes() throws {
        let s = Solver(), x = Variable("x")
        for _ in 0..<20 { try s.addConstraint((x == 5).withPriority(998)) }
        try s.addEditVariable(x, priority: 999)
        s.suggestValue(x, 40)
        #expect(s.value(of: x) == 40)
        s.suggestValue(x, -3)
        #expect(s.value(of: x) == -3)
        #expect(s.priorityLevels == [999, 998])
    }
}
