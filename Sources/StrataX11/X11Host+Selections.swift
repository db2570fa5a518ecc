import Strata

// PRIMARY: the text selected in the editing view is offered to other
// programs, and a middle click pastes the PRIMARY selection.

extension X11Host {
    /// Offers the window's selected text as `PRIMARY` when it changed
    /// (after a key press or a click). An emptied selection keeps what was
    /// offered, as xterm and most X programs do, until another program
    /// takes `PRIMARY`.
    func offerSelection() {
        guard let text = window.selectedText, text != input.offeredSelection else { return }
        input.offeredSelection = text
        primarySelection.string = text
    }

    /// A middle click: when it lands on a text field or an editable text
    /// view, the caret goes there (as a click places it) and the
    /// `PRIMARY` selection's text is inserted when it arrives. Elsewhere
    /// it does nothing (it presses no button).
    func pastePrimary(at point: Point) {
        guard let target = X11Host.editableView(at: point, in: window) else { return }
        window.touchDown(at: point, id: 0)
        window.touchUp(at: point, id: 0)
        let window = self.window
        primarySelection.readString { [weak self, weak target] text in
            guard let self, let text, !text.isEmpty, let target, self.window === window,
                  target.isFirstResponder else { return }
            window.insertText(text)
            self.setNeedsDisplay()
        }
    }

    /// The text field or editable text view under `point`, if any.
    static func editableView(at point: Point, in window: Window) -> View? {
        var view = window.rootView.hitTest(point)
        while let current = view {
            if let field = current as? TextField { return field.isEnabled ? field : nil }
            if let textView = current as? TextView { return textView.isEditable ? textView : nil }
            view = current.superview
        }
        return nil
    }
}
