import StrataGeometry

extension Typesetter {
    /// The last kept line when lines were dropped, following `mode`.
    func lastLine(_ line: WrappedLine, limit: Double?, mode: LineBreakMode) -> String {
        var rest = line.paragraph[line.text.startIndex...]
        // The rest ends at a line separator (UAX #14's mandatory breaks).
        if Typesetter.mayHaveSeparators(rest),
           let separator = rest.firstIndex(where: { Typesetter.isLineSeparator($0) }) {
            rest = rest[..<separator]
        }
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return String(line.text)
        case .byClipping:
            return clip(rest, limit: limit)
        case .byTruncatingTail:
            return truncateTail(rest, limit: limit)
        case .byTruncatingHead, .byTruncatingMiddle:
            if fits(rest, limit) { return truncateTail(rest, limit: limit) }
            return mode == .byTruncatingHead ? truncateHead(rest, limit: limit!) : truncateMiddle(rest, limit: limit!)
        }
    }

    /// `text` cut to its longest prefix that fits (at least one character),
    /// without trailing spaces.
    package func clip(_ text: Substring, limit: Double?) -> String {
        if fits(text, limit) { return String(text) }
        let (offsets, spaces) = Typesetter.scan(text)
        let count = offsets.count - 1
        var end = Typesetter.lastTrue(1, count + 1, { fits(text[..<offsets[$0]], limit) }) ?? 1
        while end > 1, spaces[end - 1] { end -= 1 }
        return String(text[..<offsets[end]])
    }

    /// The longest prefix of `text` that fits with the mark after it,
    /// without trailing spaces, then the mark.
    func truncateTail(_ text: Substring, limit: Double?) -> String {
        let mark = measurer.ellipsis
        let markWidth = measurer.width(of: mark[...], atSize: fontSize)
        let (offsets, spaces) = Typesetter.scan(text)
        let count = offsets.count - 1
        var end = fits(text, limit, plus: markWidth) ? count
            : Typesetter.lastTrue(0, count + 1, { fits(text[..<offsets[$0]], limit, plus: markWidth) }) ?? 0
        while end > 0, spaces[end - 1] { end -= 1 }
        return String(text[..<offsets[end]]) + mark
    }

    /// The mark, then the longest suffix of `text` that fits after it,
    /// without leading spaces.
    func truncateHead(_ text: Substring, limit: Double) -> String {
        let mark = measurer.ellipsis
        let markWidth = measurer.width(of: mark[...], atSize: fontSize)
        let (offsets, spaces) = Typesetter.scan(text)
        let count = offsets.count - 1
        let kept = Typesetter.lastTrue(0, count + 1, {
            fits(text[offsets[count - $0]...], limit, plus: markWidth)
        }) ?? 0
        var start = count - kept
        while start < count, spaces[start] { start += 1 }
        return mark + String(text[offsets[start]...])
    }

    /// The start and the end of `text` around the mark, keeping as many
    /// characters as fit (the start gets the odd one), without spaces next
    /// to the mark.
    func truncateMiddle(_ text: Substring, limit: Double) -> String {
        let mark = measurer.ellipsis
        let markWidth = measurer.width(of: mark[...], atSize: fontSize)
        let (offsets, spaces) = Typesetter.scan(text)
        let count = offsets.count - 1
        let kept = Typesetter.lastTrue(0, count + 1, { kept in
            let head = text[..<offsets[(kept + 1) / 2]], tail = text[offsets[count - kept / 2]...]
            return fits(head, limit, plus: markWidth + measurer.width(of: tail, atSize: fontSize))
        }) ?? 0
        var end = (kept + 1) / 2, start = count - kept / 2
        while end > 0, spaces[end - 1] { end -= 1 }
        while start < count, spaces[start] { start += 1 }
        return String(text[..<offsets[end]]) + mark + String(text[offsets[start]...])
    }
}
