/// Viewport layout (a text laid out lazily, `TextLineLayout+Lazy`): the
/// paragraphs on screen, and half a screen above and below, are laid out
/// when the view lays out, and the content size follows their real line
/// counts (an estimate until then, as TextKit 2's).
extension TextView {
    /// Lays out the paragraphs around the visible rect and corrects
    /// `contentSize`. The lines at the top of the view stay where they are
    /// on screen (the offset moves with them when lines above them were
    /// laid out), and a view scrolled to the end stays at the end.
    /// - Complexity: O(1) for a text laid out whole; else O(paragraphs
    ///   there × log paragraphs) plus their layout.
    func layoutViewport() {
        let layout = editor.layout
        guard !layout.isFullyLaidOut, layout.lineHeight > 0 else { return }
        let inset = textContainerInset
        let margin = bounds.height / 2
        // Each round lays out at least one paragraph, or stops; a few
        // rounds settle an end whose estimate was too tall.
        for _ in 0..<16 {
            let atEnd = contentOffset.y > minimumContentOffset.y && contentOffset.y >= maximumContentOffset.y
            let top = contentOffset.y - inset.top
            let anchorLine = max(min(Int((top / layout.lineHeight).rounded(.down)), layout.lineCount - 1), 0)
            let anchor = layout.paragraphLine(ofGlobal: anchorLine).paragraph
            let anchorFirst = layout.globalLine(anchor, 0)
            let laid = layout.layOut(top: top - margin, bottom: top + bounds.height + margin)
            updateContentSize()
            if laid == 0 { break }
            var offset = contentOffset
            if atEnd {
                offset.y = maximumContentOffset.y
            } else {
                offset.y += Double(layout.globalLine(anchor, 0) - anchorFirst) * layout.lineHeight
            }
            if offset != contentOffset { contentOffset = offset }
        }
    }
}
