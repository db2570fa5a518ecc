import Testing
import Strata

@Suite("Built-in font metrics and glyphs")
struct BuiltinFontTests {
    @Test(arguments: [10.0, 17, 12.5, 0])
    func metricsAreLinearInTheSize(size: Double) {
        let f = BuiltinFont(size: size)
        #expect(f.unit == size / 10)
        #expect(f.ascender == size * 9 / 10)
        #expect(f.descender == size * 3 / 10)
        #expect(f.lineHeight == size * 12 / 10)
        #expect(f.advance == size * 6 / 10)
        #expect(f.capHeight == size * 7 / 10)
        #expect(f.xHeight == size * 5 / 10)
        #expect(abs(f.ascender + f.descender - f.lineHeight) < 1e-12)
    }

    @Test func seventeenPointValues() {
        let f = BuiltinFont(size: 17)
        #expect(f.ascender == 15.3)
        #expect(f.descender == 5.1)
        #expect(f.lineHeight == 20.4)
        #expect(f.advance == 10.2)
        #expect(f.width(ofCharacters: 5) == 51)
    }

    @Test func glyphIndexCoversPrintableASCII() {
        #expect(BuiltinFont.glyphIndex(for: " ") == 0)
        #expect(BuiltinFont.glyphIndex(for: "A") == 33)
        #expect(BuiltinFont.glyphIndex(for: "~") == 94)
        #expect(BuiltinFont.glyphIndex(for: "\t") == 0)
        #expect(BuiltinFont.glyphIndex(for: "é") == BuiltinFont.glyphIndex(for: "?"))
        #expect(BuiltinFont.glyphIndex(for: "\u{7}") == BuiltinFont.glyphIndex(for: "?"))
    }

    @Test func everyVisibleGlyphHasInkAndOnlyTheSpaceIsBlank() {
        for index in 0..<95 {
            let ink = (0..<9).reduce(0) { $0 + BuiltinFont.glyphRow(index, row: $1).nonzeroBitCount }
            #expect((ink == 0) == (index == 0), "glyph \(index)")
            #expect((0..<9).allSatisfy { BuiltinFont.glyphRow(index, row: $0) < 32 })
        }
    }

    @Test func glyphsAreDistinct() {
        let shapes = (0..<95).map { i in (0..<9).map { BuiltinFont.glyphRow(i, row: $0) } }
        #expect(Set(shapes).count == 95)
    }

    @Test func descendersOnlyOnDescendingCharacters() {
        let descending = Set("gjpqy_,".map { BuiltinFont.glyphIndex(for: $0) })
        for index in 0..<95 {
            let below = BuiltinFont.glyphRow(index, row: 7) | BuiltinFont.glyphRow(index, row: 8)
            #expect((below != 0) == descending.contains(index), "glyph \(index)")
        }
    }

    @Test func letterHShape() {
        let h = BuiltinFont.glyphIndex(for: "H")
        let rows = (0..<7).map { row in String((0..<5).map { BuiltinFont.isInked(h, column: $0, row: row) ? "#" : "." }) }
        #expect(rows == ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"])
    }
}
