extension View {
    /// The transform shown on screen now (`transform` when no animation
    /// runs), as `presentationFrame` is for the frame.
    public var presentationTransform: AffineTransform {
        transform
    }

    /// `presentationTransform` when it is not the identity; `nil` otherwise.
    final var presentationTransformIfNotIdentity: AffineTransform? {
        let t = presentationTransform
        return t.isIdentity ? nil : t
    }

    /// The background colour shown on screen now (`backgroundColor` when
    /// no animation runs).
    public var presentationBackgroundColor: Color? {
        backgroundColor
    }

    /// The border colour shown on screen now (`borderColor` when no
    /// animation runs).
    public var presentationBorderColor: Color {
        borderColor
    }
}
