/// Per-view effects that only some views use: the transform and the
/// shadow. Kept behind one optional reference in `ViewExtras`, so views
/// without effects pay eight bytes of it.
final class ViewEffects {
    /// `View.transform`.
    var transform: AffineTransform = .identity
    /// `View.shadowColor`.
    var shadowColor: Color = .black
    /// `View.shadowOpacity`.
    var shadowOpacity: Double = 0
    /// `View.shadowOffset`.
    var shadowOffset = Size(width: 0, height: -3)
    /// `View.shadowRadius`.
    var shadowRadius: Double = 3
}

extension View {
    /// The effects storage, created (and kept) on first use.
    final var mutableEffects: ViewEffects {
        subviewGeometryDidChange()
        let extras = mutableExtras
        if let effects = extras.effects { return effects }
        let created = ViewEffects()
        extras.effects = created
        return created
    }

    /// The transform applied to the view's drawing and hit testing about
    /// its centre (UIKit's `transform`, with the anchor point in the
    /// middle); `.identity` by default.
    ///
    /// It changes what is drawn (the view and its subtree), `hitTest(_:)`,
    /// and `convert(_:to:)`/`convert(_:from:)` (a converted rectangle is
    /// the bounding box of the transformed one). It does **not** change
    /// layout: `frame` stays the untransformed rectangle layout gave the
    /// view (UIKit leaves `frame` undefined under a transform; Strata keeps
    /// the layout rectangle, so constraints and stacks ignore transforms,
    /// as UIKit's do). Transforms of nested views compose. A singular
    /// transform (scale 0) makes the view and its subtree invisible and
    /// unhittable.
    ///
    /// Changes inside `View.animate` or a `PropertyAnimator` animate (see
    /// Docs/Effects.md); `presentationTransform` reads the value on screen.
    ///
    /// ```swift
    /// button.transform = AffineTransform(scaleX: 0.95, y: 0.95)   // pressed
    /// ```
    /// - Precondition: every component is finite.
    public var transform: AffineTransform {
        get { extras?.effects?.transform ?? .identity }
        set {
            precondition(newValue.isFinite, "View.transform must be finite, got \(newValue)")
            if newValue == transform { return }
            willChangeAnimatableEffect()
            mutableEffects.transform = newValue
            FocusGeneration.bump()
        }
    }

    /// The model transform when it is not the identity (`nil` otherwise):
    /// the cheap test geometry code makes per view.
    @inline(__always)
    final var nonIdentityTransform: AffineTransform? {
        guard let t = extras?.effects?.transform, !t.isIdentity else { return nil }
        return t
    }

    // The four shadow properties animate inside an animation block, as
    // CALayer's do (Docs/Effects.md).

    /// The colour of the shadow (CALayer's `shadowColor`); black by default.
    public var shadowColor: Color {
        get { extras?.effects?.shadowColor ?? .black }
        set {
            willChangeAnimatableEffect()
            mutableEffects.shadowColor = newValue
        }
    }

    /// The opacity of the shadow, `0…1` (CALayer's `shadowOpacity`); 0 by
    /// default, which draws no shadow.
    public var shadowOpacity: Double {
        get { extras?.effects?.shadowOpacity ?? 0 }
        set {
            willChangeAnimatableEffect()
            mutableEffects.shadowOpacity = newValue.isFinite ? min(max(newValue, 0), 1) : 0
        }
    }

    /// How far the shadow is moved from the view, in points (CALayer's
    /// `shadowOffset`); (0, −3) by default, as CALayer (y grows downwards,
    /// so the default shadow sits 3 points *above* the view, as on iOS).
    /// - Precondition: both components are finite.
    public var shadowOffset: Size {
        get { extras?.effects?.shadowOffset ?? Size(width: 0, height: -3) }
        set {
            precondition(newValue.width.isFinite && newValue.height.isFinite,
                         "View.shadowOffset must be finite, got \(newValue)")
            willChangeAnimatableEffect()
            mutableEffects.shadowOffset = newValue
        }
    }

    /// The blur radius of the shadow in points (CALayer's `shadowRadius`):
    /// the shadow is the view's rounded rectangle blurred by a Gaussian of
    /// standard deviation `shadowRadius / 2`; 3 by default, 0 for a hard
    /// edge.
    public var shadowRadius: Double {
        get { extras?.effects?.shadowRadius ?? 3 }
        set {
            willChangeAnimatableEffect()
            mutableEffects.shadowRadius = newValue.isFinite ? max(0, newValue) : 0
        }
    }
}
