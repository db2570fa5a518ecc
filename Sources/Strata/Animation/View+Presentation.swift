extension View {
    /// The frame shown on screen now, in the superview's coordinates
    /// (independent of any window).
    ///
    /// While an animation moves the view it is the interpolated frame; when
    /// none runs it is `frame`. `frame` itself always holds the final value.
    public var presentationFrame: Rect {
        if let state = extras?.presentation, state.frame.isAnimated { return state.frame.value }
        return storedFrame
    }

    /// The alpha shown on screen now (`alpha` when no animation runs).
    public var presentationAlpha: Double {
        if let state = extras?.presentation, state.alpha.isAnimated { return min(max(state.alpha.value, 0), 1) }
        return storedAlpha
    }

    /// The frame shown on screen now, in window coordinates: the
    /// presentation frames of the view and its ancestors composed, each
    /// offset by its superview's bounds origin and turned by the ancestors'
    /// presentation transforms (as `windowFrame` composes the model frames
    /// and transforms; the view's own transform is not applied, and under
    /// a rotation the result is the bounding box).
    /// - Complexity: O(depth).
    public var presentationWindowFrame: Rect {
        let own = presentationFrame
        var turned = false
        var ancestor = superview
        while let current = ancestor, !turned {
            turned = current.presentationTransformIfNotIdentity != nil
            ancestor = current.superview
        }
        guard turned else {
            var x = own.origin.x, y = own.origin.y
            ancestor = superview
            while let current = ancestor {
                let frame = current.presentationFrame, origin = current.bounds.origin
                x += frame.origin.x - origin.x
                y += frame.origin.y - origin.y
                ancestor = current.superview
            }
            return Rect(x: x, y: y, width: own.size.width, height: own.size.height)
        }
        let s = own.standardized
        var corners = [Point(x: s.minX, y: s.minY), Point(x: s.maxX, y: s.minY),
                       Point(x: s.minX, y: s.maxY), Point(x: s.maxX, y: s.maxY)]
        ancestor = superview
        while let current = ancestor {
            for i in corners.indices { corners[i] = current.presentationPointToSuperview(corners[i]) }
            ancestor = current.superview
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// `pointToSuperview` with the presentation frame and transform.
    private func presentationPointToSuperview(_ p: Point) -> Point {
        let f = presentationFrame, b = bounds.origin
        guard let t = presentationTransformIfNotIdentity else {
            return Point(x: p.x + f.origin.x - b.x, y: p.y + f.origin.y - b.y)
        }
        let hx = f.size.width / 2, hy = f.size.height / 2
        let v = Point(x: p.x - b.x - hx, y: p.y - b.y - hy).applying(t)
        return Point(x: f.origin.x + hx + v.x, y: f.origin.y + hy + v.y)
    }

    /// Whether the view is hidden on screen now.
    ///
    /// A view hidden inside an animation stays visible until that animation
    /// ends; a view shown inside one is visible at once.
    public var presentationIsHidden: Bool {
        if let state = extras?.presentation, state.hideOwner != nil { return false }
        return storedHidden
    }

    /// Whether an animation currently drives one of the view's presentation
    /// values.
    public var isAnimating: Bool {
        guard let state = extras?.presentation else { return false }
        return state.frame.isAnimated || state.alpha.isAnimated || state.hideOwner != nil
            || state.transform.isAnimated || state.background.isAnimated || state.border.isAnimated
            || state.stops.isAnimated || state.shadow.isAnimated || state.tint.isAnimated || state.shape.isAnimated
    }

    /// Whether hit testing skips the view (and its subtree) because an
    /// animation without `.allowUserInteraction` drives its frame, alpha or
    /// pending hide.
    var isInteractionBlockedByAnimation: Bool {
        extras?.presentation?.blocksUserInteraction ?? false
    }

    /// Calls `handler` with the old and new presentation frame whenever an
    /// animation moves the view (on each tick, and when it ends and the
    /// presentation frame returns to the model frame).
    ///
    /// Changes of the model frame made without animation are reported by
    /// `observeFrame`, not here.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observePresentationFrame(_ handler: @escaping (_ old: Rect, _ new: Rect) -> Void) -> ObservationToken {
        presentationState.frameObservers.add { handler($0.old, $0.new) }
    }

    /// The view's presentation state, created on first use.
    final var presentationState: PresentationState {
        if let state = extras?.presentation { return state }
        let created = PresentationState()
        mutableExtras.presentation = created
        return created
    }
}
