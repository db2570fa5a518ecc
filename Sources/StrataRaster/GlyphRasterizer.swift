import Strata

/// Turns glyph outlines into coverage bitmaps: no hinting, quadratic
/// (TrueType) Béziers flattened to within 1/100 pixel and cubic (CFF) ones
/// to within 1/16 pixel (`flattenCubic`), and in every pixel the exact area
/// of the resulting polygon under the non-zero winding rule, so
/// overlapping contours count once.
///
/// A glyph whose contours are simple, apart and wound so that every
/// point's winding is 0 or one same ±1 (most glyphs:
/// `GlyphPolygon.simpleWinding(width:height:)`) is drawn by plain signed-area
/// accumulation, where that sum is the exact area; any other by
/// `NonZeroScanner`, which resolves overlaps and crossings.
///
/// ```swift
/// let bitmap = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: 17.0 / 2048, xOffset: 0.25)
/// ```
public enum GlyphRasterizer {
    /// The flattening tolerance of quadratic curves, in pixels.
    static let tolerance = 0.01
    /// The flattening tolerance of cubic curves, in pixels: CJK glyphs
    /// have many, and the scanner's cost grows with their edges.
    static let cubicTolerance = 1.0 / 16

    /// The coverage of `outline` (font units, y up) scaled by
    /// `pixelsPerUnit`, with the pen at `xOffset` pixels (0 ≤ x < 1) right
    /// of its pixel's left edge; an empty bitmap when it would have more
    /// than `maximumPixels` pixels.
    ///
    /// - Complexity: O(flattened segments × rows they span + bitmap
    ///   pixels), plus `NonZeroScanner`'s cost for a glyph whose contours
    ///   overlap or touch.
    public static func bitmap(of outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double = 0,
                              maximumPixels: Int = 1 << 24) -> GlyphBitmap {
        guard let p = placed(outline, pixelsPerUnit: k, xOffset: xOffset, maximumPixels: maximumPixels) else {
            return GlyphBitmap()
        }
        var bitmap = GlyphBitmap()
        bitmap.left = p.left
        bitmap.top = p.top
        bitmap.width = p.width
        bitmap.height = p.height
        bitmap.coverage = coverage(of: p)
        return bitmap
    }

    /// The coverage of a placed outline: signed-area accumulation when its
    /// winding is simple, `NonZeroScanner` otherwise.
    static func coverage(of p: Placed) -> [Float] {
        if let sign = p.polygon.simpleWinding(width: p.width, height: p.height) {
            return p.polygon.signedCoverage(width: p.width, height: p.height, sign: sign)
        }
        return NonZeroScanner(width: p.width, height: p.height).coverage(of: p.edges)
    }
}
