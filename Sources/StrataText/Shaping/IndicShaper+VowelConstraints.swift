/// A dotted circle between an independent vowel and a dependent sign that
/// together look like another vowel (HarfBuzz's
/// `_hb_preprocess_text_vowel_constraints`, from the USE script
/// development spec's lists), so that such misspellings show.
extension IndicShaper {
    /// Forbidden pairs: independent vowel → the signs that may not follow it, per script.
    static let vowelConstraints: [String: [UInt32: [UInt32]]] = [
        "Deva": [
            0x0905: [0x093A, 0x093B, 0x093E, 0x0945, 0x0946, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F, 0x0956, 0x0957],
            0x0906: [0x093A, 0x0945, 0x0946, 0x0947, 0x0948],
            0x0909: [0x0941],
            0x090F: [0x0945, 0x0946, 0x0947],
        ],
        "Beng": [0x0985: [0x09BE], 0x098B: [0x09C3], 0x098C: [0x09E2]],
        "Guru": [0x0A05: [0x0A3E, 0x0A48, 0x0A4C], 0x0A72: [0x0A3F, 0x0A40, 0x0A47], 0x0A73: [0x0A41, 0x0A42, 0x0A4B]],
        "Gujr": [0x0A85: [0x0ABE, 0x0AC5, 0x0AC7, 0x0AC8, 0x0AC9, 0x0ACB, 0x0ACC], 0x0AC5: [0x0ABE]],
        "Orya": [0x0B05: [0x0B3E], 0x0B0F: [0x0B57], 0x0B13: [0x0B57]],
        "Taml": [0x0B85: [0x0BC2]],
        "Telu": [0x0C12: [0x0C4C, 0x0C55], 0x0C3F: [0x0C55], 0x0C46: [0x0C55], 0x0C4A: [0x0C55]],
        "Knda": [0x0C89: [0x0CBE], 0x0C8B: [0x0CBE], 0x0C92: [0x0CCC]],
        "Mlym": [0x0D07: [0x0D57], 0x0D09: [0x0D57], 0x0D0E: [0x0D46], 0x0D12: [0x0D3E, 0x0D57]],
    ]

    /// Inserts the dotted circles into `buffer` (characters, before normalisation) for `script`.
    /// - Complexity: O(n).
    static func preprocessVowelConstraints(_ buffer: ShapingBuffer, script: String) {
        guard let pairs = vowelConstraints[script] else { return }
        guard mayViolate(buffer, pairs, script: script) else { return }
        buffer.clearOutput()
        let count = buffer.count
        buffer.idx = 0
        while buffer.idx + 1 < count && buffer.successful {
            let u = buffer.info[buffer.idx].codepoint, next = buffer.info[buffer.idx + 1].codepoint
            var matched = pairs[u]?.contains(next) ?? false
            // Devanagari Ra, Virama, I (which looks like RI).
            if script == "Deva" && u == 0x0930 && next == 0x094D && buffer.idx + 2 < count
                && buffer.info[buffer.idx + 2].codepoint == 0x0907 {
                buffer.nextGlyph()
                matched = true
            }
            buffer.nextGlyph()
            if matched {
                buffer.outputGlyph(0x25CC)
                if buffer.successful { buffer.out[buffer.out.count - 1].unicodeProps &= ~GlyphInfo.continuation }
                buffer.nextGlyph()
            }
        }
        buffer.sync()
    }

    /// Whether a forbidden pair (or Devanagari's Ra, Virama, I) is anywhere
    /// in `buffer`: when not, `preprocessVowelConstraints` leaves the buffer
    /// as it is without copying it through its output.
    ///
    /// - Complexity: O(n · k), k the (at most four) vowels of `pairs`.
    static func mayViolate(_ buffer: ShapingBuffer, _ pairs: [UInt32: [UInt32]], script: String) -> Bool {
        let vowels = Array(pairs.keys)
        let deva = script == "Deva"
        let count = buffer.count
        var i = 0
        while i + 1 < count {
            let u = buffer.info[i].codepoint, next = buffer.info[i + 1].codepoint
            if vowels.contains(u), pairs[u]?.contains(next) == true { return true }
            if deva && u == 0x0930 && next == 0x094D && i + 2 < count && buffer.info[i + 2].codepoint == 0x0907 { return true }
            i += 1
        }
        return false
    }
}
