import Strata

/// Exact area coverage of polygons over a box of pixels, with reusable
/// storage: what the rasterizer uses for shapes a transform rotates or
/// shears (rectangles, rounded rectangles, glyph cells, clips, shadows).
///
/// Each edge adds, to the pixels it crosses, the signed part of their area
/// to its right within the row; a running sum along the row then gives
/// each pixel's winding-weighted covered area (`Accumulator`'s method).
/// The coverage is the absolute value of that sum, capped at 1, so either
/// orientation fills, and a contour inside another with the opposite
/// orientation cuts a hole (a border's ring). Overlapping contours of the
/// same orientation are not counted once (use `NonZeroScanner` for glyph
/// outlines).
struct PathMask {
    /// The box: canvas pixels `x0..<x0+width`, `y0..<y0+height`.
    private(set) var x0 = 0, y0 = 0, width = 0, height = 0
    /// The canvas rows kept, `top..<top+rows` (inside the box): a band of
    /// the canvas keeps only its own rows, whose values are the same as
    /// when every row is kept (edges are walked from the box's top).
    private(set) var top = 0, rows = 0
    /// `(width + 2) × rows` signed-area cells.
    private var cells: [Double] = []
    /// The coverage per pixel of the kept rows after `resolve()`, row by
    /// row (`width × rows` values, row `top` first).
    private(set) var coverage: [Float] = []

    /// Empties the mask and sets its box, keeping every row.
    mutating func reset(x: Int, y: Int, width w: Int, height h: Int) {
        reset(x: x, y: y, width: w, height: h, keeping: (y, y + max(0, h)))
    }

    /// Empties the mask and sets its box, keeping only the canvas rows
    /// `keep.0..<keep.1` (cut to the box).
    mutating func reset(x: Int, y: Int, width w: Int, height h: Int, keeping keep: (Int, Int)) {
        x0 = x
        y0 = y
        width = max(0, w)
        height = max(0, h)
        top = min(max(keep.0, y0), y0 + height)
        rows = max(0, min(keep.1, y0 + height) - top)
        let n = (width + 2) * rows
        if cells.count < n {
            cells = [Double](repeating: 0, count: n)
        } else {
            cells.withUnsafeMutableBufferPointer { c in
                for i in 0..<n { c[i] = 0 }
            }
        }
    }

    /// Adds every edge of the closed polygon `points` (canvas pixels).
    mutating func addPolygon(_ points: [Point]) {
        guard points.count > 2 else { return }
        var previous = points[points.count - 1]
        for p in points {
            addLine(previous, p)
            previous = p
        }
    }

    /// Adds the edge from `a` to `b` (canvas pixel coordinates).
    mutating func addLine(_ a: Point, _ b: Point) {
        guard rows > 0 else { return }
        let ax = a.x - Double(x0), ay = a.y - Double(y0), bx = b.x - Double(x0), by = b.y - Double(y0)
        if ay == by { return }
        let (p, q, dir) = ay < by ? ((ax, ay), (bx, by), 1.0) : ((bx, by), (ax, ay), -1.0)
        let dxdy = (q.0 - p.0) / (q.1 - p.1)
        guard dxdy.isFinite, p.0.isFinite, p.1.isFinite, q.0.isFinite, q.1.isFinite else { return }
        let w = width, h = height, lo = top - y0, hi = top - y0 + rows
        cells.withUnsafeMutableBufferPointer { cells in
            Accumulator.addEdge(p, q, dir: dir, dxdy: dxdy, width: w, height: h, rowLo: lo, rowHi: hi, into: &cells)
        }
    }

    /// Turns the cells into `coverage` (`width × rows` values in 0…1).
    mutating func resolve() {
        let n = width * rows
        if coverage.count < n { coverage = [Float](repeating: 0, count: n) }
        let w = width, h = rows, stride = width + 2
        cells.withUnsafeBufferPointer { cells in
            coverage.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    var sum = 0.0
                    let row = y * stride, o = y * w
                    for x in 0..<w {
                        sum += cells[row + x]
                        out[o + x] = Float(min(1, abs(sum)))
                    }
                }
            }
        }
    }

    /// The coverage of canvas pixel `(px, py)`, inside the kept rows and
    /// the box's columns.
    @inline(__always)
    func value(_ px: Int, _ py: Int) -> Float {
        coverage[(py - top) * width + (px - x0)]
    }
}

/// The points of a rounded rectangle's outline, clockwise on screen from
/// its top-left corner's end, each corner's quarter circle flattened into
/// straight segments that stray at most `tolerance` from it (in the units
/// of `stretch × radius`: pass the pixels a point becomes).
func roundedRectPolygon(_ rect: Rect, radius: Double, stretch: Double, tolerance: Double = 0.05) -> [Point] {
    let s = rect.standardized
    let r = max(0, min(radius, s.width / 2, s.height / 2))
    if r <= 0 || !(r * stretch > tolerance) {
        return [Point(x: s.minX, y: s.minY), Point(x: s.maxX, y: s.minY),
                Point(x: s.maxX, y: s.maxY), Point(x: s.minX, y: s.maxY)]
    }
    // Segments per quarter: the chord's sagitta r·(1 − cos(θ/2)) ≤ tolerance.
    let devicer = r * stretch
    let step = 2 * arcCosine(max(0, 1 - tolerance / devicer))
    let n = min(64, max(2, Int((Double.pi / 2 / max(step, 1e-3)).rounded(.up))))
    var points: [Point] = []
    points.reserveCapacity(4 * (n + 1))
    let corners: [(Double, Double, Double)] = [
        (s.maxX - r, s.minY + r, -Double.pi / 2), (s.maxX - r, s.maxY - r, 0),
        (s.minX + r, s.maxY - r, Double.pi / 2), (s.minX + r, s.minY + r, Double.pi),
    ]
    for (cx, cy, start) in corners {
        for i in 0...n {
            let angle = start + Double.pi / 2 * Double(i) / Double(n)
            points.append(Point(x: cx + r * cosine(angle), y: cy + r * sine(angle)))
        }
    }
    return points
}
