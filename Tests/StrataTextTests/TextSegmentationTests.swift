// Line break opportunities (UAX #14) and word boundaries (UAX #29) of
// chosen texts, and wrapping at them. Each expectation follows the rules of
// UAX #14 / #29 (Unicode 15.0) and the classes in Unicode's LineBreak.txt,
// named in the comments.
import Testing
import StrataText

@Suite("TextSegmentation: line breaks of CJK, hyphens, numbers; words; wrapping")
struct TextSegmentationTests {
    /// (text, the offsets where a line may break, the end included).
    @Test(arguments: [
        // Ideographs (ID): a break between every two (LB31).
        ("漢字漢字", [1, 2, 3, 4]),
        // 。 U+3002 and 、 U+3001 are CL: never a break before them (LB13).
        ("これは。", [1, 2, 4]),
        ("今日、晴れ", [1, 3, 4, 5]),
        // ， U+FF0C is CL too.
        ("はい，どうぞ", [1, 3, 4, 5, 6]),
        // 「 U+300C is OP: no break after it (LB14); 」 U+300D is CL (LB13).
        ("「はい」と", [2, 4, 5]),
        // Small kana are CJ, resolved to NS (LB1): no break before them (LB21).
        ("ちょっと", [3, 4]),
        ("ジャーナル", [3, 4, 5]),
        // Hyphens: no break before (LB21), a break after.
        ("well-known", [5, 10]),
        // A hyphen before a digit is a minus sign (LB25).
        ("-5 apples", [3, 9]),
        // Slashes (SY): no break before (LB13), a break after.
        ("and/or", [4, 6]),
        // Numbers keep their prefix and postfix (LB25): $ is PR, % is PO.
        ("$100 or 50%", [5, 8, 11]),
        ("(12.5)", [6]),
        // Spaces: the break is after them (LB7, LB18).
        ("a  b", [3, 4]),
    ] as [(String, [Int])])
    func lineBreakOpportunities(text: String, expected: [Int]) {
        let breaks = TextSegmentation.lineBreakOpportunities(in: text)
        #expect(breaks.map(\.offset) == expected)
        #expect(breaks.last?.kind == .mandatory)
        #expect(breaks.dropLast().allSatisfy { $0.kind == .allowed })
    }

    @Test("mandatory breaks after line and paragraph separators (LB4, LB5)")
    func mandatoryBreaks() {
        let cases: [(String, [Int], [LineBreakKind])] = [
            ("a\u{2028}b", [2, 3], [.mandatory, .mandatory]),
            ("a\nb c", [2, 4, 5], [.mandatory, .allowed, .mandatory]),
            ("a\r\nb", [3, 4], [.mandatory, .mandatory]),
            ("a\u{0B}\u{0C}b", [2, 3, 4], [.mandatory, .mandatory, .mandatory]),
            ("", [], []),
        ]
        for (text, offsets, kinds) in cases {
            let breaks = TextSegmentation.lineBreakOpportunities(in: text)
            #expect(breaks.map(\.offset) == offsets, "\(text.debugDescription)")
            #expect(breaks.map(\.kind) == kinds, "\(text.debugDescription)")
        }
    }

    /// (text, its word boundaries in scalars).
    @Test(arguments: [
        ("can't stop", [5, 6, 10]),
        ("3.14 m", [4, 5, 6]),
        ("hello, world", [5, 6, 7, 12]),
        ("snake_case x", [10, 11, 12]),
        ("e\u{301}t\u{E9}", [4]),
        ("カタカナ漢字", [4, 5, 6]),
        ("", []),
    ] as [(String, [Int])])
    func wordBoundaries(text: String, expected: [Int]) {
        #expect(TextSegmentation.wordBoundaries(in: text) == expected)
    }

    /// (text, width, mode, lines), with the built-in measurer at 10 pt:
    /// every character is 6 pt wide.
    @Test(arguments: [
        ("漢字漢字漢字", 24.0, LineBreakMode.byWordWrapping, ["漢字漢字", "漢字"]),
        // Never 。 at a line's start: は。 stay together.
        ("これは。それは。", 18, .byWordWrapping, ["これ", "は。そ", "れは。"]),
        // Never a line ending in 「.
        ("あい「はい」", 18, .byWordWrapping, ["あい", "「は", "い」"]),
        // A small kana stays with the kana before it.
        ("あいちょっと", 18, .byWordWrapping, ["あい", "ちょっ", "と"]),
        ("well-known fact", 36, .byWordWrapping, ["well-", "known", "fact"]),
        ("pay $100 now", 30, .byWordWrapping, ["pay", "$100", "now"]),
        // Spaces at a break hang; a separator ends its line even without a width.
        ("ab  cd", 18, .byWordWrapping, ["ab", "cd"]),
        ("ab\u{2028}cd ef", 1000, .byWordWrapping, ["ab", "cd ef"]),
        ("ab\u{2029}cd", 1000, .byCharWrapping, ["ab", "cd"]),
        // byCharWrapping still breaks between any two characters.
        ("これは。", 18, .byCharWrapping, ["これは", "。"]),
        ("well-known", 24, .byCharWrapping, ["well", "-kno", "wn"]),
    ] as [(String, Double, LineBreakMode, [String])])
    func wrapping(text: String, width: Double, mode: LineBreakMode, expected: [String]) {
        let typesetter = Typesetter(fontSize: 10)
        #expect(typesetter.layout(text, width: width, lineBreakMode: mode).lines == expected)
    }

    @Test("a truncated last line stops at a line separator, and shows the mark")
    func truncationStopsAtSeparator() {
        let typesetter = Typesetter(fontSize: 10)
        #expect(typesetter.layout("one\u{2028}two\u{2028}three", numberOfLines: 2, width: 1000).lines == ["one", "two..."])
        #expect(typesetter.layout("one\u{2028}two", numberOfLines: 1, width: 1000, lineBreakMode: .byClipping).lines == ["one"])
    }

    @Test("a line separator ends a line when nothing wraps")
    func separatorWithoutWidth() {
        #expect(Typesetter(fontSize: 10).layout("one\u{2028}two\u{0B}three").lines == ["one", "two", "three"])
    }

    @Test("the snippet of Docs/Text.md, \"Unicode line breaking\"")
    func guideSnippet() {
        #expect(TextSegmentation.lineBreakOpportunities(in: "a b\u{2028}c").map { "\($0.offset) \($0.kind)" }
                == ["2 allowed", "4 mandatory", "5 mandatory"])
        #expect(TextSegmentation.lineBreakOpportunities(in: "これは。").map(\.offset) == [1, 2, 4])
        #expect(TextSegmentation.wordBoundaries(in: "can't stop") == [5, 6, 10])
        #expect(Typesetter(fontSize: 10).layout("あい「はい」", width: 18).lines == ["あい", "「は", "い」"])
    }

    @Test("every code point of Unicode, as hostile text: no trap, breaks in order, every character laid out")
    func everyCodePoint() {
        var scalars = String.UnicodeScalarView()
        for value in UInt32(0)...0x10FFFF {
            if let scalar = Unicode.Scalar(value), value != 0x0A, value != 0x0D { scalars.append(scalar) }
        }
        let text = String(scalars)
        let count = text.unicodeScalars.count
        let breaks = TextSegmentation.lineBreakOpportunities(in: text).map(\.offset)
        #expect(breaks.last == count)
        #expect(zip(breaks, breaks.dropFirst()).allSatisfy { $0 < $1 })
        let words = TextSegmentation.wordBoundaries(in: text)
        #expect(words.last == count)
        #expect(zip(words, words.dropFirst()).allSatisfy { $0 < $1 })
        // Wrapped at 100 characters a line (every 16th code point: every
        // block, in a text a debug build lays out in seconds), no character
        // is lost except the spaces and separators at breaks.
        let sample = String(String.UnicodeScalarView(text.unicodeScalars.enumerated().filter { $0.offset % 16 == 0 }.map(\.element)))
        let lines = Typesetter(fontSize: 10).layout(sample, width: 600, lineBreakMode: .byWordWrapping).lines
        #expect(lines.allSatisfy { $0.count <= 100 })
        let kept = lines.reduce(0) { $0 + $1.unicodeScalars.count }
        let dropped = sample.unicodeScalars.filter { [0x20, 0x0B, 0x0C, 0x85, 0x2028, 0x2029].contains($0.value) }.count
        let sampleCount = sample.unicodeScalars.count
        #expect(kept + dropped >= sampleCount && kept <= sampleCount)
    }
}
