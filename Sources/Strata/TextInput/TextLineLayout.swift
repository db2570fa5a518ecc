/// The wrapped lines of a `TextStorage`, kept per paragraph so that an
/// edit lays out again only the paragraphs it changed.
///
/// Lines wrap as `Label`'s do (`Typesetter`'s greedy word wrapping; the
/// spaces at a break stay at the end of the line they follow, undrawn).
/// Each paragraph takes at least one line; line `i` of the whole text is
/// `lineHeight` tall.
///
/// A text of more than `eagerCharacterLimit` characters is laid out
/// lazily, as TextKit 2 does (`TextLineLayout+Lazy.swift`): a paragraph
/// not yet laid out counts an estimated number of lines until something
/// asks for its lines (`paragraphs[p]`: drawing, the caret, hit-testing),
/// so `lineCount` and `height` are estimates that become exact as the
/// paragraphs are laid out. A smaller text is laid out whole, exactly.
///
/// A class: its lazily laid-out paragraphs fill in while it is read.
/// The editor owns it; copies of the reference only read it.
final class TextLineLayout {
    /// One paragraph's lines.
    struct ParagraphLines {
        /// Where each line starts, in characters from the paragraph's start.
        var starts: [Int]
        /// The drawn characters of each line (no trailing break spaces).
        var texts: [Substring]
        /// The widest line's width.
        var width: Double
        /// Each line's width.
        var widths: [Double]
        /// Each line's place in the paragraph resolved whole (UAX #9), for
        /// a paragraph of several lines with right-to-left text or bidi
        /// controls (`BidiLine.isNeeded`); nil: each line resolved alone.
        var bidi: [BidiLine]?
        var count: Int { starts.count }
        /// A pending paragraph's place holder (no lines).
        static let pending = ParagraphLines(starts: [], texts: [], width: 0, widths: [])
    }

    /// A pending paragraph's text and character count, kept until it is
    /// laid out (then empty).
    struct PendingText {
        var text: String
        var count: Int
        static let none = PendingText(text: "", count: 0)
    }

    var typesetter: Typesetter
    /// The width lines wrap at; `nil` does not wrap (a text field).
    /// Setting it takes effect at the next `rebuild`.
    var wrapWidth: Double?
    /// Where each line sits across `wrapWidth` (`.natural`: by its
    /// paragraph's direction); without a wrap width every line starts at 0.
    var alignment: TextAlignment = .natural
    /// Each paragraph's lines; a pending paragraph's are empty (no
    /// `starts`: a laid-out paragraph has at least one line).
    var laidLines: [ParagraphLines] = []
    /// Each pending paragraph's text (`PendingText.none` once laid out).
    var pendingTexts: [PendingText] = []
    /// Each paragraph's line count (estimated while pending) and their sums.
    var lineCounts = LineCountTree()
    /// How many paragraphs are laid out.
    var laidOutParagraphCount = 0
    /// The font's metrics at the typesetter's size.
    let metrics: FontMetrics
    /// The shaped lines' caret geometry, until the next change.
    let geometryCache = LineGeometryCache()
    /// The average advance of narrow (Latin-like) characters, measured
    /// once on a sample when a first estimate needs it.
    lazy var narrowAdvance: Double = {
        let sample = "The quick brown fox jumps over the lazy dog 0123456789"
        return typesetter.measurer.width(of: sample[...], atSize: typesetter.fontSize) / Double(sample.count)
    }()

    init(typesetter: Typesetter, wrapWidth: Double?) {
        self.typesetter = typesetter
        self.wrapWidth = wrapWidth
        self.metrics = typesetter.measurer.metrics(atSize: typesetter.fontSize)
    }

    /// The height of one line.
    var lineHeight: Double { metrics.lineHeight }

    /// The paragraphs' lines, each laid out when first read.
    var paragraphs: Paragraphs { Paragraphs(layout: self) }

    /// The number of lines (estimated for paragraphs not laid out).
    var lineCount: Int { lineCounts.total }

    /// The direction of paragraph `index`: the typesetter's base direction,
    /// else its first strong character, else the layout direction.
    ///
    /// - Complexity: O(characters up to the first strong one).
    func direction(ofParagraph index: Int) -> TextDirection {
        if let given = typesetter.baseWritingDirection { return given }
        for line in paragraphs[index].texts {
            if let found = Typesetter.firstStrongDirection(line) { return found }
        }
        return typesetter.layoutDirection
    }
    /// The x of line (`paragraph`, `line`)'s left end: its share of the
    /// spare wrap width by `alignment` (0 without a wrap width).
    func lineX(_ paragraph: Int, _ line: Int) -> Double {
        guard let wrapWidth else { return 0 }
        let spare = max(wrapWidth - paragraphs[paragraph].widths[line], 0)
        if spare == 0 || alignment == .left { return 0 }
        return spare * alignment.leadingFraction(rightToLeft: direction(ofParagraph: paragraph) == .rightToLeft)
    }

    /// The height of all lines (estimated for paragraphs not laid out).
    var height: Double { Double(lineCount) * metrics.lineHeight }

    /// The widest line (a text field's width), laying out any pending
    /// paragraph first.
    /// - Complexity: O(paragraphs), plus the pending paragraphs' layout.
    var width: Double {
        layOutAll()
        var widest = 0.0
        for lines in laidLines { widest = max(widest, lines.width) }
        return widest
    }

    /// One paragraph's lines.
    func lay(_ text: String, count: Int) -> ParagraphLines {
        var wrapped: [WrappedLine] = []
        typesetter.wrap(text[...], limit: wrapWidth, byCharacters: false, maxLines: 0, into: &wrapped)
        if wrapped.count <= 1 {
            let width = text.isEmpty ? 0 : typesetter.measurer.width(of: text[...], atSize: typesetter.fontSize)
            return ParagraphLines(starts: [0], texts: [text[...]], width: width, widths: [width])
        }
        var starts: [Int] = [], texts: [Substring] = [], widths: [Double] = []
        var offset = 0, index = text.startIndex, widest = 0.0
        let ascii = count == text.utf8.count
        for line in wrapped {
            offset += ascii ? text.utf8.distance(from: index, to: line.text.startIndex)
                            : text.distance(from: index, to: line.text.startIndex)
            index = line.text.startIndex
            starts.append(offset)
            texts.append(line.text)
            let width = typesetter.measurer.width(of: line.text, atSize: typesetter.fontSize)
            widths.append(width)
            widest = max(widest, width)
        }
        var bidi: [BidiLine]?
        let direction = typesetter.baseWritingDirection ?? Typesetter.firstStrongDirection(text[...])
            ?? typesetter.layoutDirection
        if BidiLine.isNeeded(text[...], direction: direction) {
            let resolved = BidiParagraph(text, direction: direction)
            let scalars = text.unicodeScalars
            var index = text.startIndex, scalarOffset = 0
            bidi = texts.map { line in
                scalarOffset += scalars.distance(from: index, to: line.startIndex)
                index = line.startIndex
                return BidiLine(paragraph: resolved, range: scalarOffset..<(scalarOffset + line.unicodeScalars.count))
            }
        }
        return ParagraphLines(starts: starts, texts: texts, width: widest, widths: widths, bidi: bidi)
    }

    /// Line (`paragraph`, `line`)'s place in its paragraph resolved whole, when it has one.
    func bidi(_ paragraph: Int, _ line: Int) -> BidiLine? {
        paragraphs[paragraph].bidi.flatMap { line < $0.count ? $0[line] : nil }
    }

    // MARK: Lines and offsets

    /// The line holding `offset` of `storage`: its paragraph and its index
    /// in the paragraph. At a wrap point the offset is on the later line.
    func line(of offset: Int, in storage: TextStorage) -> (paragraph: Int, line: Int, local: Int) {
        let (p, local) = storage.locate(offset)
        let starts = paragraphs[p].starts
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= local { low = middle } else { high = middle - 1 }
        }
        return (p, low, local)
    }

    /// The global index of line `line` of paragraph `paragraph`.
    /// - Complexity: O(log paragraphs).
    func globalLine(_ paragraph: Int, _ line: Int) -> Int { lineCounts.prefix(paragraph) + line }

    /// The paragraph and line of global line `index` (clamped); the line
    /// is in a laid-out paragraph (a pending paragraph there is laid out
    /// first, which may move the lines after it).
    /// - Complexity: O(log paragraphs), plus laying out that paragraph.
    func paragraphLine(ofGlobal index: Int) -> (paragraph: Int, line: Int) {
        while true {
            let target = min(max(index, 0), lineCount - 1)
            let p = lineCounts.paragraph(holding: target)
            // A pending paragraph's estimated lines are not real: lay it
            // out and look again (its first line stays where it was).
            if layOut(p) { continue }
            return (p, target - lineCounts.prefix(p))
        }
    }

    /// The offsets a line covers: from its start to the next line's start
    /// (the paragraph's end, before the separator, for its last line).
    func lineRange(_ paragraph: Int, _ line: Int, in storage: TextStorage) -> Range<Int> {
        let base = storage.starts[paragraph]
        let lines = paragraphs[paragraph]
        let end = line + 1 < lines.count ? lines.starts[line + 1] : storage.paragraphs[paragraph].count
        return (base + lines.starts[line])..<(base + end)
    }

    /// The x of `offset` on its line (0 at the line's start), measuring
    /// the drawn characters before it.
    func x(of offset: Int, in storage: TextStorage) -> Double {
        let (p, l, local) = line(of: offset, in: storage)
        let text = paragraphs[p].texts[l]
        let k = min(local - paragraphs[p].starts[l], text.count)
        if k <= 0 { return 0 }
        return typesetter.measurer.width(of: text.prefix(k), atSize: typesetter.fontSize)
    }

    /// The offset on line (`paragraph`, `line`) nearest `x`: the character
    /// boundary whose x is closest (the line's end past its last character).
    /// - Complexity: O(log k) measurements of the line's prefixes.
    func offset(nearX x: Double, paragraph: Int, line: Int, in storage: TextStorage) -> Int {
        let range = lineRange(paragraph, line, in: storage)
        let text = paragraphs[paragraph].texts[line]
        let drawn = text.count
        func width(_ k: Int) -> Double {
            k == 0 ? 0 : typesetter.measurer.width(of: text.prefix(k), atSize: typesetter.fontSize)
        }
        // The last boundary at or left of x, then the nearer of it and the next.
        var low = 0, high = drawn
        while low < high {
            let middle = (low + high + 1) / 2
            if width(middle) <= x { low = middle } else { high = middle - 1 }
        }
        var k = low
        if k < drawn, width(k + 1) - x < x - width(k) { k += 1 }
        if k == drawn, drawn < range.count, line + 1 < paragraphs[paragraph].count {
            // Past the drawn text of a wrapped line: before the break spaces'
            // end, so the caret stays on this line.
            return range.lowerBound + drawn
        }
        return range.lowerBound + k
    }
}
