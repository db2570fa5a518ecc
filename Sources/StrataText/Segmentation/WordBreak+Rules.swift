/// The word boundary rules of UAX #29 (Unicode 15.0, WB1–WB999), run over
/// the table values of a text's scalars.
enum WordBreakRules {
    /// The Word_Break class of a table value.
    @inline(__always)
    static func wordClass(_ value: UInt8) -> UInt8 { value & 0x1F }

    @inline(__always)
    private static func bit(_ c: WordBreakClass) -> UInt32 { 1 << UInt32(c.rawValue) }

    @inline(__always)
    private static func has(_ mask: UInt32, _ c: UInt8) -> Bool { c < 32 && (mask >> UInt32(c)) & 1 != 0 }

    private static let newlines = bit(.carriageReturn) | bit(.lineFeed) | bit(.newline)
    private static let ignored = bit(.extend) | bit(.format) | bit(.zeroWidthJoiner)
    private static let letters = bit(.letter) | bit(.hebrewLetter)
    private static let midLetters = bit(.midLetter) | bit(.midNumLet) | bit(.singleQuote)
    private static let midNumbers = bit(.midNum) | bit(.midNumLet) | bit(.singleQuote)
    private static let beforeExtendNumLet = letters | bit(.numeric) | bit(.katakana) | bit(.extendNumLet)
    private static let afterExtendNumLet = letters | bit(.numeric) | bit(.katakana)
    /// The classes that make a segment a word (with alphabetic scalars).
    static let wordClasses = letters | bit(.numeric) | bit(.katakana) | bit(.extendNumLet)

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
        let ri = W.regionalIndicator.rawValue, nu = W.numeric.rawValue, hl = W.hebrewLetter.rawValue
        let zwj = W.zeroWidthJoiner.rawValue, space = W.segmentSpace.rawValue
        let katakana = W.katakana.rawValue, extendNumLet = W.extendNumLet.rawValue
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
            if previousRaw == W.carriageReturn.rawValue && c == W.lineFeed.rawValue {
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
            } else if p == hl && c == W.singleQuote.rawValue {
                breaks = false                                                  // WB7a
            } else if p == hl && c == W.doubleQuote.rawValue && next(values, after: i) == hl {
                breaks = false                                                  // WB7b
            } else if pp == hl && p == W.doubleQuote.rawValue && c == hl {
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
