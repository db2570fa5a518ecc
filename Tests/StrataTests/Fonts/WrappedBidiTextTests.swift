// A right-to-left embedding that wraps onto a second line, as a program
// outside the package sees it (public API only): the second line keeps the
// paragraph's levels (UAX #9 resolves the paragraph before breaking it).
import Testing
import Strata

@MainActor
@Suite("Wrapped bidirectional text: the paragraph resolved whole",
       .enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
struct WrappedBidiTextTests {
    /// RLE, a long first word, then "abc אבג" and PDF: the embedding (level
    /// 1) holds the second line too, so "abc" is at level 2 and the space
    /// before the Hebrew takes the embedding's direction: the line reads,
    /// left to right, the Hebrew, the space, "abc" (resolved alone it would
    /// be "abc", the space, the Hebrew).
    static let first = "\u{202B}wwwwwwwwww"
    static let text = first + " abc אבג\u{202C}"

    static func font() throws -> Font { try #require(Font(family: "DejaVu Sans", size: 17)) }

    /// Wide enough for the first line, not for it and " abc".
    static func width(_ font: Font) -> Double {
        let label = Label(text: first)
        label.font = font
        return label.intrinsicContentSize.width + 1
    }

    @Test func aLabelsSecondLineKeepsTheEmbedding() throws {
        let font = try Self.font()
        let label = Label(text: Self.text)
        label.font = font
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: Self.width(font), height: 100)
        let second = label.drawnRuns.filter { $0.line == 1 }.map(\.text)
        #expect(second == ["אבג\u{202C}", " ", "abc"])
    }

    @Test func aTextViewsSecondLineKeepsTheEmbedding() throws {
        let font = try Self.font()
        let view = TextView()
        view.font = font
        view.text = Self.text
        view.frame = Rect(x: 0, y: 0, width: Self.width(font) + view.textContainerInset.left + view.textContainerInset.right,
                          height: 100)
        let window = Window(size: Size(width: 400, height: 200))
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.drawnLines.count == 2)
        let second = view.drawnRuns.filter { $0.line == 1 }.map(\.text)
        #expect(second == ["אבג\u{202C}", " ", "abc"])
    }
}
