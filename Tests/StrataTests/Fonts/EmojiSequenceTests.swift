import Foundation
import Testing
@testable import Strata

/// Emoji sequences — a skin tone, a ZWJ family, a flag, a keycap, a
/// heart with U+FE0F — drawn as the one colour glyph Noto Color Emoji's
/// `GSUB` makes of each, at the positions `hb-shape` gives.
@Suite(.enabled(if: ColorGlyphOracle.hasEmoji && LiveHarfBuzz.available,
                "needs fonts-noto-color-emoji, fonts-dejavu-core and hb-shape (libharfbuzz-bin)"))
struct EmojiSequenceTests {
    static let text = "👍🏽👨‍👩‍👧‍👦🇯🇵1️⃣😀❤️"

    /// Each sequence becomes one `.image`: hb-shape's glyph's bitmap, at
    /// its pen position; nothing else is drawn.
    @Test(arguments: [20.0, 64.0])
    func sequencesAreOneImageEach(size: Double) throws {
        let emoji = try FontFace(contentsOf: ColorGlyphOracle.notoColorEmoji)
        let reference = try LiveHarfBuzz.shape(Self.text, face: emoji, rightToLeft: false)
        #expect(reference.count == 6)
        let dejaVu = try FontFace(contentsOf: LiveHarfBuzz.dejaVu)
        let cascade = FontLibrary.shared.cascade(primary: dejaVu)
        let origin = Point(x: 10, y: 50)
        var sink = DisplayCommandSink()
        TextRun.appendLine(Self.text[...], origin: origin, fontSize: size, measurer: cascade, color: .black, opacity: 1,
                           to: &sink)
        let commands = sink.finish()
        let k = size / Double(emoji.unitsPerEm)
        // Compared as destinations and a flag for the image (a failing
        // comparison of whole images would print every pixel).
        var expected: [String] = []
        var images: [Image] = []
        var pen = 0
        for g in reference {
            let entry = try #require(ColorGlyphImages.entry(face: emoji, glyph: UInt16(g.glyph), size: size))
            images.append(try #require(entry.image))
            let at = Point(x: origin.x + Double(pen + g.dx) * k, y: origin.y + Double(-g.dy) * k)
            expected.append("image \(entry.bitmap.rect(atSize: size, pen: at))")
            pen += g.ax
        }
        let drawn = commands.map { command -> String in
            switch command {
            case .image(let c): return "image \(c.destination)"
            case .text(let run): return "text \(run.text.unicodeScalars.map { String($0.value, radix: 16) }) \(run.glyphs.map(\.glyph))"
            default: return "other"
            }
        }
        #expect(drawn == expected)
        let drawnImages = commands.compactMap { command -> Image? in
            if case .image(let c) = command { return c.image }
            return nil
        }
        #expect(drawnImages.count == images.count)
        #expect(zip(drawnImages, images).allSatisfy { $0 == $1 })
    }

    /// Text glyphs between colour glyphs stay a `.text` run with their
    /// glyphs and characters (a face with colour glyphs that also has
    /// plain ones: Noto Color Emoji's digits without U+FE0F draw nothing
    /// of their own, so its space is the plain glyph here).
    @Test func plainGlyphsBetweenStayText() throws {
        let emoji = try FontFace(contentsOf: ColorGlyphOracle.notoColorEmoji)
        let text = "😀 😀"
        let reference = try LiveHarfBuzz.shape(text, face: emoji, rightToLeft: false)
        try #require(reference.count == 3)
        var sink = DisplayCommandSink()
        TextRun.appendLine(text[...], origin: Point(x: 0, y: 40), fontSize: 30, measurer: emoji, color: .black,
                           opacity: 1, to: &sink)
        let kinds = sink.finish().map { command -> String in
            switch command {
            case .image: return "image"
            case .text(let run): return "text \(run.text) \(run.glyphs.map(\.glyph))"
            default: return "other"
            }
        }
        #expect(kinds == ["image", "text   [\(reference[1].glyph)]", "image"])
    }
}
