/// A label in the display list: one `.text` run per line, its origin on
/// the line's baseline; a label with text is not outlined in outline mode.
extension Label: DisplayListContent {
    var showsDisplayListContent: Bool { !text.isEmpty }

    /// One run per line of the label, from the top of its frame, placed
    /// across by `textAlignment` (one per shaped run of the line, in
    /// visual order, for a measurer with a face; colour glyphs as images
    /// and layered paths, `TextRun.appendColorRun`).
    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double) {
        let runs = drawingRuns()
        let size = fontSize, color = textColor
        let width = bounds.width, alignment = textAlignment
        for index in runs.lines.indices {
            let spare = width - runs.widths[index]
            let x = spare > 0 ? spare * alignment.leadingFraction(rightToLeft: runs.directions[index] == .rightToLeft) : 0
            let baseline = Point(x: topLeft.x + x, y: topLeft.y + runs.baselineOffsets[index])
            if let pieces = runs.pieces?[index] {
                for piece in pieces {
                    if let face = piece.face, face.hasColorGlyphs {
                        TextRun.appendColorRun(piece.text[...], glyphs: piece.glyphs,
                                               origin: Point(x: baseline.x + piece.x, y: baseline.y),
                                               fontSize: size, face: face, color: color, opacity: opacity, to: &commands)
                        continue
                    }
                    commands.append(.text(TextRun(text: piece.text, origin: Point(x: baseline.x + piece.x, y: baseline.y),
                                                  fontSize: size, fontName: piece.fontName, face: piece.face,
                                                  color: color, opacity: opacity, glyphs: piece.glyphs)))
                }
            } else if let face = runs.face, face.hasColorGlyphs {
                TextRun.appendColorRun(runs.lines[index][...], origin: baseline, fontSize: size, face: face, color: color,
                                       opacity: opacity, to: &commands)
            } else {
                commands.append(.text(TextRun(text: runs.lines[index], origin: baseline, fontSize: size,
                                              fontName: runs.fontName, face: runs.face,
                                              color: color, opacity: opacity)))
            }
        }
    }
}

/// A label's drawing layout with what its text runs need, made once per
/// wrapping width: the lines that are not empty, their baselines from the
/// top of the label, and the font's name and face. A label draws from it
/// every frame without copying the layout or asking the measurer.
final class LabelDrawingRuns {
    /// The wrapping width the layout was made for (`nil`: none).
    let width: Double?
    /// The layout (`Label.layoutForDrawing()`).
    let layout: TextLayout
    /// The lines that are not empty, top to bottom.
    let lines: [String]
    /// The distance from the label's top to each line's baseline.
    let baselineOffsets: [Double]
    /// Each line's paragraph direction.
    let directions: [TextDirection]
    /// Each line's width: its runs' advances.
    let widths: [Double]
    /// The measurer's font name, as text runs name it.
    let fontName: String
    /// The measurer's face, when it is a `FontFace` (asked once here: the
    /// cast is a conformance lookup).
    let face: FontFace?
    /// Each line's shaped runs in visual order (`TextRun.pieces`), when
    /// the measurer has a face.
    let pieces: [[TextRunPiece]]?

    init(width: Double?, layout: TextLayout, measurer: any TextMeasurer) {
        self.width = width
        self.layout = layout
        var lines: [String] = [], offsets: [Double] = [], directions: [TextDirection] = []
        var bidiLines: [BidiLine?] = []
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            lines.append(line)
            offsets.append(layout.baselineOffset(ofLine: index))
            directions.append(layout.direction(ofLine: index))
            bidiLines.append(layout.bidi(ofLine: index))
        }
        self.lines = lines
        baselineOffsets = offsets
        fontName = measurer.fontName
        face = measurer.primaryFace
        self.directions = directions
        let pieces = face == nil ? nil : lines.indices.map {
            TextRun.pieces(of: lines[$0][...], fontSize: layout.fontSize, measurer: measurer, direction: directions[$0],
                           bidi: bidiLines[$0])
        }
        self.pieces = pieces
        widths = lines.indices.map { i in
            pieces.map { $0[i].reduce(0) { $0 + $1.width } } ?? measurer.width(of: lines[i][...], atSize: layout.fontSize)
        }
    }
}
