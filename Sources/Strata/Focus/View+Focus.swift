extension View {
    /// Whether navigation may focus this view when it is not a control
    /// (the scene key `"focusable"`). `false` by default.
    public var isFocusable: Bool {
        get { extras?.focusSettings?.isFocusable ?? false }
        set {
            if newValue == isFocusable { return }
            mutableExtras.mutableFocusSettings.isFocusable = newValue
            FocusGeneration.bump()
            if !newValue, let window = storedWindow, window.focusState.focusedView != nil { window.focusedViewMayHaveGone(self) }
        }
    }

    /// Whether this view has focus.
    public var isFocused: Bool {
        guard let window = storedWindow else { return false }
        return window.focusState.focusedView === self
    }

    /// Whether focus that enters this view from outside goes back to the
    /// descendant that had it last (while it can still be focused) instead
    /// of the geometric choice. `true` for stack views, `false` for others.
    public var remembersLastFocusedDescendant: Bool {
        get {
            extras?.focusSettings?.remembersFocus ?? (focusParticipant?.remembersFocusedDescendantByDefault ?? false)
        }
        set { mutableExtras.mutableFocusSettings.remembersFocus = newValue }
    }

    /// Whether the view can take focus now: `canBecomeFocused`, in a
    /// window, and it and its ancestors visible (not hidden, alpha ≥ 0.01)
    /// and taking user interaction.
    var isFocusableNow: Bool {
        guard storedWindow != nil, canBecomeFocused else { return false }
        var v: View? = self
        while let current = v {
            if current.storedHidden || current.alpha < 0.01 || !current.isUserInteractionEnabled { return false }
            v = current.storedSuperview
        }
        return true
    }

    /// The view focus lands on for this environment: the first focusable
    /// view among its preferred environments (recursively), else itself
    /// when it can be focused.
    func resolvedFocusTarget(depth: Int = 0) -> View? {
        if depth < 16 {
            for preferred in preferredFocusEnvironments where preferred !== self {
                if let target = preferred.resolvedFocusTarget(depth: depth + 1) { return target }
            }
        }
        return isFocusableNow ? self : nil
    }
}
