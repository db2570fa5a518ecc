import StrataGeometry

/// The vertical metrics of a font at one size, as a `TextMeasurer` reports
/// them.
///
/// Lines are stacked every `lineHeight`; the first baseline sits
/// `ascender` below the top of the text, so the last baseline sits
/// `lineHeight − ascender` above the bottom (`descender` when the font has
/// no extra leading).
public struct FontMetrics: Sendable, Hashable {
    /// From the baseline up to the top of a line (positive).
    public var ascender: Double
    /// From the baseline down to the bottom of the glyphs (positive).
    public var descender: Double
    /// The distance between the baselines of consecutive lines (usually
    /// `ascender + descender`, plus the font's line gap if it has one).
    public var lineHeight: Double

    /// Metrics with the given values (all finite and not negative).
    public init(ascender: Double, descender: Double, lineHeight: Double) {
        precondition(ascender >= 0 && ascender.isFinite && descender >= 0 && descender.isFinite
                     && lineHeight >= 0 && lineHeight.isFinite,
                     "Font metrics must be finite and not negative, got \(ascender), \(descender), \(lineHeight)")
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}
