extension View {
    /// The hit-testing rules of `hitTest(_:)`, for overrides to fall back on.
    final func defaultHitTest(_ point: Point) -> View? {
        if storedHidden || storedAlpha < 0.01 || !isUserInteractionEnabled || isInteractionBlockedByAnimation {
            return nil
        }
        let inside = self.point(inside: point)
        if clipsToBounds && !inside { return nil }
        // `point` is in this view's bounds coordinates, which frames are
        // relative to: only the subview's own bounds origin is added.
        for subview in storedSubviews.reversed() {
            let f = subview.storedFrame
            let local = Point(x: point.x - f.origin.x + subview.storedBoundsOrigin.x,
                              y: point.y - f.origin.y + subview.storedBoundsOrigin.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

}
