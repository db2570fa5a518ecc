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

    /// `clean` rounds without the C library; it must give the reference's
    /// bits for every input, ties and signs included.
    @Test func cleaningMatchesTheReferenceRoundingBitForBit() {
        func reference(_ v: Double) -> Double { abs(v) < 1e6 ? (v * 1e9).rounded() / 1e9 + 0 : v + 0 }
        var inputs: [Double] = [0, -0.0, 1, -1, 20.399999999999977, 0.5e-9, -0.5e-9, 1.5e-9, -2.5e-9,
                                999_999.999_999_999_5, -999_999.999_999_999_5, 1e6, -1e6, 1e300,
                                .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 17_618.000_000_000_4]
        // Values whose scaled form sits exactly on a half: k + 0.5 scaled
        // back (the division may land one ulp off, either side is a case).
        for k in [0, 1, 2, 3, 41, 1_000_001, 999_999_999] {
            let half = (Double(k) + 0.5) / 1e9
            inputs += [half, -half, half.nextUp, half.nextDown]
        }
        var rng = TestRandom(seed: 17)
        for _ in 0..<200_000 {
            let scales: [Double] = [1e-9, 1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 0.1, 1, 10, 100, 1e3, 1e4, 1e5, 1e6]
            let v = (Double(rng.next() % 2_000_001) / 1_000_000 - 1) * scales[Int(rng.next() % 16)]
            inputs += [v, v.rounded(), v.nextUp]
        }
        for v in inputs {
            let got = LayoutEngine.clean(v), want = reference(v)
            #expect(got.bitPattern == want.bitPattern || (got.isNaN && want.isNaN), "clean(\(v)) = \(got), want \(want)")
        }
    }

    /// Views that only moved are written without a call into them; one that
    /// is observed, or whose size changed, still goes through the full
    /// path, and guides and the focus counter follow.
    @Test func movedViewsObserversGuidesAndTheFocusCounterFollowAnEdit() {
        let window = Window(size: Size(width: 400, height: 100))
        let a = makeView("a"), b = makeView("b"), c = makeView("c")
        for v in [a, b, c] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.rootView.addSubview(v)
        }
        let guide = LayoutGuide()
        c.addLayoutGuide(guide)
        let lead = a.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 5)
        LayoutConstraint.activate([
            lead,
            a.widthAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 10),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            c.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
            guide.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 2),
            guide.widthAnchor.constraint(equalToConstant: 4),
            guide.topAnchor.constraint(equalTo: c.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 4),
        ] + [a, b, c].flatMap {
            [$0.topAnchor.constraint(equalTo: window.rootView.topAnchor), $0.heightAnchor.constraint(equalToConstant: 20)]
        })
        window.layoutIfNeeded()
        var seen: [Rect] = []
        let token = b.observeFrame { _, new in seen.append(new) }
        let before = FocusGeneration.current
        lead.constant = 30
        window.layoutIfNeeded()
        #expect(frames([a, b, c]) == [[30, 0, 10, 20], [40, 0, 10, 20], [50, 0, 350, 20]])
        #expect(guide.layoutFrame == Rect(x: 2, y: 0, width: 4, height: 4))  // in c's coordinates
        #expect(seen == [Rect(x: 40, y: 0, width: 10, height: 20)])
        #expect(FocusGeneration.current != before)
        // Nothing moves: the counter stays.
        let settled = FocusGeneration.current
        lead.constant = 30
        window.layoutIfNeeded()
        #expect(FocusGeneration.current == settled)
        token.cancel()
    }
}

