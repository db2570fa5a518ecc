/// The shaped lines' `LineGeometry`, kept by line until the next edit or
/// relayout (the caret, the selection and the pointer ask for the same
/// few lines between two edits).
final class LineGeometryCache {
    private var lines: [Int: LineGeometry] = [:]

    /// The geometry of global line `index`, made by `make` when not kept.
    func geometry(_ index: Int, make: () -> LineGeometry) -> LineGeometry {
        if let kept = lines[index] { return kept }
        if lines.count >= 256 { lines.removeAll(keepingCapacity: true) }
        let made = make()
        lines[index] = made
        return made
    }

    /// Forgets every line.
    func removeAll() {
        if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
    }
}

/// Where the caret and the selection go on a line (Docs/Text.md, "Editing
/// mixed text"): on the shaped glyphs when the typesetter's measurer has a
/// face, else (the built-in font, a host's measurer) on logical prefix
/// widths, left to right.
extension TextLineLayout {
    /// The geometry of line (`paragraph`, `line`), or `nil` for a measurer
    /// without a face.
    ///
    /// - Complexity: shaping the line once between edits.
    func geometry(_ paragraph: Int, _ line: Int) -> LineGeometry? {
        guard typesetter.measurer.primaryFace != nil else { return nil }
        return geometryCache.geometry(globalLine(paragraph, line)) {
            let text = paragraphs[paragraph].texts[line]
            let runs = LineShaper.shape(text, measurer: typesetter.measurer, direction: direction(ofParagraph: paragraph),
                                        bidi: bidi(paragraph, line))
            return LineGeometry(line: text, runs: runs, fontSize: typesetter.fontSize)
        }
    }

    /// The caret's x at `offset` (from the left of the text, `lineX`
    /// included): on shaped lines at the trailing edge of the character
    /// before it when `upstream`, else at the leading edge of the character
    /// at it (`LineGeometry.caretX`).
    func caretX(of offset: Int, upstream: Bool, in storage: TextStorage) -> Double {
        let (p, l, local) = line(of: offset, in: storage)
        guard let geometry = geometry(p, l) else { return lineX(p, l) + x(of: offset, in: storage) }
        return lineX(p, l) + geometry.caretX(local - paragraphs[p].starts[l], upstream: upstream)
    }

    /// The caret place on line (`paragraph`, `line`) nearest `x` (from
    /// the left of the text): its offset in the text and affinity.
    func stop(nearX textX: Double, paragraph: Int, line: Int, in storage: TextStorage) -> (offset: Int, upstream: Bool) {
        let x = textX - lineX(paragraph, line)
        guard let geometry = geometry(paragraph, line) else {
            return (offset(nearX: x, paragraph: paragraph, line: line, in: storage), true)
        }
        let start = lineRange(paragraph, line, in: storage).lowerBound
        guard let stop = geometry.nearest(to: x) else { return (start, true) }
        return (start + stop.offset, stop.upstream)
    }

    /// The caret place one step right (or left) of `offset` on its line,
    /// or `nil` at the line's visual end or on a measurer without a face.
    func visualNeighbor(of offset: Int, upstream: Bool, right: Bool, in storage: TextStorage)
        -> (offset: Int, upstream: Bool)? {
        let (p, l, local) = line(of: offset, in: storage)
        guard let geometry = geometry(p, l) else { return nil }
        let start = lineRange(p, l, in: storage).lowerBound
        let k = min(local - paragraphs[p].starts[l], geometry.count)
        guard let stop = geometry.neighbor(of: k, upstream: upstream, right: right) else { return nil }
        return (start + stop.offset, stop.upstream)
    }

    /// The left (or right) end of the line holding `offset`: its caret
    /// place there, or `nil` on an empty line or a measurer without a face.
    func visualEnd(ofLineAt offset: Int, right: Bool, in storage: TextStorage) -> (offset: Int, upstream: Bool)? {
        let (p, l, _) = line(of: offset, in: storage)
        guard let geometry = geometry(p, l) else { return nil }
        let stops = geometry.stops
        guard let stop = right ? stops.last : stops.first else { return nil }
        return (lineRange(p, l, in: storage).lowerBound + stop.offset, stop.upstream)
    }

    /// The spans (left, right) the characters of `range` cover on line
    /// (`paragraph`, `line`), left to right, from the line's left end:
    /// several on a mixed line.
    func spans(of range: Range<Int>, paragraph: Int, line: Int, in storage: TextStorage)
        -> [(left: Double, right: Double)] {
        let lineRange = lineRange(paragraph, line, in: storage)
        let drawn = paragraphs[paragraph].texts[line]
        if let geometry = geometry(paragraph, line) {
            return geometry.spans(of: (range.lowerBound - lineRange.lowerBound)..<(range.upperBound - lineRange.lowerBound))
        }
        guard range.lowerBound <= lineRange.upperBound, range.upperBound >= lineRange.lowerBound else { return [] }
        let left = range.lowerBound <= lineRange.lowerBound ? 0 : x(of: range.lowerBound, in: storage)
        let right = range.upperBound >= lineRange.upperBound
            ? typesetter.measurer.width(of: drawn, atSize: typesetter.fontSize) : x(of: range.upperBound, in: storage)
        return right > left ? [(left, right)] : []
    }
}
