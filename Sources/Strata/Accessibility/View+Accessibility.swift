extension View {
    /// The view's kind defaults, when its class declares them.
    var accessibilityDefaults: (any AccessibilityDefaults)? { self as? any AccessibilityDefaults }

    /// Whether assistive technologies see this view as one element (UIKit's
    /// `isAccessibilityElement`). An element hides its subviews from the
    /// tree. Defaults: true for `Label`s with text, `Button`, `Switch`,
    /// `Slider` and each segment of a `SegmentedControl`; false otherwise.
    public var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? accessibilityDefaults?.defaultIsAccessibilityElement ?? false }
        set { mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.isElement = newValue } }
    }

    /// What the element is called, read first (UIKit's
    /// `accessibilityLabel`). Defaults: a label's text, a button's or
    /// segment's title; else the label of `accessibilityLabelledBy`; nil
    /// otherwise. Setting `nil` restores the default. A change (set, or
    /// the shown text changing) posts `.labelChanged`.
    public var accessibilityLabel: String? {
        get {
            if let own = ownAccessibilityLabel { return own }
            guard let namer = extras?.accessibility?.labelledBy, namer !== self else { return nil }
            return namer.ownAccessibilityLabel
        }
        set {
            let old = accessibilityLabel
            mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.label = newValue.map { $0 } }
            if accessibilityLabel != old { postAccessibilityChange(.labelChanged(self)) }
        }
    }

    /// The element's current value (UIKit's `accessibilityValue`). Defaults:
    /// a switch's `"0"` or `"1"`, a slider's position as a whole percentage
    /// (`"50%"`); nil otherwise. Setting `nil` restores the default;
    /// setting a different value posts `.valueChanged`.
    public var accessibilityValue: String? {
        get {
            if let set = extras?.accessibility?.value { return set }
            return accessibilityDefaults?.defaultAccessibilityValue
        }
        set {
            let old = accessibilityValue
            mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.value = newValue.map { $0 } }
            if accessibilityValue != old { postAccessibilityChange(.valueChanged(self)) }
        }
    }

    /// What activating the element does, read last (UIKit's
    /// `accessibilityHint`); nil by default.
    public var accessibilityHint: String? {
        get { extras?.accessibility?.hint }
        set { mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.hint = newValue } }
    }

    /// The element's kind and state (UIKit's `accessibilityTraits`).
    /// Defaults: `.staticText` for labels; `.button` for buttons, switches
    /// and segments; `.adjustable` for sliders; controls add `.selected`
    /// and `.notEnabled` from their state. Setting replaces them all.
    public var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traits ?? accessibilityDefaults?.defaultAccessibilityTraits ?? [] }
        set { mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.traits = newValue } }
    }

    /// The element's rectangle in window coordinates (its model bounds,
    /// converted): where a screen reader draws its cursor.
    public var accessibilityFrame: Rect { convert(bounds, to: nil) }

    /// Performs the element's default action, as a screen reader's double
    /// tap does: an enabled button sends its primary action, a switch
    /// toggles, a segment is selected. Returns whether anything was done.
    @discardableResult
    public func accessibilityActivate() -> Bool {
        accessibilityDefaults?.performDefaultAccessibilityActivation() ?? false
    }

    /// The element's description for trees and failure messages:
    /// `Button "Play" [button] value="1" hint="…" (x, y, w, h)`.
    public var accessibilityDescription: String {
        var s = String(describing: type(of: self))
        if let label = accessibilityLabel { s += " \"\(label)\"" }
        let traits = accessibilityTraits
        if !traits.isEmpty { s += " [\(traits)]" }
        if let value = accessibilityValue { s += " value=\"\(value)\"" }
        if let hint = accessibilityHint { s += " hint=\"\(hint)\"" }
        if let identifier { s += " id=\(identifier)" }
        return s + " \(accessibilityFrame)"
    }

    func modified(_ overrides: AccessibilityOverrides?, _ change: (inout AccessibilityOverrides) -> Void)
        -> AccessibilityOverrides {
        var o = overrides ?? AccessibilityOverrides()
        change(&o)
        return o
    }
}
