extension Control {
    /// The state traits every control adds: `.selected` and `.notEnabled`.
    var accessibilityStateTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// Activation as a screen reader's double tap: when enabled, the
    /// control's primary action (`activate()`, as Return does).
    func activateForAccessibility() -> Bool {
        guard isEnabled else { return false }
        activate()
        return true
    }
}
