extension Path {
    /// Adds an arc of the circle around `center`, from `startAngle` to
    /// `endAngle` (radians), as cubic curves of at most a quarter turn each;
    /// a straight line joins the current point to the arc's start, or the
    /// arc starts a subpath on an empty path (`UIBezierPath(arcCenter:…)`).
    ///
    /// Angles follow UIKit in Strata's y-down space: 0 points right and
    /// angles grow clockwise on screen, so π/2 points down. `clockwise`
    /// sweeps the way angles grow:
    ///
    /// ```
    ///              3π/2 (−π/2)
    ///                  │
    ///       π  ────────●────────  0
    ///                  │        ↘ clockwise: 0 → π/2
    ///                 π/2
    /// ```
    ///
    /// A clockwise arc whose end is below its start sweeps on round to it
    /// (from 3π/2 to π/2 is half a turn through 0), and a sweep beyond a
    /// full turn draws one full circle.
    ///
    /// - Complexity: O(1): at most four curves.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = Swift.min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = Swift.max(sweep, -turn)
        }
        guard sweep.isFinite, startAngle.isFinite, radius.isFinite else { return }
        let start = Point(x: center.x + radius * Math.cos(startAngle), y: center.y + radius * Math.sin(startAngle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        guard sweep != 0 else { return }
        let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-12).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * Math.sin(step / 4) / Math.cos(step / 4) * radius
        var a0 = startAngle
        for i in 1...pieces {
            let a1 = i == pieces ? startAngle + sweep : startAngle + step * Double(i)
            let c0 = Math.cos(a0), s0 = Math.sin(a0), c1 = Math.cos(a1), s1 = Math.sin(a1)
            let p1 = Point(x: center.x + radius * c1, y: center.y + radius * s1)
            addCurve(to: p1,
                     control1: Point(x: center.x + radius * c0 - k * s0, y: center.y + radius * s0 + k * c0),
                     control2: Point(x: p1.x + k * s1, y: p1.y - k * c1))
            a0 = a1
        }
    }
}
