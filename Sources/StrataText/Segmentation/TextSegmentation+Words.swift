extension TextSegmentation {
    /// The word segments of `text` in characters (grapheme clusters), for
    /// word moves and double-click selection: each segment's end offset
    /// and whether it is a word (it holds a letter, digit, kana, ideograph
    /// or `_`) rather than spaces or punctuation. Segments end at UAX #29
    /// word boundaries; a boundary inside a grapheme cluster is skipped.
    ///
    /// - Complexity: O(scalars) time and memory.
    package static func wordSegments(of text: Substring) -> [(end: Int, isWord: Bool)] {
        let table = WordBreakProperty.table
        var values: [UInt8] = [], words: [Bool] = [], characterEnds: [Int] = []
        values.reserveCapacity(text.utf8.count)
        words.reserveCapacity(text.utf8.count)
        for character in text {
            for scalar in character.unicodeScalars {
                let value = table[scalar.value]
                values.append(value)
                words.append(WordBreakRules.isWordScalar(value, scalar))
            }
            characterEnds.append(values.count)
        }
        var segments: [(end: Int, isWord: Bool)] = []
        var character = 0, segmentStart = 0
        values.withUnsafeBufferPointer { buffer in
            WordBreakRules.boundaries(buffer) { offset in
                while character < characterEnds.count, characterEnds[character] < offset { character += 1 }
                guard character < characterEnds.count, characterEnds[character] == offset else { return }
                segments.append((end: character + 1, isWord: words[segmentStart..<offset].contains(true)))
                segmentStart = offset
            }
        }
        return segments
    }
}
