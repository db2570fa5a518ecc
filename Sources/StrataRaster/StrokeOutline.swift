import Strata

/// The outline of a stroke as few closed polygons, one per side of each
/// subpath, whose non-zero fill is the stroke: what the raster fills for
/// a stroked `.path` command (Docs/Rendering.md#strokes-one-outline-per-side-strokeoutline).
///
/// An open subpath gives one contour: one side forward (the "plus" side,
/// `normal(_:)` of each segment, on the right when walking the path on
/// screen with y down), the end cap, the other side backward and the
/// start cap. A closed one gives two: the plus side and the minus side
/// reversed. At each corner the outer side
/// takes the join's geometry (a round join's arc, a miter's point or a
/// bevel's chord) and the inner side the point where the two inner edges
/// meet when that point lies within half of both segments; otherwise it
/// goes through the corner itself (the offset end of the first segment,
/// the vertex, the offset start of the next), so the contour loops there.
///
/// Either way the contour, as a sum of edges, is the sum of the pieces
/// `Path.strokedPath` makes (a quadrilateral per segment, a wedge per
/// join, a cap per end), all turning the same way, less one lap of each
/// inner corner's overlap (a region both segments' quadrilaterals cover):
/// its winding is never negative and is non-zero exactly on the union of
/// the pieces, so the non-zero fill is the same area with far fewer and
/// mostly uncrossed edges. Arcs (round joins and caps, dots) are
/// flattened once, with steps whose chords stray at most `tolerance`.
///
/// - Complexity: O(points after flattening and dashing + arc steps), with
///   at most `maximumArcSteps` steps per full turn of an arc.
struct StrokeOutline {
    /// The most chords a full circle is flattened into (a round join or
    /// cap of a huge width stays bounded work).
    static let maximumArcSteps = 1_024

    /// Half the line width.
    let halfWidth: Double
    let style: StrokeStyle
    /// The angle one chord of an arc of radius `halfWidth` turns, and its cosine and sine.
    let step: Double, stepCos: Double, stepSin: Double

    /// The outline of `path` stroked with `style`, curves followed and
    /// arcs flattened to within `tolerance` (in the path's units): closed
    /// polylines to fill with `.nonZero`. Empty for a width that is not
    /// positive and finite.
    static func polylines(of path: Path, _ style: StrokeStyle, tolerance: Double) -> [Path.Polyline] {
        let hw = style.lineWidth / 2
        guard hw > 0, hw.isFinite, tolerance > 0, tolerance.isFinite else { return [] }
        var lines = path.flattened(tolerance: tolerance)
        if style.isDashed { lines = Path.dashed(lines, style.dash, phase: style.dashPhase) }
        let outline = StrokeOutline(style: style, halfWidth: hw, tolerance: tolerance)
        var out: [Path.Polyline] = []
        out.reserveCapacity(lines.count)
        for line in lines { outline.add(deduplicated(line), into: &out) }
        return out
    }

    init(style: StrokeStyle, halfWidth hw: Double, tolerance: Double) {
        self.style = style
        halfWidth = hw
        // A chord of angle φ strays hw·(1 − cos(φ/2)) from its arc.
        let ratio = tolerance / hw
        let fine = ratio >= 1 ? Double.pi / 2 : 2 * arcCosine(1 - ratio)
        step = min(Double.pi / 2, max(fine, 2 * Double.pi / Double(Self.maximumArcSteps)))
        stepCos = cosine(step)
        stepSin = sine(step)
    }

    /// The polyline without consecutive repeated points (nor, closed, its first point repeated last).
    static func deduplicated(_ line: Path.Polyline) -> Path.Polyline {
        var points: [Point] = []
        points.reserveCapacity(line.points.count)
        for p in line.points where points.last != p { points.append(p) }
        if line.isClosed, points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
        return Path.Polyline(points: points, isClosed: line.isClosed)
    }

    /// Adds the contours of one polyline (without repeated points) to `out`.
    func add(_ line: Path.Polyline, into out: inout [Path.Polyline]) {
        let pts = line.points
        guard let first = pts.first else { return }
        if pts.count == 1 {
            if let d = dot(at: first) { out.append(Path.Polyline(points: d, isClosed: true)) }
            return
        }
        let closed = line.isClosed && pts.count > 2
        let count = closed ? pts.count : pts.count - 1
        var directions: [Point] = [], lengths: [Double] = []
        directions.reserveCapacity(count)
        lengths.reserveCapacity(count)
        for i in 0..<count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { return }
            directions.append(Point(x: dx / length, y: dy / length))
            lengths.append(length)
        }
        var plus: [Point] = [], minus: [Point] = []
        plus.reserveCapacity(2 * pts.count + 8)
        minus.reserveCapacity(2 * pts.count + 8)
        let hw = halfWidth
        if !closed {
            let n = normal(directions[0])
            plus.append(Point(x: first.x + hw * n.x, y: first.y + hw * n.y))
            minus.append(Point(x: first.x - hw * n.x, y: first.y - hw * n.y))
        }
        for i in (closed ? 0 : 1)..<count {
            let before = (i + count - 1) % count
            join(at: pts[i], directions[before], directions[i], lengths[before], lengths[i],
                 plus: &plus, minus: &minus)
        }
        if closed {
            out.append(Path.Polyline(points: plus, isClosed: true))
            out.append(Path.Polyline(points: minus.reversed(), isClosed: true))
            return
        }
        let last = pts[pts.count - 1], d = directions[count - 1], n = normal(d)
        plus.append(Point(x: last.x + hw * n.x, y: last.y + hw * n.y))
        minus.append(Point(x: last.x - hw * n.x, y: last.y - hw * n.y))
        cap(at: last, direction: d, into: &plus)
        plus.append(contentsOf: minus.reversed())
        cap(at: first, direction: Point(x: -directions[0].x, y: -directions[0].y), into: &plus)
        out.append(Path.Polyline(points: plus, isClosed: true))
    }

    /// The unit normal of the direction `d` on the plus side: `d` turned a
    /// quarter clockwise on screen (y down), to the right of the walk.
    @inline(__always)
    func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    /// Adds the two sides' points at the corner `v` between a segment
    /// along `d0` (of length `l0`) and one along `d1` (of length `l1`).
    func join(at v: Point, _ d0: Point, _ d1: Point, _ l0: Double, _ l1: Double,
              plus: inout [Point], minus: inout [Point]) {
        let hw = halfWidth
        let n0 = normal(d0), n1 = normal(d1)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) <= 1e-12 && dot > 0 {
            // Straight on: the segments meet flush.
            plus.append(Point(x: v.x + hw * n0.x, y: v.y + hw * n0.y))
            plus.append(Point(x: v.x + hw * n1.x, y: v.y + hw * n1.y))
            minus.append(Point(x: v.x - hw * n0.x, y: v.y - hw * n0.y))
            minus.append(Point(x: v.x - hw * n1.x, y: v.y - hw * n1.y))
            return
        }
        // The plus side is outside a turn to the left on screen (cross < 0, y down).
        let outerIsPlus = cross <= 0
        let s = outerIsPlus ? hw : -hw
        let a = Point(x: v.x + s * n0.x, y: v.y + s * n0.y), b = Point(x: v.x + s * n1.x, y: v.y + s * n1.y)
        if outerIsPlus { plus.append(a) } else { minus.append(a) }
        switch style.lineJoin {
        case .round:
            let turn = arcCosine(min(1, max(-1, dot)))
            if outerIsPlus {
                arc(around: v, from: n0, angle: turn, clockwise: false, into: &plus)
            } else {
                arc(around: v, from: Point(x: -n0.x, y: -n0.y), angle: turn, clockwise: true, into: &minus)
            }
        case .miter:
            // Miter length over line width: 1/sin(φ/2) = √(2/(1 + cos turn)).
            if 1 + dot > 0, (2 / (1 + dot)).squareRoot() <= style.miterLimit {
                let k = s / (1 + dot)
                let tip = Point(x: v.x + (n0.x + n1.x) * k, y: v.y + (n0.y + n1.y) * k)
                if outerIsPlus { plus.append(tip) } else { minus.append(tip) }
            }
        case .bevel:
            break
        }
        if outerIsPlus { plus.append(b) } else { minus.append(b) }
        // The inner side: where the inner edges meet, at hw·tan(turn/2) from v along each segment.
        let reach = 1 + dot > 1e-9 ? hw * abs(cross) / (1 + dot) : Double.infinity
        if reach <= l0 / 2 && reach <= l1 / 2 {
            let k = -s / (1 + dot)
            let meet = Point(x: v.x + (n0.x + n1.x) * k, y: v.y + (n0.y + n1.y) * k)
            if outerIsPlus { minus.append(meet) } else { plus.append(meet) }
        } else if outerIsPlus {
            minus.append(Point(x: v.x - s * n0.x, y: v.y - s * n0.y))
            minus.append(v)
            minus.append(Point(x: v.x - s * n1.x, y: v.y - s * n1.y))
        } else {
            plus.append(Point(x: v.x - s * n0.x, y: v.y - s * n0.y))
            plus.append(v)
            plus.append(Point(x: v.x - s * n1.x, y: v.y - s * n1.y))
        }
    }

    /// Adds the points strictly between the ends of the arc of radius
    /// `halfWidth` round `c` that starts at `c + halfWidth·u` (`u` a unit
    /// vector) and turns `angle` radians (0…2π), counterclockwise on
    /// screen (y down; from a side's normal towards the direction)
    /// unless `clockwise`.
    func arc(around c: Point, from u: Point, angle: Double, clockwise: Bool, into points: inout [Point]) {
        let hw = halfWidth
        let sn = clockwise ? stepSin : -stepSin
        var r = u
        var turned = step
        while turned < angle - 1e-9 {
            r = Point(x: r.x * stepCos - r.y * sn, y: r.x * sn + r.y * stepCos)
            points.append(Point(x: c.x + hw * r.x, y: c.y + hw * r.y))
            turned += step
        }
    }

    /// Adds the cap at the end point `p` of a side heading along `d`
    /// (outwards): from `p + halfWidth·normal(d)` to `p − halfWidth·normal(d)`,
    /// both ends excluded.
    func cap(at p: Point, direction d: Point, into points: inout [Point]) {
        let hw = halfWidth, n = normal(d)
        switch style.lineCap {
        case .butt:
            return
        case .square:
            points.append(Point(x: p.x + hw * (n.x + d.x), y: p.y + hw * (n.y + d.y)))
            points.append(Point(x: p.x + hw * (d.x - n.x), y: p.y + hw * (d.y - n.y)))
        case .round:
            arc(around: p, from: n, angle: Double.pi, clockwise: false, into: &points)
        }
    }

    /// The outline of a subpath of one point: a circle for round caps, a
    /// square for square caps, nothing for butt.
    func dot(at p: Point) -> [Point]? {
        let hw = halfWidth
        switch style.lineCap {
        case .butt:
            return nil
        case .square:
            return [Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
                    Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw)]
        case .round:
            var points = [Point(x: p.x + hw, y: p.y)]
            arc(around: p, from: Point(x: 1, y: 0), angle: 2 * Double.pi, clockwise: false, into: &points)
            return points
        }
    }
}
