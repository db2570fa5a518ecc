/// A label in the display list: one `.text` run per line, its origin on
/// the line's baseline; a label with text is not outlined in outline mode.
extension Label: DisplayListContent {
    var showsDisplayListContent: Bool { !text.isEmpty }

    /// One run per line of the label, from the top-left of its frame.
    func appendDisplayListContent(to commands: inout [DisplayCommand], at topLeft: Point, opacity: Double) {
        let layout = layoutForDrawing()
        let font = drawingFont
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let baseline = Point(x: topLeft.x, y: topLeft.y + layout.baselineOffset(ofLine: index))
            commands.append(.text(TextRun(text: line, origin: baseline, fontSize: fontSize,
                                          fontName: font.name, face: font.face,
                                          color: textColor, opacity: opacity)))
        }
    }

    /// The measurer's font name and face (`nil` when it is not a
    /// `FontFace`), as text runs name them; kept until the measurer
    /// changes (a cast to `FontFace` per line costs a conformance lookup).
    var drawingFont: (name: String, face: FontFace?) {
        if let cachedDrawingFont { return cachedDrawingFont }
        let font = (name: measurer.fontName, face: measurer as? FontFace)
        cachedDrawingFont = font
        return font
    }
}
