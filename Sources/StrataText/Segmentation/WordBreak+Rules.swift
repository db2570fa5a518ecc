/// The word boundary rules of UAX #29 (Unicode 15.0, WB1–WB999), run over
/// the table values of a text's scalars.
enum WordBreakRules {
    /// The Word_Break class of a table value.
    @inline(__always)
    static func wordClass(_ value: UInt8) -> UInt8 { value & 0x1F }

    @inline(__always)
    private static func bit(_ c: UInt8) -> UInt32 { 1 << UInt32(c) }

    @inline(__always)
    private static func has(_ mask: UInt32, _ c: UInt8) -> Bool { c < 32 && (mask >> UInt32(c)) & 1 != 0 }

    @inline(__always) private static var newlines: UInt32 { bit(WordBreakClass.carriageReturn) | bit(WordBreakClass.lineFeed) | bit(WordBreakClass.newline) }
    @inline(__always) private static var ignored: UInt32 { bit(WordBreakClass.extend) | bit(WordBreakClass.format) | bit(WordBreakClass.zeroWidthJoiner) }
    @inline(__always) private static var letters: UInt32 { bit(WordBreakClass.letter) | bit(WordBreakClass.hebrewLetter) }
    @inline(__always) private static var midLetters: UInt32 { bit(WordBreakClass.midLetter) | bit(WordBreakClass.midNumLet) | bit(WordBreakClass.singleQuote) }
    @inline(__always) private static var midNumbers: UInt32 { bit(WordBreakClass.midNum) | bit(WordBreakClass.midNumLet) | bit(WordBreakClass.singleQuote) }
    @inline(__always) private static var beforeExtendNumLet: UInt32 { letters | bit(WordBreakClass.numeric) | bit(WordBreakClass.katakana) | bit(WordBreakClass.extendNumLet) }
    @inline(__always) private static var afterExtendNumLet: UInt32 { letters | bit(WordBreakClass.numeric) | bit(WordBreakClass.katakana) }
    /// The classes that make a segment a word (with alphabetic scalars).
    @inline(__always) static var wordClasses: UInt32 { letters | bit(WordBreakClass.numeric) | bit(WordBreakClass.katakana) | bit(WordBreakClass.extendNumLet) }

    /// Whether a segment holding a scalar of `value` (`scalar`) is a word:
    /// letters, digits, kana, ideographs, `_` and the like.
    @inline(__always)
    static func isWordScalar(_ value: UInt8, _ scalar: Unicode.Scalar) -> Bool {
        has(wordClasses, wordClass(value)) || (scalar.value >= 0x80 && scalar.properties.isAlphabetic)
            || (scalar.value >= 0x80 && scalar.properties.numericType != nil)
    }

    /// Calls `report(i)` for every word boundary before scalar `i` of
    /// `values` (1 ≤ i ≤ count, in order; `count` always). Nothing for an
    /// empty text.
    ///
    /// - Complexity: O(count) time, O(1) memory (the WB6, WB7b and WB12
    ///   look-ahead skips ignored scalars once per middle punctuation).
    static func boundaries(_ values: UnsafeBufferPointer<UInt8>, _ report: (Int) -> Void) {
        typealias W = WordBreakClass
        let count = values.count
        guard count > 0 else { return }
        let ri = W.regionalIndicator, nu = W.numeric, hl = W.hebrewLetter
        let zwj = W.zeroWidthJoiner, space = W.segmentSpace
        let katakana = W.katakana, extendNumLet = W.extendNumLet
        var previous = wordClass(values[0])
        var previousRaw = previous
        var beforePrevious: UInt8 = 0xFF
        var regionalRun = previous == ri ? 1 : 0
        var i = 1
        while i < count {
            let value = values[i]
            let c = wordClass(value)
            let p = previous, pp = beforePrevious
            var absorbed = false
            let breaks: Bool
            if previousRaw == W.carriageReturn && c == W.lineFeed {
                breaks = false                                                  // WB3
            } else if has(newlines, previousRaw) || has(newlines, c) {
                breaks = true                                                   // WB3a, WB3b
            } else if previousRaw == zwj && value & WordBreakProperty.pictographic != 0 {
                breaks = false                                                  // WB3c
            } else if previousRaw == space && c == space {
                breaks = false                                                  // WB3d
            } else if has(ignored, c) {
                breaks = false                                                  // WB4
                absorbed = true
            } else if has(letters, p) && has(letters, c) {
                breaks = false                                                  // WB5
            } else if has(letters, p) && has(midLetters, c) && has(letters, next(values, after: i)) {
                breaks = false                                                  // WB6
            } else if has(letters, pp) && has(midLetters, p) && has(letters, c) {
                breaks = false                                                  // WB7
            } else if p == hl && c == W.singleQuote {
                breaks = false                                                  // WB7a
            } else if p == hl && c == W.doubleQuote && next(values, after: i) == hl {
                breaks = false                                                  // WB7b
            } else if pp == hl && p == W.doubleQuote && c == hl {
                breaks = false                                                  // WB7c
            } else if (p == nu || has(letters, p)) && c == nu || p == nu && has(letters, c) {
                breaks = false                                                  // WB8, WB9, WB10
            } else if pp == nu && has(midNumbers, p) && c == nu {
                breaks = false                                                  // WB11
            } else if p == nu && has(midNumbers, c) && next(values, after: i) == nu {
                breaks = false                                                  // WB12
            } else if p == katakana && c == katakana {
                breaks = false                                                  // WB13
            } else if has(beforeExtendNumLet, p) && c == extendNumLet {
                breaks = false                                                  // WB13a
            } else if p == extendNumLet && has(afterExtendNumLet, c) {
                breaks = false                                                  // WB13b
            } else if p == ri && c == ri && regionalRun % 2 == 1 {
                breaks = false                                                  // WB15, WB16
            } else {
                breaks = true                                                   // WB999
            }
            if breaks { report(i) }
            previousRaw = c
            if !absorbed {
                regionalRun = c == ri ? (p == ri ? regionalRun + 1 : 1) : 0
                beforePrevious = p
                previous = c
            }
            i += 1
        }
        report(count)                                                           // WB2
    }

    /// The class of the first scalar after `index` that WB4 does not ignore.
    private static func next(_ values: UnsafeBufferPointer<UInt8>, after index: Int) -> UInt8 {
        var j = index + 1
        while j < values.count, has(ignored, wordClass(values[j])) { j += 1 }
        return j < values.count ? wordClass(values[j]) : 0xFF
    }
}
