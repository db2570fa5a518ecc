import Strata

/// An axis-aligned, possibly rounded rectangle in pixel coordinates, and
/// how much of each pixel it covers.
///
/// Straight edges get exact area coverage (a rectangle from x = 0.5 covers
/// half of pixel 0). Rounded corners use the distance from the pixel centre
/// to the corner's circle: `clamp(radius + 0.5 − distance, 0, 1)`, a
/// one-pixel-wide ramp centred on the arc.
struct CoverageShape {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// The corner radius, clamped to half the shorter side.
    var radius: Double

    /// Creates the shape of `rect` scaled by `scale`, with `cornerRadius`
    /// (in points) scaled too.
    init(rect: Rect, cornerRadius: Double, scale: Double) {
        let s = rect.standardized
        x0 = s.minX * scale
        y0 = s.minY * scale
        x1 = s.maxX * scale
        y1 = s.maxY * scale
        radius = max(0, min(cornerRadius * scale, (x1 - x0) / 2, (y1 - y0) / 2))
    }

    init(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
        self.radius = max(0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
    }

    /// Whether the shape covers nothing.
    var isEmpty: Bool { !(x1 > x0 && y1 > y0) }

    /// The shape shrunk by `d` on every side, its radius reduced by `d`
    /// (the inner edge of a border of width `d`).
    func inset(by d: Double) -> CoverageShape {
        CoverageShape(x0: x0 + d, y0: y0 + d, x1: max(x0 + d, x1 - d), y1: max(y0 + d, y1 - d),
                      radius: max(0, radius - d))
    }

    /// The pixel rows and columns the shape touches, limited to `0..<width`
    /// and `0..<height`: `(minX, minY, maxX, maxY)` with exclusive maxima.
    ///
    /// Each bound is `floor` (minima) or `ceil` (maxima) of the edge,
    /// clamped to the canvas, a NaN edge counting as the far side; found
    /// by comparisons and a conversion, not a C library call (a region
    /// redraw asks this of every command in the list).
    func pixelBounds(width: Int, height: Int) -> (Int, Int, Int, Int) {
        if isEmpty { return (0, 0, 0, 0) }
        let minX = Self.floorIndex(x0, limit: width), minY = Self.floorIndex(y0, limit: height)
        let maxX = Self.ceilIndex(x1, limit: width), maxY = Self.ceilIndex(y1, limit: height)
        return (minX, minY, max(minX, maxX), max(minY, maxY))
    }

    /// `floor(v)` clamped to `0...limit`; `limit` for NaN.
    @inline(__always)
    static func floorIndex(_ v: Double, limit: Int) -> Int {
        guard v < Double(limit) else { return limit }
        guard v > 0 else { return 0 }
        return Int(v) // truncation is floor above 0
    }

    /// `ceil(v)` clamped to `0...limit`; `limit` for NaN.
    @inline(__always)
    static func ceilIndex(_ v: Double, limit: Int) -> Int {
        guard v < Double(limit) else { return limit }
        guard v > 0 else { return 0 }
        let i = Int(v)
        return Double(i) < v ? i + 1 : i
    }

    /// Whether `v` is a whole number (infinities are; NaN is not), as
    /// `v == v.rounded()` without a C library call.
    @inline(__always)
    static func isWhole(_ v: Double) -> Bool {
        // Every double of magnitude 2⁵² or more is whole.
        guard abs(v) < 4_503_599_627_370_496 else { return !v.isNaN }
        return Double(Int64(v)) == v
    }

    /// The fraction of row `py` between the top and bottom edges.
    @inline(__always)
    func rowCoverage(_ py: Int) -> Double {
        let top = Double(py)
        return min(max(min(y1, top + 1) - max(y0, top), 0), 1)
    }

    /// The fraction of pixel `(px, py)` inside the shape, given the row's
    /// `rowCoverage(py)`.
    @inline(__always)
    func coverage(_ px: Int, _ py: Int, row: Double) -> Double {
        let left = Double(px)
        let cx = min(max(min(x1, left + 1) - max(x0, left), 0), 1)
        var c = cx * row
        if radius > 0, c > 0 {
            let fx = left + 0.5, fy = Double(py) + 0.5
            let ccx: Double, ccy: Double
            if fx < x0 + radius { ccx = x0 + radius } else if fx > x1 - radius { ccx = x1 - radius } else { return c }
            if fy < y0 + radius { ccy = y0 + radius } else if fy > y1 - radius { ccy = y1 - radius } else { return c }
            let dx = fx - ccx, dy = fy - ccy
            let arc = min(max(radius + 0.5 - (dx * dx + dy * dy).squareRoot(), 0), 1)
            c = min(c, arc)
        }
        return c
    }

    /// The columns of row `py` the shape covers completely (a conservative
    /// answer: pixels outside it may be covered too), as `lower..<upper`,
    /// possibly empty.
    func interiorSpan(_ py: Int) -> (Int, Int) {
        let top = Double(py)
        guard top >= y0, top + 1 <= y1 else { return (0, 0) }
        let straight = radius == 0 || (top >= y0 + radius && top + 1 <= y1 - radius)
        let inset = straight ? 0 : radius
        let lo = (x0 + inset).rounded(.up), hi = (x1 - inset).rounded(.down)
        guard hi > lo, lo < 1e9, hi > -1e9 else { return (0, 0) }
        return (Int(max(-1, lo)), Int(min(1e9, hi)))
    }

    /// The fraction of pixel `(px, py)` inside the shape.
    func coverage(_ px: Int, _ py: Int) -> Double {
        coverage(px, py, row: rowCoverage(py))
    }
}
