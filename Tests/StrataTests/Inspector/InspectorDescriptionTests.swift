import Testing
@testable import Strata

@MainActor
@Suite("Window.inspectorDescription(of:)")
struct InspectorDescriptionTests {
    /// A 200×100 container at (10, 20); `box` inside it, placed by
    /// constraints, with a width the engine must break.
    private func scene() -> (Window, View, View, LayoutConstraint) {
        let window = Window(size: Size(width: 300, height: 200))
        let container = makeView("container", Rect(x: 10, y: 20, width: 200, height: 100))
        window.rootView.addSubview(container)
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let lead = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        lead.identifier = "lead"
        let conflicting = box.widthAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            lead,
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
            conflicting,
        ])
        box.alpha = 0.5
        box.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        return (window, container, box, conflicting)
    }

    @Test func describesAConstrainedView() {
        let (window, _, box, _) = scene()
        #expect(window.inspectorDescription(of: box) == """
            View 'box'
            frame (5, 6, 50, 20); in window (15, 26, 50, 20)
            baselines: first 20 from top, last 0 from bottom
            content size: none × none
            hugging: horizontal 250, vertical 251; compression resistance: horizontal 750, vertical 750
            hidden: no; alpha: 0.5; transform: identity
            constraints (horizontal):
              box.leading == container.leading + 5 'lead'
              box.width == 50
              box.width == 60 (broken)
            constraints (vertical):
              box.top == container.top + 6
              box.height == 20
            ambiguous: no
            """)
    }

    /// A transform draws the view differently but does not change its
    /// frame (Docs/Effects.md), so the inspector lists both.
    @Test func describesAViewPlacedByItsFrame() {
        let (window, container, _, _) = scene()
        container.transform = AffineTransform(scaleX: 2, y: 2)
        container.isHidden = true
        #expect(window.inspectorDescription(of: container) == """
            View 'container'
            frame (10, 20, 200, 100); in window (10, 20, 200, 100)
            baselines: first 100 from top, last 0 from bottom
            content size: none × none
            hugging: horizontal 250, vertical 250; compression resistance: horizontal 750, vertical 750
            hidden: yes; alpha: 1; transform: [2, 0, 0, 2, 0, 0]
            constraints (horizontal):
              box.leading == container.leading + 5 'lead'
            constraints (vertical):
              box.top == container.top + 6
            ambiguous: no
            """)
    }

    /// The example in Docs/Tools.md prints what it says.
    @Test func theDocumentedExample() {
        let window = Window(size: Size(width: 300, height: 200))
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 6),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(window.inspectorDescription(of: box) == """
            View 'box'
            frame (5, 6, 50, 20); in window (5, 6, 50, 20)
            baselines: first 20 from top, last 0 from bottom
            content size: none × none
            hugging: horizontal 250, vertical 250; compression resistance: horizontal 750, vertical 750
            hidden: no; alpha: 1; transform: identity
            constraints (horizontal):
              box.leading == root.leading + 5
              box.width == 50
            constraints (vertical):
              box.top == root.top + 6
              box.height == 20
            ambiguous: no
            """)
    }

    @Test func aViewOfAnotherWindowIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                _ = window.inspectorDescription(of: View())
            }
        }
    }
}
