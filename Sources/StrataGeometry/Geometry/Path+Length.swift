extension Path {
    /// The length of the outline: every line, curve and closing line (a
    /// `move` adds nothing). Curves are measured by subdividing until the
    /// speed integrated by Gauss–Legendre quadrature on halves until
    /// they agree to 1e-12 (at most 1024 pieces each).
    ///
    /// - Complexity: O(elements × pieces per curve).
    public var length: Double {
        segments().reduce(0) { $0 + $1.length }
    }

    /// The part of the outline from `from` to `to`, as fractions (0…1) of
    /// its `length` (`CAShapeLayer.strokeStart`/`strokeEnd`). Curves are cut
    /// exactly (de Casteljau) where the measured length falls; a closed
    /// subpath kept whole stays closed, a cut one ends open. Empty when
    /// `to <= from`; the path itself for `0…1`.
    ///
    /// - Complexity: O(elements × pieces per curve).
    public func trimmed(from: Double, to: Double) -> Path {
        let lo = Swift.max(0, from), hi = Swift.min(1, to)
        guard lo < hi else { return Path() }
        if lo <= 0, hi >= 1 { return self }
        let parts = segments()
        let total = parts.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let a = lo * total, b = hi * total
        var out = Path()
        var run = 0.0
        var penDown = false
        var wholeSubpath = false
        for s in parts {
            if s.startsSubpath { penDown = false; wholeSubpath = run >= a }
            let s0 = run, s1 = run + s.length
            run = s1
            guard s1 > a, s0 < b else {
                if s1 > b { wholeSubpath = false }
                penDown = false
                continue
            }
            let t0 = s0 >= a ? 0 : s.parameter(atLength: a - s0)
            let t1 = s1 <= b ? 1 : s.parameter(atLength: b - s0)
            if s1 > b { wholeSubpath = false }
            let piece = s.cubic.map { Path.subcurve($0, t0, t1) }
            let start = piece?.0 ?? Path.lerp(s.from, s.to, t0)
            if !penDown { out.move(to: start) }
            penDown = true
            if let piece {
                out.addCurve(to: piece.3, control1: piece.1, control2: piece.2)
            } else if s.isClosing, wholeSubpath, t0 == 0, t1 == 1 {
                out.closeSubpath()
            } else {
                out.addLine(to: Path.lerp(s.from, s.to, t1))
            }
        }
        return out
    }

    /// A drawn piece of the outline: a line (`cubic == nil`) or a cubic
    /// (quadratics raised to cubics), with its length.
    struct Segment {
        var from: Point, to: Point
        var cubic: (Point, Point, Point, Point)?
        var length: Double
        /// Whether it is the first piece of its subpath.
        var startsSubpath: Bool
        /// Whether it is a `closeSubpath`'s line.
        var isClosing: Bool

        /// The parameter where the length from the start reaches `target`.
        func parameter(atLength target: Double) -> Double {
            guard length > 0 else { return 0 }
            guard let c = cubic else { return Swift.min(1, Swift.max(0, target / length)) }
            var lo = 0.0, hi = 1.0
            for _ in 0..<50 {
                let mid = (lo + hi) / 2
                let part = Path.subcurve(c, 0, mid)
                if Path.cubicLength(part.0, part.1, part.2, part.3, depth: 0) < target { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }
    }

    /// The drawn pieces, in order, closing lines included.
    func segments() -> [Segment] {
        var out: [Segment] = []
        var current = Point.zero, start = Point.zero
        var first = true
        for e in elements {
            switch e {
            case .move(let p):
                current = p; start = p; first = true
            case .line(let p):
                out.append(Segment(from: current, to: p, cubic: nil, length: Path.distance(current, p),
                                   startsSubpath: first, isClosing: false))
                current = p; first = false
            case .quadCurve(let p, let c):
                let c1 = Path.lerp(current, c, 2.0 / 3.0), c2 = Path.lerp(p, c, 2.0 / 3.0)
                out.append(Segment(from: current, to: p, cubic: (current, c1, c2, p),
                                   length: Path.cubicLength(current, c1, c2, p, depth: 0), startsSubpath: first, isClosing: false))
                current = p; first = false
            case .curve(let p, let c1, let c2):
                out.append(Segment(from: current, to: p, cubic: (current, c1, c2, p),
                                   length: Path.cubicLength(current, c1, c2, p, depth: 0), startsSubpath: first, isClosing: false))
                current = p; first = false
            case .closeSubpath:
                out.append(Segment(from: current, to: start, cubic: nil, length: Path.distance(current, start),
                                   startsSubpath: first, isClosing: true))
                current = start; first = true
            }
        }
        return out
    }

    @inline(__always)
    static func distance(_ a: Point, _ b: Point) -> Double { norm(b.x - a.x, b.y - a.y) }

    @inline(__always)
    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The length of a cubic: the integral of its speed by 8-point
    /// Gauss–Legendre quadrature, on halves until the halves agree with
    /// the whole to 1e-12 of it (at most 10 levels deep).
    static func cubicLength(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) -> Double {
        let c = (p0, p1, p2, p3)
        let whole = gaussLength(c)
        guard depth < 10, whole.isFinite else { return whole }
        let (l, r) = split(c, 0.5)
        let halves = gaussLength(l) + gaussLength(r)
        if abs(halves - whole) <= 1e-12 * Swift.max(whole, 1e-300) { return halves }
        return cubicLength(l.0, l.1, l.2, l.3, depth: depth + 1) + cubicLength(r.0, r.1, r.2, r.3, depth: depth + 1)
    }

    /// 8-point Gauss–Legendre nodes on (−1, 1) and their weights.
    private static let gaussNodes: [(Double, Double)] = [
        (-0.960_289_856_497_536_2, 0.101_228_536_290_376_3), (-0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
        (-0.525_532_409_916_329_0, 0.313_706_645_877_887_3), (-0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
        (0.183_434_642_495_649_8, 0.362_683_783_378_362_0), (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
        (0.796_666_477_413_626_7, 0.222_381_034_453_374_5), (0.960_289_856_497_536_2, 0.101_228_536_290_376_3),
    ]

    /// The quadrature of the cubic's speed over 0…1.
    private static func gaussLength(_ c: (Point, Point, Point, Point)) -> Double {
        let ax = c.1.x - c.0.x, ay = c.1.y - c.0.y, bx = c.2.x - c.1.x, by = c.2.y - c.1.y
        let cx = c.3.x - c.2.x, cy = c.3.y - c.2.y
        var sum = 0.0
        for (node, weight) in gaussNodes {
            let t = 0.5 * (node + 1), u = 1 - t
            let dx = 3 * (u * u * ax + 2 * u * t * bx + t * t * cx), dy = 3 * (u * u * ay + 2 * u * t * by + t * t * cy)
            sum += weight * norm(dx, dy)
        }
        return 0.5 * sum
    }

    /// The cubic cut at `t` (de Casteljau): the part before and the part after.
    static func split(_ c: (Point, Point, Point, Point), _ t: Double)
        -> ((Point, Point, Point, Point), (Point, Point, Point, Point)) {
        let ab = lerp(c.0, c.1, t), bc = lerp(c.1, c.2, t), cd = lerp(c.2, c.3, t)
        let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
        let m = lerp(abc, bcd, t)
        return ((c.0, ab, abc, m), (m, bcd, cd, c.3))
    }

    /// The part of the cubic between parameters `t0` and `t1`.
    static func subcurve(_ c: (Point, Point, Point, Point), _ t0: Double, _ t1: Double) -> (Point, Point, Point, Point) {
        let left = t1 >= 1 ? c : split(c, t1).0
        guard t0 > 0, t1 > 0 else { return left }
        return split(left, t0 / t1).1
    }
}
