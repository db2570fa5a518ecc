import Testing
@testable import Strata
import StrataTestFonts

/// The font reader against fonts built in `TestFont`, so the tests need no
/// installed font.
@Suite struct FontParsingTests {
    @Test func readsNamesAndHeaderTables() throws {
        let face = try FontFace(bytes: TestFont(family: "Strata Test", style: "Bold", weightClass: 700).bytes())
        #expect(face.family == "Strata Test")
        #expect(face.style == "Bold")
        #expect(face.fontName == "Strata Test Bold")
        #expect(face.names.postScriptName == "StrataTest-Bold")
        #expect(face.unitsPerEm == 1000)
        #expect(face.numberOfGlyphs == 7)
        #expect(face.weightClass == 700)
        #expect(!face.isItalic)
        #expect(face.capHeight == 650)
        #expect(face.xHeight == 450)
        #expect(face.hasGlyphOutlines)
        #expect(face.kerningSource == "GPOS")
        // hhea metrics (USE_TYPO_METRICS is off): 800, 200, gap 100.
        #expect(face.ascender == 800 && face.descender == 200 && face.lineGap == 100)
        #expect(face.metrics(atSize: 10) == FontMetrics(ascender: 8, descender: 2, lineHeight: 11))
    }

    @Test func typoMetricsWhenTheFlagIsSet() throws {
        let face = try FontFace(bytes: TestFont(useTypoMetrics: true).bytes())
        #expect(face.ascender == 750 && face.descender == 250 && face.lineGap == 200)
        #expect(face.metrics(atSize: 20) == FontMetrics(ascender: 15, descender: 5, lineHeight: 24))
    }

    @Test func italicFromOS2AndPost() throws {
        let face = try FontFace(bytes: TestFont(style: "Italic", italic: true).bytes())
        #expect(face.isItalic)
        #expect(face.italicAngle == -12)
    }

    @Test(arguments: [true, false])
    func characterMap(format12: Bool) throws {
        let face = try FontFace(bytes: TestFont(format12: format12).bytes())
        let expected: [(Unicode.Scalar, UInt16)] = [
            (" ", 1), ("A", 2), ("B", 0), ("V", 3), ("\u{C4}", 5), ("\u{C5}", 6), ("Z", 0), ("\u{FFFF}", 0),
            ("\u{1F600}", format12 ? 4 : 0), ("\u{1F601}", 0),
        ]
        for (scalar, glyph) in expected {
            #expect(face.glyph(for: scalar) == glyph, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func advancesWithGPOSKerning() throws {
        let face = try FontFace(bytes: TestFont(kerning: .gpos).bytes())
        #expect(face.kerning(3, 2) == -50)    // V A, format 1
        #expect(face.kerning(2, 3) == -20)    // A V, format 2 (the kern table's −80 is not used)
        #expect(face.kerning(2, 5) == -30)    // A Ä, format 2
        #expect(face.kerning(2, 2) == 0)      // A A: class 0
        #expect(face.kerning(3, 3) == 0)      // V V: not in the pair set, A not covered
        // A V A Ä: 600 − 20 + 700 − 50 + 600 − 30 + 600 = 2400 units.
        #expect(face.width(of: "AVA\u{C4}", atSize: 10) == 24)
        #expect(face.width(of: "", atSize: 10) == 0)
        #expect(face.width(of: " ", atSize: 12) == 3)
    }

    @Test func advancesWithKernTable() throws {
        let face = try FontFace(bytes: TestFont(kerning: .kernTable).bytes())
        #expect(face.kerningSource == "kern")
        #expect(face.kerning(2, 3) == -80)
        #expect(face.kerning(3, 2) == -40)
        // A V A: 600 − 80 + 700 − 40 + 600.
        #expect(face.width(of: "AVA", atSize: 100) == 178)
        let plain = try FontFace(bytes: TestFont(kerning: .none).bytes())
        #expect(plain.kerningSource == "")
        #expect(plain.width(of: "AVA", atSize: 100) == 190)
    }

    @Test func simpleOutlines() throws {
        let face = try FontFace(bytes: TestFont().bytes())
        let square = try face.outline(of: 2)
        #expect(square.contours == [[
            .init(x: 100, y: 0, onCurve: true), .init(x: 100, y: 500, onCurve: true),
            .init(x: 600, y: 500, onCurve: true), .init(x: 600, y: 0, onCurve: true),
        ]])
        var segments: [GlyphOutline.Segment] = []
        try face.outline(of: 3).forEachSegment { segments.append($0) }
        #expect(segments == [.move(Point(x: 0, y: 0)), .quad(control: Point(x: 350, y: 700), to: Point(x: 700, y: 0)),
                             .line(Point(x: 0, y: 0)), .close])
        #expect(try face.outline(of: 1).isEmpty)
    }

    @Test func compositeTransforms() throws {
        let face = try FontFace(bytes: TestFont().bytes())
        let a = try face.outline(of: 5)
        #expect(a.contours.count == 2)
        #expect(a.contours[0] == (try face.outline(of: 2)).contours[0])
        // A scaled by 0.5, then moved by (100, 600).
        #expect(a.contours[1].map { [$0.x, $0.y] } == [[150, 600], [150, 850], [400, 850], [400, 600]])
        // V turned a quarter (x' = −y, y' = x), then moved by (700, 0).
        let r = try face.outline(of: 6)
        #expect(r.contours == [[.init(x: 700, y: 0, onCurve: true), .init(x: 0, y: 350, onCurve: false),
                                .init(x: 700, y: 700, onCurve: true)]])
    }

    @Test func collections() throws {
        let ttc = TestFont.collection([TestFont(family: "First"), TestFont(family: "Second", style: "Bold", weightClass: 700)])
        #expect(try FontFace(bytes: ttc, index: 0).family == "First")
        let second = try FontFace(bytes: ttc, index: 1)
        #expect(second.family == "Second" && second.weightClass == 700)
        #expect(second.width(of: "AV", atSize: 1) == 1.28)
        #expect(throws: FontError(table: "ttcf", offset: 8, problem: "face 2 does not exist (2 faces)")) {
            try FontFace(bytes: ttc, index: 2)
        }
    }

    @Test func ellipsisFollowsTheCharacterMap() throws {
        #expect(try FontFace(bytes: TestFont().bytes()).ellipsis == "...")
    }
}
