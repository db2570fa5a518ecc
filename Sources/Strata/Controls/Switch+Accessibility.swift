/// A switch is a `.button` whose value is `"1"` when on and `"0"` when off
/// (UIKit's values); activating it toggles it and sends `.valueChanged`.
/// Its role is `.toggleButton`.
extension Switch: AccessibilityDefaults {
    var defaultAccessibilityRole: AccessibilityRole? { .toggleButton }
    var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    var defaultAccessibilityTraits: AccessibilityTraits { accessibilityStateTraits.union(.button) }
    func performDefaultAccessibilityActivation() -> Bool { activateForAccessibility() }
}
