import Testing
@testable import Strata

/// After an in-place change the engine writes only the frames whose
/// variables moved (and their children's); every frame must come out as a
/// full write would make it.
@MainActor
@Suite("Layout engine: writing only what moved")
struct EngineMovedOutputTests {
    /// A window with a constraint-placed row of stacks and free views.
    struct World {
        let window: Window
        let views: [View]
        let edits: [LayoutConstraint]
    }

    static func makeWorld(lastStretches: Bool) -> World {
        let window = Window(size: Size(width: 800, height: 400))
        let row = StackView()
        row.identifier = "row"
        row.spacing = 4
        row.translatesAutoresizingMaskIntoConstraints = false
        var views: [View] = [row]
        for i in 0..<60 {
            let v = makeView("v\(i)")
            v.customIntrinsicContentSize = Size(width: Double(10 + 3 * i), height: Double(20 + i % 4))
            if i == 5 {
                // A column inside the row, with views of its own.
                let column = StackView()
                column.identifier = "column"
                column.axis = .vertical
                for j in 0..<3 {
                    let w = makeView("c\(j)")
                    w.customIntrinsicContentSize = Size(width: 8, height: Double(5 + j))
                    column.addArrangedSubview(w)
                    views.append(w)
                }
                row.addArrangedSubview(column)
                views.append(column)
            }
            row.addArrangedSubview(v)
            views.append(v)
        }
        if lastStretches { row.arrangedSubviews.last!.setContentHuggingPriority(LayoutPriority(200), for: .horizontal) }
        let free = makeView("free")
        free.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(row)
        window.rootView.addSubview(free)
        views.append(free)
        // Pinned to the window inside a view that moves: its own variables
        // stay, its frame (relative to `free`) changes.
        let pinned = makeView("pinned")
        pinned.translatesAutoresizingMaskIntoConstraints = false
        free.addSubview(pinned)
        views.append(pinned)
        let lead = row.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10)
        let width = row.widthAnchor.constraint(equalToConstant: 700)
        let gap = free.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 6)
        let freeWidth = free.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            lead, width, gap, freeWidth,
            row.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 5),
            free.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            free.heightAnchor.constraint(equalToConstant: 12),
            pinned.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 3),
            pinned.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 2),
            pinned.widthAnchor.constraint(equalToConstant: 5),
            pinned.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        return World(window: window, views: views, edits: [lead, width, gap, freeWidth])
    }

    @Test(arguments: [false, true])
    func everyFrameMatchesAFullWrite(lastStretches: Bool) throws {
        let a = Self.makeWorld(lastStretches: lastStretches), b = Self.makeWorld(lastStretches: lastStretches)
        var rng = TestRandom(seed: lastStretches ? 7 : 3)
        var partialWrites = 0
        for step in 0..<400 {
            let pick = Int(rng.next() % 6)
            let amount = Double(Int(rng.next() % 41) - 20) / 4
            for w in [a, b] {
                switch pick {
                case 0..<4: w.edits[pick].constant += amount
                case 4: w.window.size = Size(width: 800 + amount, height: 400)
                default: w.edits[1].constant = 700  // back to the start
                }
            }
            // `b` always writes every frame.
            b.window.engine?.output.symbolsAreCurrent = false
            let before = a.window.engine?.output.movedWrites ?? 0
            a.window.layoutIfNeeded()
            b.window.layoutIfNeeded()
            if (a.window.engine?.output.movedWrites ?? 0) > before { partialWrites += 1 }
            #expect(b.window.engine?.output.movedWrites == 0)
            for (x, y) in zip(a.views, b.views) {
                #expect(x.frame == y.frame, "step \(step): \(x.identifier ?? "?") \(x.frame) vs \(y.frame)")
            }
        }
        // The partial path did run (the differential means something).
        #expect(partialWrites > 100, "\(partialWrites) partial writes")
    }

    /// A frame set from outside is put back by the next solve, as a full
    /// write would (the partial path must not skip that view).
    @Test func aFrameSetFromOutsideIsRestoredByTheNextSolve() {
        let w = Self.makeWorld(lastStretches: true)
        let v = w.views[4]
        let solved = v.frame
        v.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        w.edits[3].constant += 1  // moves only `free`
        w.window.layoutIfNeeded()
        #expect(v.frame == solved)
    }
}
