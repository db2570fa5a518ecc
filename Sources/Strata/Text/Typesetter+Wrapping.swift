extension Typesetter {
    /// Appends the lines of one paragraph, wrapped to `limit`, stopping once
    /// there are more than `maxLines` lines (when `maxLines > 0`).
    func wrap(_ paragraph: Substring, limit: Double?, byCharacters: Bool, maxLines: Int,
              into lines: inout [WrappedLine]) {
        guard limit != nil, !fits(paragraph, limit) else {
            lines.append(WrappedLine(text: paragraph, paragraph: paragraph))
            return
        }
        let characters = Array(paragraph)
        let count = characters.count
        var offsets = Array(paragraph.indices)
        offsets.append(paragraph.endIndex)
        // Word ends: offsets just after a non-space followed by a space or the end.
        var wordEnds: [Int] = []
        if !byCharacters {
            for end in 1...count where characters[end - 1] != " " && (end == count || characters[end] == " ") {
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
            while lineEnd > start + 1, characters[lineEnd - 1] == " " { lineEnd -= 1 }
            lines.append(WrappedLine(text: piece(start, lineEnd), paragraph: paragraph))
            start = end
            while start < count, characters[start] == " " { start += 1 }
        }
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
