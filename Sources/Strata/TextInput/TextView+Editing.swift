extension TextView: TextEditorOwner, TextInputClient {
    func editorTextDidChange() {
        updateContentSize()
        blinker.restart()
        if !textObservers.isEmpty { textObservers.notify(editor.storage.string) }
    }

    func editorSelectionDidChange() {
        blinker.restart()
        guard isActive else { return }
        let caret = editor.caretRect(at: editor.head)
        let inset = textContainerInset
        // The caret's line with the insets above and below it, so that the
        // first and last lines scroll fully into view.
        let rect = Rect(x: max(caret.minX + inset.left, 0), y: caret.minY, width: caret.width,
                        height: caret.height + inset.top + inset.bottom)
        let target = offsetShowing(rect)
        if target != contentOffset { scrollRectToVisible(rect) }
    }

    var editorPageLineCount: Int {
        let lineHeight = editor.layout.lineHeight
        guard lineHeight > 0 else { return 1 }
        let visible = bounds.height - textContainerInset.top - textContainerInset.bottom
        return max(Int((visible / lineHeight).rounded(.down)), 1)
    }

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

    /// Blinks the caret while editing in the key window.
    func updateBlinking() {
        if isEditing, let window, window.isKeyWindow {
            blinker.start(on: window.timeline)
        } else {
            blinker.stop()
        }
    }

    /// Handles an editing key; returns whether it was used.
    func editingPress(_ presses: Set<Press>) -> Bool {
        guard isActive, let press = presses.first else { return false }
        switch editor.handleKey(press.key) {
        case .handled, .returnKey: return true
        case .passed: return false
        }
    }
}

extension TextView: DisplayListContent {
    var showsDisplayListContent: Bool { editor.storage.count > 0 || isActive }

    /// The lines on screen, with the selection, marked text and caret.
    func appendDisplayListContent(to commands: inout [DisplayCommand], at topLeft: Point, opacity: Double) {
        let inset = textContainerInset
        let origin = Point(x: topLeft.x - bounds.minX + inset.left, y: topLeft.y - bounds.minY + inset.top)
        let style = TextDrawingStyle(textColor: textColor, caretColor: TextEditor.defaultTint,
                                     selectionColor: TextEditor.defaultSelection, opacity: opacity,
                                     showsCaret: isCaretVisible, showsSelection: isActive)
        editor.appendCommands(to: &commands, origin: origin, top: bounds.minY - inset.top,
                              bottom: bounds.maxY - inset.top, style: style)
    }
}
