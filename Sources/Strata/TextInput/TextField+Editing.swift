extension TextField: EditableText {
    var acceptsPastedText: Bool { isEnabled }
    var editorTextOrigin: Point { textOrigin }

    func editorTextDidChange() {
        invalidateIntrinsicContentSize()
        scrollCaretIntoView()
        blinker.restart()
        if isEditing { sendActions(for: .editingChanged) }
        if !textObservers.isEmpty { textObservers.notify(editor.storage.string) }
        postAccessibilityChange(.textChanged(self))
    }

    func editorSelectionDidChange() {
        scrollCaretIntoView()
        blinker.restart()
        postAccessibilityChange(.selectionChanged(self))
    }

    var editorPageLineCount: Int { 1 }
}

extension TextField {
    /// Begins editing: clears the text when `clearsOnBeginEditing`, takes
    /// focus, starts the caret and sends `.editingDidBegin`.
    func beginEditing() {
        isEditingNow = true
        if clearsOnBeginEditing, !editor.storage.string.isEmpty { editor.setText("") }
        if let window, window.focusedView !== self { window.focus(self) }
        updateBlinking()
        sendActions(for: .editingDidBegin)
    }

    /// Ends editing: commits marked text, stops the caret and sends
    /// `.editingDidEnd`.
    func endEditing() {
        editor.finishComposition()
        isEditingNow = false
        blinker.stop()
        sendActions(for: .editingDidEnd)
    }

    /// Focus arriving (Tab, arrows) begins editing; focus leaving ends it.
    func focusDidChange(_ context: FocusUpdateContext) {
        if context.nextFocusedView === self, !isEditing {
            becomeFirstResponder()
        } else if context.previouslyFocusedView === self, isEditing {
            resignFirstResponder()
        }
    }

    /// Editing keys while editing; other keys as a control takes them.
    func editingPress(_ presses: Set<Press>, with event: Strata.Event) -> Bool {
        guard isEditing, isEnabled, let press = presses.first else { return false }
        switch editor.handleKey(press.key) {
        case .handled:
            break
        case .passed:
            forwardPress(presses, event)
        case .returnKey:
            sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
            resignFirstResponder()
        }
        return true
    }

    /// Passes a key the field does not use up the responder chain,
    /// skipping `Control`'s Return and Space handling.
    private func forwardPress(_ presses: Set<Press>, _ event: Strata.Event) {
        if let next { next.pressesBegan(presses, with: event) } else { event.reachedWindow = true }
    }

    // MARK: Touches

    /// A touch begins editing and places the caret (two taps select a
    /// word, three the whole line).
    func trackingBegan(_ touch: Touch) {
        if !isEditing { becomeFirstResponder() }
        editor.pointerBegan(at: textPoint(touch), tapCount: touch.tapCount, lineSelectsAll: true)
    }

    /// Dragging extends the selection.
    func trackingMoved(_ touch: Touch) {
        editor.pointerMoved(to: textPoint(touch))
    }

    /// The touch's location in text coordinates.
    private func textPoint(_ touch: Touch) -> Point {
        let location = touch.location(in: self)
        let origin = textOrigin
        return Point(x: location.x - origin.x, y: location.y - origin.y)
    }
}
