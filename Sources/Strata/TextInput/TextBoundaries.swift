extension TextStorage {
    /// Whether `character` belongs to a word: letters, digits and `_`.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The characters of paragraph `index` and its separator, as an array.
    func characters(ofParagraph index: Int) -> [Character] {
        Array(paragraphs[index].text) + Array(paragraphs[index].separator)
    }

    /// The end of the word at or after `offset` (Control+Right): past any
    /// characters that are not word characters, then past the word.
    /// - Complexity: O(length of the paragraphs it crosses).
    func nextWordEnd(from offset: Int) -> Int {
        var position = offset
        var inWord = false
        while position < count {
            let (p, local) = locate(position)
            let characters = characters(ofParagraph: p)
            var i = local
            while i < characters.count {
                let word = TextStorage.isWordCharacter(characters[i])
                if inWord && !word { return starts[p] + i }
                if word { inWord = true }
                i += 1
            }
            position = starts[p] + characters.count
        }
        return count
    }

    /// The start of the word before `offset` (Control+Left): back past any
    /// characters that are not word characters, then back past the word.
    /// - Complexity: O(length of the paragraphs it crosses).
    func previousWordStart(from offset: Int) -> Int {
        var position = offset
        var inWord = false
        while position > 0 {
            let (p, local) = locate(position - 1)
            let characters = characters(ofParagraph: p)
            var i = local
            while i >= 0 {
                let word = TextStorage.isWordCharacter(characters[i])
                if inWord && !word { return starts[p] + i + 1 }
                if word { inWord = true }
                i -= 1
            }
            position = starts[p]
        }
        return 0
    }

    /// The word (or run of spaces, or single other character) at
    /// `offset`, for a double tap; at a paragraph's end, the run before it.
    func wordRange(at offset: Int) -> Range<Int> {
        if count == 0 { return 0..<0 }
        let (p, local) = locate(min(offset, count))
        let characters = Array(paragraphs[p].text)
        if characters.isEmpty { return offset..<offset }
        let i = min(local, characters.count - 1)
        func kind(_ c: Character) -> Int { TextStorage.isWordCharacter(c) ? 0 : (c.isWhitespace ? 1 : 2) }
        let k = kind(characters[i])
        if k == 2 { return (starts[p] + i)..<(starts[p] + i + 1) }
        var low = i, high = i + 1
        while low > 0, kind(characters[low - 1]) == k { low -= 1 }
        while high < characters.count, kind(characters[high]) == k { high += 1 }
        return (starts[p] + low)..<(starts[p] + high)
    }

    /// Paragraph `index`'s text range, without its separator.
    func paragraphRange(_ index: Int) -> Range<Int> {
        starts[index]..<(starts[index] + paragraphs[index].count)
    }
}
