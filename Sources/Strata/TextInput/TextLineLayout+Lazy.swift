/// Lazy layout (as TextKit 2's viewport layout): a text of more than
/// `eagerCharacterLimit` characters starts with every paragraph pending,
/// counting an estimated number of lines, and each paragraph is laid out
/// when something needs its lines: drawing the lines on screen, the caret,
/// the selection, hit-testing, accessibility, or `TextView` laying out
/// its viewport. Laying a paragraph out corrects its line count, so the
/// lines after it (and the height) move; the lines before it stay.
extension TextLineLayout {
    /// The most characters laid out whole when set (about 65 ms of layout
    /// in a release build): a text this small gets exact line counts and
    /// height at once, as before lazy layout; a larger one is laid out by
    /// paragraph as needed.
    static let eagerCharacterLimit = 65_536

    /// Whether every paragraph is laid out (line counts and height exact).
    var isFullyLaidOut: Bool { laidOutParagraphCount == laidLines.count }

    /// Whether paragraph `index` is laid out (not pending).
    func isLaidOut(_ index: Int) -> Bool { !laidLines[index].starts.isEmpty }

    /// The estimated line count of a pending paragraph of `count`
    /// characters: its characters at an average advance (1 em for text of
    /// three or more UTF-8 bytes a character, such as Han, kana, Hangul and
    /// emoji; else `narrowAdvance`), over the wrap width, rounded up; 1
    /// without a wrap width. Deterministic.
    /// - Complexity: O(1).
    func estimatedLines(_ text: String, count: Int) -> Int {
        guard let wrapWidth, wrapWidth > 0, count > 0 else { return 1 }
        let advance = text.utf8.count >= 3 * count ? typesetter.fontSize : narrowAdvance
        let lines = (Double(count) * advance / wrapWidth).rounded(.up)
        return lines.isFinite ? max(Int(min(lines, Double(count))), 1) : 1
    }

    /// Lays out paragraph `index` if it is pending.
    /// - Returns: whether it was pending.
    /// - Complexity: its layout, plus O(log paragraphs).
    @discardableResult
    func layOut(_ index: Int) -> Bool {
        guard laidLines[index].starts.isEmpty else { return false }
        let pending = pendingTexts[index]
        let lines = lay(pending.text, count: pending.count)
        laidLines[index] = lines
        pendingTexts[index] = .none
        laidOutParagraphCount += 1
        lineCounts.set(index, to: lines.count)
        return true
    }

    /// Lays out every pending paragraph.
    /// - Complexity: their layout, plus O(paragraphs).
    func layOutAll() {
        guard !isFullyLaidOut else { return }
        for index in laidLines.indices { layOut(index) }
    }

    /// Lays out the paragraphs holding the lines between `top` and
    /// `bottom` (text coordinates), each as it is reached, so that the
    /// lines there are real.
    /// - Returns: how many paragraphs were laid out.
    /// - Complexity: O(log paragraphs + paragraphs there), plus their layout.
    @discardableResult
    func layOut(top: Double, bottom: Double) -> Int {
        guard lineHeight > 0, !isFullyLaidOut, top.isFinite, bottom.isFinite else { return 0 }
        let last = Int(min((bottom / lineHeight).rounded(.up), Double(Int.max / 2))) - 1
        let line = Int(max(min((top / lineHeight).rounded(.down), Double(Int.max / 2)), 0))
        guard line <= last, line < lineCount else { return 0 }
        // Laying a paragraph out leaves its first line where it was: walk
        // on from there by the (now real) counts.
        var p = lineCounts.paragraph(holding: line)
        var first = lineCounts.prefix(p), laid = 0
        while p < laidLines.count, first <= last {
            if layOut(p) { laid += 1 }
            first += lineCounts.counts[p]
            p += 1
        }
        return laid
    }

    /// Lays out the paragraphs before paragraph `index` until `lines`
    /// laid-out lines precede it (or the text starts), so that a screen
    /// above it is real: the caret's neighbourhood before it scrolls there.
    /// - Returns: how many paragraphs were laid out.
    @discardableResult
    func layOut(before index: Int, lines: Int) -> Int {
        guard !isFullyLaidOut else { return 0 }
        var p = min(index, laidLines.count) - 1, covered = 0, laid = 0
        while p >= 0, covered < lines {
            if layOut(p) { laid += 1 }
            covered += lineCounts.counts[p]
            p -= 1
        }
        return laid
    }

    /// The paragraphs' lines as a collection, laying each out when read.
    struct Paragraphs: RandomAccessCollection {
        let layout: TextLineLayout
        var startIndex: Int { 0 }
        var endIndex: Int { layout.laidLines.count }
        /// Paragraph `index`'s lines (laid out now if pending), read in
        /// place.
        subscript(index: Int) -> ParagraphLines {
            _read {
                if layout.laidLines[index].starts.isEmpty { layout.layOut(index) }
                yield layout.laidLines[index]
            }
        }
    }
}
