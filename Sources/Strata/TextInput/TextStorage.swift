/// Editable text kept as paragraphs, so that an edit touches only the
/// paragraphs around it: the storage of `TextField` and `TextView`.
///
/// Offsets count `Character`s (grapheme clusters) over the whole text; a
/// paragraph separator (`\n`, `\r` or `\r\n`, as `Typesetter` breaks
/// lines) is one character at the end of its paragraph.
struct TextStorage {
    /// One paragraph: its text without the separator, its character count
    /// and the separator after it (empty for the last paragraph).
    struct Paragraph {
        var text: String
        var count: Int
        var separator: String
        /// Characters including the separator.
        var length: Int { separator.isEmpty ? count : count + 1 }
    }

    /// The paragraphs; never empty (empty text is one empty paragraph).
    private(set) var paragraphs: [Paragraph]
    /// The offset of each paragraph's first character.
    private(set) var starts: [Int]
    /// The number of characters.
    private(set) var count: Int
    /// Bumped by every change.
    private(set) var version = 0

    /// Storage holding `text`.
    /// - Complexity: O(n) for n bytes.
    init(_ text: String = "") {
        paragraphs = TextStorage.split(text)
        starts = []
        count = 0
        recomputeStarts(from: 0)
    }

    /// The whole text.
    /// - Complexity: O(n).
    var string: String {
        var result = ""
        for paragraph in paragraphs {
            result += paragraph.text
            result += paragraph.separator
        }
        return result
    }

    /// The paragraph holding `offset` (an offset at a paragraph's end, before
    /// its separator, is in it) and the offset within it.
    /// - Complexity: O(log paragraphs).
    func locate(_ offset: Int) -> (paragraph: Int, local: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, offset - starts[low])
    }

    /// The characters in `range`.
    /// - Complexity: O(length of the paragraphs it spans).
    func substring(_ range: Range<Int>) -> String {
        if range.isEmpty { return "" }
        let (first, _) = locate(range.lowerBound)
        let (last, _) = locate(range.upperBound)
        let joined = text(ofParagraphs: first...last)
        let base = starts[first]
        let start = joined.index(joined.startIndex, offsetBy: range.lowerBound - base)
        let end = joined.index(start, offsetBy: range.count)
        return String(joined[start..<end])
    }

    /// The text of paragraphs `indices` with their separators.
    func text(ofParagraphs indices: ClosedRange<Int>) -> String {
        var joined = ""
        for p in indices {
            joined += paragraphs[p].text
            joined += paragraphs[p].separator
        }
        return joined
    }

    /// The character at `offset`, or `nil` at the end.
    func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        let (p, local) = locate(offset)
        let paragraph = paragraphs[p]
        if local >= paragraph.count { return paragraph.separator.first }
        return paragraph.text[paragraph.text.index(paragraph.text.startIndex, offsetBy: local)]
    }

    /// Replaces the characters in `range` with `replacement`.
    ///
    /// Characters may merge across the edges (a combining mark typed after
    /// a letter, `\r` then `\n`), exactly as in a `String`: the result is
    /// what `String` gives for the same edit.
    /// - Returns: the changed paragraphs (old and new index ranges), the
    ///   offset just after the inserted text (the characters of the text
    ///   before the range plus the replacement), and the changed region:
    ///   its start offset (a paragraph start) and its text before and after.
    /// - Complexity: O(length of the paragraphs touched + paragraphs after
    ///   them), the latter only to move their start offsets.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String)
        -> (removed: Range<Int>, inserted: Range<Int>, end: Int, regionStart: Int, old: String, new: String) {
        let (pa, _) = locate(range.lowerBound)
        let (pb, _) = locate(range.upperBound)
        let low = max(pa - 1, 0), high = pb
        let region = text(ofParagraphs: low...high)
        let base = starts[low]
        let start = region.index(region.startIndex, offsetBy: range.lowerBound - base)
        let end = region.index(start, offsetBy: range.count)
        var head = String(region[..<start])
        head += replacement
        let endOffset = base + head.count
        let edited = head + region[end...]
        var pieces = TextStorage.split(edited)
        if high < paragraphs.count - 1, pieces.count > 1, pieces[pieces.count - 1].text.isEmpty {
            pieces.removeLast()
        }
        paragraphs.replaceSubrange(low...high, with: pieces)
        recomputeStarts(from: low)
        version &+= 1
        return (low..<(high + 1), low..<(low + pieces.count), endOffset, base, region, edited)
    }

    /// Recomputes `starts` and `count` from paragraph `index` on.
    private mutating func recomputeStarts(from index: Int) {
        if starts.count != paragraphs.count {
            starts.removeSubrange(min(index, starts.count)...)
            starts.reserveCapacity(paragraphs.count)
        }
        var offset = index == 0 ? 0 : starts[index - 1] + paragraphs[index - 1].length
        for p in index..<paragraphs.count {
            if p < starts.count { starts[p] = offset } else { starts.append(offset) }
            offset += paragraphs[p].length
        }
        count = offset
    }

    /// Splits `text` into paragraphs at `\n`, `\r` and `\r\n`.
    /// - Complexity: O(n) bytes.
    static func split(_ text: String) -> [Paragraph] {
        var result: [Paragraph] = []
        let utf8 = text.utf8
        var start = utf8.startIndex, index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                let piece = String(text[start..<index])
                var next = utf8.index(after: index)
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                result.append(Paragraph(text: piece, count: TextStorage.characterCount(piece),
                                        separator: String(text[index..<next])))
                index = next
                start = next
            } else {
                index = utf8.index(after: index)
            }
        }
        let last = String(text[start...])
        result.append(Paragraph(text: last, count: TextStorage.characterCount(last), separator: ""))
        return result
    }

    /// The number of characters of `text`; ASCII without `\r` is counted
    /// by bytes.
    static func characterCount(_ text: String) -> Int {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return utf8.count }
        return text.count
    }
}
