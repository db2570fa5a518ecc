/// One piece of a line drawn with one face: where the line's fallback
/// runs start and which face draws them.
struct TextRunPiece: Sendable {
    /// The characters.
    var text: String
    /// The pen offset from the line's start, in points.
    var x: Double
    /// The face (`nil` for the built-in font and hosts' measurers).
    var face: FontFace?
    /// The name `TextRun.fontName` gets.
    var fontName: String
}

extension TextRun {
    /// The pieces of one line as `measurer` draws it: for a `FontCascade`,
    /// one per fallback run (`FontCascade.runs(in:)`), each after the
    /// widths of those before; otherwise the whole line with the
    /// measurer's face and name.
    ///
    /// - Complexity: O(characters of the line).
    static func pieces(of line: Substring, fontSize: Double, measurer: any TextMeasurer) -> [TextRunPiece] {
        guard let cascade = measurer as? FontCascade else {
            return [TextRunPiece(text: String(line), x: 0, face: measurer as? FontFace, fontName: measurer.fontName)]
        }
        var pieces: [TextRunPiece] = []
        var x = 0.0
        for run in cascade.runs(in: line) {
            let text = line[run.range]
            pieces.append(TextRunPiece(text: String(text), x: x, face: run.face, fontName: run.face.fontName))
            x += run.face.width(of: text, atSize: fontSize)
        }
        return pieces
    }

    /// Appends the runs of one line (`pieces(of:fontSize:measurer:)`) with
    /// the left end of its baseline at `origin`; a run of a face with
    /// colour glyphs draws them as images and layered paths
    /// (`appendColorRun`).
    static func appendLine(_ line: Substring, origin: Point, fontSize: Double, measurer: any TextMeasurer,
                           color: Color, opacity: Double, to commands: inout DisplayCommandSink) {
        for piece in pieces(of: line, fontSize: fontSize, measurer: measurer) {
            if let face = piece.face, face.hasColorGlyphs {
                appendColorRun(piece.text[...], origin: Point(x: origin.x + piece.x, y: origin.y), fontSize: fontSize,
                               face: face, color: color, opacity: opacity, to: &commands)
                continue
            }
            commands.append(.text(TextRun(text: piece.text, origin: Point(x: origin.x + piece.x, y: origin.y),
                                          fontSize: fontSize, fontName: piece.fontName, face: piece.face,
                                          color: color, opacity: opacity)))
        }
    }
}
