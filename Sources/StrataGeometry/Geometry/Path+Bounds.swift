extension Path {
    /// The smallest rectangle holding every point of the path: the points
    /// the elements end at (a `move` included) and the extremes of each
    /// curve, found where its derivative is zero — not the control points
    /// (`CGPath.boundingBoxOfPath`). `Rect.null` for an empty path.
    ///
    /// - Complexity: O(elements).
    public var boundingBox: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                box.add(p)
                current = p
                start = p
            case .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(p)
                for t in Path.quadExtrema(current.x, c.x, p.x) + Path.quadExtrema(current.y, c.y, p.y) {
                    box.add(Path.quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                for t in Path.cubicExtrema(current.x, c1.x, c2.x, p.x) + Path.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    box.add(Path.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return box.rect
    }

    /// The parameters in (0, 1) where the quadratic with coordinates
    /// `a`, `b`, `c` turns.
    static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let d = a - 2 * b + c
        guard d != 0 else { return [] }
        let t = (a - b) / d
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where the cubic with coordinates `a…d`
    /// turns: the roots of its derivative, a quadratic.
    static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = (b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t² = qa·t² + qb·t + qc.
        let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
        var roots: [Double] = []
        let scale = Swift.max(abs(qa), abs(qb), abs(qc))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(qa) <= 1e-12 * scale {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let r = disc.squareRoot()
                // The stable form: no cancellation between −qb and ±r.
                let q = -0.5 * (qb + (qb < 0 ? -r : r))
                if q != 0 { roots.append(qc / q) }
                roots.append(q / qa)
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The quadratic Bézier `p0, c, p1` at `t`.
    @inline(__always)
    static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The cubic Bézier `p0, c1, c2, p1` at `t`.
    @inline(__always)
    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}

/// The running minimum and maximum of points.
struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    /// The box, or `Rect.null` when no point was added.
    var rect: Rect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
