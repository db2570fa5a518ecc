import Testing
import Strata

@Suite("Solver basics")
struct SolverBasicsTests {
    @Test func simpleEquality() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x == 20)
        try s.addConstraint(y == x + 10)
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 30)
    }

    @Test func inequalityWithWeakPreference() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint(x >= 10)
        try s.addConstraint((x == 0).withPriority(250))
        #expect(s.value(of: x) == 10)
        try s.addConstraint(x <= 40)
        try s.addConstraint((x == 100).withPriority(500))
        #expect(s.value(of: x) == 40)
    }

    @Test func strongerPreferenceWins() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint((x == 10).withPriority(250))
        try s.addConstraint((x == 20).withPriority(750))
        #expect(s.value(of: x) == 20)
    }

    @Test func classicMidpoint() throws {
        // The Cassowary paper's midpoint example.
        let s = Solver(), l = Variable("l"), m = Variable("m"), r = Variable("r")
        try s.addConstraint(2 * m == l + r)
        try s.addConstraint(l + 10 <= r)
        try s.addConstraint(r <= 100)
        try s.addConstraint(l >= 0)
        try s.addConstraint((l == 5).withPriority(250))
        try s.addConstraint((r == 50).withPriority(250))
        #expect(s.value(of: l) == 5)
        #expect(s.value(of: r) == 50)
        #expect(s.value(of: m) == 27.5)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(y == 2 * x + 1)
        try s.addConstraint(y <= 51)
        try s.addEditVariable(x, priority: 750)
        for v in [3.0, 10, -4, 25, 100, 7] {
            s.suggestValue(x, v)
            let expected = min(v, 25)
            #expect(abs(s.value(of: x) - expected) < 1e-9)
            #expect(abs(s.value(of: y) - (2 * expected + 1)) < 1e-9)
        }
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
    }

    @Test func editAgainstWeakerPreference() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint((x == 100).withPriority(250))
        try s.addEditVariable(x, priority: 500)
        s.suggestValue(x, 42)
        #expect(s.value(of: x) == 42)
        try s.removeEditVariable(x)
        #expect(s.value(of: x) == 100)
    }

    @Test func removalRestoresPreviousSolution() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 100)
        try s.addConstraint((x == 30).withPriority(500))
        #expect(s.value(of: y) == 70)
        let strong = (y == 10).withPriority(750)
        try s.addConstraint(strong)
        #expect(s.value(of: x) == 90)
        try s.removeConstraint(strong)
        #expect(s.value(of: x) == 30 && s.value(of: y) == 70)
        let pin = x == 60
        try s.addConstraint(pin)
        #expect(s.value(of: y) == 40)
        try s.removeConstraint(pin)  // required equality: re-derived lazily
        #expect(s.value(of: x) == 30 && s.value(of: y) == 70)
        #expect(!s.hasConstraint(pin) && s.constraintCount == 2)
    }

    @Test func removingAnInequalityReleasesTheVariable() throws {
        let s = Solver(), x = Variable("x")
        let floor = x >= 50
        try s.addConstraint(floor)
        try s.addConstraint((x == 10).withPriority(250))
        #expect(s.value(of: x) == 50)
        try s.removeConstraint(floor)
        #expect(s.value(of: x) == 10)
    }

    @Test func setConstantOnRequiredEquality() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let link = y == x + 8
        try s.addConstraint(x == 10)
        try s.addConstraint(link)
        try s.addConstraint(y <= 30)
        #expect(s.value(of: y) == 18)
        try s.setConstant(15, for: link)
        #expect(s.value(of: y) == 25)
        try s.setConstant(-5, for: link)
        #expect(s.value(of: y) == 5)
        #expect(throws: SolverError.self) { try s.setConstant(40, for: link) }
        #expect(s.value(of: y) == 5)  // unchanged after the refusal
    }

    @Test func setConstantOnInequalityAndOptional() throws {
        let s = Solver(), x = Variable("x")
        let floor = x >= 10
        let wish = (x == 0).withPriority(250)
        try s.addConstraint(floor)
        try s.addConstraint(wish)
        #expect(s.value(of: x) == 10)
        try s.setConstant(35, for: floor)
        #expect(s.value(of: x) == 35)
        try s.setConstant(50, for: wish)
        #expect(s.value(of: x) == 50)
        try s.setConstant(20, for: floor)
        #expect(s.value(of: x) == 50)
        try s.setConstant(5, for: wish)
        #expect(s.value(of: x) == 20)
    }

    @Test func duplicateAndUnknownConstraintsAreErrors() throws {
        let s = Solver(), x = Variable("x")
        let c = x == 1
        try s.addConstraint(c)
        #expect(throws: SolverError.self) { try s.addConstraint(c) }
        #expect(throws: SolverError.self) { try s.removeConstraint(x == 1) }
        #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: 1000) }
        try s.addEditVariable(x, priority: 10)
        #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: 10) }
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x == 10)
        try s.addConstraint(y == x + 5)
        try s.addConstraint(y == 15)
        #expect(s.value(of: y) == 15)
    }
}
