/// How an editing view draws its text.
struct TextDrawingStyle {
    var textColor: Color
    var caretColor: Color
    var selectionColor: Color
    var opacity: Double
    var showsCaret: Bool
    var showsSelection: Bool
}

extension TextEditor {
    /// The default caret and selection colour (UIKit's system blue).
    static let defaultTint = Color(red: 0, green: 0.478, blue: 1)
    /// The default selection highlight: the tint at 30 % opacity.
    static let defaultSelection = Color(red: 0, green: 0.478, blue: 1, alpha: 0.3)
    /// The caret's width in points.
    static let caretWidth = 2.0

    /// Appends the selection, the text, the marked-text underline and the
    /// caret for the lines between `top` and `bottom` (text coordinates),
    /// with the text's top-left at `origin` (window coordinates).
    /// - Complexity: O(visible lines), plus a measurement per line edge.
    func appendCommands(to commands: inout DisplayCommandSink, origin: Point, top: Double, bottom: Double,
                        style: TextDrawingStyle) {
        let text = laidOutStorage
        let lineHeight = layout.lineHeight
        guard lineHeight > 0, layout.lineCount > 0 else { return }
        let first = max(Int((top / lineHeight).rounded(.down)), 0)
        let last = min(Int((bottom / lineHeight).rounded(.up)) - 1, layout.lineCount - 1)
        guard first <= last else { return }
        let typesetter = layout.typesetter
        let measurer = typesetter.measurer
        let selection = selectedRange
        var (p, l) = layout.paragraphLine(ofGlobal: first)
        for index in first...last {
            let y = origin.y + Double(index) * lineHeight
            let range = layout.lineRange(p, l, in: text)
            let drawn = layout.paragraphs[p].texts[l]
            let left = origin.x + layout.lineX(p, l)
            // The selection behind the text: a rectangle per span of
            // selected characters (several on a mixed line).
            if style.showsSelection, !selection.isEmpty,
               selection.lowerBound <= range.upperBound, selection.upperBound >= range.lowerBound {
                var spans = layout.spans(of: selection, paragraph: p, line: l, in: text)
                // A selection running on past the line's end shows a space's
                // width there (after its trailing end).
                if selection.upperBound > range.upperBound {
                    let extra = typesetter.fontSize * 0.3
                    if layout.geometry(p, l) != nil, layout.direction(ofParagraph: p) == .rightToLeft {
                        spans.insert((-extra, 0), at: 0)
                    } else {
                        let end = layout.geometry(p, l)?.width ?? measurer.width(of: drawn, atSize: typesetter.fontSize)
                        spans.append((end, end + extra))
                    }
                }
                for span in spans where span.right > span.left {
                    commands.append(.rect(RectCommand(rect: Rect(x: left + span.left, y: y, width: span.right - span.left,
                                                                 height: lineHeight),
                                                      fill: style.selectionColor, opacity: style.opacity)))
                }
            }
            if !drawn.isEmpty {
                TextRun.appendLine(drawn[...], origin: Point(x: left, y: y + layout.metrics.ascender),
                                   fontSize: typesetter.fontSize, measurer: measurer, color: style.textColor,
                                   opacity: style.opacity, direction: layout.direction(ofParagraph: p),
                                   bidi: layout.bidi(p, l), to: &commands)
            }
            if let marked = markedRange, marked.lowerBound <= range.upperBound, marked.upperBound >= range.lowerBound {
                let underline = max(1, typesetter.fontSize / 17)
                for span in layout.spans(of: marked, paragraph: p, line: l, in: text) where span.right > span.left {
                    commands.append(.rect(RectCommand(rect: Rect(x: left + span.left, y: y + layout.metrics.ascender + underline,
                                                                 width: span.right - span.left, height: underline),
                                                      fill: style.textColor, opacity: style.opacity)))
                }
            }
            l += 1
            if l >= layout.paragraphs[p].count { p += 1; l = 0 }
            if p >= layout.paragraphs.count { break }
        }
        if style.showsCaret, let caret = caretRect() {
            let rect = Rect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: caret.width, height: caret.height)
            if rect.maxY >= origin.y + top, rect.minY <= origin.y + bottom {
                commands.append(.rect(RectCommand(rect: rect, fill: style.caretColor, opacity: style.opacity)))
            }
        }
    }

    /// The caret's rectangle in text coordinates (`caretWidth` wide, a line
    /// tall, centred on the boundary), or `nil` when there is a selection.
    func caretRect() -> Rect? {
        guard anchor == head else { return nil }
        return caretRect(at: head, upstream: caretUpstream)
    }

    /// The caret rectangle for `offset` (at the head, standing where the
    /// head's caret stands; elsewhere upstream).
    func caretRect(at offset: Int) -> Rect {
        caretRect(at: offset, upstream: offset == head ? caretUpstream : true)
    }

    /// The caret rectangle for `offset` standing `upstream` or not
    /// (`LineGeometry.caretX`).
    func caretRect(at offset: Int, upstream: Bool) -> Rect {
        let text = laidOutStorage
        let (p, l, _) = layout.line(of: offset, in: text)
        let x = layout.caretX(of: offset, upstream: upstream, in: text)
        let y = Double(layout.globalLine(p, l)) * layout.lineHeight
        return Rect(x: x - TextEditor.caretWidth / 2, y: y, width: TextEditor.caretWidth, height: layout.lineHeight)
    }

    /// The character boundary nearest `point` (text coordinates).
    func offset(at point: Point) -> Int { stop(at: point).offset }

    /// The caret place nearest `point` (text coordinates): the nearest
    /// edge of a character on the line under it, with its affinity.
    func stop(at point: Point) -> (offset: Int, upstream: Bool) {
        guard layout.lineCount > 0, layout.lineHeight > 0 else { return (0, true) }
        let line = Int((point.y / layout.lineHeight).rounded(.down))
        if line < 0 { return (0, true) }
        if line >= layout.lineCount { return (storage.count, true) }
        let (p, l) = layout.paragraphLine(ofGlobal: line)
        return layout.stop(nearX: point.x, paragraph: p, line: l, in: laidOutStorage)
    }
}
