/// A text field is read as its placeholder (its label) and its text (its
/// value; one bullet a character when secure); activating it begins
/// editing.
/// Its role is `.textField`, or `.passwordField` when secure.
extension TextField: AccessibilityDefaults {
    var defaultAccessibilityRole: AccessibilityRole? { isSecureTextEntry ? .passwordField : .textField }
    var defaultAccessibilityLabel: String? { placeholder }
    var defaultAccessibilityValue: String? {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: editor.storage.count) : text
    }
    var defaultAccessibilityTraits: AccessibilityTraits { accessibilityStateTraits }
    func performDefaultAccessibilityActivation() -> Bool { activateForAccessibility() }
}

/// A text view's value is its text; one that cannot be edited is static
/// text. Activating an editable one begins editing.
/// Its role is `.textArea`.
extension TextView: AccessibilityDefaults {
    var defaultAccessibilityRole: AccessibilityRole? { .textArea }
    var defaultAccessibilityValue: String? { text }
    var defaultAccessibilityTraits: AccessibilityTraits { isEditable ? [] : .staticText }
    func performDefaultAccessibilityActivation() -> Bool {
        guard isEditable else { return false }
        return becomeFirstResponder()
    }
}
