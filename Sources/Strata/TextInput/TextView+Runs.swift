extension TextView {
    /// The text of each wrapped line, top to bottom, in logical order
    /// (without the spaces hanging at a break): what `strata layout` prints
    /// as `"lines"`.
    ///
    /// - Complexity: O(lines).
    public var drawnLines: [String] {
        editor.layout.paragraphs.flatMap { $0.texts.map(String.init) }
    }

    /// The runs the text view draws, line by line, each line's shaped runs
    /// in visual order (as `Label.drawnRuns`): the characters, the face's
    /// full name, the glyph ids and the line.
    ///
    /// - Complexity: O(characters), shaping each line.
    public var drawnRuns: [LabelRun] {
        let layout = editor.layout
        let typesetter = layout.typesetter
        var result: [LabelRun] = []
        var lineIndex = 0
        for (p, paragraph) in layout.paragraphs.enumerated() {
            let direction = layout.direction(ofParagraph: p)
            for (l, text) in paragraph.texts.enumerated() {
                defer { lineIndex += 1 }
                guard !text.isEmpty else { continue }
                for piece in TextRun.pieces(of: text, fontSize: typesetter.fontSize, measurer: typesetter.measurer,
                                            direction: direction, bidi: layout.bidi(p, l)) {
                    result.append(LabelRun(text: piece.text, fontName: piece.fontName, glyphs: piece.glyphIDs,
                                           line: lineIndex))
                }
            }
        }
        return result
    }
}
