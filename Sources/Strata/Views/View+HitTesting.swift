extension View {
    /// The hit-testing rules of `hitTest(_:)`, for overrides to fall back on.
    final func defaultHitTest(_ point: Point) -> View? {
        if storedHidden || storedAlpha < 0.01 || !isUserInteractionEnabled || isInteractionBlockedByAnimation {
            return nil
        }
        let inside = self.point(inside: point)
        if clipsToBounds && !inside { return nil }
        // `point` is in this view's bounds coordinates, which frames are
        // relative to: the subview's transform is undone about its centre
        // and its own bounds origin added. A subview with a singular
        // transform cannot be hit.
        for subview in storedSubviews.reversed() {
            guard let local = subview.pointFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

}
