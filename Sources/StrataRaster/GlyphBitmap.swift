import Strata

/// A glyph's anti-aliased coverage at one size and x phase: the fraction
/// of each pixel inside the outline (0…1), placed relative to the pen
/// position's pixel on the baseline.
public struct GlyphBitmap: Sendable, Hashable {
    /// The column of the bitmap's first pixel, from the pen's pixel.
    public var left: Int
    /// The row of the bitmap's first pixel, from the baseline's pixel row (negative: above).
    public var top: Int
    /// The size in pixels.
    public var width: Int, height: Int
    /// `width × height` coverages, row by row.
    public var coverage: [Float]

    /// An empty bitmap.
    public init() {
        left = 0
        top = 0
        width = 0
        height = 0
        coverage = []
    }

    /// The coverage of pixel `(x, y)` of the bitmap.
    public subscript(x: Int, y: Int) -> Float { coverage[y * width + x] }

    /// The sum of all coverages: the glyph's inked area in square pixels.
    public var area: Double { coverage.reduce(0) { $0 + Double($1) } }
}
