import Testing
@testable import Strata

/// Derived variables are re-evaluated incrementally after a change; these
/// check that the incremental values are the full evaluation's, bit for
/// bit, and that a local change stays local.
@Suite("Solver derived values")
struct SolverDerivedValuesTests {
    /// A hugging chain `x[i+1] == x[i] + w[i] + 8` filling an edited `W`,
    /// plus a second chain hanging off the middle of the first.
    struct Chain {
        let solver = Solver()
        let container = Variable("W")
        let x = (0..<40).map { Variable("x\($0)") }
        let w = (0..<40).map { Variable("w\($0)") }
        let y = (0..<10).map { Variable("y\($0)") }
        let pin: Constraint

        init() throws {
            try solver.addEditVariable(container, priority: 999)
            solver.suggestValue(container, 2_000)
            try solver.addConstraint(x[0] == 0)
            for i in 0..<39 { try solver.addConstraint(x[i + 1] == x[i] + w[i] + 8) }
            try solver.addConstraint(x[39] + w[39] == container)
            for i in 0..<40 {
                try solver.addConstraint(w[i] >= 10)
                try solver.addConstraint((w[i] == 10 + Double(i % 3)).withPriority(250))
            }
            try solver.addConstraint(y[0] == x[20] + 3)
            for i in 0..<9 { try solver.addConstraint(y[i + 1] == 2 * y[i] - x[i]) }
            pin = (w[5] == 30).withPriority(500)
            try solver.addConstraint(pin)
        }

        var all: [Variable] { [container] + x + w + y }

        /// Every value, read incrementally.
        func values() -> [UInt64] { all.map { solver.value(of: $0).bitPattern } }

        /// Every value after forcing one full pass over the definitions.
        func fullyEvaluatedValues() -> [UInt64] {
            solver.allValuesChanged = true
            return values()
        }
    }

    @Test func incrementalValuesMatchAFullEvaluationBitForBit() throws {
        let chain = try Chain()
        #expect(chain.solver.value(of: chain.x[1]) == 18)
        for (step, width) in [2_000.0, 2_137.5, 1_500, 3_000.25, 1_210, 2_000].enumerated() {
            chain.solver.suggestValue(chain.container, width)
            if step % 2 == 1 { try chain.solver.setConstant(Double(20 + step), for: chain.pin) }
            let incremental = chain.values()
            #expect(incremental == chain.fullyEvaluatedValues(), "step \(step)")
            #expect(chain.solver.value(of: chain.x[39]) + chain.solver.value(of: chain.w[39]) == width)
        }
    }

    @Test func anEditThatMovesOnlyTheLastItemRecordsAFewSymbols() throws {
        let chain = try Chain()
        _ = chain.values()
        chain.solver.suggestValue(chain.container, 2_100)
        #expect(!chain.solver.allValuesChanged)
        #expect(chain.solver.changedSymbols.count <= 3)
        #expect(chain.solver.value(of: chain.w[39]) == 2_100 - chain.solver.value(of: chain.x[39]))
        #expect(chain.solver.changedSymbols.isEmpty)
    }

    @Test func anEditThatMovesEveryItemFallsBackToOnePass() throws {
        let s = Solver(), container = Variable("W")
        let x = (0..<20).map { Variable("x\($0)") }, w = (0..<20).map { Variable("w\($0)") }
        try s.addEditVariable(container, priority: 999)
        try s.addConstraint(x[0] == 0)
        for i in 0..<19 { try s.addConstraint(x[i + 1] == x[i] + w[i]) }
        try s.addConstraint(x[19] + w[19] == container)
        for i in 1..<20 { try s.addConstraint(w[i] == w[0]) }
        s.suggestValue(container, 200)
        #expect(s.value(of: x[19]) == 190)
        s.suggestValue(container, 400)
        #expect(s.allValuesChanged)
        #expect(s.value(of: x[19]) == 380 && s.value(of: w[19]) == 20)
    }
}
