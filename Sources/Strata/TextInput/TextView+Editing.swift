extension TextView: EditableText {
    var acceptsPastedText: Bool { isEditable }
    var editorTextOrigin: Point { Point(x: textContainerInset.left, y: textContainerInset.top) }

    func editorTextDidChange() {
        updateContentSize()
        blinker.restart()
        if !textObservers.isEmpty { textObservers.notify(editor.storage.string) }
        postAccessibilityChange(.textChanged(self))
    }

    func editorSelectionDidChange() {
        blinker.restart()
        postAccessibilityChange(.selectionChanged(self))
        guard isActive else { return }
        var (rect, target) = caretNeighbourhood()
        if target != contentOffset, !editor.layout.isFullyLaidOut {
            // Lazy layout: before scrolling to the caret, the lines a screen
            // above it become real, so that laying them out later (as the
            // view shows them) does not move it.
            editor.layOutBeforeHead(lines: editorPageLineCount + 1)
            (rect, target) = caretNeighbourhood()
        }
        if target != contentOffset { scrollRectToVisible(rect) }
    }

    /// The caret's line with the insets above and below it (so that the
    /// first and last lines scroll fully into view), and the offset that
    /// shows it; the content size updated first.
    private func caretNeighbourhood() -> (rect: Rect, target: Point) {
        let caret = editor.caretRect(at: editor.head)
        updateContentSize()
        let inset = textContainerInset
        let rect = Rect(x: max(caret.minX + inset.left, 0), y: caret.minY, width: caret.width,
                        height: caret.height + inset.top + inset.bottom)
        return (rect, offsetShowing(rect))
    }

    var editorPageLineCount: Int {
        let lineHeight = editor.layout.lineHeight
        guard lineHeight > 0 else { return 1 }
        let visible = bounds.height - textContainerInset.top - textContainerInset.bottom
        return max(Int((visible / lineHeight).rounded(.down)), 1)
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
    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double) {
        let inset = textContainerInset
        let origin = Point(x: topLeft.x - bounds.minX + inset.left, y: topLeft.y - bounds.minY + inset.top)
        let style = TextDrawingStyle(textColor: textColor, caretColor: TextEditor.defaultTint,
                                     selectionColor: TextEditor.defaultSelection, opacity: opacity,
                                     showsCaret: isCaretVisible, showsSelection: isActive)
        editor.appendCommands(to: &commands, origin: origin, top: bounds.minY - inset.top,
                              bottom: bounds.maxY - inset.top, style: style)
    }
}
