/// One glyph of a `TextRun`, placed: what hosts draw with the run's face.
///
/// ```swift
/// for glyph in run.glyphs {
///     draw(glyph.glyph, at: Point(x: run.origin.x + glyph.position.x, y: run.origin.y + glyph.position.y))
/// }
/// ```
public struct PositionedGlyph: Sendable, Hashable {
    /// The glyph id in the run's face.
    public var glyph: UInt32
    /// Where the glyph's origin is drawn, in points from the run's origin
    /// (the left end of its baseline), y down: the pen position plus the
    /// shaper's offset (marks sit above or below their base).
    public var position: Point
    /// The index, in Unicode scalars of the run's `text`, of the first
    /// character of the glyph's cluster.
    public var cluster: Int

    /// A glyph at `position` belonging to cluster `cluster`.
    public init(glyph: UInt32, position: Point, cluster: Int) {
        self.glyph = glyph
        self.position = position
        self.cluster = cluster
    }
}
