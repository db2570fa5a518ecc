/// What `TextField` and `TextView` share as text-input clients: the
/// window's typed text, marked text and key-window changes go to their
/// `TextEditor` the same way.
@MainActor
protocol EditableText: TextInputClient, TextEditorOwner {
    /// The editing engine.
    var editor: TextEditor { get }
    /// The caret's blinking.
    var blinker: CaretBlinker { get }
    /// Whether the view edits now (first responder and editable).
    var isEditing: Bool { get }
    /// Where the editor's text coordinates start, in the view's.
    var editorTextOrigin: Point { get }
}

extension EditableText {
    func insertText(_ text: String) -> Bool {
        guard isEditing else { return false }
        if editor.markedRange != nil {
            editor.commitComposition(with: text)
        } else {
            editor.edit(editor.selectedRange, with: text, kind: .typing)
        }
        return true
    }

    func setMarkedText(_ text: String, selectedRange: Range<Int>) -> Bool {
        guard isEditing else { return false }
        editor.setMarkedText(text, selectedRange: selectedRange)
        return true
    }

    func unmarkText() -> Bool {
        guard isEditing else { return false }
        editor.unmarkText()
        return true
    }

    var selectedText: String? { editor.selectedText }

    func keyWindowDidChange(_ isKeyWindow: Bool) {
        updateBlinking()
    }

    /// Blinks the caret while editing in the key window; stops it otherwise.
    func updateBlinking() {
        if isEditing, let window, window.isKeyWindow {
            blinker.start(on: window.timeline)
        } else {
            blinker.stop()
        }
    }
}
