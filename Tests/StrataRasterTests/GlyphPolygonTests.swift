import Foundation
import Testing
import Strata
@testable import StrataRaster

/// The glyph rasterizer's fast path: plain signed-area accumulation, taken
/// only when `GlyphPolygon.simpleWinding(width:height:)` proves every
/// point's winding is 0 or one same ±1, must give the exact scanner's
/// coverage (`NonZeroScanner`, to a Float rounding) on real glyphs and
/// random polygons, or, where they differ, the coverage of point samples
/// (the scanner is wrong there); overlapping, crossing, touching and
/// doubly wound contours must be refused.
@Suite struct GlyphPolygonTests {
    typealias P = GlyphOutline.ContourPoint

    /// A rectangle; clockwise in font units (y up) unless `clockwise` is false.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> [P] {
        GlyphRasterizerTests.rect(x0, y0, x1, y1, clockwise: clockwise)
    }

    /// `simpleWinding` of `contours` drawn at one pixel per unit, pen at 0.25.
    static func winding(_ contours: [[P]]) -> Double? {
        let p = GlyphRasterizer.placed(GlyphOutline(contours: contours), pixelsPerUnit: 1, xOffset: 0.25)
        return p?.polygon.simpleWinding(width: p?.width ?? 0, height: p?.height ?? 0)
    }

    /// The rasterizer's coverage of `outline` against the exact scanner's
    /// (`NonZeroScanner`) on the same segments: whether the fast path was
    /// taken, how many pixels differ (by more than a Float rounding), and
    /// in those the largest difference between the rasterizer's coverage
    /// and 64 × 64 point samples of the non-zero rule. (The scanner is not
    /// exact everywhere: it classifies an edge's piece of a row by the
    /// winding at the piece's middle height, and a horizontal edge, which
    /// it drops, can change that winding inside the row.)
    static func compare(_ outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double)
        -> (fast: Bool, differing: Int, worst: Float)? {
        guard let p = GlyphRasterizer.placed(outline, pixelsPerUnit: k, xOffset: xOffset) else { return nil }
        let drawn = GlyphRasterizer.coverage(of: p)
        let exact = NonZeroScanner(width: p.width, height: p.height).coverage(of: p.edges)
        guard drawn.count == exact.count else { return (false, drawn.count, .infinity) }
        var segments: [((Double, Double), (Double, Double))] = []
        p.polygon.forEachSegment { a, b in segments.append((a, b)) }
        var differing = 0, worst: Float = 0
        for i in drawn.indices where abs(drawn[i] - exact[i]) > 1e-6 {
            differing += 1
            worst = max(worst, abs(drawn[i] - sampled(segments, x: i % p.width, y: i / p.width)))
        }
        return (p.polygon.simpleWinding(width: p.width, height: p.height) != nil, differing, worst)
    }

    /// The share of 64 × 64 points of pixel (`x`, `y`) where the winding
    /// number of `segments` is not zero.
    static func sampled(_ segments: [((Double, Double), (Double, Double))], x: Int, y: Int) -> Float {
        let n = 64
        var inside = 0
        for sy in 0..<n {
            let py = Double(y) + (Double(sy) + 0.5) / Double(n)
            for sx in 0..<n {
                let px = Double(x) + (Double(sx) + 0.5) / Double(n)
                var w = 0
                for (a, b) in segments where (a.1 <= py) != (b.1 <= py) {
                    if a.0 + (py - a.1) * (b.0 - a.0) / (b.1 - a.1) < px { w += b.1 > a.1 ? 1 : -1 }
                }
                if w != 0 { inside += 1 }
            }
        }
        return Float(inside) / Float(n * n)
    }

    @Test func simpleShapesAreProven() {
        #expect(Self.winding([Self.rect(0, 0, 6, 6)]) != nil)
        // A hole wound the other way, and two glyph parts apart.
        #expect(Self.winding([Self.rect(0, 0, 6, 6), Self.rect(2, 2, 4, 4, clockwise: false)]) != nil)
        #expect(Self.winding([Self.rect(0, 0, 2, 6), Self.rect(3, 0, 5, 6)]) != nil)
        // The same, wound the other way: the other sign.
        #expect(Self.winding([Self.rect(0, 0, 6, 6, clockwise: false)]) == -Self.winding([Self.rect(0, 0, 6, 6)])!)
    }

    @Test func overlapsAreRefused() {
        // Overlapping, nested the same way (winding 2), crossing itself.
        #expect(Self.winding([Self.rect(0, 0, 4, 4), Self.rect(2, 1, 6, 3)]) == nil)
        #expect(Self.winding([Self.rect(0, 0, 6, 6), Self.rect(2, 2, 4, 4)]) == nil)
        let bowTie = [P(x: 0, y: 0, onCurve: true), P(x: 4, y: 4, onCurve: true),
                      P(x: 4, y: 0, onCurve: true), P(x: 0, y: 4, onCurve: true)]
        #expect(Self.winding([bowTie]) == nil)
        // Parts wound in opposite senses (windings +1 and −1).
        #expect(Self.winding([Self.rect(0, 0, 2, 6), Self.rect(3, 0, 5, 6, clockwise: false)]) == nil)
        // Touching at a corner, along an edge, a contour through its own
        // vertex, and a spike doubling back: cautiously refused.
        #expect(Self.winding([Self.rect(0, 0, 2, 2), Self.rect(2, 2, 4, 4)]) == nil)
        #expect(Self.winding([Self.rect(0, 0, 2, 2), Self.rect(2, 0, 4, 2)]) == nil)
        let figureEight = [P(x: 0, y: 0, onCurve: true), P(x: 0, y: 2, onCurve: true), P(x: 2, y: 2, onCurve: true),
                           P(x: 4, y: 4, onCurve: true), P(x: 4, y: 2, onCurve: true), P(x: 2, y: 2, onCurve: true),
                           P(x: 2, y: 0, onCurve: true)]
        #expect(Self.winding([figureEight]) == nil)
        let spike = [P(x: 0, y: 0, onCurve: true), P(x: 0, y: 4, onCurve: true), P(x: 2, y: 4, onCurve: true),
                     P(x: 5, y: 4, onCurve: true), P(x: 2, y: 4, onCurve: true), P(x: 4, y: 0, onCurve: true)]
        #expect(Self.winding([spike]) == nil)
    }

    @Test func theCheckIsNeeded() throws {
        // Plain accumulation of two overlapping squares counts the overlap
        // twice (clamped to 1 inside, but not in the pixels it half
        // covers): what the refusal above keeps away.
        let outline = GlyphOutline(contours: [Self.rect(0, 0, 4, 4), Self.rect(2.5, 0.5, 6, 3.5)])
        let p = try #require(GlyphRasterizer.placed(outline, pixelsPerUnit: 1, xOffset: 0.25))
        let signed = p.polygon.signedCoverage(width: p.width, height: p.height, sign: -1)
        let exact = NonZeroScanner(width: p.width, height: p.height).coverage(of: p.edges)
        #expect(zip(signed, exact).contains { abs($0 - $1) > 0.1 })
        #expect(GlyphRasterizer.coverage(of: p) == exact)
    }

    /// A comb of `teeth` teeth in one pixel row.
    static func comb(_ teeth: Int) -> GlyphOutline {
        var comb = [P(x: 0, y: 0, onCurve: true)]
        for i in 0..<teeth {
            comb.append(P(x: Double(i) + 0.5, y: 0.9, onCurve: true))
            comb.append(P(x: Double(i) + 1, y: 0.1, onCurve: true))
        }
        comb.append(P(x: Double(teeth), y: 0, onCurve: true))
        return GlyphOutline(contours: [comb])
    }

    @Test func manySegmentsInOneRowGoToTheScanner() throws {
        // 20 teeth are proven simple; with 3,000 the pairs to look at pass
        // the budget and the exact scanner draws the comb.
        let small = try #require(GlyphRasterizer.placed(Self.comb(20), pixelsPerUnit: 1, xOffset: 0))
        #expect(small.polygon.simpleWinding(width: small.width, height: small.height) != nil)
        let large = try #require(GlyphRasterizer.placed(Self.comb(3000), pixelsPerUnit: 1, xOffset: 0))
        #expect(large.polygon.simpleWinding(width: large.width, height: large.height) == nil)
        let (_, _, worst) = try #require(Self.compare(Self.comb(20), pixelsPerUnit: 1, xOffset: 0))
        #expect(worst <= 0.04)
    }

    /// Every `step`th glyph of `face` at `pixels` per em: how many were
    /// drawn, how many by the fast path, how many glyphs and pixels differ
    /// from the exact scanner's, and the largest difference from point
    /// samples there.
    static func compare(_ face: FontFace, step: Int, pixels: Double, xOffset: Double)
        -> (drawn: Int, fast: Int, glyphs: Int, pixels: Int, worst: Float) {
        var drawn = 0, fast = 0, glyphs = 0, differing = 0, worst: Float = 0
        for glyph in stride(from: 1, to: face.numberOfGlyphs, by: step) {
            guard let outline = try? face.outline(of: UInt16(glyph)),
                  let c = compare(outline, pixelsPerUnit: pixels / Double(face.unitsPerEm), xOffset: xOffset)
            else { continue }
            drawn += 1
            fast += c.fast ? 1 : 0
            glyphs += c.differing > 0 ? 1 : 0
            differing += c.differing
            worst = max(worst, c.worst)
        }
        return (drawn, fast, glyphs, differing, worst)
    }

    @Test(.enabled(if: NotoSansCJK.face != nil, NotoSansCJK.missing),
          arguments: [(9.0, 0.0), (16, 0.25), (33, 0.5)])
    func notoSansCJKGlyphsMatchTheScannerOrSamples(pixels: Double, xOffset: Double) throws {
        let face = try #require(NotoSansCJK.face)
        let c = Self.compare(face, step: 37, pixels: pixels, xOffset: xOffset)
        #expect(c.drawn > 1500, "\(c.drawn) glyphs drawn")
        #expect(c.fast * 2 > c.drawn, "\(c.fast) of \(c.drawn) by the fast path")
        #expect(c.worst <= 0.04, "\(c.pixels) pixels of \(c.glyphs) glyphs differ; largest difference from samples \(c.worst)")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing),
          arguments: [(9.0, 0.0), (16, 0.25), (33, 0.5)])
    func dejaVuSansGlyphsMatchTheScannerOrSamples(pixels: Double, xOffset: Double) throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let c = Self.compare(face, step: 7, pixels: pixels, xOffset: xOffset)
        #expect(c.drawn > 700, "\(c.drawn) glyphs drawn")
        #expect(c.fast * 2 > c.drawn, "\(c.fast) of \(c.drawn) by the fast path")
        #expect(c.worst <= 0.04, "\(c.pixels) pixels of \(c.glyphs) glyphs differ; largest difference from samples \(c.worst)")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
    func aGlyphTheScannerGotWrongMatchesSamples() throws {
        // Glyph 834 of DejaVu Sans (2.37) at 9 pixels: drawn by
        // `NonZeroScanner` before, two pixels of its upper stroke were 0.07
        // and 0.14 too dark (0.78 and 0.20 against 0.71 and 0.06 sampled).
        let face = try #require(InstalledFonts.dejaVuSans)
        let outline = try face.outline(of: 834)
        let p = try #require(GlyphRasterizer.placed(outline, pixelsPerUnit: 9 / Double(face.unitsPerEm), xOffset: 0))
        let bitmap = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: 9 / Double(face.unitsPerEm))
        var segments: [((Double, Double), (Double, Double))] = []
        p.polygon.forEachSegment { a, b in segments.append((a, b)) }
        var worst: Float = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { worst = max(worst, abs(bitmap[x, y] - Self.sampled(segments, x: x, y: y))) }
        }
        #expect(worst <= 0.04, "largest difference from samples \(worst)")
    }

    @Test(arguments: 0..<300)
    func randomPolygonsMatchTheScanner(seed: Int) throws {
        var state = UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407
        func random() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        // Star-shaped (so simple) contours in the cells of a 3 × 3 grid,
        // some with a small hole wound the other way (6 to 11 corners at
        // 0.7 to 1 times the radius: every edge stays further from the
        // centre than the hole reaches); on a third of the seeds one more
        // contour anywhere, which may overlap them. Corners on a
        // 1/4-pixel grid on half the seeds (ties, touching).
        let snap = seed % 2 == 0
        func star(cx: Double, cy: Double, radius: Double, reversed: Bool) -> [P] {
            let n = 6 + Int(random() * 6)
            var points = (0..<n).map { i -> P in
                let a = 2 * Double.pi * (Double(i) + 0.8 * random()) / Double(n)
                let r = radius * (0.7 + 0.3 * random())
                var x = cx + r * cos(a), y = cy + r * sin(a)
                if snap { x = (x * 4).rounded() / 4; y = (y * 4).rounded() / 4 }
                return P(x: x, y: y, onCurve: true)
            }
            if reversed { points.reverse() }
            return points
        }
        var contours: [[P]] = []
        for cell in 0..<9 where random() < 0.6 {
            let cx = Double(cell % 3) * 10 + 5, cy = Double(cell / 3) * 10 + 5
            contours.append(star(cx: cx, cy: cy, radius: 4.5, reversed: false))
            if random() < 0.4 {
                contours.append(star(cx: cx, cy: cy, radius: 0.6, reversed: true))
            }
        }
        if contours.isEmpty { contours.append(star(cx: 5, cy: 5, radius: 4, reversed: false)) }
        let overlapping = seed % 3 == 0
        if overlapping {
            contours.append(star(cx: 5 + random() * 20, cy: 5 + random() * 20, radius: 8, reversed: random() < 0.5))
        }
        let c = try #require(Self.compare(GlyphOutline(contours: contours), pixelsPerUnit: 0.9,
                                          xOffset: Double(seed % 4) / 4))
        #expect(c.worst <= 0.04, "\(c.differing) pixels differ; largest difference from samples \(c.worst)")
        if !snap && !overlapping { #expect(c.fast) }
    }
}
