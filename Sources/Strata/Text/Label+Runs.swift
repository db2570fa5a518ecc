/// One run a label draws: what `strata layout` prints for each run.
public struct LabelRun: Sendable, Hashable {
    /// The characters.
    public var text: String
    /// The face's full name (the measurer's name for hosts' measurers).
    public var fontName: String
    /// The glyph id of each Unicode scalar (empty without a face).
    public var glyphs: [Int]
    /// The line the run is on, from 0.
    public var line: Int
}

extension Label {
    /// The runs the label draws, line by line in logical order: one per
    /// line, or one per fallback run when its font's fallback draws parts
    /// of a line with other faces (see `FontCascade`).
    ///
    /// - Complexity: O(characters drawn); the layout is the drawing one.
    public var drawnRuns: [LabelRun] {
        let runs = drawingRuns()
        var result: [LabelRun] = []
        for (index, line) in runs.lines.enumerated() {
            let pieces = runs.pieces?[index]
                ?? [TextRunPiece(text: line, x: 0, face: runs.face, fontName: runs.fontName)]
            for piece in pieces {
                let glyphs = piece.face.map { face in piece.text.unicodeScalars.map { Int(face.glyph(for: $0)) } } ?? []
                result.append(LabelRun(text: piece.text, fontName: piece.fontName, glyphs: glyphs, line: index))
            }
        }
        return result
    }
}
