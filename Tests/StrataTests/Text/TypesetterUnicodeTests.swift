import Testing
@testable import Strata
@testable import StrataText

@Suite("Typesetting beyond ASCII")
struct TypesetterUnicodeTests {
    let t = Typesetter(fontSize: 10)   // 6 pt per character

    @Test func charactersAreGraphemeClusters() {
        #expect(t.measure("\u{1F44D}\u{1F3FD}x") == Size(width: 12, height: 12))
        #expect(t.layout("é é é", width: 18).lines == ["é é", "é"])
        #expect(BuiltinTextMeasurer().width(of: "e\u{301}te\u{301}", atSize: 10) == 18)
    }

    @Test func aSpaceWithACombiningMarkIsNotABreak() {
        #expect(t.layout("a \u{301}b c", width: 24).lines == ["a \u{301}b", "c"])
        #expect(t.layout("a \u{301}b c", width: 24, lineBreakMode: .byCharWrapping).lines == ["a \u{301}b", "c"])
    }

    @Test func paragraphsSplitAtEveryLineBreak() {
        #expect(t.layout("ab\r\n\r\ncd\n").lines == ["ab", "", "cd", ""])
        #expect(t.layout("\n").lines == ["", ""])
        #expect(t.layout("é\rü").lines == ["é", "ü"])
        #expect(Typesetter.paragraphs(of: "a\r\nb\n\rc") == ["a", "b", "", "c"])
    }

    @Test func scanMatchesTheCharacters() {
        for text in ["ab c", "é b", "a \u{301}b", "\u{1F44D}\u{1F3FD} x"] {
            let (offsets, spaces) = Typesetter.scan(text[...])
            #expect(offsets == Array(text.indices) + [text.endIndex], "\(text)")
            #expect(spaces == text.map { $0 == " " }, "\(text)")
        }
    }

    @Test func truncationKeepsWholeCharacters() {
        #expect(t.layout("ééééé ü", numberOfLines: 1, width: 36).lines == ["ééé..."])
        #expect(t.layout("ééééé ü", numberOfLines: 1, width: 36, lineBreakMode: .byTruncatingHead).lines == ["...é ü"])
    }
}
