/// The accessibility a kind of view has until its properties are set: a
/// view class adopts it in its own folder (`Button+Accessibility.swift`),
/// so this folder names no control. Every requirement has a default: a
/// view that adopts nothing is not an element.
@MainActor
protocol AccessibilityDefaults: AnyObject {
    /// Whether the view is an element by default.
    var defaultIsAccessibilityElement: Bool { get }
    /// The default label (the visible text, usually).
    var defaultAccessibilityLabel: String? { get }
    /// The default value (a switch's "0"/"1", a slider's percentage).
    var defaultAccessibilityValue: String? { get }
    /// The default traits, including state (`.selected`, `.notEnabled`).
    var defaultAccessibilityTraits: AccessibilityTraits { get }
    /// Performs the default action; `false` when there is none.
    func performDefaultAccessibilityActivation() -> Bool
    /// The role the kind has whatever its traits (`nil`: derived from the traits).
    var defaultAccessibilityRole: AccessibilityRole? { get }
    /// Whether the view, when not an element, still appears in the tree as
    /// a container of the elements under it (scroll views, lists, cells).
    var defaultIsAccessibilityContainer: Bool { get }
    /// Moves the value one step up (`+1`) or down (`-1`); `false` when the kind has no such value.
    func performDefaultAccessibilityAdjustment(by steps: Int) -> Bool
}

extension AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { true }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { [] }
    func performDefaultAccessibilityActivation() -> Bool { false }
    var defaultAccessibilityRole: AccessibilityRole? { nil }
    var defaultIsAccessibilityContainer: Bool { false }
    func performDefaultAccessibilityAdjustment(by steps: Int) -> Bool { false }
}

/// The accessibility properties set on one view (`nil`: the default).
struct AccessibilityOverrides {
    var isElement: Bool? = nil
    var label: String?? = nil
    var value: String?? = nil
    var hint: String? = nil
    var traits: AccessibilityTraits? = nil
    var role: AccessibilityRole? = nil
    var elements: [View]? = nil
    /// The view whose `accessibilityElements` lists this one.
    weak var container: View? = nil
    /// The view that names this one (`accessibilityLabelledBy`).
    weak var labelledBy: View? = nil
    var customActions: [AccessibilityCustomAction] = []
}
