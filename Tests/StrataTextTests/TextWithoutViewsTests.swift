// This target depends on StrataText alone (and the test fonts): the
// compiler proves that fonts, measuring and line breaking need no view,
// window or animation, as a game laying out text for its own renderer
// would use them (Docs/Text.md, "Text without views").
import Foundation
import Testing
import StrataText
import StrataTestFonts

@Suite("StrataText alone: fonts and paragraphs without views")
struct TextWithoutViewsTests {
    /// The test font without kerning: `A` advances 600 units, `V` 700 and
    /// the space 250, at 1000 units per em.
    static func face() throws -> FontFace {
        try FontFace(bytes: TestFont(kerning: .none).bytes())
    }

    @Test("a paragraph in a real font wraps at a width, measured from its advances")
    func wrapsWithAFontFace() throws {
        let face = try Self.face()
        let typesetter = Typesetter(fontSize: 10, measurer: face)
        // "AV" is 13 pt at 10 pt, a space 2.5: "AV AV" is 28.5 wide and fits 30; "AVA" is 19.
        let layout = typesetter.layout("AV AV AVA", width: 30)
        #expect(layout.lines == ["AV AV", "AVA"])
        #expect(abs(layout.size.width - 28.5) < 1e-9)
        let metrics = face.metrics(atSize: 10)
        #expect(layout.size.height == 2 * metrics.lineHeight)
        #expect(layout.baselineOffset(ofLine: 1) == metrics.ascender + metrics.lineHeight)
    }

    @Test("widths come from the font's advances", arguments: [
        ("A", 6.0), ("V", 7.0), (" ", 2.5), ("AVA", 19.0), ("A V", 15.5),
    ])
    func widths(text: String, width: Double) throws {
        let face = try Self.face()
        #expect(abs(face.width(of: Substring(text), atSize: 10) - width) < 1e-9)
    }

    @Test("truncation and the built-in measurer work the same without views", arguments: [
        (LineBreakMode.byTruncatingTail, ["the qui..."]),
        (LineBreakMode.byTruncatingHead, ["...own fox"]),
        (LineBreakMode.byClipping, ["the quick"]),
    ])
    func truncation(mode: LineBreakMode, lines: [String]) {
        // The built-in font: 6 pt per character at 10 pt.
        let layout = Typesetter(fontSize: 10).layout("the quick brown fox", numberOfLines: 1, width: 60, lineBreakMode: mode)
        #expect(layout.lines == lines)
    }

    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("Docs/Text.md's snippet: a paragraph in DejaVu Sans without a view",
          .enabled(if: FileManager.default.fileExists(atPath: dejaVuPath), "needs fonts-dejavu-core"))
    func docSnippet() throws {
        let face = try FontFace(contentsOf: Self.dejaVuPath)
        let typesetter = Typesetter(fontSize: 15, measurer: face)
        let paragraph = typesetter.layout("Text laid out without a single view", width: 120)
        #expect(paragraph.lines.count > 1)
        #expect(paragraph.lines.joined(separator: " ") == "Text laid out without a single view")
        for line in paragraph.lines {
            #expect(face.width(of: Substring(line), atSize: 15) <= 120 + 1e-9)
        }
        let widest = paragraph.lines.map { face.width(of: Substring($0), atSize: 15) }.max() ?? 0
        #expect(paragraph.size.width == widest)
        #expect(paragraph.size.height == Double(paragraph.lines.count) * face.metrics(atSize: 15).lineHeight)
    }
}
