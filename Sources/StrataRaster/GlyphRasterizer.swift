import Strata

/// Turns glyph outlines into coverage bitmaps: no hinting, quadratic
/// (TrueType) Béziers flattened to within 1/100 pixel and cubic (CFF) ones
/// to within 1/16 pixel (`flattenCubic`), and in every pixel the exact area
/// of the resulting polygon under the non-zero winding rule (see
/// `NonZeroScanner`), so overlapping contours count once.
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
    /// - Complexity: O(flattened segments × rows they span + bitmap pixels).
    public static func bitmap(of outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double = 0,
                              maximumPixels: Int = 1 << 24) -> GlyphBitmap {
        guard let e = edges(of: outline, pixelsPerUnit: k, xOffset: xOffset, maximumPixels: maximumPixels) else {
            return GlyphBitmap()
        }
        var bitmap = GlyphBitmap()
        bitmap.left = e.left
        bitmap.top = e.top
        bitmap.width = e.width
        bitmap.height = e.height
        bitmap.coverage = NonZeroScanner(width: e.width, height: e.height).coverage(of: e.edges)
        return bitmap
    }
}
