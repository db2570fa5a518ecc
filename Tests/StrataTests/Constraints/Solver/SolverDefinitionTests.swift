import Testing
@testable import Strata
@testable import StrataSolver

/// Required equalities with a fresh variable are kept as definitions
/// outside the tableau; these check that they behave like tableau rows.
@Suite("Solver definitions")
struct SolverDefinitionTests {
    @Test func chainPositionsAreDefinitionsWithExactValues() throws {
        let s = Solver()
        let x = (0..<4).map { Variable("x\($0)") }, w = (0..<4).map { Variable("w\($0)") }
        try s.addConstraint(x[0] == 0)
        for i in 0..<3 { try s.addConstraint(x[i + 1] == x[i] + w[i] + 8) }
        for i in 0..<4 { try s.addConstraint(w[i] == Double(10 * (i + 1))) }
        #expect(s.tableau.definitions.symbols.count == 5)  // x0, the three links, w3
        #expect(s.value(of: x[1]) == 18 && s.value(of: x[2]) == 46 && s.value(of: x[3]) == 84)
    }

    @Test func laterConstraintsOnADerivedVariableHold() throws {
        let s = Solver(), a = Variable("a"), b = Variable("b")
        try s.addConstraint(a == b + 5)         // a is derived
        try s.addConstraint(a >= 20)
        try s.addConstraint((b == 0).withPriority(250))
        #expect(s.value(of: a) == 20 && s.value(of: b) == 15)
        #expect(s.isAmbiguous(a) && !s.isAmbiguous(a, atOrAbove: 250))
    }

    @Test func removingAndEditingADefinitionRebuilds() throws {
        let s = Solver(), a = Variable("a"), b = Variable("b")
        let link = a == b + 5
        try s.addConstraint(link)
        try s.addConstraint(b == 1)
        #expect(s.value(of: a) == 6)
        try s.setConstant(7, for: link)         // gets a marker: leaves the definitions
        #expect(s.value(of: a) == 8)
        #expect(s.tableau.definitions.symbols.isEmpty)
        try s.removeConstraint(link)
        try s.addConstraint((a == 3).withPriority(250))
        #expect(s.value(of: a) == 3 && s.value(of: b) == 1)
    }
}
