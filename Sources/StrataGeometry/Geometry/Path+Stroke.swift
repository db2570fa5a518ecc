extension Path {
    /// The outline of this path stroked with `style`, to be filled with
    /// `.nonZero` (`CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`,
    /// dashes included).
    ///
    /// The outline is a union of closed pieces, all clockwise on screen, so
    /// that their overlaps fill once: a quadrilateral per straight segment
    /// (curves are first followed to within 1/100 of a point), a piece per
    /// corner (a triangle for a bevel, a quadrilateral up to the miter's
    /// point, a circle of four cubics for a round join) and per open end (a
    /// half-width square past it, or a circle). A subpath of a single
    /// point draws a dot with round and square caps, nothing with butt.
    ///
    /// - Complexity: O(segments after flattening and dashing); dashes
    ///   shorter than 1/100 000 of the path's length make it solid.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        strokedPath(style, tolerance: 0.01)
    }

    /// `strokedPath(_:)` with curves followed to within `tolerance`.
    package func strokedPath(_ style: StrokeStyle, tolerance: Double) -> Path {
        var out = Path()
        let hw = style.lineWidth / 2
        guard hw > 0, hw.isFinite else { return out }
        var lines = flattened(tolerance: tolerance).map { Path.deduplicated($0) }
        if style.isDashed { lines = Path.dashed(lines, style.dash, phase: style.dashPhase) }
        for line in lines { Path.stroke(line, style, hw, into: &out) }
        return out
    }

    /// The polyline without consecutive repeated points.
    static func deduplicated(_ line: Polyline) -> Polyline {
        var points: [Point] = []
        points.reserveCapacity(line.points.count)
        for p in line.points where points.last != p { points.append(p) }
        if line.isClosed, points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
        return Polyline(points: points, isClosed: line.isClosed)
    }

    /// Adds the stroke pieces of one polyline.
    static func stroke(_ line: Polyline, _ style: StrokeStyle, _ hw: Double, into out: inout Path) {
        let pts = line.points
        guard let first = pts.first else { return }
        if pts.count == 1 {
            switch style.lineCap {
            case .butt: break
            case .round: out.addEllipse(in: Rect(x: first.x - hw, y: first.y - hw, width: 2 * hw, height: 2 * hw))
            case .square: out.addRect(Rect(x: first.x - hw, y: first.y - hw, width: 2 * hw, height: 2 * hw))
            }
            return
        }
        let closed = line.isClosed && pts.count > 2
        let count = closed ? pts.count : pts.count - 1
        var directions: [Point] = []
        directions.reserveCapacity(count)
        for i in 0..<count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let d = distance(a, b)
            directions.append(Point(x: (b.x - a.x) / d, y: (b.y - a.y) / d))
            let n = Point(x: -directions[i].y * hw, y: directions[i].x * hw)
            addPiece([Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
                      Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y)], into: &out)
        }
        let joins = closed ? 0..<count : 1..<count
        for i in joins {
            join(at: pts[i], directions[(i + count - 1) % count], directions[i], style, hw, into: &out)
        }
        if !closed {
            cap(at: pts[0], direction: Point(x: -directions[0].x, y: -directions[0].y), style.lineCap, hw, into: &out)
            cap(at: pts[pts.count - 1], direction: directions[count - 1], style.lineCap, hw, into: &out)
        }
    }

    /// Adds the corner piece at `v` between a segment along `d0` and one along `d1`.
    static func join(at v: Point, _ d0: Point, _ d1: Point, _ style: StrokeStyle, _ hw: Double, into out: inout Path) {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        guard abs(cross) > 1e-12 || dot < 0 else { return }   // straight on: the segments meet flush
        if style.lineJoin == .round {
            out.addEllipse(in: Rect(x: v.x - hw, y: v.y - hw, width: 2 * hw, height: 2 * hw))
            return
        }
        // The outer side: left of the path (−normal) on a clockwise turn.
        let s = cross > 0 ? -hw : hw
        let a = Point(x: v.x - d0.y * s, y: v.y + d0.x * s), b = Point(x: v.x - d1.y * s, y: v.y + d1.x * s)
        // Miter length over line width: 1/sin(φ/2) = 1/cos(turn/2) = √(2/(1 + cos turn)).
        if style.lineJoin == .miter, 1 + dot > 0, (2 / (1 + dot)).squareRoot() <= style.miterLimit {
            let k = s / (1 + dot)
            let tip = Point(x: v.x - (d0.y + d1.y) * k, y: v.y + (d0.x + d1.x) * k)
            addPiece([v, a, tip, b], into: &out)
        } else {
            addPiece([v, a, b], into: &out)
        }
    }

    /// Adds the cap at the end point `p` of a stroke heading along `direction` (outwards).
    static func cap(at p: Point, direction d: Point, _ cap: LineCap, _ hw: Double, into out: inout Path) {
        switch cap {
        case .butt:
            return
        case .round:
            out.addEllipse(in: Rect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
        case .square:
            let n = Point(x: -d.y * hw, y: d.x * hw), e = Point(x: p.x + d.x * hw, y: p.y + d.y * hw)
            addPiece([Point(x: p.x + n.x, y: p.y + n.y), Point(x: e.x + n.x, y: e.y + n.y),
                      Point(x: e.x - n.x, y: e.y - n.y), Point(x: p.x - n.x, y: p.y - n.y)], into: &out)
        }
    }

    /// Adds the closed polygon, turned clockwise on screen (positive
    /// signed area with y down) so that overlapping pieces add up.
    static func addPiece(_ polygon: [Point], into out: inout Path) {
        var area = 0.0
        var prev = polygon[polygon.count - 1]
        for p in polygon {
            area += prev.x * p.y - p.x * prev.y
            prev = p
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }
}
