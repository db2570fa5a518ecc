import StrataGeometry

/// SVG's elliptical arc (`A rx ry angle large-arc sweep x y`) as cubic
/// curves: the endpoint form converted to the centre form as SVG 1.1
/// appendix F.6.5 gives it, radii scaled up when too small (F.6.6), then
/// one cubic per quarter turn at most.
enum SVGArc {
    static func append(to path: inout Path, from p0: Point, to p1: Point, rx rxIn: Double, ry ryIn: Double,
                       rotation degrees: Double, largeArc: Bool, sweep: Bool) {
        // F.6.2: identical endpoints draw nothing; a zero radius is a line.
        if p0 == p1 { return }
        var rx = abs(rxIn), ry = abs(ryIn)
        guard rx > 0, ry > 0 else { path.addLine(to: p1); return }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cosPhi = Math.cos(phi), sinPhi = Math.sin(phi)
        // F.6.5.1
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: scale the radii up when no ellipse reaches.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let k = lambda.squareRoot()
            rx *= k
            ry *= k
        }
        // F.6.5.2
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        guard denominator > 0, denominator.isFinite else { path.addLine(to: p1); return }
        var coefficient = (Swift.max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        // F.6.5.5–6
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        if sweep, delta < 0 { delta += 2 * Double.pi }
        guard delta.isFinite, theta1.isFinite else { path.addLine(to: p1); return }
        let segments = Swift.max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let handle = 4.0 / 3 * Math.sin(step / 4) / Math.cos(step / 4)
        func point(_ t: Double) -> (Point, Point) {
            // The point on the unit circle at t and its derivative, through the ellipse's matrix.
            let c = Math.cos(t), s = Math.sin(t)
            let p = Point(x: cx + rx * c * cosPhi - ry * s * sinPhi, y: cy + rx * c * sinPhi + ry * s * cosPhi)
            let d = Point(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
            return (p, d)
        }
        var t = theta1
        var (a, da) = point(t)
        for i in 0..<segments {
            t += step
            let (onCurve, db) = point(t)
            let b = i == segments - 1 ? p1 : onCurve
            let c1 = Point(x: a.x + handle * da.x, y: a.y + handle * da.y)
            let c2 = Point(x: b.x - handle * db.x, y: b.y - handle * db.y)
            path.addCurve(to: b, control1: c1, control2: c2)
            (a, da) = (b, db)
        }
    }

    /// The signed angle from vector u to vector v (F.6.5.4).
    private static func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
        Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
}
