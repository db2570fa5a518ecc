/// The middle-click paste both desktop hosts give (X11's `PRIMARY`,
/// Wayland's primary selection): one rule, so the hosts cannot drift.
extension Window {
    /// The text field or editable text view under `point`: the first
    /// text-input client on the hit view's superview chain, when it takes
    /// pasted text (an enabled field, an editable text view); else `nil`.
    /// - Complexity: O(depth of the hit view).
    package func editableTextView(at point: Point) -> View? {
        var view = rootView.hitTest(point)
        while let current = view {
            if let client = current as? any TextInputClient { return client.acceptsPastedText ? current : nil }
            view = current.superview
        }
        return nil
    }

    /// A middle click at `point`: on a text field or an editable text view
    /// the caret goes there (as a click places it) and `selection`'s text
    /// is inserted when it arrives, if that view is still the first
    /// responder; `didInsert` runs after an insertion. Elsewhere nothing
    /// happens (no button is pressed). Returns whether it landed on an
    /// editable view.
    @discardableResult
    package func pastePrimarySelection(at point: Point, from selection: any Pasteboard,
                                       didInsert: @escaping @MainActor () -> Void) -> Bool {
        guard let target = editableTextView(at: point) else { return false }
        touchDown(at: point, id: 0)
        touchUp(at: point, id: 0)
        selection.readString { [weak self, weak target] text in
            guard let self, let text, !text.isEmpty, let target, target.isFirstResponder else { return }
            self.insertText(text)
            didInsert()
        }
        return true
    }
}
