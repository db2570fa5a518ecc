extension View {
    /// The hit-testing rules of `hitTest(_:)`, for overrides to fall back on.
    final func defaultHitTest(_ point: Point) -> View? {
        if storedHidden || storedAlpha < 0.01 || !isUserInteractionEnabled || isInteractionBlockedByAnimation {
            return nil
        }
        let inside = self.point(inside: point)
        if clipsToBounds && !inside { return nil }
        let ox = storedBoundsOrigin.x, oy = storedBoundsOrigin.y
        for subview in storedSubviews.reversed() {
            let f = subview.storedFrame
            let local = Point(x: point.x + ox - f.origin.x + subview.storedBoundsOrigin.x,
                              y: point.y + oy - f.origin.y + subview.storedBoundsOrigin.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

}
