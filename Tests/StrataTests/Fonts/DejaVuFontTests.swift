import Testing
@testable import Strata
@testable import StrataText

/// The font reader against DejaVu Sans. Expected values come from
/// fontTools (advances from `hmtx`, kerning from the GPOS `kern` lookups of
/// `DFLT` and `latn`), not from Strata. Skipped, with the reason, when the
/// font is not installed.
@Suite(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
struct DejaVuFontTests {
    @Test func headerValues() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        #expect(face.family == "DejaVu Sans")
        #expect(face.style == "Book")
        #expect(face.unitsPerEm == 2048)
        #expect(face.numberOfGlyphs == 6253)
        #expect(face.weightClass == 400)
        #expect((face.ascender, face.descender, face.lineGap) == (1901, 483, 0))
        #expect(face.kerningSource == "GPOS")
        #expect(face.glyph(for: "A") == 36)
        #expect(face.advance(of: 36) == 1401)
        #expect(face.ellipsis == "\u{2026}")
    }

    @Test(arguments: [
        ("The quick brown fox jumps over the lazy dog. AVATAR Wave To", 64142),
        ("AV", 2671), ("To", 2156), ("Ta", 2167), ("LT", 2110), ("Wave", 5621),
    ])
    func pangramAdvancesAreHmtxPlusKerningScaled(text: String, units: Int) throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        #expect(face.forEachGlyph(in: text[...]) { _, _ in } == units)
        #expect(face.width(of: text, atSize: 17) == Double(units) * 17 / 2048)
    }

    @Test func everyGlyphOutlineReads() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        var points = 0
        for g in 0..<face.numberOfGlyphs { points += try face.outline(of: UInt16(g)).pointCount }
        #expect(points > 100_000)
    }

    @Test func mutantsOfARealFontNeverCrash() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let path = try #require(face.path)
        let bytes = try FontFileSystem.contents(of: path)
        var random = TestRandom(seed: 19)
        for _ in 0..<60 {
            var mutant = bytes
            for _ in 0..<8 { mutant[Int.random(in: 0..<4096, using: &random)] ^= UInt8(1) << UInt8(Int.random(in: 0..<8, using: &random)) }
            FontMutationTests.exercise(mutant)
            FontMutationTests.exercise(Array(bytes[..<Int.random(in: 0..<bytes.count, using: &random)]))
        }
    }
}
