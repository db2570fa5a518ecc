/// One run a label draws: what `strata layout` prints for each run.
public struct LabelRun: Sendable, Hashable {
    /// The characters.
    public var text: String
    /// The face's full name (the measurer's name for hosts' measurers).
    public var fontName: String
    /// The run's glyph ids as shaped, in visual order (empty without a face).
    public var glyphs: [Int]
    /// The line the run is on, from 0.
    public var line: Int
}

extension Label {
    /// The runs the label draws, line by line, each line's runs in visual
    /// order (left to right): one per shaped run of a line (`LineShaper`:
    /// by fallback face, bidi level and script), or one per line for the
    /// built-in font and hosts' measurers.
    ///
    /// - Complexity: O(characters drawn); the layout is the drawing one.
    public var drawnRuns: [LabelRun] {
        let runs = drawingRuns()
        var result: [LabelRun] = []
        for (index, line) in runs.lines.enumerated() {
            let pieces = runs.pieces?[index]
                ?? [TextRunPiece(text: line, x: 0, face: runs.face, fontName: runs.fontName)]
            for piece in pieces {
                result.append(LabelRun(text: piece.text, fontName: piece.fontName, glyphs: piece.glyphIDs, line: index))
            }
        }
        return result
    }
}
