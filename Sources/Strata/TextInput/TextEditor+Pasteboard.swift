extension TextEditor {
    /// The selected text, offered as the X `PRIMARY` selection; `nil` when
    /// the selection is empty or the text is secure.
    var selectedText: String? {
        let selection = selectedRange
        guard !isSecure, !selection.isEmpty else { return nil }
        return storage.substring(selection)
    }

    /// Copies the selection to the window's pasteboard (refused for secure
    /// text or an empty selection).
    func copy() {
        let selection = selectedRange
        guard !isSecure, !selection.isEmpty, let window = owner?.window else { return }
        window.pasteboard.string = storage.substring(selection)
    }

    /// Copies the selection and deletes it.
    func cut() {
        let selection = selectedRange
        guard !isSecure, isEditable, !selection.isEmpty, owner?.window != nil else { return }
        copy()
        edit(selection, with: "", kind: .other)
    }

    /// Asks the window's pasteboard for its text and inserts it at the
    /// selection when it answers (now, or later for another program's
    /// clipboard), if the editor is still editing.
    func paste() {
        guard isEditable, let window = owner?.window else { return }
        finishComposition()
        window.pasteboard.readString { [weak self] text in
            guard let self, let text, !text.isEmpty else { return }
            guard let owner = self.owner, owner.isFirstResponder else { return }
            self.edit(self.selectedRange, with: text, kind: .other)
        }
    }
}
