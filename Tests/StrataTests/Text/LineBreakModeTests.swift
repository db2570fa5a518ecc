import Testing
import Strata

@Suite("Line break modes in the built-in font")
struct LineBreakModeTests {
    let t = Typesetter(fontSize: 10)   // 6 pt per character, "..." is 18 pt

    @Test(arguments: [
        (LineBreakMode.byWordWrapping, ["the"]),
        (.byCharWrapping, ["the quic"]),
        (.byClipping, ["the quic"]),
        (.byTruncatingHead, ["...n fox"]),
        (.byTruncatingTail, ["the q..."]),
        (.byTruncatingMiddle, ["the...ox"]),
    ])
    func aSingleLineThatDoesNotFit(mode: LineBreakMode, lines: [String]) {
        #expect(t.layout("the quick brown fox", numberOfLines: 1, width: 48, lineBreakMode: mode).lines == lines)
    }

    @Test(arguments: [
        (LineBreakMode.byWordWrapping, ["the", "quick"]),
        (.byCharWrapping, ["the quic", "k brown"]),
        (.byClipping, ["the", "quick br"]),
        (.byTruncatingHead, ["the", "...n fox"]),
        (.byTruncatingTail, ["the", "quick..."]),
        (.byTruncatingMiddle, ["the", "qui...ox"]),
    ])
    func theLastOfTwoLines(mode: LineBreakMode, lines: [String]) {
        #expect(t.layout("the quick brown fox", numberOfLines: 2, width: 48, lineBreakMode: mode).lines == lines)
    }

    @Test(arguments: LineBreakMode.allCases)
    func noLimitMeansNoTruncation(mode: LineBreakMode) {
        let lines = t.layout("the quick brown fox", numberOfLines: 0, width: 48, lineBreakMode: mode).lines
        #expect(lines == (mode == .byCharWrapping ? ["the quic", "k brown", "fox"] : ["the", "quick", "brown", "fox"]))
    }

    @Test(arguments: [
        (LineBreakMode.byWordWrapping, ["one", "two"]),
        (.byCharWrapping, ["one", "two"]),
        (.byClipping, ["one", "two"]),
        (.byTruncatingHead, ["one", "two..."]),
        (.byTruncatingTail, ["one", "two..."]),
        (.byTruncatingMiddle, ["one", "two..."]),
    ])
    func hiddenParagraphsAreMarkedAtTheEnd(mode: LineBreakMode, lines: [String]) {
        #expect(t.layout("one\ntwo\nthree", numberOfLines: 2, lineBreakMode: mode).lines == lines)
    }

    @Test func spacesNextToTheMarkAreDropped() {
        #expect(t.layout("ab   cdefgh", numberOfLines: 1, width: 48, lineBreakMode: .byTruncatingTail).lines == ["ab..."])
        #expect(t.layout("abcdef   gh", numberOfLines: 1, width: 48, lineBreakMode: .byTruncatingHead).lines == ["...gh"])
        #expect(t.layout("ab    cd", numberOfLines: 1, width: 42, lineBreakMode: .byTruncatingMiddle).lines == ["ab...cd"])
    }

    @Test func theMarkIsKeptWhenNothingElseFits() {
        #expect(t.layout("abcdef", numberOfLines: 1, width: 12, lineBreakMode: .byTruncatingHead).lines == ["..."])
        #expect(t.layout("abcdef", numberOfLines: 1, width: 12, lineBreakMode: .byTruncatingMiddle).lines == ["..."])
        #expect(t.layout("abcdef", numberOfLines: 1, width: 1, lineBreakMode: .byClipping).lines == ["a"])
    }

    @Test func spacesInsideALineAreKept() {
        #expect(t.layout("a  b c", width: 30).lines == ["a  b", "c"])
        #expect(t.layout("ab cd", width: 12, lineBreakMode: .byCharWrapping).lines == ["ab", "cd"])
        #expect(t.layout("abc de", width: 12, lineBreakMode: .byCharWrapping).lines == ["ab", "c", "de"])
    }

    @Test func aTruncatedLineHoldsTheRestOfItsParagraph() {
        #expect(t.layout("a bcdef", numberOfLines: 1, width: 36).lines == ["a b..."])
    }
}
