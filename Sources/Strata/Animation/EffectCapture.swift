/// A view's animatable effects (transform, background and border colours)
/// as they were before an animation block first changed one of them: the
/// values shown then and the model values.
@MainActor
struct EffectSnapshot {
    let view: View
    let presentationTransform: TransformComponents
    let transform: AffineTransform
    let presentationBackground: PremultipliedColor
    let background: Color?
    let presentationBorder: PremultipliedColor
    let border: Color
    /// For a view with colour stops (a gradient): the model and shown stops.
    let stops: ColorStops?
    let presentationStops: ColorStops?
    /// For a shape view: the model and shown shape.
    let shape: ShapeValue?
    let presentationShape: ShapeValue?
    /// The view's own tint (`nil`: inherited) and the tint shown.
    let tint: Color?
    let presentationTint: PremultipliedColor
    /// The model and shown shadow.
    let shadow: ShadowValue
    let presentationShadow: ShadowValue

    init(_ view: View) {
        self.view = view
        let state = view.extras?.presentation
        transform = view.transform
        if let state, state.transform.isAnimated {
            presentationTransform = state.transform.value
        } else {
            presentationTransform = TransformComponents(transform)
        }
        background = view.backgroundColor
        if let state, state.background.isAnimated {
            presentationBackground = state.background.value
        } else {
            presentationBackground = PremultipliedColor(background ?? .clear)
        }
        border = view.borderColor
        if let state, state.border.isAnimated {
            presentationBorder = state.border.value
        } else {
            presentationBorder = PremultipliedColor(border)
        }
        tint = view.extras?.appearance?.tintColor
        presentationTint = PremultipliedColor(view.presentationTintColor)
        shadow = ShadowValue(view)
        if let state, state.shadow.isAnimated {
            presentationShadow = state.shadow.value
        } else {
            presentationShadow = shadow
        }
        if let stopped = view as? any AnimatableColorStops {
            stops = stopped.colorStops
            if let state, state.stops.isAnimated {
                presentationStops = state.stops.value
            } else {
                presentationStops = stopped.colorStops
            }
        } else {
            stops = nil
            presentationStops = nil
        }
        if let shaped = view as? any AnimatableShape {
            shape = shaped.shapeValue
            if let state, state.shape.isAnimated {
                presentationShape = state.shape.value
            } else {
                presentationShape = shape
            }
        } else {
            shape = nil
            presentationShape = nil
        }
    }
}

extension CaptureScope {
    /// The capture that records effect changes now: the innermost block
    /// being run, or the block whose layout pass runs.
    static var recording: CaptureScope? { stack.last ?? layoutPass }

    /// The capture whose closing layout pass is running (changes made by
    /// `layoutSubviews` animate with the block, as frames do).
    static var layoutPass: CaptureScope? = nil
}

extension View {
    /// Called before an animatable effect (transform, background or border
    /// colour) changes. Inside an animation block it records the view's
    /// effects as they were, once per block, so that the block can animate
    /// them from there (frames and alphas are found by comparing
    /// snapshots of every view instead; effects change rarely, so they
    /// are recorded where they change). Inside `performWithoutAnimation`
    /// the view shows its new values at once.
    /// - Complexity: O(1); nothing outside an animation block.
    final func willChangeAnimatableEffect() {
        guard let scope = CaptureScope.recording else { return }
        let id = ObjectIdentifier(self)
        if scope.withoutAnimation > 0 {
            scope.snap.insert(id)
            return
        }
        if scope.effectViews.insert(id).inserted {
            scope.effects.append(EffectSnapshot(self))
        }
    }
}
