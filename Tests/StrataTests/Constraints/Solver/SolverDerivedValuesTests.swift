import Testing
@testable import Strata
@testable import StrataSolver

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
            solver.tableau.derived.allChanged = true
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

    /// The first item stretches, so one changed width moves every later
    /// position: the change spreads past one definition in eight and the
    /// update finishes with a sequential pass from where it got to.
    @Test(arguments: [2, 7, 39])
    func aChangeThatSpreadsDownTheChainMatchesAFullEvaluation(stretching index: Int) throws {
        let s = Solver(), container = Variable("W")
        let x = (0..<40).map { Variable("x\($0)") }, w = (0..<40).map { Variable("w\($0)") }
        try s.addEditVariable(container, priority: 999)
        try s.addConstraint(x[0] == 0)
        for i in 0..<39 { try s.addConstraint(x[i + 1] == x[i] + w[i] + 8) }
        try s.addConstraint(x[39] + w[39] == container)
        for i in 0..<40 {
            try s.addConstraint(w[i] >= 10)
            try s.addConstraint((w[i] == 10 + Double(i % 3)).withPriority(i == index ? 200 : 250))
        }
        let all = [container] + x + w
        for width in [2_000.0, 2_001, 1_999.5, 3_000.125, 2_000] {
            s.suggestValue(container, width)
            let incremental = all.map { s.value(of: $0).bitPattern }
            s.tableau.derived.allChanged = true
            let full = all.map { s.value(of: $0).bitPattern }
            #expect(incremental == full, "width \(width)")
            #expect(s.value(of: w[index]) == width - 39 * 8 - Double((0..<40).filter { $0 != index }.map { 10 + $0 % 3 }.reduce(0, +)))
        }
    }

    @Test func anEditThatMovesOnlyTheLastItemRecordsAFewSymbols() throws {
        let chain = try Chain()
        _ = chain.values()
        chain.solver.suggestValue(chain.container, 2_100)
        #expect(!chain.solver.tableau.derived.allChanged)
        #expect(chain.solver.tableau.derived.changedSymbols.count <= 3)
        #expect(chain.solver.value(of: chain.w[39]) == 2_100 - chain.solver.value(of: chain.x[39]))
        #expect(chain.solver.tableau.derived.changedSymbols.isEmpty)
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
        #expect(s.tableau.derived.allChanged)
        #expect(s.value(of: x[19]) == 380 && s.value(of: w[19]) == 20)
    }
}

/// Random sequences of solver operations on chain-shaped systems: after
/// every operation the incremental derived values equal a full evaluation
/// bit for bit, and every required constraint holds.
@Suite("Solver derived values, randomized")
struct SolverDerivedValuesRandomizedTests {
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func incrementalReadsMatchFullEvaluation(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        let solver = Solver(), container = Variable("W")
        let n = 30
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try solver.addEditVariable(container, priority: 999)
        solver.suggestValue(container, 1_000)
        try solver.addConstraint(x[0] == 0)
        for i in 0..<(n - 1) { try solver.addConstraint(x[i + 1] == x[i] + w[i] + Double(next(0...8))) }
        try solver.addConstraint(x[n - 1] + w[n - 1] == container)
        var optional: [Constraint] = []
        for i in 0..<n {
            try solver.addConstraint(w[i] >= Double(next(0...5)))
            let pin = (w[i] == Double(next(5...40))).withPriority([250, 251, 500, 750][next(0...3)])
            try solver.addConstraint(pin)
            optional.append(pin)
        }
        let all = [container] + x + w
        func bits() -> [UInt64] { all.map { solver.value(of: $0).bitPattern } }
        for step in 0..<300 {
            switch next(0...4) {
            case 0: solver.suggestValue(container, Double(next(200...2_000)))
            case 1: try solver.setConstant(Double(next(0...60)), for: optional[next(0...(n - 1))])
            case 2:
                let i = next(0...(n - 1))
                try solver.removeConstraint(optional[i])
                optional[i] = (w[i] == Double(next(5...40))).withPriority(300)
                try solver.addConstraint(optional[i])
            case 3:
                let i = next(0...(n - 2))
                let link = x[i + 1] - x[i] >= 0
                try solver.addConstraint(link)
                if next(0...1) == 0 { try solver.removeConstraint(link) }
            default: break  // read twice in a row
            }
            let incremental = bits()
            solver.tableau.derived.allChanged = true
            #expect(incremental == bits(), "step \(step)")
            let v = all.map { solver.value(of: $0) }
            #expect(abs(v[n] + v[2 * n] - v[0]) < 1e-6, "step \(step): the last item ends at W")
        }
    }
}
