extension View {
    /// The view whose text names this one: a label beside a field it
    /// describes. UIKit has no equivalent (there, the field's
    /// `accessibilityLabel` is set to the label's text); Strata adds it
    /// because AT-SPI tells screen readers which label names a field (the
    /// relations `labelled-by` and `label-for`). A view with no label of
    /// its own is called by the labelling view's `accessibilityLabel`.
    /// Held weakly; `nil` by default. Setting it posts `.labelChanged`.
    ///
    /// ```swift
    /// let caption = Label(text: "Email")
    /// let email = TextField()
    /// email.accessibilityLabelledBy = caption     // email.accessibilityLabel == "Email"
    /// ```
    public var accessibilityLabelledBy: View? {
        get { extras?.accessibility?.labelledBy }
        set {
            mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.labelledBy = newValue }
            postAccessibilityChange(.labelChanged(self))
        }
    }

    /// The label the view has itself: set, else its kind's default (not
    /// through `accessibilityLabelledBy`).
    var ownAccessibilityLabel: String? {
        if let set = extras?.accessibility?.label { return set }
        return accessibilityDefaults?.defaultAccessibilityLabel
    }
}
