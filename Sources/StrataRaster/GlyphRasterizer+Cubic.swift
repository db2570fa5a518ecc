extension GlyphRasterizer {
    /// The most line pieces one cubic is cut into (enough for the
    /// tolerance on any curve whose control points fit a bitmap of 2²⁴
    /// pixels).
    static let maximumCubicPieces = 2048

    /// The number of equal steps of `t` that keep the polyline through a
    /// cubic Bézier (in pixels) within `tolerance` of the curve.
    ///
    /// The distance between a curve and its chord over a step `h` of `t`
    /// is at most `h²/8 · max|B″|`, and `|B″| ≤ 6 · max(|p0 − 2p1 + p2|,
    /// |p1 − 2p2 + p3|)`, so `n = ⌈√(3·d / (4·tolerance))⌉` steps suffice,
    /// `d` the larger second difference. The same bound with `|B″| = 2·d`
    /// gives the quadratic rule the rasterizer uses for TrueType curves.
    static func cubicPieces(_ p0: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double),
                            _ p3: (Double, Double), tolerance: Double) -> Int {
        let ax = p0.0 - 2 * c1.0 + c2.0, ay = p0.1 - 2 * c1.1 + c2.1
        let bx = c1.0 - 2 * c2.0 + p3.0, by = c1.1 - 2 * c2.1 + p3.1
        let d = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let n = (3 * d / (4 * tolerance)).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return min(maximumCubicPieces, max(1, Int(n)))
    }

    /// Calls `add` with the line pieces of the cubic Bézier from `p0`
    /// through `c1` and `c2` to `p3` (pixels), flattened to within
    /// `tolerance` pixels (see `cubicPieces`).
    ///
    /// - Complexity: O(pieces), at most `maximumCubicPieces`.
    @inline(__always)
    static func flattenCubic(_ p0: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double), _ p3: (Double, Double),
                             tolerance: Double, _ add: (_ from: (Double, Double), _ to: (Double, Double)) -> Void) {
        let n = cubicPieces(p0, c1, c2, p3, tolerance: tolerance)
        var previous = p0
        for i in 1...n {
            let t = Double(i) / Double(n), s = 1 - t
            let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
            let pt = i == n ? p3 : (a * p0.0 + b * c1.0 + c * c2.0 + d * p3.0, a * p0.1 + b * c1.1 + c * c2.1 + d * p3.1)
            add(previous, pt)
            previous = pt
        }
    }
}
