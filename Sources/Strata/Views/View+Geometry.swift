extension View {
    /// Converts a point from this view's coordinates to `view`'s (`nil`: the
    /// window's), honouring every `bounds.origin` and `transform` on the way.
    ///
    /// Views in different windows (or in none) are related through their
    /// topmost ancestors, each taken to be at the window origin. A point
    /// converted into a view whose transform (or an ancestor's) is
    /// singular has no answer: it is `(nan, nan)`.
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
    /// the window's). Under a rotation or shear the result is the bounding
    /// box of the converted corners, as in UIKit.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if !hasTransformToRoot && !(view?.hasTransformToRoot ?? false) {
            return Rect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates (`nil`: the window's)
    /// to this view's (the bounding box under a rotation or shear).
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        if !hasTransformToRoot && !(view?.hasTransformToRoot ?? false) {
            return Rect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// The view's frame in window coordinates: `frame` converted through
    /// the ancestors (the bounding box when one of them is transformed).
    /// The view's own `transform` is not applied, as `frame` does not
    /// include it.
    public var windowFrame: Rect {
        guard let superview = storedSuperview else { return storedFrame }
        if !superview.hasTransformToRoot {
            return Rect(origin: superview.pointToRoot(storedFrame.origin), size: storedFrame.size)
        }
        return Self.boundingBox(of: storedFrame) { superview.pointToRoot($0) }
    }

    /// The smallest rectangle holding `rect`'s four corners mapped by `map`.
    private static func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
        if rect.isNull { return rect }
        let s = rect.standardized
        let corners = [Point(x: s.minX, y: s.minY), Point(x: s.maxX, y: s.minY),
                       Point(x: s.minX, y: s.maxY), Point(x: s.maxX, y: s.maxY)].map(map)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in corners {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
            return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether this view or one of its ancestors has a transform other
    /// than the identity.
    /// - Complexity: O(depth).
    final var hasTransformToRoot: Bool {
        var v: View? = self
        while let current = v {
            if current.nonIdentityTransform != nil { return true }
            v = current.storedSuperview
        }
        return false
    }

    /// Maps a point in this view's coordinates to its superview's
    /// (bounds) coordinates: the transform about the frame's centre, then
    /// the frame's position minus the bounds origin.
    @inline(__always)
    final func pointToSuperview(_ p: Point) -> Point {
        let f = storedFrame, b = storedBoundsOrigin
        guard let t = nonIdentityTransform else {
            return Point(x: p.x + f.origin.x - b.x, y: p.y + f.origin.y - b.y)
        }
        let hx = f.size.width / 2, hy = f.size.height / 2
        let v = Point(x: p.x - b.x - hx, y: p.y - b.y - hy).applying(t)
        return Point(x: f.origin.x + hx + v.x, y: f.origin.y + hy + v.y)
    }

    /// The inverse of `pointToSuperview`: a point in the superview's
    /// coordinates in this view's, or `nil` when the transform is singular
    /// (no point of the view lands there, or a whole line does).
    @inline(__always)
    final func pointFromSuperview(_ p: Point) -> Point? {
        let f = storedFrame, b = storedBoundsOrigin
        guard let t = nonIdentityTransform else {
            return Point(x: p.x - f.origin.x + b.x, y: p.y - f.origin.y + b.y)
        }
        guard let inverse = t.inverted() else { return nil }
        let hx = f.size.width / 2, hy = f.size.height / 2
        let v = Point(x: p.x - f.origin.x - hx, y: p.y - f.origin.y - hy).applying(inverse)
        return Point(x: v.x + hx + b.x, y: v.y + hy + b.y)
    }

    /// Maps a point in this view's coordinates to its topmost ancestor's
    /// superview space (the window's coordinates for a view in a window).
    final func pointToRoot(_ point: Point) -> Point {
        var p = point
        var v: View? = self
        while let current = v {
            p = current.pointToSuperview(p)
            v = current.storedSuperview
        }
        return p
    }

    /// The inverse of `pointToRoot`; `(nan, nan)` when a transform on the
    /// way is singular.
    final func pointFromRoot(_ point: Point) -> Point {
        if !hasTransformToRoot {
            let zero = pointToRoot(.zero)
            return Point(x: point.x - zero.x, y: point.y - zero.y)
        }
        var chain: [View] = []
        var v: View? = self
        while let current = v {
            chain.append(current)
            v = current.storedSuperview
        }
        var p = point
        for view in chain.reversed() {
            guard let q = view.pointFromSuperview(p) else { return Point(x: .nan, y: .nan) }
            p = q
        }
        return p
    }
}
