import Strata

extension GlyphRasterizer {
    /// A glyph outline flattened into the scanner's edges, in the pixels of
    /// its bitmap (`left`, `top`: the bitmap's corner relative to the pen).
    struct Edges {
        var edges: [NonZeroScanner.Edge]
        var left: Int, top: Int, width: Int, height: Int
    }

    /// The edges of `outline` scaled by `pixelsPerUnit` with the pen at
    /// `xOffset`, and the bitmap box they fit in (see `bitmap(of:…)`);
    /// `nil` when the outline is empty, the scale is not a positive finite
    /// number or the box would have more than `maximumPixels` pixels.
    ///
    /// - Complexity: O(flattened segments).
    static func edges(of outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double,
                      maximumPixels: Int = 1 << 24) -> Edges? {
        guard let box = outline.controlBox, k > 0, k.isFinite else { return nil }
        let minX = box.minX, minY = box.minY, maxX = box.maxX, maxY = box.maxY
        let x0 = Int((xOffset + minX * k).rounded(.down)), x1 = Int((xOffset + maxX * k).rounded(.up))
        let y0 = Int((-maxY * k).rounded(.down)), y1 = Int((-minY * k).rounded(.up))
        let w = max(1, x1 - x0), h = max(1, y1 - y0)
        guard w * h <= min(maximumPixels, 1 << 24) else { return nil }
        var edges: [NonZeroScanner.Edge] = []
        let ox = xOffset - Double(x0), oy = -Double(y0)
        appendEdges(of: outline, into: &edges) { p in (ox + p.x * k, oy - p.y * k) }
        return Edges(edges: edges, left: x0, top: y0, width: w, height: h)
    }

    /// Appends the edges of `outline`, its points put in pixels by `map`:
    /// lines as they are, quadratic curves in up to 64 equal steps within
    /// `tolerance`, cubic curves by `flattenCubic` within `cubicTolerance`,
    /// every contour closed. The one flattening of glyph outlines (upright
    /// bitmaps and transformed text).
    ///
    /// - Complexity: O(flattened segments).
    static func appendEdges(of outline: GlyphOutline, into edges: inout [NonZeroScanner.Edge],
                            map: (Point) -> (Double, Double)) {
        func add(_ a: (Double, Double), _ b: (Double, Double)) {
            if let e = NonZeroScanner.Edge(a, b) { edges.append(e) }
        }
        var current = (0.0, 0.0), start = (0.0, 0.0)
        outline.forEachSegment { segment in
            switch segment {
            case .move(let p):
                if current != start { add(current, start) }   // an unclosed contour of `segments`
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
            case .cubic(let c1, let c2, let p):
                let q = map(p)
                flattenCubic(current, map(c1), map(c2), q, tolerance: cubicTolerance, add)
                current = q
            case .close:
                if current != start { add(current, start) }
                current = start
            }
        }
        if current != start { add(current, start) }
    }
}
