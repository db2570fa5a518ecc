extension TextEditor {
    /// Whether the paragraph holding `offset` is right to left and drawn
    /// on shaped runs (a measurer with a face): only then do the arrows'
    /// logical moves turn around.
    func isRightToLeftShaped(_ offset: Int) -> Bool {
        guard layout.typesetter.measurer.primaryFace != nil else { return false }
        let text = laidOutStorage
        guard text.count > 0 || !layout.paragraphs.isEmpty else { return false }
        return layout.direction(ofParagraph: layout.line(of: offset, in: text).paragraph) == .rightToLeft
    }

    /// One step of Left or Right from the caret at `offset` standing
    /// `upstream`: to the next caret place right (left) of it on its line
    /// (`LineGeometry.neighbor`); at the line's visual end, on to the next
    /// line's start (going forward in the paragraph's direction: Right in
    /// a left-to-right paragraph) or the previous line's end, and nowhere
    /// past the text's ends. Without a face, one character on logically.
    func visualStep(from offset: Int, upstream: Bool, right: Bool) -> (offset: Int, upstream: Bool) {
        let text = laidOutStorage
        guard layout.typesetter.measurer.primaryFace != nil, layout.lineCount > 0 else {
            return (right ? min(offset + 1, storage.count) : max(offset - 1, 0), true)
        }
        if let next = layout.visualNeighbor(of: offset, upstream: upstream, right: right, in: text) {
            return next
        }
        let (p, l, _) = layout.line(of: offset, in: text)
        let line = layout.globalLine(p, l)
        let forward = right != isRightToLeftShaped(offset)
        if forward {
            guard line + 1 < layout.lineCount else { return (offset, upstream) }
            let (np, nl) = layout.paragraphLine(ofGlobal: line + 1)
            let start = layout.lineRange(np, nl, in: text).lowerBound
            return (start > offset ? start : min(offset + 1, storage.count), true)
        }
        guard line > 0 else { return (offset, upstream) }
        let (pp, pl) = layout.paragraphLine(ofGlobal: line - 1)
        let end = lineBoundary(of: layout.lineRange(pp, pl, in: text).lowerBound, end: true)
        return (end < offset ? end : max(offset - 1, 0), true)
    }

    /// Home (`end` false) or End: the caret place at the visual end of the
    /// line holding the head where the line starts (left in a
    /// left-to-right paragraph, right in a right-to-left one) or ends;
    /// without a face, or on an empty line, the line's logical start or end.
    func lineEnd(of offset: Int, end: Bool) -> (offset: Int, upstream: Bool) {
        let right = end != isRightToLeftShaped(offset)
        if let place = layout.visualEnd(ofLineAt: offset, right: right, in: laidOutStorage) { return place }
        return (lineBoundary(of: offset, end: end), true)
    }
}
