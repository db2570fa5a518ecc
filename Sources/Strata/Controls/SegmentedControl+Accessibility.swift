/// A segmented control is not an element itself: each segment is, as in
/// UIKit, a `.button` named by its title, `.selected` when chosen, and
/// `.notEnabled` with the control. Activating a segment selects it and
/// sends `.valueChanged` and `.primaryActionTriggered`, as a tap does.
/// The control is a `.pageTabList` container of its segments, each a
/// `.pageTab`.
extension SegmentedControl: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }
    var defaultIsAccessibilityContainer: Bool { true }
    var defaultAccessibilityRole: AccessibilityRole? { .pageTabList }
}

extension SegmentView: AccessibilityDefaults {
    /// The control the segment belongs to (segment → stack → control).
    private var control: SegmentedControl? { superview?.superview as? SegmentedControl }

    var defaultAccessibilityRole: AccessibilityRole? { .pageTab }
    var defaultAccessibilityLabel: String? { label.text }
    var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = .button
        guard let control else { return traits }
        if control.segments.firstIndex(where: { $0 === self }) == control.selectedSegmentIndex { traits.insert(.selected) }
        if !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    func performDefaultAccessibilityActivation() -> Bool {
        guard let control, control.isEnabled, let index = control.segments.firstIndex(where: { $0 === self }) else { return false }
        if index != control.selectedSegmentIndex {
            control.selectedSegmentIndex = index
            control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
        return true
    }
}
