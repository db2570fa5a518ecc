import Testing
@testable import Strata

/// The inspector's red marks for broken constraints and ambiguous views,
/// and a label's alignment rect and baselines.
@MainActor
@Suite("The inspector's problems and baselines")
struct InspectorProblemsTests {
    /// `box` at (5, 6) in a container at (10, 20): 50 wide, and a
    /// required 60 the engine breaks.
    private func brokenScene() -> (Window, View) {
        let window = Window(size: Size(width: 300, height: 200))
        let container = makeView("container", Rect(x: 10, y: 20, width: 200, height: 100))
        window.rootView.addSubview(container)
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
            box.widthAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        return (window, box)
    }

    private func red(_ rect: Rect) -> DisplayCommand {
        .rect(RectCommand(rect: rect, fill: nil, borderWidth: InspectorOverlay.problemBorderWidth,
                          borderColor: InspectorOverlay.brokenColor))
    }

    private func texts(_ commands: [DisplayCommand], color: Color) -> [String] {
        commands.compactMap { command in
            if case .text(let run) = command, run.color == color { return run.text }
            return nil
        }
    }

    @Test func aBrokenConstraintIsOutlinedInRedWithItsEquation() {
        let (window, _) = brokenScene()
        let problems = InspectorOverlay.problems(in: window)
        #expect(problems.count == 1)
        #expect(problems.first?.frame == Rect(x: 15, y: 26, width: 50, height: 20))
        #expect(problems.first?.lines == ["box.width == 60 (broken)"])

        let viewCount = window.displayList().commands.count
        window.isInspecting = true
        let overlay = Array(window.displayList().commands.dropFirst(viewCount))
        // Outlines of the two views, then the red mark, its strip and its text.
        #expect(overlay[2] == red(Rect(x: 15, y: 26, width: 50, height: 20)))
        guard case .rect(let strip) = overlay[3] else { Issue.record("no strip: \(overlay[3])"); return }
        #expect(strip.fill == InspectorOverlay.panelColor && strip.rect.origin == Point(x: 15, y: 26))
        #expect(texts(overlay, color: InspectorOverlay.brokenColor) == ["box.width == 60 (broken)"])
        // No pointer, no focus: no panel.
        #expect(overlay.count == 5)
    }

    /// Table: which constraints a 40-point box gets, and what the
    /// inspector says is left open.
    @Test(arguments: [
        ("leading+top", ["width", "height"]),
        ("leading+width+height", ["y"]),
        ("width+height", ["x", "y"]),
        ("leading+top+width", ["height"]),
        ("all", []),
    ])
    func ambiguousViewsNameTheirOpenParts(_ given: String, _ open: [String]) {
        let window = Window(size: Size(width: 300, height: 200))
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(box)
        let root = window.rootView
        var constraints: [LayoutConstraint] = []
        let all = given == "all"
        if all || given.contains("leading") { constraints.append(box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7)) }
        if all || given.contains("top") { constraints.append(box.topAnchor.constraint(equalTo: root.topAnchor, constant: 9)) }
        if all || given.contains("width") { constraints.append(box.widthAnchor.constraint(equalToConstant: 40)) }
        if all || given.contains("height") { constraints.append(box.heightAnchor.constraint(equalToConstant: 40)) }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let problems = InspectorOverlay.problems(in: window)
        if open.isEmpty {
            #expect(problems.isEmpty)
            #expect(window.inspectorDescription(of: box).hasSuffix("\nambiguous: no"))
        } else {
            #expect(problems.map(\.lines) == [["ambiguous: " + open.joined(separator: ", ")]])
            #expect(problems.first?.frame == box.convert(box.bounds, to: nil))
            #expect(window.inspectorDescription(of: box).hasSuffix("\nambiguous: yes (\(open.joined(separator: ", ")))"))
            #expect(box.hasAmbiguousLayout)
        }
    }

    /// A view with a broken constraint and an ambiguous part gets one
    /// mark with both lines, broken first.
    @Test func linesForOneViewAreMerged() {
        let window = Window(size: Size(width: 300, height: 200))
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 3),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.widthAnchor.constraint(equalToConstant: 31),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let problems = InspectorOverlay.problems(in: window)
        #expect(problems.map(\.lines) == [["box.width == 31 (broken)", "ambiguous: y"]])
    }

    /// The overlay keeps its ambiguity answer while the constraints stay
    /// solved, and asks again after they change: a constraint that places
    /// the box takes its red mark away on the next frame.
    @Test func theMarksFollowAChangeOfConstraints() {
        let window = Window(size: Size(width: 300, height: 200))
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 3),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.isInspecting = true
        func marks() -> [String] {
            window.displayList().commands.compactMap { command in
                if case .text(let run) = command, run.color == InspectorOverlay.brokenColor { return run.text }
                return nil
            }
        }
        #expect(marks() == ["ambiguous: y"])
        #expect(marks() == ["ambiguous: y"])
        box.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 4).isActive = true
        #expect(marks().isEmpty)
        box.removeFromSuperview()
        #expect(marks().isEmpty)
    }

    /// The panel of a label gives its alignment rect and its baselines in
    /// the window, and the overlay draws each baseline across it.
    @Test func aLabelsBaselinesAreDrawnAndListed() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let label = Label(text: "Baseline\nTwo lines")
        label.identifier = "title"
        label.numberOfLines = 0
        label.frame = Rect(x: 20, y: 30, width: 150, height: 60)
        window.rootView.addSubview(label)
        window.layoutIfNeeded()
        let first = 30 + label.firstBaselineOffsetFromTop, last = 90 - label.lastBaselineOffsetFromBottom
        #expect(first < last)
        let viewCount = window.displayList().commands.count
        window.isInspecting = true
        window.pointerMoved(to: Point(x: 40, y: 40))
        #expect(window.inspectedView === label)
        let overlay = Array(window.displayList().commands.dropFirst(viewCount))
        let baselines = overlay.compactMap { command -> Rect? in
            if case .rect(let r) = command, r.fill == InspectorOverlay.baselineColor { return r.rect }
            return nil
        }
        #expect(baselines == [Rect(x: 20, y: first, width: 150, height: 1), Rect(x: 20, y: last, width: 150, height: 1)])
        let lines = window.inspectorDescription(of: label).split(separator: "\n").map(String.init)
        #expect(lines.contains("alignment rect (20, 30, 150, 60) in window; baselines at y = "
                                + "\(formatCoordinate(first)), \(formatCoordinate(last)) in window"))
    }
}
