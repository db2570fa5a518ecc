/// A control in the focus engine: it shows the `.focused` state
/// (`isFocusedControl`) while it has focus.
extension Control: FocusParticipant {
    func focusedStateDidChange(to isFocused: Bool) { isFocusedControl = isFocused }
}
