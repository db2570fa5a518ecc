/// A slider is `.adjustable`, its value the position between minimum and
/// maximum as a whole percentage (`"50%"`, rounded half away from zero), as
/// UIKit reads it. It has no default action; incrementing and decrementing
/// move it a tenth of its range (clamped) and send `.valueChanged` and
/// `.primaryActionTriggered`, as dragging does.
extension Slider: AccessibilityDefaults {
    func performDefaultAccessibilityAdjustment(by steps: Int) -> Bool {
        guard isEnabled else { return false }
        let before = value
        value = before + Double(steps) * (maximumValue - minimumValue) / 10
        guard value != before else { return false }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }

    var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    var defaultAccessibilityTraits: AccessibilityTraits { accessibilityStateTraits.union(.adjustable) }
}
