/// A slider is `.adjustable`, its value the position between minimum and
/// maximum as a whole percentage (`"50%"`, rounded half away from zero), as
/// UIKit reads it. It has no default action.
extension Slider: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    var defaultAccessibilityTraits: AccessibilityTraits { accessibilityStateTraits.union(.adjustable) }
}
