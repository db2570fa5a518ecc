/// A stack in the focus engine: it remembers its last focused descendant
/// unless `remembersLastFocusedDescendant` is turned off.
extension StackView: FocusParticipant {
    var remembersFocusedDescendantByDefault: Bool { true }
}
