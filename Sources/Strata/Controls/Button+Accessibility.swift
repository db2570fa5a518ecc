/// A button is read as its title with `.button` (UIKit's defaults);
/// activating it sends its primary action.
extension Button: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { title.isEmpty ? nil : title }
    var defaultAccessibilityTraits: AccessibilityTraits { accessibilityStateTraits.union(.button) }
    func performDefaultAccessibilityActivation() -> Bool { activateForAccessibility() }
}
