import StrataGeometry

/// The lines a piece of text breaks into and the size they take.
public struct TextLayout: Sendable, Hashable {
    /// The lines, top to bottom, without line breaks.
    public var lines: [String]
    /// The width of the widest line and the height of all lines
    /// (`lines.count · lineHeight`).
    public var size: Size
    /// The font size the text was measured at.
    public var fontSize: Double
    /// The font's metrics at `fontSize`.
    public var metrics: FontMetrics
    /// The direction of each line's paragraph (`Typesetter.baseWritingDirection`,
    /// else the paragraph's first strong character, else
    /// `Typesetter.layoutDirection`): what its runs are reordered by and
    /// what `.natural` alignment follows. Empty: every line left to right.
    public var directions: [TextDirection]
    /// Each line's place in its paragraph resolved whole (UAX #9), for the
    /// lines of a paragraph of several lines with right-to-left text or
    /// bidi controls; nil for the others (resolved alone, the same levels)
    /// and for a truncated last line. Empty: every line resolved alone.
    public var bidiLines: [BidiLine?]

    /// Creates a layout.
    public init(lines: [String], size: Size, fontSize: Double, metrics: FontMetrics,
                directions: [TextDirection] = [], bidiLines: [BidiLine?] = []) {
        self.lines = lines
        self.size = size
        self.fontSize = fontSize
        self.metrics = metrics
        self.directions = directions
        self.bidiLines = bidiLines
    }

    /// Line `index`'s place in its paragraph (`bidiLines`), when it has one.
    public func bidi(ofLine index: Int) -> BidiLine? {
        index >= 0 && index < bidiLines.count ? bidiLines[index] : nil
    }

    /// The paragraph direction of line `index` (left to right when unknown).
    public func direction(ofLine index: Int) -> TextDirection {
        index >= 0 && index < directions.count ? directions[index] : .leftToRight
    }

    /// The distance from the top of the text to the baseline of line `index`:
    /// `ascender + index · lineHeight`.
    public func baselineOffset(ofLine index: Int) -> Double {
        metrics.ascender + Double(index) * metrics.lineHeight
    }
}
