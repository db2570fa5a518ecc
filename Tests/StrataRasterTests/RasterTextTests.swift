import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: text in the built-in font")
struct RasterTextTests {
    /// At 10 pt and scale 1 a glyph cell is exactly one pixel.
    @Test(arguments: ["I", "g", "@", "~"])
    func glyphCellsMapToPixelsAtTenPoints(text: String) {
        let run = TextRun(text: text, origin: Point(x: 1, y: 8), fontSize: 10, color: .black)
        let canvas = render([.text(run)], width: 8, height: 12)
        let index = BuiltinFont.glyphIndex(for: text.first!)
        for y in 0..<12 {
            for x in 0..<8 {
                let column = x - 1, row = y - 1   // baseline at 8: row 0 starts at y = 8 − 7
                let inked = (0..<5).contains(column) && (0..<9).contains(row)
                    && BuiltinFont.isInked(index, column: column, row: row)
                #expect(canvas[x, y] == (inked ? RGBA8(0, 0, 0) : .clear), "\(text) pixel (\(x), \(y))")
            }
        }
    }

    @Test func scaleTwoAtFivePointsDrawsTheSamePixels() {
        let a = render([.text(TextRun(text: "Ag", origin: Point(x: 0, y: 8), fontSize: 10, color: .red))],
                       width: 12, height: 12)
        let b = render([.text(TextRun(text: "Ag", origin: Point(x: 0, y: 4), fontSize: 5, color: .red))],
                       width: 6, height: 6, scale: 2)
        #expect(a == b)
    }

    @Test func halfPixelCellsAverageIntoCoverage() {
        // At 5 pt a cell is half a pixel: pixel (0, 0) holds cells (0…1, 0…1)
        // of "T", whose first row is all ink and second only the middle
        // column: cells (0,0) and (1,0) are inked, (0,1) and (1,1) are not.
        let run = TextRun(text: "T", origin: Point(x: 0, y: 3.5), fontSize: 5, color: .black)
        let canvas = render([.text(run)], width: 3, height: 5)
        #expect(canvas[0, 0] == RGBA8(0, 0, 0, byte(0.5)))
        // Pixel (1, 0): cells (2,0), (3,0) inked, (2,1) inked, (3,1) not.
        #expect(canvas[1, 0] == RGBA8(0, 0, 0, byte(0.75)))
    }

    @Test func spacesAndOpacity() {
        let run = TextRun(text: " I", origin: Point(x: 0, y: 7), fontSize: 10, color: .blue, opacity: 0.5)
        let canvas = render([.text(run)], width: 12, height: 9)
        #expect((0..<6).allSatisfy { x in (0..<9).allSatisfy { canvas[x, $0] == .clear } })
        #expect(canvas[7, 0] == RGBA8(0, 0, 255, 128))
    }

    @Test func textIsClipped() {
        let run = TextRun(text: "MMM", origin: Point(x: 0, y: 7), fontSize: 10, color: .black)
        let canvas = render([.pushClip(rect: Rect(x: 0, y: 0, width: 6, height: 9), cornerRadius: 0), .text(run), .popClip],
                            width: 18, height: 9)
        #expect(canvas[0, 0] == RGBA8(0, 0, 0))
        #expect((6..<18).allSatisfy { x in (0..<9).allSatisfy { canvas[x, $0] == .clear } })
    }

    @Test func unknownCharactersDrawAsQuestionMarks() {
        let a = render([.text(TextRun(text: "é", origin: Point(x: 0, y: 7), fontSize: 10, color: .black))], width: 6, height: 9)
        let b = render([.text(TextRun(text: "?", origin: Point(x: 0, y: 7), fontSize: 10, color: .black))], width: 6, height: 9)
        #expect(a == b)
        #expect(a.bytes.contains { $0 != 0 })
    }
}
