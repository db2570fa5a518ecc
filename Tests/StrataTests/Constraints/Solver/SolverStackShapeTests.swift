import Testing
import Strata

/// The stack-shaped systems of the solver notes, at N = 200.
@Suite("Solver stack shapes")
struct SolverStackShapeTests {
    let n = 200

    /// `x[0] == 0`, `x[i+1] == x[i] + w[i] + 8`, `x[n-1] + w[n-1] == W`
    /// with `W` an edit variable at 999.
    func chain(_ s: Solver, _ container: Variable, width: Double) throws -> (x: [Variable], w: [Variable]) {
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try s.addEditVariable(container, priority: 999)
        s.suggestValue(container, width)
        try s.addConstraint(x[0] == 0)
        for i in 0..<(n - 1) { try s.addConstraint(x[i + 1] == x[i] + w[i] + 8) }
        try s.addConstraint(x[n - 1] + w[n - 1] == container)
        return (x, w)
    }

    @Test func fillEquallyGivesEqualWidths() throws {
        let s = Solver(), container = Variable("W")
        let gaps = Double(8 * (n - 1))
        let (x, w) = try chain(s, container, width: 20 * Double(n) + gaps)
        for i in 1..<n { try s.addConstraint(w[i] == w[0]) }
        for i in 0..<n {
            #expect(abs(s.value(of: w[i]) - 20) < 1e-9)
            #expect(abs(s.value(of: x[i]) - 28 * Double(i)) < 1e-9)
        }
        s.suggestValue(container, 21 * Double(n) + gaps)
        for i in 0..<n {
            #expect(abs(s.value(of: w[i]) - 21) < 1e-9)
            #expect(abs(s.value(of: x[i]) - 29 * Double(i)) < 1e-9)
        }
        #expect(!s.isAmbiguous(w[n / 2], atOrAbove: 999))
    }

    @Test func huggingAtExactWidth() throws {
        let s = Solver(), container = Variable("W")
        let (x, w) = try chain(s, container, width: 18 * Double(n) - 8)
        for i in 0..<n {
            try s.addConstraint(w[i] >= 10)
            try s.addConstraint((w[i] == 10).withPriority(250))
        }
        for i in 0..<n {
            #expect(abs(s.value(of: w[i]) - 10) < 1e-9)
            #expect(abs(s.value(of: x[i]) - 18 * Double(i)) < 1e-9)
        }
    }

    @Test func huggingDistributesTheExcessWithinTheRules() throws {
        let s = Solver(), container = Variable("W")
        let width = 18 * Double(n) - 8
        let (x, w) = try chain(s, container, width: width)
        for i in 0..<n {
            try s.addConstraint(w[i] >= 10)
            try s.addConstraint((w[i] == 10).withPriority(250))
        }
        for extra in [500.0, 37.5, 0, 1_000] {
            s.suggestValue(container, width + extra)
            var total = 0.0
            for i in 0..<n {
                let wi = s.value(of: w[i])
                #expect(wi >= 10 - 1e-9)
                total += wi - 10
                if i + 1 < n { #expect(abs(s.value(of: x[i + 1]) - (s.value(of: x[i]) + wi + 8)) < 1e-9) }
            }
            // The 999 edit is met, so the 250 violations add up to the excess.
            #expect(abs(total - extra) < 1e-9)
            #expect(abs(s.value(of: x[n - 1]) + s.value(of: w[n - 1]) - (width + extra)) < 1e-9)
        }
    }

    @Test func tooNarrowContainerBreaksTheEditNotTheRequiredMinimums() throws {
        let s = Solver(), container = Variable("W")
        let (_, w) = try chain(s, container, width: 100)
        for i in 0..<n { try s.addConstraint(w[i] >= 10) }
        for i in 0..<n { #expect(s.value(of: w[i]) >= 10 - 1e-9) }
    }

    @Test func noChainProportions() throws {
        let s = Solver(), container = Variable("W")
        try s.addEditVariable(container, priority: 999)
        s.suggestValue(container, 1_000)
        let x = (0..<n).map { Variable("x\($0)") }
        for i in 0..<n { try s.addConstraint(x[i] == (Double(i) / Double(n)) * container) }
        s.suggestValue(container, 2_000)
        for i in 0..<n { #expect(abs(s.value(of: x[i]) - 2_000 * Double(i) / Double(n)) < 1e-9) }
    }
}
