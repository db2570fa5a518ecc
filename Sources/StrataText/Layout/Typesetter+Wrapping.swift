import StrataGeometry

extension Typesetter {
    /// Appends the lines of one paragraph, wrapped to `limit`, stopping once
    /// there are more than `maxLines` lines (when `maxLines > 0`).
    package func wrap(_ paragraph: Substring, limit: Double?, byCharacters: Bool, maxLines: Int,
              into lines: inout [WrappedLine]) {
        guard limit != nil, !fits(paragraph, limit) else {
            lines.append(WrappedLine(text: paragraph, paragraph: paragraph))
            return
        }
        let (offsets, spaces) = Typesetter.scan(paragraph)
        let count = spaces.count
        // Word ends: offsets just after a non-space followed by a space or the end.
        var wordEnds: [Int] = []
        if !byCharacters {
            for end in 1...count where !spaces[end - 1] && (end == count || spaces[end]) {
                wordEnds.append(end)
            }
        }
        func piece(_ start: Int, _ end: Int) -> Substring { paragraph[offsets[start]..<offsets[end]] }
        var start = 0
        var cursor = 0
        while start < count {
            if maxLines > 0, lines.count > maxLines { return }
            while cursor < wordEnds.count, wordEnds[cursor] <= start { cursor += 1 }
            var end: Int
            if let best = Typesetter.lastTrue(cursor, wordEnds.count, { fits(piece(start, wordEnds[$0]), limit) }) {
                end = wordEnds[best]
            } else {
                // No word fits: break between characters, at least one per line.
                end = Typesetter.lastTrue(start + 1, count + 1, { fits(piece(start, $0), limit) }) ?? start + 1
            }
            var lineEnd = end
            while lineEnd > start + 1, spaces[lineEnd - 1] { lineEnd -= 1 }
            lines.append(WrappedLine(text: piece(start, lineEnd), paragraph: paragraph))
            start = end
            while start < count, spaces[start] { start += 1 }
        }
    }

    /// The index of every character of `text` then its end index, and
    /// whether each character is a space, in one pass.
    ///
    /// - Complexity: O(characters), without comparing `Character`s; ASCII
    ///   text (one character per byte, as it has no line breaks) is scanned
    ///   by bytes, without grapheme breaking.
    static func scan(_ text: Substring) -> (offsets: [Substring.Index], spaces: [Bool]) {
        var offsets: [Substring.Index] = [], spaces: [Bool] = []
        let utf8 = text.utf8
        offsets.reserveCapacity(utf8.count + 1)
        spaces.reserveCapacity(utf8.count)
        var index = text.startIndex
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for byte in utf8 {
                offsets.append(index)
                spaces.append(byte == 0x20)
                index = utf8.index(after: index)
            }
        } else {
            for character in text {
                offsets.append(index)
                let bytes = character.utf8
                spaces.append(bytes.count == 1 && bytes.first == 0x20)
                index = utf8.index(index, offsetBy: bytes.count)
            }
        }
        offsets.append(index)
        return (offsets, spaces)
    }

    /// The paragraphs of `text`: the pieces between `\n`, `\r` and `\r\n`.
    ///
    /// Line feeds and carriage returns always stand alone as characters
    /// (`\r\n` is one), so the bytes are scanned directly.
    /// - Complexity: O(bytes).
    package static func paragraphs(of text: String) -> [Substring] {
        var paragraphs: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex, index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                paragraphs.append(text[start..<index])
                index = utf8.index(after: index)
                if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        paragraphs.append(text[start..<utf8.endIndex])
        return paragraphs
    }

    /// The largest `i` in `lower..<upper` for which `holds(i)` is true, when
    /// `holds` is true up to some point and false after it; `nil` when it
    /// is false at `lower` (or the range is empty).
    ///
    /// - Complexity: O(log(answer − lower)) calls: a galloping search, so
    ///   short answers cost few (and short) measurements.
    static func lastTrue(_ lower: Int, _ upper: Int, _ holds: (Int) -> Bool) -> Int? {
        guard lower < upper, holds(lower) else { return nil }
        var good = lower, bad = upper, step = 1
        while good + step < upper {
            if holds(good + step) {
                good += step
                step *= 2
            } else {
                bad = good + step
                break
            }
        }
        while bad - good > 1 {
            let middle = good + (bad - good) / 2
            if holds(middle) { good = middle } else { bad = middle }
        }
        return good
    }
}
