import Strata

/// A glyph outline flattened to closed polygons in the pixels of its
/// bitmap (y down): each contour's points in order, the segment from its
/// last point back to its first implied.
///
/// `GlyphRasterizer` draws it by plain signed-area accumulation (every
/// segment into the `Accumulator` with its own direction, as FreeType's
/// and font-rs's rasterizers do) when its contours are simple, apart and
/// wound so that every point's winding number is 0 or one same ±1
/// (`simpleWinding(width:height:)`): there that sum is the exact non-zero area.
/// Otherwise (overlapping or crossing contours, touching ones, a winding
/// of 2) it goes to `NonZeroScanner`.
struct GlyphPolygon {
    /// The points of all contours, one contour after the other.
    var points: [(Double, Double)] = []
    /// The index in `points` just past each contour's last point.
    var ends: [Int] = []

    /// Calls `body` with every segment: each contour's consecutive points,
    /// then its last point back to its first when they differ (the order
    /// in which the rasterizer has always added its edges).
    ///
    /// - Complexity: O(points).
    @inline(__always)
    func forEachSegment(_ body: (_ a: (Double, Double), _ b: (Double, Double)) -> Void) {
        var start = 0
        for end in ends {
            if end > start {
                for i in start..<(end - 1) { body(points[i], points[i + 1]) }
                if points[end - 1] != points[start] { body(points[end - 1], points[start]) }
            }
            start = end
        }
    }

    /// Appends the scanner edges of the segments (the horizontal and
    /// non-finite ones dropped), in the order of `forEachSegment`.
    ///
    /// - Complexity: O(points).
    func appendEdges(into edges: inout [NonZeroScanner.Edge]) {
        forEachSegment { a, b in
            if let e = NonZeroScanner.Edge(a, b) { edges.append(e) }
        }
    }

    /// The coverage of a `width` × `height` bitmap by plain signed-area
    /// accumulation, `sign` the winding number inside (see
    /// `simpleWinding(width:height:)`): the exact non-zero area only when every
    /// point's winding is 0 or `sign`.
    ///
    /// - Complexity: O(segments × rows they span + pixels).
    func signedCoverage(width: Int, height: Int, sign: Double) -> [Float] {
        var accumulator = Accumulator(width: width, height: height)
        accumulator.cells.withUnsafeMutableBufferPointer { cells in
            forEachSegment { a, b in Accumulator.line(a, b, width: width, height: height, into: &cells) }
        }
        return accumulator.coverage(sign: sign)
    }
}
