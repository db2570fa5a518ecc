import Testing
import Strata

@Suite("Text measuring and line breaking")
struct TextMeasurerTests {
    let m = Typesetter(fontSize: 10)   // advance 6, line height 12

    @Test func emptyTextHasNoLines() {
        let l = m.layout("")
        #expect(l.lines.isEmpty)
        #expect(l.size == Size(width: 0, height: 0))
    }

    @Test func singleLineWidthIsCharactersTimesAdvance() {
        #expect(m.measure("Hello") == Size(width: 30, height: 12))
        #expect(Typesetter(fontSize: 17).measure("Hello") == Size(width: 51, height: 20.4))
    }

    @Test func explicitLineBreaks() {
        let l = m.layout("ab\ncdef\n\ng")
        #expect(l.lines == ["ab", "cdef", "", "g"])
        #expect(l.size == Size(width: 24, height: 48))
        #expect(m.layout("a\r\nb\rc").lines == ["a", "b", "c"])
    }

    @Test(arguments: [
        ("the quick brown fox", 60.0, ["the quick", "brown fox"]),
        ("the quick brown fox", 53.9, ["the", "quick", "brown", "fox"]),
        ("the quick brown fox", 1000, ["the quick brown fox"]),
        ("abcdefghij", 24, ["abcd", "efgh", "ij"]),
        ("a  b", 6, ["a", "b"]),
        ("hi abcdefghij x", 24, ["hi", "abcd", "efgh", "ij x"]),
        ("x", 1, ["x"]),
    ])
    func wrapsAtSpaces(text: String, width: Double, lines: [String]) {
        #expect(m.layout(text, width: width).lines == lines)
    }

    @Test func wrappedSizeIsWidestLine() {
        #expect(m.measure("the quick brown fox", width: 60) == Size(width: 54, height: 24))
    }

    @Test func lineLimitTruncatesWithEllipsis() {
        #expect(m.layout("one\ntwo\nthree", numberOfLines: 2).lines == ["one", "two..."])
        #expect(m.layout("the quick brown fox", numberOfLines: 1, width: 60).lines == ["the qui..."])
        #expect(m.layout("the quick brown fox", numberOfLines: 2, width: 60).lines == ["the quick", "brown fox"])
        #expect(m.layout("ab cd ef", numberOfLines: 1, width: 30).lines == ["ab..."])
        #expect(m.layout("one\ntwo", numberOfLines: 0).lines == ["one", "two"])
    }

    @Test func baselineOffsets() {
        let l = m.layout("a\nb")
        #expect(l.baselineOffset(ofLine: 0) == 9)
        #expect(l.baselineOffset(ofLine: 1) == 21)
    }
}
