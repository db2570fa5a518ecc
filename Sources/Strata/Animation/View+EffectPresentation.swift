extension View {
    /// The transform shown on screen now (`transform` when no animation
    /// runs), as `presentationFrame` is for the frame. While `View.animate`
    /// or a `PropertyAnimator` changes `transform`, it is the transform
    /// rebuilt from the interpolated translation, scale, shear and rotation
    /// (Docs/Effects.md).
    public var presentationTransform: AffineTransform {
        if let state = extras?.presentation, state.transform.isAnimated { return state.transform.value.transform }
        return extras?.effects?.transform ?? .identity
    }

    /// `presentationTransform` when it is not the identity; `nil` otherwise.
    final var presentationTransformIfNotIdentity: AffineTransform? {
        let t = presentationTransform
        return t.isIdentity ? nil : t
    }

    /// The background colour shown on screen now (`backgroundColor` when
    /// no animation runs). While an animation changes it, the colour
    /// interpolated per channel in sRGB with premultiplied alpha; `nil`
    /// (no background) animates as clear.
    public var presentationBackgroundColor: Color? {
        if let state = extras?.presentation, state.background.isAnimated { return state.background.value.color }
        return backgroundColor
    }

    /// The border colour shown on screen now (`borderColor` when no
    /// animation runs).
    public var presentationBorderColor: Color {
        if let state = extras?.presentation, state.border.isAnimated { return state.border.value.color }
        return borderColor
    }

    /// The tint shown on screen now: while an animation changes this
    /// view's tint (or an ancestor's it inherits), the colour interpolated
    /// per channel with premultiplied alpha; otherwise `tintColor`.
    /// Template images and other tinted drawing read it.
    /// - Complexity: O(depth), as `tintColor`.
    public var presentationTintColor: Color {
        var view: View? = self
        while let v = view {
            if let extras = v.extras {
                if let state = extras.presentation, state.tint.isAnimated { return state.tint.value.color }
                if let own = extras.appearance?.tintColor { return own }
            }
            view = v.storedSuperview
        }
        return View.defaultTintColor
    }
}
