extension Window {
    /// What an input method needs to know about the first responder's
    /// text (`TextInputContext`); `nil` when the first responder does not
    /// edit text (a non-editable text view, a button, none).
    /// - Complexity: O(`TextInputContext.maximumSurroundingCharacters`
    ///   + the selection's length, at most `maximumSelectedCharacters`).
    public var textInputContext: TextInputContext? { textInputClient?.textInputContext }

    /// Deletes, as an input method asks, `before` characters before the
    /// selection and `after` characters after it (counted from the marked
    /// text's ends while composing); the caret ends where the text
    /// before was deleted. Each deletion is an ordinary (undoable,
    /// vetoable) edit.
    /// - Returns: whether the text changed.
    @discardableResult
    public func deleteSurroundingText(before: Int, after: Int) -> Bool {
        guard let client = textInputClient else { return false }
        return client.deleteSurroundingText(before: max(before, 0), after: max(after, 0))
    }
}
