import Testing
@testable import Strata

@MainActor
@Suite("Window.walkInspector: the arrow keys of the inspector")
struct InspectorWalkTests {
    /// root ─ a ─ (a1, a2, a3), b; all 10×10 boxes side by side.
    private func window() -> (Window, [String: View]) {
        let window = Window(size: Size(width: 300, height: 200))
        var views: [String: View] = [:]
        func box(_ id: String, x: Double, y: Double, width: Double = 10) -> View {
            let view = makeView(id, Rect(x: x, y: y, width: width, height: 10))
            views[id] = view
            return view
        }
        let a = box("a", x: 0, y: 0, width: 100), b = box("b", x: 0, y: 100, width: 100)
        for (i, id) in ["a1", "a2", "a3"].enumerated() { a.addSubview(box(id, x: Double(i) * 20, y: 0)) }
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        window.layoutIfNeeded()
        return (window, views)
    }

    /// (steps from nothing inspected, the identifier of the view reached).
    @Test(arguments: [
        ([InspectorStep.firstSubview], "a"),
        ([.firstSubview, .nextSibling], "b"),
        ([.firstSubview, .nextSibling, .nextSibling], "b"),            // no sibling after the last: stays
        ([.firstSubview, .previousSibling], "a"),                      // none before the first: stays
        ([.firstSubview, .firstSubview, .nextSibling, .nextSibling], "a3"),
        ([.firstSubview, .firstSubview, .firstSubview], "a1"),         // a leaf has no subview: stays
        ([.firstSubview, .firstSubview, .superview], "a"),
        ([.firstSubview, .superview], "root"),
        ([.superview], "root"),                                        // the root has no superview: stays
    ])
    func walks(steps: [InspectorStep], expected: String) {
        let (window, _) = window()
        window.isInspecting = true
        var reached: View?
        for step in steps { reached = window.walkInspector(step) }
        #expect(window.inspectedView === reached)
        #expect((reached === window.rootView ? "root" : reached?.identifier) == expected)
    }

    @Test func startsFromTheViewUnderThePointerAndKeepsItsChoiceUntilThePointerMovesOn() throws {
        let (window, views) = window()
        window.isInspecting = true
        window.pointerMoved(to: Point(x: 25, y: 5))               // over a2
        #expect(window.inspectedView === views["a2"])
        #expect(window.walkInspector(.superview) === views["a"])
        window.pointerMoved(to: Point(x: 26, y: 6))               // still over a2: the choice stays
        #expect(window.inspectedView === views["a"])
        window.pointerMoved(to: Point(x: 45, y: 5))               // onto a3: the pointer wins again
        #expect(window.inspectedView === views["a3"])
        // The overlay highlights the chosen view.
        window.walkInspector(.previousSibling)
        let highlight = RectCommand(rect: Rect(x: 20, y: 0, width: 10, height: 10), fill: InspectorOverlay.highlightColor,
                                    borderWidth: 2, borderColor: InspectorOverlay.outlineColor)
        #expect(window.displayList().commands.contains(.rect(highlight)))
    }

    @Test func aRemovedChoiceIsDropped() {
        let (window, views) = window()
        window.isInspecting = true
        window.walkInspector(.firstSubview)
        window.walkInspector(.nextSibling)
        #expect(window.inspectedView === views["b"])
        views["b"]?.removeFromSuperview()
        #expect(window.inspectedView == nil)
    }

    @Test func doesNothingWhenTheInspectorIsOff() {
        let (window, _) = window()
        #expect(window.walkInspector(.firstSubview) == nil)
        #expect(window.inspectedView == nil)
    }
}
