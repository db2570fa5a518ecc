import Testing
import Strata

/// `Solver.addConstraints(_:)` is `addConstraint(_:)` in a loop with the
/// tables sized first: the same values bit for bit, the same errors.
@Suite("Solver: adding constraints in a batch")
struct SolverBatchTests {
    /// The stack shapes of the benchmarks (a chain with equal widths, a
    /// chain with hugging widths, no chain), below and above the size at
    /// which the batch reserves storage.
    enum Shape: String, CaseIterable { case fill, hug, nochain }

    /// The constraints of `shape` over `n` items, with `x` and `w` the
    /// positions and widths and `container` the total width.
    static func constraints(_ shape: Shape, _ n: Int, x: [Variable], w: [Variable], container: Variable) -> [Constraint] {
        if shape == .nochain { return (0..<n).map { x[$0] == (Double($0) / Double(n)) * container } }
        var out = [x[0] == 0]
        for i in 0..<(n - 1) { out.append(x[i + 1] == x[i] + w[i] + 8) }
        out.append(x[n - 1] + w[n - 1] == container)
        for i in 0..<n {
            if shape == .fill {
                if i > 0 { out.append(w[i] == w[0]) }
            } else {
                out.append(w[i] >= 10)
                out.append((w[i] == 10).withPriority(250))
            }
        }
        return out
    }

    /// Every value of the system, solved with the batch or one at a time.
    static func values(_ shape: Shape, _ n: Int, batch: Bool) throws -> [UInt64] {
        let solver = Solver(), container = Variable("W")
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try solver.addEditVariable(container, priority: 999)
        solver.suggestValue(container, Double(20 * n + 8 * (n - 1)))
        let list = constraints(shape, n, x: x, w: w, container: container)
        if batch {
            try solver.addConstraints(list)
        } else {
            for c in list { try solver.addConstraint(c) }
        }
        #expect(solver.constraintCount == list.count)
        return (x + w + [container]).map { solver.value(of: $0).bitPattern }
    }

    @Test(arguments: Shape.allCases, [5, 100])
    func sameValuesAsOneAtATime(shape: Shape, n: Int) throws {
        #expect(try Self.values(shape, n, batch: true) == Self.values(shape, n, batch: false))
    }

    /// A constraint twice in one batch: the second is refused as
    /// `addConstraint` refuses it; the ones before it stay, the ones after
    /// it are not added.
    @Test func duplicateInTheBatch() {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let a = x == 10, b = y == 20, after = x + y <= 100
        do {
            try s.addConstraints([a, b, a, after])
            Issue.record("a duplicate was accepted")
        } catch {
            guard case .duplicateConstraint(let c) = error else { Issue.record("\(error)"); return }
            #expect(c === a)
        }
        #expect(s.hasConstraint(a) && s.hasConstraint(b) && !s.hasConstraint(after))
        #expect(s.constraintCount == 2)
        #expect(s.value(of: x) == 10 && s.value(of: y) == 20)
    }

    /// An unsatisfiable required constraint in a batch: the error names the
    /// same conflicts as `addConstraint` does.
    @Test func unsatisfiableInTheBatch() {
        func failure(batch: Bool) -> (failed: String, conflicts: [String], added: [Bool]) {
            let s = Solver(), w = Variable("w"), h = Variable("h")
            let list = [(w >= 100).named("min width"), (h == 5).named("height"), (w <= 50).named("max width"),
                        (h >= 1).named("after")]
            do {
                if batch {
                    try s.addConstraints(list)
                } else {
                    for c in list { try s.addConstraint(c) }
                }
            } catch {
                if case .unsatisfiable(let failed, let conflicts) = error {
                    return (failed.name, conflicts.map(\.name), list.map { s.hasConstraint($0) })
                }
            }
            return ("", [], [])
        }
        let batch = failure(batch: true), single = failure(batch: false)
        #expect(batch.failed == "max width")
        #expect(batch.conflicts == ["min width"])
        #expect(batch.added == [true, true, false, false])
        #expect(batch.failed == single.failed && batch.conflicts == single.conflicts && batch.added == single.added)
    }

    /// An empty batch changes nothing.
    @Test func emptyBatch() throws {
        let s = Solver()
        try s.addConstraints([])
        #expect(s.constraintCount == 0)
    }
}
