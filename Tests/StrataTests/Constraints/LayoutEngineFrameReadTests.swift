import Testing
@testable import Strata
@testable import StrataSolver

/// The engine reads frames by solver symbol, caching the symbols between
/// solves; the cache must follow the solver when it re-derives its tableau
/// (new symbol ids) or is replaced.
@MainActor
@Suite("Layout engine: reading frames")
struct LayoutEngineFrameReadTests {
    @Test func framesStayRightWhenTheSolverReDerivesItsTableau() throws {
        let window = Window(size: Size(width: 400, height: 100))
        let a = makeView("a"), b = makeView("b")
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.rootView.addSubview(v)
        }
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            width,
            a.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 5),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            a.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(frames([a, b]) == [[5, 0, 100, 20], [115, 20, 50, 30]])
        let solver = try #require(window.engine?.solver)
        width.constant = 160  // a required equality, edited in place (it has its marker)
        window.layoutIfNeeded()
        #expect(solver.rebuildCount == 0 && window.engine?.solver === solver)
        #expect(frames([a, b]) == [[5, 0, 160, 20], [175, 20, 80, 30]])
        // A re-derivation renumbers the symbols (as after removing a
        // required equality without a marker): the cache must follow.
        // Moving the first constraint to the end changes the numbering.
        let first = try #require(solver.records.values.min { $0.order < $1.order }?.constraint)
        try solver.removeConstraint(first)
        try solver.addConstraint(first)
        solver.needsRebuild = true
        width.constant = 60
        window.layoutIfNeeded()
        #expect(solver.rebuildCount == 1 && window.engine?.solver === solver)
        #expect(frames([a, b]) == [[5, 0, 60, 20], [75, 20, 30, 30]])
    }

    @Test func framesStayRightWhenTheEngineIsRebuilt() {
        let window = Window(size: Size(width: 400, height: 100))
        let a = makeView("a")
        a.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(a)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 7),
            a.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 3),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        let c = makeView("c")
        c.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.insertSubview(c, at: 0)  // new nodes before `a`: every index moves
        LayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            c.topAnchor.constraint(equalTo: a.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 10),
            c.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(frames([a, c]) == [[7, 3, 50, 40], [57, 3, 10, 10]])
    }
}
