import Foundation
import StrataTestFonts
import Testing
import Strata
@testable import StrataRaster

/// Noto Sans CJK (Debian's `fonts-noto-cjk`, CFF outlines) drawn from its
/// outlines, not the built-in glyphs; the covered area checked against
/// fontTools' `AreaPen` (the exact area of the cubic outline, run live with
/// `/usr/bin/python3`).
@Suite(.enabled(if: NotoSansCJK.face != nil, NotoSansCJK.missing))
struct CFFDrawingTests {
    static let path = NotoSansCJK.path
    static let face = NotoSansCJK.face
    static func fontTools(_ arguments: [String]) throws -> String? { try NotoSansCJK.fontTools(arguments) }
}

/// Noto Sans CJK face 0 and fontTools, when installed.
enum NotoSansCJK {
    static let path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let face: FontFace? = try? FontFace(contentsOf: path, index: 0)
    static let missing: Comment = "Noto Sans CJK is not installed (\(path); apt-get install fonts-noto-cjk)"
    static let hasFontTools: Bool = (try? fontTools(["-c", "import fontTools"])) != nil

    /// `/usr/bin/python3 arguments`' output, `nil` when it failed.
    static func fontTools(_ arguments: [String]) throws -> String? {
        try DebianPython.output(arguments)
    }
}

extension CFFDrawingTests {
    @Test func cjkLabelIsDrawnFromItsOutlines() throws {
        let face = try #require(Self.face)
        #expect(face.hasGlyphOutlines)
        let text = "永字あア한"
        #expect(text.unicodeScalars.allSatisfy { face.glyph(for: $0) != 0 })
        let run = TextRun(text: text, origin: Point(x: 2, y: 26), fontSize: 24, fontName: face.fontName, face: face, color: .black)
        let builtin = TextRun(text: text, origin: Point(x: 2, y: 26), fontSize: 24, color: .black)
        func draw(_ r: TextRun) -> Canvas {
            Raster().render(DisplayList(size: Size(width: 130, height: 34), commands: [.text(r)]), background: RGBA8(255, 255, 255))
        }
        let canvas = draw(run), fallback = draw(builtin)
        #expect(canvas != fallback)
        // Each glyph inks its own 24-pixel em box (the built-in font's cells are 12 wide at this size).
        for k in 0..<5 {
            var ink = 0
            for y in 0..<34 { for x in (2 + 24 * k)..<(2 + 24 * (k + 1)) where canvas[x, y] != RGBA8(255, 255, 255) { ink += 1 } }
            #expect(ink > 60, "glyph \(k)")
        }
        let bounds = Raster.bounds(of: run)
        for y in 0..<34 {
            for x in 0..<130 where canvas[x, y] != RGBA8(255, 255, 255) {
                #expect(bounds.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)), "ink at \(x), \(y)")
            }
        }
    }

    @Test(.enabled(if: NotoSansCJK.hasFontTools, "/usr/bin/python3 with fontTools is not installed (apt-get install python3-fonttools)"),
          arguments: ["永", "字", "中"])
    func coveredAreaMatchesFontTools(character: String) throws {
        let face = try #require(Self.face)
        let scalar = try #require(character.unicodeScalars.first)
        let script = """
        import sys
        from fontTools.ttLib import TTFont
        from fontTools.pens.areaPen import AreaPen
        f = TTFont(sys.argv[1], fontNumber=0, lazy=True)
        gs = f.getGlyphSet()
        p = AreaPen(gs)
        gs[f.getGlyphOrder()[int(sys.argv[2])]].draw(p)
        print(repr(abs(p.value)))
        """
        let glyph = face.glyph(for: scalar)
        let output = try #require(try Self.fontTools(["-c", script, Self.path, String(glyph)]))
        let area = try #require(Double(output.trimmingCharacters(in: .whitespacesAndNewlines)))
        let k = 64.0 / 1000
        let bitmap = GlyphRasterizer.bitmap(of: try face.outline(of: glyph), pixelsPerUnit: k)
        let covered = bitmap.coverage.reduce(0.0) { $0 + Double($1) }
        // These glyphs' contours do not overlap, so the non-zero coverage is the
        // signed area (some kana's do: "あ" covers 1.3 % less than its signed area).
        #expect(abs(covered - area * k * k) <= 0.001 * area * k * k, "\(covered) pixels against \(area * k * k)")
    }
}
