import Testing
import Strata

/// The snippet at the top of Docs/TextInput.md, as a program runs it.
@MainActor @Suite struct TextInputGuideSnippets {
    @Test func quickStart() {
        let window = Window(size: Size(width: 360, height: 240))
        let name = TextField(frame: Rect(x: 16, y: 16, width: 200, height: 32))
        name.placeholder = "Name"
        name.maximumLength = 24
        var changes: [String] = []
        name.addAction(Action { _ in changes.append(name.text) }, for: .editingChanged)
        window.rootView.addSubview(name)

        let notes = TextView(frame: Rect(x: 16, y: 64, width: 320, height: 160))
        notes.text = "First line\nSecond line"
        window.rootView.addSubview(notes)
        window.layoutIfNeeded()

        name.becomeFirstResponder()
        window.insertText("Ada")
        window.keyDown(.left.with(.shift))
        window.keyDown(.character("c", modifiers: .control))
        #expect(window.pasteboard.string == "a")
        #expect(changes == ["Ada"])
        #expect(name.selectedRange == 2..<3)
        #expect(notes.numberOfLines == 2)
    }
}
