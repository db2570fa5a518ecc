/// One piece of a line drawn with one face: where the line's shaped runs
/// start, which face draws them and their glyphs.
struct TextRunPiece: Sendable {
    /// The characters, in logical order.
    var text: String
    /// The pen offset from the line's left end, in points.
    var x: Double
    /// The face (`nil` for the built-in font and hosts' measurers).
    var face: FontFace?
    /// The name `TextRun.fontName` gets.
    var fontName: String
    /// The glyphs placed from the piece's origin (empty without a face).
    var glyphs: [PositionedGlyph] = []
    /// The piece's advance in points (0 without a face: not measured).
    var width = 0.0
    /// The glyph ids in visual order (empty without a face).
    var glyphIDs: [Int] { glyphs.map { Int($0.glyph) } }
}

extension TextRun {
    /// The pieces of one line as `measurer` draws it, left to right: for a
    /// measurer with a face, one per shaped run (`LineShaper.shape`: by
    /// fallback face, bidi level and script, in visual order), each after
    /// the widths of those before it, with its glyphs; otherwise the whole
    /// line with the measurer's name.
    ///
    /// - Parameters:
    ///   - direction: the line's paragraph direction (nil: its first strong character).
    ///   - bidi: the line's place in its paragraph resolved whole (nil: the line resolved alone).
    /// - Complexity: O(characters of the line), or shaping's cost for text that needs it.
    static func pieces(of line: Substring, fontSize: Double, measurer: any TextMeasurer,
                       direction: TextDirection? = nil, bidi: BidiLine? = nil) -> [TextRunPiece] {
        let runs = LineShaper.shape(line, measurer: measurer, direction: direction, bidi: bidi)
        guard !runs.isEmpty else {
            // No face: the built-in font or a host's measurer, which needs no width here.
            return [TextRunPiece(text: String(line), x: 0, face: nil, fontName: measurer.fontName)]
        }
        var pieces: [TextRunPiece] = []
        pieces.reserveCapacity(runs.count)
        var x = 0.0
        for run in runs {
            let k = fontSize / Double(run.face.unitsPerEm)
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(run.glyphs.count)
            var penX = 0, penY = 0
            for g in run.glyphs {
                glyphs.append(PositionedGlyph(glyph: g.glyph,
                                              position: Point(x: Double(penX + g.xOffset) * k, y: Double(-(penY + g.yOffset)) * k),
                                              cluster: g.cluster))
                penX += g.xAdvance
                penY += g.yAdvance
            }
            pieces.append(TextRunPiece(text: run.text, x: x, face: run.face, fontName: run.face.fontName, glyphs: glyphs,
                                       width: Double(penX) * k))
            x += Double(penX) * k
        }
        return pieces
    }

    /// Appends the runs of one line (`pieces(of:fontSize:measurer:direction:)`)
    /// with the left end of its baseline at `origin`; a run of a face with
    /// colour glyphs draws them as images and layered paths
    /// (`appendColorRun`).
    static func appendLine(_ line: Substring, origin: Point, fontSize: Double, measurer: any TextMeasurer,
                           color: Color, opacity: Double, direction: TextDirection? = nil, bidi: BidiLine? = nil,
                           to commands: inout DisplayCommandSink) {
        for piece in pieces(of: line, fontSize: fontSize, measurer: measurer, direction: direction, bidi: bidi) {
            if let face = piece.face, face.hasColorGlyphs {
                appendColorRun(piece.text[...], glyphs: piece.glyphs, origin: Point(x: origin.x + piece.x, y: origin.y),
                               fontSize: fontSize, face: face, color: color, opacity: opacity, to: &commands)
                continue
            }
            commands.append(.text(TextRun(text: piece.text, origin: Point(x: origin.x + piece.x, y: origin.y),
                                          fontSize: fontSize, fontName: piece.fontName, face: piece.face,
                                          color: color, opacity: opacity, glyphs: piece.glyphs)))
        }
    }

    /// Calls `body` with each glyph `face` draws for this run and its
    /// position in points from `origin`: `glyphs` when the run has them,
    /// else one glyph per character of `text` with pair kerning
    /// (`FontFace.forEachGlyph`).
    ///
    /// - Complexity: O(glyphs).
    @inline(__always)
    package func forEachGlyph(face: FontFace, _ body: (_ glyph: UInt16, _ x: Double, _ y: Double) -> Void) {
        if !glyphs.isEmpty {
            for g in glyphs where g.glyph <= UInt32(UInt16.max) {
                body(UInt16(g.glyph), g.position.x, g.position.y)
            }
            return
        }
        let k = fontSize / Double(face.unitsPerEm)
        face.forEachGlyph(in: text[...]) { glyph, pen in body(glyph, Double(pen) * k, 0) }
    }

    /// The run's advance width in points: its glyphs' extent when it has
    /// them (the last glyph's position plus its advance), else `face`'s
    /// width of `text`.
    package func advanceWidth(face: FontFace) -> Double {
        guard let last = glyphs.last else { return face.width(of: text[...], atSize: fontSize) }
        let k = fontSize / Double(face.unitsPerEm)
        return last.position.x + Double(face.advance(of: UInt16(truncatingIfNeeded: last.glyph))) * k
    }
}
