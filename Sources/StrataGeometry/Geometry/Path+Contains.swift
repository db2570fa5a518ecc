extension Path {
    /// Whether `point` is inside the path filled with `rule` (every
    /// subpath closed implicitly, as for filling). Curves are followed to
    /// within 1/1000 of a point.
    ///
    /// - Complexity: O(elements + curve pieces).
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        rule.isInside(winding: winding(at: point, tolerance: 1e-3))
    }

    /// The winding number of the outline around `point`: +1 for each
    /// clockwise turn on screen, −1 for each anticlockwise one.
    package func winding(at point: Point, tolerance: Double) -> Int {
        var winding = 0
        for line in flattened(tolerance: tolerance) {
            let pts = line.points
            guard pts.count > 1 else { continue }
            var a = pts[pts.count - 1]
            for b in pts {
                // A crossing of the horizontal line through the point, on
                // its right; half-open in y so a shared vertex counts once.
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x { winding += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return winding
    }
}
