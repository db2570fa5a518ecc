import Strata

/// The stack-shaped systems of `solver-notes.md`: a chain
/// `x[0] == 0`, `x[i+1] == x[i] + w[i] + 8`, `x[N-1] + w[N-1] == W`, with
/// `W` an edit variable, plus a distribution rule.
enum SolverStackShape: String {
    /// `w[i] == w[0]`, required.
    case fillEqually = "fill"
    /// `w[i] >= 10` required and `w[i] == 10` at 250.
    case hugging = "hug"
    /// No chain: `x[i] == i/N · W`.
    case noChain = "nochain"

    /// The container width that leaves room for the shape.
    func width(_ n: Int) -> Double { Double(20 * n + 8 * (n - 1)) }

    /// A solver holding the whole system, with `W` suggested to `width`.
    @discardableResult
    func build(_ n: Int, into solver: Solver, w container: Variable) -> [Variable] {
        let x = (0..<n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        do {
            try solver.addEditVariable(container, priority: 999)
            solver.suggestValue(container, width(n))
            if self == .noChain {
                for i in 0..<n { try solver.addConstraint(x[i] == (Double(i) / Double(n)) * container) }
                return x
            }
            try solver.addConstraint(x[0] == 0)
            for i in 0..<(n - 1) { try solver.addConstraint(x[i + 1] == x[i] + w[i] + 8) }
            try solver.addConstraint(x[n - 1] + w[n - 1] == container)
            switch self {
            case .fillEqually:
                for i in 1..<n { try solver.addConstraint(w[i] == w[0]) }
            case .hugging:
                for i in 0..<n {
                    try solver.addConstraint(w[i] >= 10)
                    try solver.addConstraint((w[i] == 10).withPriority(250))
                }
            case .noChain:
                break
            }
        } catch {
            fatalError("solver benchmark: \(error)")
        }
        return w
    }
}

/// `solver.stack.fillEqually` / `solver.stack.hugging`: adding a whole
/// stack-shaped system to a fresh solver and solving it;
/// `solver.stack.nochain`: the same without the chain (the reference);
/// `solver.edit`: one `suggestValue` on the container width of a hugging
/// stack, the incremental re-solve and a read of the last item's width,
/// in steady state (as during a window resize; `solver.edit.fillEqually`
/// for the other shape).
@MainActor
func solverBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    let names: [SolverStackShape: String] = [.fillEqually: "fillEqually", .hugging: "hugging", .noChain: "nochain"]
    for shape in [SolverStackShape.fillEqually, .hugging, .noChain] {
        for n in [100, 1_000, 10_000] {
            all.append(Benchmark("solver.stack.\(names[shape]!)", n: n, quick: n == 1_000) {
                return {
                    let solver = Solver()
                    let vars = shape.build(n, into: solver, w: Variable("W"))
                    blackHole(solver.value(of: vars[n - 1]))
                }
            })
        }
    }
    for (shape, name) in [(SolverStackShape.hugging, "solver.edit"), (.fillEqually, "solver.edit.fillEqually")] {
        for n in [100, 1_000, 10_000] {
            let fixture = EditFixture(shape: shape, n: n)
            all.append(Benchmark(name, n: n, perItem: false, quick: n == 1_000) {
                fixture.prepare()
                return { fixture.edit() }
            })
        }
    }
    return all
}

/// One stack system built on first use and kept across samples, so each
/// `solver.edit` sample is one steady-state edit rather than the first edit
/// after a build.
@MainActor
final class EditFixture {
    let shape: SolverStackShape
    let n: Int
    private var solver: Solver?
    private let container = Variable("W")
    private var widths: [Variable] = []
    private var toggle = false

    init(shape: SolverStackShape, n: Int) {
        self.shape = shape
        self.n = n
    }

    /// Builds the system if needed and makes one untimed edit.
    func prepare() {
        if solver == nil {
            let s = Solver()
            widths = shape.build(n, into: s, w: container)
            solver = s
        }
        edit()
    }

    /// Moves the container width between two values and reads the last
    /// item's width.
    func edit() {
        toggle.toggle()
        solver!.suggestValue(container, shape.width(n) + (toggle ? 137 : 0))
        blackHole(solver!.value(of: widths[n - 1]))
    }
}
