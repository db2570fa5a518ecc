import Strata

/// Turns glyph outlines into coverage bitmaps: no hinting, quadratic
/// Béziers flattened to within 1/100 pixel, and in every pixel the exact
/// area of the resulting polygon under the non-zero winding rule (see
/// `NonZeroScanner`), so overlapping contours count once.
///
/// ```swift
/// let bitmap = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: 17.0 / 2048, xOffset: 0.25)
/// ```
public enum GlyphRasterizer {
    /// The flattening tolerance in pixels.
    static let tolerance = 0.01

    /// The coverage of `outline` (font units, y up) scaled by
    /// `pixelsPerUnit`, with the pen at `xOffset` pixels (0 ≤ x < 1) right
    /// of its pixel's left edge; an empty bitmap when it would have more
    /// than `maximumPixels` pixels.
    ///
    /// - Complexity: O(flattened segments × rows they span + bitmap pixels).
    public static func bitmap(of outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double = 0,
                              maximumPixels: Int = 1 << 24) -> GlyphBitmap {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in outline.contours {
            for p in contour {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, k > 0, k.isFinite else { return GlyphBitmap() }
        let x0 = Int((xOffset + minX * k).rounded(.down)), x1 = Int((xOffset + maxX * k).rounded(.up))
        let y0 = Int((-maxY * k).rounded(.down)), y1 = Int((-minY * k).rounded(.up))
        let w = max(1, x1 - x0), h = max(1, y1 - y0)
        guard w * h <= min(maximumPixels, 1 << 24) else { return GlyphBitmap() }
        var edges: [NonZeroScanner.Edge] = []
        let ox = xOffset - Double(x0), oy = -Double(y0)
        func map(_ p: Point) -> (Double, Double) { (ox + p.x * k, oy - p.y * k) }
        func add(_ a: (Double, Double), _ b: (Double, Double)) {
            if let e = NonZeroScanner.Edge(a, b) { edges.append(e) }
        }
        var current = (0.0, 0.0), start = (0.0, 0.0)
        outline.forEachSegment { segment in
            switch segment {
            case .move(let p):
                current = map(p)
                start = current
            case .line(let p):
                let q = map(p)
                add(current, q)
                current = q
            case .quad(let c, let p):
                let cc = map(c), q = map(p)
                let ddx = current.0 - 2 * cc.0 + q.0, ddy = current.1 - 2 * cc.1 + q.1
                let n = min(64, max(1, Int(((ddx * ddx + ddy * ddy).squareRoot() / (4 * tolerance)).squareRoot().rounded(.up))))
                var previous = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let pt = (u * u * current.0 + 2 * u * t * cc.0 + t * t * q.0,
                              u * u * current.1 + 2 * u * t * cc.1 + t * t * q.1)
                    add(previous, pt)
                    previous = pt
                }
                current = q
            case .close:
                if current != start { add(current, start) }
                current = start
            }
        }
        var bitmap = GlyphBitmap()
        bitmap.left = x0
        bitmap.top = y0
        bitmap.width = w
        bitmap.height = h
        bitmap.coverage = NonZeroScanner(width: w, height: h).coverage(of: edges)
        return bitmap
    }
}

/// Signed-area accumulation: each line adds, to the pixels it crosses, the
/// part of the area to its right within their row, and the rest of the row
/// is carried by a running sum. Rows are `width + 2` wide so a line on the
/// right edge has room.
struct Accumulator {
    let width: Int, height: Int
    var cells: [Double]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = [Double](repeating: 0, count: (width + 2) * height)
    }

    /// Adds the line from `a` to `b` (pixel coordinates, y down, inside the bitmap).
    mutating func line(_ a: (Double, Double), _ b: (Double, Double)) {
        if a.1 == b.1 { return }
        let (p, q, dir) = a.1 < b.1 ? (a, b, 1.0) : (b, a, -1.0)
        let dxdy = (q.0 - p.0) / (q.1 - p.1)
        guard dxdy.isFinite, p.0.isFinite, p.1.isFinite, q.0.isFinite, q.1.isFinite else { return }
        let stride = width + 2
        let top = max(0, p.1), bottom = min(Double(height), q.1)
        guard top < bottom else { return }
        var x = p.0 + (top - p.1) * dxdy
        let clampX = Double(width)
        var y = Int(top.rounded(.down))
        while Double(y) < bottom {
            let rowTop = max(Double(y), top), rowBottom = min(Double(y + 1), bottom)
            let dy = rowBottom - rowTop
            let xNext = x + dxdy * dy
            let d = dy * dir
            let xa = min(max(min(x, xNext), 0), clampX), xb = min(max(max(x, xNext), 0), clampX)
            let base = y * stride
            let xaFloor = xa.rounded(.down), xbCeil = xb.rounded(.up)
            let ia = Int(xaFloor), ib = Int(xbCeil)
            if ib <= ia + 1 {
                // Inside one pixel column: split by the mean x.
                let mid = (xa + xb) / 2 - xaFloor
                cells[base + ia] += d * (1 - mid)
                cells[base + ia + 1] += d * mid
            } else {
                let s = 1 / (xb - xa)
                let fa = xa - xaFloor
                let a0 = 0.5 * s * (1 - fa) * (1 - fa)
                let fb = xb - xbCeil + 1
                let am = 0.5 * s * fb * fb
                cells[base + ia] += d * a0
                if ib == ia + 2 {
                    cells[base + ia + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - fa)
                    cells[base + ia + 1] += d * (a1 - a0)
                    if ia + 2 < ib - 1 {
                        for i in ia + 2..<ib - 1 { cells[base + i] += d * s }
                    }
                    let a2 = a1 + Double(ib - ia - 3) * s
                    cells[base + ib - 1] += d * (1 - a2 - am)
                }
                cells[base + ib] += d * am
            }
            x = xNext
            y += 1
        }
    }

    /// The coverage per pixel: the running sum along each row, kept in 0…1.
    func coverage() -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        let stride = width + 2
        for y in 0..<height {
            var sum = 0.0
            for x in 0..<width {
                sum += cells[y * stride + x]
                out[y * width + x] = Float(min(1, max(0, sum)))
            }
        }
        return out
    }
}
