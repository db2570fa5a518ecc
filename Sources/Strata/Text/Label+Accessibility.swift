/// A label is read as its text (UIKit's defaults): an element while it has
/// text, with `.staticText`.
extension Label: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !text.isEmpty }
    var defaultAccessibilityLabel: String? { text.isEmpty ? nil : text }
    var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}
