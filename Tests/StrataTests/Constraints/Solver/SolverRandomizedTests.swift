import Testing
import Strata

/// Random small systems checked against the definition: every accepted
/// required constraint holds, every rejection is a real infeasibility, and
/// the lexicographic violation vector equals the best one over all
/// vertices of the constraints' hyperplane arrangement (brute force).
@Suite("Solver randomized")
struct SolverRandomizedTests {
    /// One constraint: `Σ coefficients[i]·v[i] + constant ⋈ 0`.
    struct Spec {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double

        func value(at p: [Double]) -> Double {
            var e = constant
            for i in p.indices { e += coefficients[i] * p[i] }
            return e
        }

        func violation(at p: [Double]) -> Double {
            let e = value(at: p)
            switch relation {
            case .equal: return abs(e)
            case .lessOrEqual: return max(0, e)
            case .greaterOrEqual: return max(0, -e)
            }
        }
    }

    /// The violation totals per optional level, highest priority first.
    func objective(_ specs: [Spec], at p: [Double], levels: [Double]) -> [Double] {
        levels.map { level in specs.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(at: p) } }
    }

    func satisfiesRequired(_ specs: [Spec], at p: [Double]) -> Bool {
        specs.allSatisfy { $0.priority < 1000 || $0.violation(at: p) <= 1e-7 }
    }

    /// Solves the square system `rows · p = rhs` (nil if singular).
    func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
        var a = a, b = b
        let n = b.count
        for col in 0..<n {
            var pivot = col
            for r in col..<n where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
            if abs(a[pivot][col]) < 1e-9 { return nil }
            a.swapAt(col, pivot); b.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = a[r][col] / a[col][col]
                if f == 0 { continue }
                for c in col..<n { a[r][c] -= f * a[col][c] }
                b[r] -= f * b[col]
            }
        }
        return (0..<n).map { b[$0] / a[$0][$0] }
    }

    /// The best vertex of the arrangement: feasible for the required
    /// constraints, lexicographically least violations (nil if none).
    func bruteForce(_ specs: [Spec], n: Int, levels: [Double]) -> [Double]? {
        var best: [Double]?
        func visit(_ start: Int, _ chosen: [Int]) {
            if chosen.count == n {
                guard let p = solve(chosen.map { specs[$0].coefficients }, chosen.map { -specs[$0].constant }),
                      satisfiesRequired(specs, at: p) else { return }
                let o = objective(specs, at: p, levels: levels)
                if best == nil || lexLess(o, best!) { best = o }
                return
            }
            if start == specs.count { return }
            for i in start..<specs.count { visit(i + 1, chosen + [i]) }
        }
        visit(0, [])
        return best
    }

    func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices where abs(a[i] - b[i]) > 1e-7 { return a[i] < b[i] }
        return false
    }

    /// Checks the solver's current values against the brute-force optimum.
    func check(_ solver: Solver, _ vars: [Variable], _ specs: [Spec], n: Int) throws {
        let levels = Set(specs.map(\.priority)).filter { $0 < 1000 }.sorted(by: >)
        let p = vars.map { solver.value(of: $0) }
        #expect(satisfiesRequired(specs, at: p))
        let best = try #require(bruteForce(specs, n: n, levels: levels))
        let got = objective(specs, at: p, levels: levels)
        #expect(!lexLess(got, best) && !lexLess(best, got), "solver \(got) vs best \(best)")
    }

    @Test func randomSystemsMatchTheDefinition() throws {
        var g = TestRandom(seed: 0x5EED)
        let priorities: [Double] = [1000, 1000, 1000, 750, 251, 250, 999.5]
        let relations: [Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        var rejections = 0, edits = 0
        for _ in 0..<500 {
            let n = g.int(1...3)
            let vars = (0..<n).map { Variable("v\($0)") }
            var specs: [Spec] = []
            for _ in 0..<g.int(1...5) {
                var coefficients = (0..<n).map { _ in Double(g.int(-3...3)) }
                if coefficients.allSatisfy({ $0 == 0 }) { coefficients[g.int(0...(n - 1))] = 1 }
                specs.append(Spec(coefficients: coefficients, constant: Double(g.int(-20...20)),
                                  relation: relations[g.int(0...2)], priority: priorities[g.int(0...6)]))
            }
            // Weakest anchors make the arrangement have vertices.
            for i in 0..<n {
                var c = [Double](repeating: 0, count: n); c[i] = 1
                specs.append(Spec(coefficients: c, constant: Double(-g.int(-5...5)), relation: .equal, priority: 1))
            }
            let anchors = Array(specs.suffix(n))
            let solver = Solver()
            var accepted: [(spec: Spec, constraint: Constraint)] = []
            for spec in specs {
                let terms = zip(vars, spec.coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
                let constraint = Constraint(Expression(terms, constant: spec.constant), spec.relation,
                                            priority: spec.priority)
                do {
                    try solver.addConstraint(constraint)
                    accepted.append((spec, constraint))
                } catch {
                    // A rejection must be a real infeasibility.
                    rejections += 1
                    let required = accepted.map(\.spec).filter { $0.priority >= 1000 }
                    #expect(bruteForce(required + [spec] + anchors, n: n, levels: [1]) == nil)
                }
            }
            try check(solver, vars, accepted.map(\.spec), n: n)
            // Change one constant, then remove one constraint, re-checking each time.
            let movable = accepted.indices.filter { accepted[$0].spec.priority > 1 }
            if !movable.isEmpty {
                let i = movable[g.int(0...(movable.count - 1))]
                let newConstant = Double(g.int(-20...20))
                do {
                    try solver.setConstant(-newConstant, for: accepted[i].constraint)
                    accepted[i].spec.constant = newConstant
                    edits += 1
                } catch {
                    var spec = accepted[i].spec
                    spec.constant = newConstant
                    let others = accepted.indices.filter { $0 != i && accepted[$0].spec.priority >= 1000 }
                    #expect(bruteForce(others.map { accepted[$0].spec } + [spec] + anchors, n: n, levels: [1]) == nil)
                }
                try check(solver, vars, accepted.map(\.spec), n: n)
                let j = movable[g.int(0...(movable.count - 1))]
                try solver.removeConstraint(accepted[j].constraint)
                accepted.remove(at: j)
                try check(solver, vars, accepted.map(\.spec), n: n)
            }
        }
        #expect(rejections > 0 && edits > 0)
    }

    /// A constant edit reuses what it read of the marker's column until the
    /// tableau's rows change; here edits of the same constraints alternate
    /// with additions and removals, and every state is checked against the
    /// brute-force optimum.
    @Test func constantEditsAcrossStructuralChangesMatchTheDefinition() throws {
        var g = TestRandom(seed: 0xED17)
        let priorities: [Double] = [1000, 1000, 750, 251, 250, 999.5]
        let relations: [Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        var edits = 0, structural = 0
        func randomSpec(_ n: Int) -> Spec {
            var coefficients = (0..<n).map { _ in Double(g.int(-3...3)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[g.int(0...(n - 1))] = 1 }
            return Spec(coefficients: coefficients, constant: Double(g.int(-20...20)),
                        relation: relations[g.int(0...2)], priority: priorities[g.int(0...5)])
        }
        for _ in 0..<300 {
            let n = g.int(1...3)
            let vars = (0..<n).map { Variable("v\($0)") }
            let solver = Solver()
            var accepted: [(spec: Spec, constraint: Constraint)] = []
            func add(_ spec: Spec) {
                let terms = zip(vars, spec.coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
                let constraint = Constraint(Expression(terms, constant: spec.constant), spec.relation,
                                            priority: spec.priority)
                if (try? solver.addConstraint(constraint)) != nil { accepted.append((spec, constraint)) }
            }
            for i in 0..<n {
                var c = [Double](repeating: 0, count: n); c[i] = 1
                add(Spec(coefficients: c, constant: Double(-g.int(-5...5)), relation: .equal, priority: 1))
            }
            for _ in 0..<g.int(1...4) { add(randomSpec(n)) }
            try check(solver, vars, accepted.map(\.spec), n: n)
            for _ in 0..<6 {
                let movable = accepted.indices.filter { accepted[$0].spec.priority > 1 }
                guard !movable.isEmpty else { break }
                let target = accepted[movable[g.int(0...(movable.count - 1))]].constraint
                func edit() throws {
                    guard let i = accepted.firstIndex(where: { $0.constraint === target }) else { return }
                    let newConstant = Double(g.int(-20...20))
                    if (try? solver.setConstant(-newConstant, for: target)) != nil {
                        accepted[i].spec.constant = newConstant
                        edits += 1
                    }
                    try check(solver, vars, accepted.map(\.spec), n: n)
                }
                try edit()
                if g.int(0...1) == 0 || movable.count < 2 {
                    add(randomSpec(n))
                } else {
                    let j = movable[g.int(0...(movable.count - 1))]
                    if accepted[j].constraint !== target {
                        try solver.removeConstraint(accepted[j].constraint)
                        accepted.remove(at: j)
                    }
                }
                structural += 1
                try check(solver, vars, accepted.map(\.spec), n: n)
                try edit()
                try edit()
            }
        }
        #expect(edits > 1_000 && structural > 500)
    }
}
