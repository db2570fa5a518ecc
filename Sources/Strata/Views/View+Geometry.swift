extension View {
    /// Converts a point from this view's coordinates to `view`'s (`nil`: the
    /// window's), honouring every `bounds.origin` on the way.
    ///
    /// Views in different windows (or in none) are related through their
    /// topmost ancestors, each taken to be at the window origin.
    public func convert(_ point: Point, to view: View?) -> Point {
        let p = pointToRoot(point)
        guard let view else { return p }
        return view.pointFromRoot(p)
    }

    /// Converts a point from `view`'s coordinates (`nil`: the window's) to
    /// this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let p = view?.pointToRoot(point) ?? point
        return pointFromRoot(p)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (`nil`:
    /// the window's).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (`nil`: the window's)
    /// to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view's frame in window coordinates.
    public var windowFrame: Rect {
        Rect(origin: storedSuperview?.pointToRoot(storedFrame.origin) ?? storedFrame.origin,
             size: storedFrame.size)
    }

    /// Maps a point in this view's coordinates to its topmost ancestor's
    /// superview space (the window's coordinates for a view in a window).
    final func pointToRoot(_ point: Point) -> Point {
        var x = point.x, y = point.y
        var v: View? = self
        while let current = v {
            x += current.storedFrame.origin.x - current.storedBoundsOrigin.x
            y += current.storedFrame.origin.y - current.storedBoundsOrigin.y
            v = current.storedSuperview
        }
        return Point(x: x, y: y)
    }

    /// The inverse of `pointToRoot`.
    final func pointFromRoot(_ point: Point) -> Point {
        let zero = pointToRoot(.zero)
        return Point(x: point.x - zero.x, y: point.y - zero.y)
    }
}
