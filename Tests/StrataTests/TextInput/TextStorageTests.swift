import Testing
@testable import Strata

/// The paragraph storage against a plain `String` doing the same edits.
@Suite struct TextStorageTests {
    /// A tiny deterministic generator (xorshift).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static let pieces = ["a", "b", " ", "\n", "\r", "\r\n", "e\u{301}", "\u{301}", "👩‍👩‍👧", "\u{200D}", "🇫🇷", "xy", "", "é"]

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomEditsMatchAString(seed: UInt64) {
        var random = Random(state: 0x9E37_79B9_7F4A_7C15 &* seed)
        var storage = TextStorage("")
        var model = ""
        for _ in 0..<600 {
            let count = model.count
            let a = random.next(count + 1), b = a + random.next(count - a + 1)
            var insert = ""
            for _ in 0..<random.next(4) { insert += Self.pieces[random.next(Self.pieces.count)] }
            let start = model.index(model.startIndex, offsetBy: a)
            let end = model.index(start, offsetBy: b - a)
            let expectedEnd = (String(model[..<start]) + insert).count
            model.replaceSubrange(start..<end, with: insert)
            let result = storage.replace(a..<b, with: insert)
            #expect(result.end == expectedEnd)
            #expect(storage.string == model)
            #expect(storage.count == model.count)
            #expect(storage.paragraphs.reduce(0) { $0 + $1.length } == model.count)
        }
    }

    @Test func paragraphsSplitAtEveryBreak() {
        let storage = TextStorage("one\ntwo\r\nthree\rfour")
        #expect(storage.paragraphs.map(\.text) == ["one", "two", "three", "four"])
        #expect(storage.paragraphs.map(\.separator) == ["\n", "\r\n", "\r", ""])
        #expect(storage.starts == [0, 4, 8, 14])
        #expect(storage.count == 18)
        #expect(storage.substring(2..<10) == "e\ntwo\r\nth")
    }

    @Test(arguments: [
        ("hello world", 0, 5), ("hello world", 5, 11), ("a,b", 0, 1), ("  x", 0, 3), ("x\ny", 0, 1),
        // UAX #29: a full stop or apostrophe between letters is inside the word (WB6, WB7).
        ("a.b c", 0, 3), ("can't stop", 0, 5), ("3.14 m", 0, 4),
    ] as [(String, Int, Int)])
    func nextWordEnd(text: String, from: Int, expected: Int) {
        #expect(TextStorage(text).nextWordEnd(from: from) == expected)
    }

    @Test(arguments: [
        ("hello world", 11, 6), ("hello world", 6, 0), ("hello  ", 7, 0), ("x\ny", 2, 0), ("a,b", 3, 2),
        ("a.b", 3, 0), ("stop can't", 10, 5), ("漢字", 2, 1),
    ] as [(String, Int, Int)])
    func previousWordStart(text: String, from: Int, expected: Int) {
        #expect(TextStorage(text).previousWordStart(from: from) == expected)
    }

    @Test func wordRangeSelectsWordsSpacesAndPunctuation() {
        let storage = TextStorage("hi there,  you")
        #expect(storage.wordRange(at: 4) == 3..<8)
        #expect(storage.wordRange(at: 8) == 8..<9)
        #expect(storage.wordRange(at: 9) == 9..<11)
        #expect(storage.wordRange(at: 14) == 11..<14)
        // UAX #29 words: an apostrophe inside a word belongs to it.
        let quoted = TextStorage("don't, \"stop\"")
        #expect(quoted.wordRange(at: 2) == 0..<5)
        #expect(quoted.wordRange(at: 7) == 7..<8)
        #expect(quoted.wordRange(at: 9) == 8..<12)
    }
}
