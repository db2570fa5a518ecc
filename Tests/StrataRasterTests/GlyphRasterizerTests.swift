import Testing
import Strata
@testable import StrataRaster

/// Anti-aliased glyph coverage: exact areas, winding, phases.
@Suite struct GlyphRasterizerTests {
    typealias P = GlyphOutline.ContourPoint

    /// A clockwise (y up) rectangle, as TrueType draws outer contours.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> [P] {
        let points = [P(x: x0, y: y0, onCurve: true), P(x: x0, y: y1, onCurve: true),
                      P(x: x1, y: y1, onCurve: true), P(x: x1, y: y0, onCurve: true)]
        return clockwise ? points : points.reversed()
    }

    @Test(arguments: [(0.017, 0.0), (0.017, 0.25), (0.0123, 0.75), (0.1, 0.5), (0.00731, 0.0)])
    func aSquaresCoverageSumsToItsArea(k: Double, phase: Double) {
        let outline = GlyphOutline(contours: [Self.rect(100, 0, 600, 500)])
        let bitmap = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: k, xOffset: phase)
        let area = (500 * k) * (500 * k)
        #expect(abs(bitmap.area - area) <= area * 0.001, "area \(bitmap.area), expected \(area)")
        #expect(bitmap.top == Int((-500 * k).rounded(.down)))
        #expect(bitmap.left == Int((phase + 100 * k).rounded(.down)))
    }

    @Test func edgesGetTheirExactFraction() {
        // 0…2 by 0…2 pixels, pen offset 0.5: x covers 0.5…2.5.
        let outline = GlyphOutline(contours: [Self.rect(0, 0, 2, 2)])
        let b = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: 1, xOffset: 0.5)
        #expect(b.left == 0 && b.top == -2 && b.width == 3 && b.height == 2)
        #expect(b.coverage == [0.5, 1, 0.5, 0.5, 1, 0.5])
    }

    @Test func quadraticHumpArea() {
        // Area between the curve (0,0)–(350,700)–(700,0) and its chord: ⅔ · 700 · 350.
        let outline = GlyphOutline(contours: [[P(x: 0, y: 0, onCurve: true), P(x: 350, y: 700, onCurve: false),
                                                P(x: 700, y: 0, onCurve: true)]])
        let k = 0.05
        let b = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: k)
        let area = 2.0 / 3 * 700 * 350 * k * k
        #expect(abs(b.area - area) <= area * 0.001, "area \(b.area), expected \(area)")
    }

    @Test func nonZeroWinding() {
        // Two overlapping squares wound the same way count once; a reversed
        // inner square is a hole.
        let overlap = GlyphOutline(contours: [Self.rect(0, 0, 4, 4), Self.rect(2, 0, 6, 4)])
        let b = GlyphRasterizer.bitmap(of: overlap, pixelsPerUnit: 1)
        #expect(b.coverage.allSatisfy { $0 == 1 })
        #expect(b.area == 24)
        let ring = GlyphOutline(contours: [Self.rect(0, 0, 6, 6), Self.rect(2, 2, 4, 4, clockwise: false)])
        let r = GlyphRasterizer.bitmap(of: ring, pixelsPerUnit: 1)
        #expect(r.area == 32)
        #expect(r[2, 2] == 0 && r[3, 3] == 0 && r[1, 1] == 1)
    }

    @Test func emptyOutlines() {
        #expect(GlyphRasterizer.bitmap(of: GlyphOutline(), pixelsPerUnit: 1).width == 0)
    }
}
