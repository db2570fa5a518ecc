import Testing
@testable import Strata

@MainActor
@Suite("Window.isInspecting: the inspector's overlay")
struct InspectorOverlayTests {
    /// A red 100×50 box at (10, 20) holding a green 40×20 one at (5, 5).
    private func window() -> (Window, View, View) {
        let window = Window(size: Size(width: 300, height: 200))
        let outer = makeView("outer", Rect(x: 10, y: 20, width: 100, height: 50))
        outer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let inner = makeView("inner", Rect(x: 5, y: 5, width: 40, height: 20))
        inner.backgroundColor = Color(red: 0, green: 1, blue: 0)
        outer.addSubview(inner)
        window.rootView.addSubview(outer)
        window.layoutIfNeeded()
        return (window, outer, inner)
    }

    private func outline(_ rect: Rect) -> DisplayCommand {
        .rect(RectCommand(rect: rect, fill: nil, borderWidth: 1, borderColor: InspectorOverlay.outlineColor))
    }

    @Test func offByDefaultAndTheViewsDrawTheSame() {
        let (window, _, inner) = window()
        let before = window.displayList()
        #expect(!window.isInspecting && window.inspectedView == nil)
        window.isInspecting = true
        window.pointerMoved(to: Point(x: 20, y: 30))
        let inspecting = window.displayList()
        // The views' commands come first, unchanged; the overlay follows.
        #expect(Array(inspecting.commands.prefix(before.commands.count)) == before.commands)
        #expect(window.inspectedView === inner)
        window.isInspecting = false
        #expect(window.displayList() == before)
    }

    @Test func outlinesEveryViewThenHighlightsAndDescribesTheOneUnderThePointer() throws {
        let (window, _, inner) = window()
        let viewCount = window.displayList().commands.count
        window.isInspecting = true
        window.pointerMoved(to: Point(x: 20, y: 30))
        let overlay = Array(window.displayList().commands.dropFirst(viewCount))
        #expect(Array(overlay.prefix(2)) == [outline(Rect(x: 10, y: 20, width: 100, height: 50)),
                                             outline(Rect(x: 15, y: 25, width: 40, height: 20))])
        #expect(overlay[2] == .rect(RectCommand(rect: Rect(x: 15, y: 25, width: 40, height: 20),
                                                fill: InspectorOverlay.highlightColor, borderWidth: 2,
                                                borderColor: InspectorOverlay.outlineColor)))
        guard case .rect(let panel) = overlay[3] else { Issue.record("no panel: \(overlay[3])"); return }
        #expect(panel.fill == InspectorOverlay.panelColor && panel.rect.minX == 0)
        // The view is in the upper half: the panel sits at the bottom.
        #expect(panel.rect.maxY == 200)
        let lines = overlay.dropFirst(4).compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(lines == window.inspectorDescription(of: inner).split(separator: "\n").map(String.init))
        #expect(overlay.count == 4 + lines.count)
    }

    @Test func theFocusedViewIsInspectedWithoutAPointer() {
        let (window, outer, _) = window()
        window.isInspecting = true
        #expect(window.inspectedView == nil)
        outer.isFocusable = true
        #expect(window.focus(outer))
        #expect(window.inspectedView === outer)
    }

    @Test func brokenConstraintsAreRed() {
        let window = Window(size: Size(width: 300, height: 200))
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 150),
            box.widthAnchor.constraint(equalToConstant: 50), box.widthAnchor.constraint(equalToConstant: 60),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        window.isInspecting = true
        window.pointerMoved(to: Point(x: 10, y: 160))
        let runs = window.displayList().commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        // The red mark's strip on the box, then the panel's line.
        #expect(runs.filter { $0.color == InspectorOverlay.brokenColor }.map(\.text)
                == ["box.width == 60 (broken)", "  box.width == 60 (broken)"])
        // The view is in the lower half: the panel is at the top.
        let panel = runs.filter { $0.color == InspectorOverlay.textColor }
        #expect(panel.first.map { $0.origin.y < 100 } == true)
    }
}
