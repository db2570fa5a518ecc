extension TextStorage {
    /// Paragraph `index`'s word segments (UAX #29,
    /// `TextSegmentation.wordSegments(of:)`): each one's start and end in
    /// characters from the paragraph's start, and whether it is a word.
    /// The separator is not part of any segment.
    /// - Complexity: O(length of the paragraph).
    func wordSegments(ofParagraph index: Int) -> [(range: Range<Int>, isWord: Bool)] {
        var start = 0
        return TextSegmentation.wordSegments(of: paragraphs[index].text[...]).map { segment in
            defer { start = segment.end }
            return (start..<segment.end, segment.isWord)
        }
    }

    /// The end of the word at or after `offset` (Control+Right): past any
    /// spaces and punctuation, then past the word (UAX #29 word
    /// boundaries: `can't` and `3.14` are one word each).
    /// - Complexity: O(length of the paragraphs it crosses).
    func nextWordEnd(from offset: Int) -> Int {
        var position = max(0, offset)
        while position < count {
            let (p, local) = locate(position)
            for segment in wordSegments(ofParagraph: p) where segment.isWord && segment.range.upperBound > local {
                return starts[p] + segment.range.upperBound
            }
            position = starts[p] + paragraphs[p].length
        }
        return count
    }

    /// The start of the word before `offset` (Control+Left): back past any
    /// spaces and punctuation, then back past the word (UAX #29).
    /// - Complexity: O(length of the paragraphs it crosses).
    func previousWordStart(from offset: Int) -> Int {
        var position = min(offset, count)
        while position > 0 {
            let (p, local) = locate(position - 1)
            let limit = local + 1
            if let segment = wordSegments(ofParagraph: p).last(where: { $0.isWord && $0.range.lowerBound < limit }) {
                return starts[p] + segment.range.lowerBound
            }
            position = starts[p]
        }
        return 0
    }

    /// The word segment (a word, a run of spaces, or a punctuation mark)
    /// at `offset`, for a double tap; at a paragraph's end, the segment
    /// before it.
    /// - Complexity: O(length of the paragraph).
    func wordRange(at offset: Int) -> Range<Int> {
        if count == 0 { return 0..<0 }
        let (p, local) = locate(min(max(0, offset), count))
        let length = paragraphs[p].count
        if length == 0 { return offset..<offset }
        let i = min(local, length - 1)
        for segment in wordSegments(ofParagraph: p) where segment.range.contains(i) {
            return (starts[p] + segment.range.lowerBound)..<(starts[p] + segment.range.upperBound)
        }
        return (starts[p] + i)..<(starts[p] + i + 1)
    }

    /// Paragraph `index`'s text range, without its separator.
    func paragraphRange(_ index: Int) -> Range<Int> {
        starts[index]..<(starts[index] + paragraphs[index].count)
    }
}
