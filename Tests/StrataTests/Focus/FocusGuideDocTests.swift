import Testing
@testable import Strata

/// The first snippet of Docs/Focus.md, run as written.
@MainActor
@Suite("Docs/Focus.md snippets")
struct FocusGuideDocTests {
    @Test func theMenuSnippet() {
        var printed: [String] = []
        func makeMenu() -> Window {
            let window = Window(size: Size(width: 480, height: 320))
            window.timeline = Timeline(clock: ManualClock())
            let column = StackView()
            column.axis = .vertical
            column.spacing = 10
            column.frame = Rect(x: 24, y: 24, width: 200, height: 150)
            for title in ["Continue", "New game", "Quit"] {
                column.addArrangedSubview(Button(title: title) { printed.append(title) })
            }
            window.rootView.addSubview(column)
            window.layoutIfNeeded()
            return window
        }
        let window = makeMenu()
        #expect(window.keyDown(.down))
        #expect((window.focusedView as? Button)?.title == "Continue")
        #expect(window.keyDown(.down))
        #expect(window.keyDown(.return))
        #expect(printed == ["New game"])
        let focused = window.focusedView as? Button
        #expect(focused?.title == "New game" && focused?.state.contains(.focused) == true)
    }
}
