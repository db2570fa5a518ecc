import Strata

extension GlyphRasterizer {
    /// A glyph outline flattened in the pixels of its bitmap (`left`,
    /// `top`: the bitmap's corner relative to the pen).
    struct Placed {
        var polygon: GlyphPolygon
        var left: Int, top: Int, width: Int, height: Int

        /// The polygon's scanner edges.
        var edges: [NonZeroScanner.Edge] {
            var edges: [NonZeroScanner.Edge] = []
            edges.reserveCapacity(polygon.points.count)
            polygon.appendEdges(into: &edges)
            return edges
        }
    }

    /// A glyph outline flattened into the scanner's edges, in the pixels of
    /// its bitmap (`left`, `top`: the bitmap's corner relative to the pen).
    struct Edges {
        var edges: [NonZeroScanner.Edge]
        var left: Int, top: Int, width: Int, height: Int
    }

    /// `outline` scaled by `pixelsPerUnit` with the pen at `xOffset`,
    /// flattened, and the bitmap box it fits in (see `bitmap(of:…)`); `nil`
    /// when the outline is empty, the scale is not a positive finite
    /// number or the box would have more than `maximumPixels` pixels.
    ///
    /// - Complexity: O(flattened segments).
    static func placed(_ outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double,
                       maximumPixels: Int = 1 << 24) -> Placed? {
        guard let box = outline.controlBox, k > 0, k.isFinite else { return nil }
        let minX = box.minX, minY = box.minY, maxX = box.maxX, maxY = box.maxY
        let x0 = Int((xOffset + minX * k).rounded(.down)), x1 = Int((xOffset + maxX * k).rounded(.up))
        let y0 = Int((-maxY * k).rounded(.down)), y1 = Int((-minY * k).rounded(.up))
        let w = max(1, x1 - x0), h = max(1, y1 - y0)
        guard w * h <= min(maximumPixels, 1 << 24) else { return nil }
        var polygon = GlyphPolygon()
        let ox = xOffset - Double(x0), oy = -Double(y0)
        appendPolygon(of: outline, into: &polygon) { p in (ox + p.x * k, oy - p.y * k) }
        return Placed(polygon: polygon, left: x0, top: y0, width: w, height: h)
    }

    /// The edges of `outline` scaled by `pixelsPerUnit` with the pen at
    /// `xOffset`, and the bitmap box they fit in: `placed(_:…)` with the
    /// polygon made scanner edges.
    ///
    /// - Complexity: O(flattened segments).
    static func edges(of outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double,
                      maximumPixels: Int = 1 << 24) -> Edges? {
        guard let p = placed(outline, pixelsPerUnit: k, xOffset: xOffset, maximumPixels: maximumPixels) else { return nil }
        return Edges(edges: p.edges, left: p.left, top: p.top, width: p.width, height: p.height)
    }

    /// Appends the edges of `outline`, its points put in pixels by `map`
    /// (`appendPolygon`'s flattening; transformed text).
    ///
    /// - Complexity: O(flattened segments).
    static func appendEdges(of outline: GlyphOutline, into edges: inout [NonZeroScanner.Edge],
                            map: (Point) -> (Double, Double)) {
        var polygon = GlyphPolygon()
        appendPolygon(of: outline, into: &polygon, map: map)
        polygon.appendEdges(into: &edges)
    }

    /// Appends the contours of `outline`, its points put in pixels by
    /// `map`: lines as they are, quadratic curves in up to 64 equal steps
    /// within `tolerance`, cubic curves by `flattenCubic` within
    /// `cubicTolerance`, every contour closed (a drawing segment after a
    /// close starts a new contour where the last one began). The one
    /// flattening of glyph outlines (upright bitmaps and transformed text).
    ///
    /// - Complexity: O(flattened segments).
    static func appendPolygon(of outline: GlyphOutline, into polygon: inout GlyphPolygon,
                              map: (Point) -> (Double, Double)) {
        // The points and ends are moved out of `polygon` and back: the
        // closure below captures plain locals, not the `inout` parameter
        // (captured, every access to it was checked for exclusivity at
        // run time: a tenth of a cold CJK label's time).
        var points = polygon.points, ends = polygon.ends
        polygon = GlyphPolygon()
        points.reserveCapacity(points.count + 4 * (outline.segments.count + outline.contours.reduce(0) { $0 + $1.count }))
        var current = (0.0, 0.0), start = (0.0, 0.0), open = false
        outline.forEachSegment { segment in
            // A drawing segment opens a contour where none is open; a move
            // or a close ends the open one.
            switch segment {
            case .move, .close:
                if open { ends.append(points.count) }
                open = false
            case .line, .quad, .cubic:
                if !open { points.append(current) }
                open = true
            }
            switch segment {
            case .move(let p):
                current = map(p)
                start = current
                points.append(current)
                open = true
            case .line(let p):
                current = map(p)
                points.append(current)
            case .quad(let c, let p):
                let cc = map(c), q = map(p)
                let ddx = current.0 - 2 * cc.0 + q.0, ddy = current.1 - 2 * cc.1 + q.1
                let n = min(64, max(1, Int(((ddx * ddx + ddy * ddy).squareRoot() / (4 * tolerance)).squareRoot().rounded(.up))))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    points.append(i == n ? q : (u * u * current.0 + 2 * u * t * cc.0 + t * t * q.0,
                                                u * u * current.1 + 2 * u * t * cc.1 + t * t * q.1))
                }
                current = q
            case .cubic(let c1, let c2, let p):
                let q = map(p)
                flattenCubic(current, map(c1), map(c2), q, tolerance: cubicTolerance) { _, to in points.append(to) }
                current = q
            case .close:
                current = start
            }
        }
        if open { ends.append(points.count) }
        polygon.points = points
        polygon.ends = ends
    }
}
