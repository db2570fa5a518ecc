import StrataGeometry

extension Typesetter {
    /// Appends the lines of one paragraph, wrapped to `limit`, stopping once
    /// there are more than `maxLines` lines (when `maxLines > 0`).
    ///
    /// Lines break at the paragraph's line break opportunities (UAX #14,
    /// `TextSegmentation`), or between any characters when `byCharacters`;
    /// a line separator (U+2028, U+000B, …) always ends a line, even
    /// without a limit. Spaces at a break hang: they end the line they
    /// follow, undrawn and unmeasured.
    /// - Complexity: O(characters) for the scan, then O(log k) measurements
    ///   per line of k break opportunities (a galloping search).
    package func wrap(_ paragraph: Substring, limit: Double?, byCharacters: Bool, maxLines: Int,
              into lines: inout [WrappedLine]) {
        let fitsWhole = limit == nil || fits(paragraph, limit)
        if fitsWhole, !Typesetter.mayHaveSeparators(paragraph) {
            lines.append(WrappedLine(text: paragraph, paragraph: paragraph))
            return
        }
        let scan = BreakScan(paragraph, opportunities: !byCharacters && limit != nil)
        if fitsWhole, !scan.hasSeparators {
            lines.append(WrappedLine(text: paragraph, paragraph: paragraph))
            return
        }
        let count = scan.count
        guard count > 0 else { return lines.append(WrappedLine(text: paragraph, paragraph: paragraph)) }
        let offsets = scan.offsets, kinds = scan.kinds
        // Break opportunities after the start (not after spaces that begin
        // the paragraph or follow a separator: no line is only spaces), and
        // the mandatory ones.
        var ends: [Int] = [], hardEnds: [Int] = []
        var onlySpaces = true
        if scan.breaksAfterSpacesOnly {
            // After each run of spaces that follows a non-space, and at the end.
            var afterNonSpace = false
            for end in 1..<count {
                let space = kinds[end - 1] == BreakScan.space
                if space, afterNonSpace, kinds[end] != BreakScan.space { ends.append(end) }
                if !space { afterNonSpace = true }
            }
            ends.append(count)
            hardEnds.append(count)
        }
        for end in 1...count where !scan.breaksAfterSpacesOnly {
            if kinds[end - 1] != BreakScan.space { onlySpaces = false }
            let kind = scan.breakBefore(end)
            if kind == BreakScan.mandatory {
                hardEnds.append(end)
                if !byCharacters { ends.append(end) }
                onlySpaces = true
            } else if kind == BreakScan.allowed, !onlySpaces {
                ends.append(end)
            }
        }
        func piece(_ start: Int, _ end: Int) -> Substring { paragraph[offsets[start]..<offsets[end]] }
        /// The end of the drawn part of a line that ends at `end`: without
        /// the spaces and the separator at the break (at least one
        /// character, unless the line is only its separator).
        func drawnEnd(_ start: Int, _ end: Int) -> Int {
            var drawn = end
            if drawn > start, kinds[drawn - 1] == BreakScan.separator { drawn -= 1 }
            while drawn > start + 1, kinds[drawn - 1] == BreakScan.space { drawn -= 1 }
            return drawn
        }
        var start = 0
        var cursor = 0, upper = 0, hardCursor = 0
        while start < count {
            if maxLines > 0, lines.count > maxLines { return }
            while hardCursor < hardEnds.count, hardEnds[hardCursor] <= start { hardCursor += 1 }
            let hardEnd = hardCursor < hardEnds.count ? hardEnds[hardCursor] : count
            while cursor < ends.count, ends[cursor] <= start { cursor += 1 }
            while upper < ends.count, ends[upper] <= hardEnd { upper += 1 }
            var end: Int
            if let best = Typesetter.lastTrue(cursor, upper, { fits(piece(start, drawnEnd(start, ends[$0])), limit) }) {
                end = ends[best]
            } else if byCharacters, fits(piece(start, drawnEnd(start, hardEnd)), limit) {
                end = hardEnd
            } else {
                // No opportunity fits: break between characters, at least one per line.
                end = Typesetter.lastTrue(start + 1, hardEnd + 1, { fits(piece(start, $0), limit) }) ?? start + 1
            }
            lines.append(WrappedLine(text: piece(start, drawnEnd(start, end)), paragraph: paragraph))
            start = end
            if scan.breakBefore(end) != BreakScan.mandatory {
                while start < count, kinds[start] == BreakScan.space { start += 1 }
            }
        }
    }

    /// Whether `text` may hold a line separator: U+000B, U+000C, or a
    /// byte that starts U+0085 (0xC2) or U+2028 / U+2029 (0xE2).
    /// - Complexity: O(bytes), over contiguous bytes when the string has them.
    static func mayHaveSeparators(_ text: Substring) -> Bool {
        func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.contains { $0 == 0x0B || $0 == 0x0C || $0 == 0xC2 || $0 == 0xE2 }
        }
        return text.utf8.withContiguousStorageIfAvailable(check)
            ?? text.utf8.contains { $0 == 0x0B || $0 == 0x0C || $0 == 0xC2 || $0 == 0xE2 }
    }

    /// Whether `character` is a line separator: U+000B, U+000C, U+0085,
    /// U+2028 or U+2029 (UAX #14 classes BK and NL, besides `\n`, `\r`).
    static func isLineSeparator(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return false }
        switch first.value {
        case 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return true
        default: return false
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
