extension Path {
    /// One subpath as straight segments: its points in order, and whether
    /// it was closed.
    package struct Polyline: Sendable, Hashable {
        /// The points; a closed polyline does not repeat its first point.
        package var points: [Point]
        /// Whether the subpath ended with `closeSubpath`.
        package var isClosed: Bool

        /// Creates a polyline.
        package init(points: [Point], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The most pieces one curve is cut into, whatever its size: the work
    /// stays bounded for absurd coordinates.
    package static let maximumCurvePieces = 4096

    /// The path as polylines whose segments stray at most `tolerance`
    /// (in the path's units) from the curves they replace. Curves are cut
    /// into equal parameter steps, as many as the bound on the distance
    /// between a Bézier and its chords needs (1/8 of the largest second
    /// difference over the square of the count), at most
    /// `maximumCurvePieces`.
    ///
    /// - Complexity: O(elements + pieces).
    package func flattened(tolerance: Double) -> [Polyline] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        var lines: [Polyline] = []
        var points: [Point] = []
        var current = Point.zero
        func finish(closed: Bool) {
            if !points.isEmpty {
                if closed, points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
                lines.append(Polyline(points: points, isClosed: closed))
            }
            points = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                points = [p]
                current = p
            case .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                let dd = Path.norm(current.x - 2 * c.x + p.x, current.y - 2 * c.y + p.y)
                let n = Path.pieces((dd / (4 * tol)).squareRoot())
                for i in 1..<n { points.append(Path.quadPoint(current, c, p, Double(i) / Double(n))) }
                points.append(p)
                current = p
            case .curve(let p, let c1, let c2):
                let dd = Swift.max(Path.norm(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y),
                                   Path.norm(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = Path.pieces((0.75 * dd / tol).squareRoot())
                for i in 1..<n { points.append(Path.cubicPoint(current, c1, c2, p, Double(i) / Double(n))) }
                points.append(p)
                current = p
            case .closeSubpath:
                let start = points.first ?? current
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return lines
    }

    @inline(__always)
    static func norm(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

    /// A piece count from an estimate: at least 1, at most `maximumCurvePieces`.
    @inline(__always)
    static func pieces(_ estimate: Double) -> Int {
        guard estimate.isFinite else { return 1 }
        return Swift.max(1, Swift.min(maximumCurvePieces, Int(estimate.rounded(.up))))
    }
}
