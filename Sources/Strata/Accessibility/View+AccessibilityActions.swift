extension View {
    /// Moves the element's value one step up, as a screen reader's swipe up
    /// does (UIKit's `accessibilityIncrement()`): a slider moves a tenth
    /// of its range and sends `.valueChanged`. Returns whether anything
    /// changed.
    @discardableResult
    public func accessibilityIncrement() -> Bool {
        accessibilityDefaults?.performDefaultAccessibilityAdjustment(by: 1) ?? false
    }

    /// Moves the element's value one step down (UIKit's
    /// `accessibilityDecrement()`); see `accessibilityIncrement()`.
    @discardableResult
    public func accessibilityDecrement() -> Bool {
        accessibilityDefaults?.performDefaultAccessibilityAdjustment(by: -1) ?? false
    }

    /// Scrolls the content one page in `direction` (UIKit's
    /// `accessibilityScroll(_:)`): a scroll view moves by its visible size
    /// less 10 %, within its content, without animation. Returns whether it
    /// moved; views that do not scroll return `false`.
    @discardableResult
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        (self as? any AccessibilityScrollContainer)?.scrollForAccessibility(direction) ?? false
    }

    /// The actions a screen reader offers besides activation, in this
    /// order (UIKit's `accessibilityCustomActions`); empty by default.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { extras?.accessibility?.customActions ?? [] }
        set { mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.customActions = newValue } }
    }
}
