/// A label in the display list: one `.text` run per line, its origin on
/// the line's baseline; a label with text is not outlined in outline mode.
extension Label: DisplayListContent {
    var showsDisplayListContent: Bool { !text.isEmpty }

    /// One run per line of the label, from the top-left of its frame.
    func appendDisplayListContent(to commands: inout [DisplayCommand], at topLeft: Point, opacity: Double) {
        let layout = layoutForDrawing()
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let baseline = Point(x: topLeft.x, y: topLeft.y + layout.baselineOffset(ofLine: index))
            commands.append(.text(TextRun(text: line, origin: baseline, fontSize: fontSize,
                                          fontName: measurer.fontName, face: measurer as? FontFace,
                                          color: textColor, opacity: opacity)))
        }
    }
}
