extension View {
    /// The blue a window's views are tinted with unless a view sets its
    /// own tint: (0, 0.478, 1), UIKit's system blue (#007AFF), the colour
    /// of `Button`'s and `Slider`'s defaults.
    public static let defaultTintColor = Color(red: 0, green: 0.478, blue: 1)

    /// The colour that marks the view as interactive and colours template
    /// images (`Image.RenderingMode.alwaysTemplate`), inherited down the
    /// tree as in UIKit: reading it gives the view's own tint, else the
    /// nearest ancestor's, else `View.defaultTintColor`. Setting `nil`
    /// makes the view inherit again. Setting it calls
    /// `tintColorDidChange()` on the view and on every descendant that
    /// inherits it. Inside an animation block the tint animates
    /// (`presentationTintColor`, Docs/Effects.md).
    ///
    /// ```swift
    /// window.rootView.tintColor = .red
    /// icon.tintColor            // red, unless icon or a view between sets its own
    /// ```
    ///
    /// - Complexity: reading is O(depth) (the walk up to the first view
    ///   that sets one); setting is O(inheriting descendants).
    public var tintColor: Color! {
        get {
            var view: View? = self
            while let v = view {
                if let own = v.extras?.appearance?.tintColor { return own }
                view = v.storedSuperview
            }
            return View.defaultTintColor
        }
        set {
            if newValue == nil && extras?.appearance?.tintColor == nil { return }
            if newValue != extras?.appearance?.tintColor { willChangeAnimatableEffect() }
            let old = tintColor
            mutableExtras.mutableAppearance.tintColor = newValue
            if tintColor != old { notifyTintColorDidChange() }
        }
    }

    /// Calls `tintColorDidChange()` on this view and on the descendants
    /// that inherit its tint (those without one of their own, and below them).
    func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.extras?.appearance?.tintColor == nil {
            subview.notifyTintColorDidChange()
        }
    }
}

extension Window {
    /// The root view's tint, which every view inherits unless it or an
    /// ancestor sets its own (`View.defaultTintColor` until set): UIKit's
    /// window `tintColor`.
    public var tintColor: Color! {
        get { rootView.tintColor }
        set { rootView.tintColor = newValue }
    }
}
