import Testing
import Strata
import StrataTestFonts
@testable import StrataRaster

/// Text runs in a font face, drawn from the glyph outlines of a font built
/// in code.
@Suite struct GlyphDrawingTests {
    static let face = try! FontFace(bytes: TestFont().bytes())

    static func render(_ text: String, at origin: Point, size: Double = 20, scale: Double = 1) -> Canvas {
        let run = TextRun(text: text, origin: origin, fontSize: size, fontName: face.fontName, face: face, color: .black)
        return Raster(scale: scale).render(DisplayList(size: Size(width: 40, height: 20), commands: [.text(run)]),
                                           background: RGBA8(255, 255, 255))
    }

    /// The ink of a pixel: 0 for white, 1 for black.
    static func ink(_ canvas: Canvas, _ x: Int, _ y: Int) -> Double { 1 - Double(canvas[x, y].r) / 255 }

    @Test func aSquareGlyphCoversItsArea() {
        // "A" is a 500-unit square from x = 100: at 20 pt, 10 × 10 pixels
        // from x = 3.25 + 2 = 5.25 (phase 1) and rows 5…14.
        let canvas = Self.render("A", at: Point(x: 3.25, y: 15))
        var total = 0.0
        for y in 0..<20 { for x in 0..<40 { total += Self.ink(canvas, x, y) } }
        #expect(abs(total - 100) <= 0.1, "ink \(total)")
        #expect(canvas[5, 5].r == 64)     // a quarter of column 5 is outside
        #expect(canvas[10, 10].r == 0)
        #expect(canvas[15, 10].r == 191)  // a quarter of column 15 is inside
        #expect(canvas[10, 4].r == 255 && canvas[10, 15].r == 255)
    }

    @Test func kerningMovesTheNextGlyph() {
        // A then Ä, kerned by −30 units: Ä's lower square starts at
        // (600 − 30 + 100) · 0.02 = 13.4 pixels right of the origin.
        let canvas = Self.render("A\u{C4}", at: Point(x: 0, y: 15))
        #expect(canvas[13, 10].r == 128)  // 13.4 rounds to 13.5: half the pixel
        #expect(canvas[14, 10].r == 0)
        #expect(canvas[12, 10].r == 255)
    }

    @Test func bitmapsAreCachedPerGlyphSizeAndPhase() {
        let cache = GlyphCache(capacity: 3)
        let a = cache.bitmap(Self.face, glyph: 2, pixelsPerEm: 20, phase: 1)
        #expect(cache.bitmap(Self.face, glyph: 2, pixelsPerEm: 20, phase: 1) == a)
        #expect(cache.misses == 1)
        #expect(a == GlyphRasterizer.bitmap(of: try! Self.face.outline(of: 2), pixelsPerUnit: 0.02, xOffset: 0.25))
        _ = cache.bitmap(Self.face, glyph: 2, pixelsPerEm: 20, phase: 2)
        _ = cache.bitmap(Self.face, glyph: 2, pixelsPerEm: 40, phase: 1)
        #expect(cache.count == 3 && cache.misses == 3)
        _ = cache.bitmap(Self.face, glyph: 3, pixelsPerEm: 20, phase: 0)   // full: emptied first
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0)
        // 1,100 pixels per em: the 500-unit square is 550 × 550, too large to keep.
        let big = cache.bitmap(Self.face, glyph: 2, pixelsPerEm: 1100, phase: 0)
        #expect(big.width * big.height > GlyphCache.largestCachedBitmap)
        #expect(cache.count == 0 && cache.misses == 5)
    }

    @Test func glyphsLargerThanEightEmAreNotDrawn() {
        #expect(GlyphCache.maximumPixels(pixelsPerEm: 10) == 128 * 128)
        #expect(GlyphCache.maximumPixels(pixelsPerEm: 100) == 800 * 800)
        #expect(GlyphCache.maximumPixels(pixelsPerEm: 1e6) == 1 << 24)
        let square = GlyphOutline(contours: [[.init(x: 0, y: 0, onCurve: true), .init(x: 0, y: 200, onCurve: true),
                                              .init(x: 200, y: 200, onCurve: true), .init(x: 200, y: 0, onCurve: true)]])
        #expect(GlyphRasterizer.bitmap(of: square, pixelsPerUnit: 1, maximumPixels: 200 * 200).width == 200)
        #expect(GlyphRasterizer.bitmap(of: square, pixelsPerUnit: 1, maximumPixels: 200 * 200 - 1).width == 0)
    }

    @Test func svgNamesTheFamily() {
        let run = TextRun(text: "A&V", origin: Point(x: 1, y: 10), fontSize: 10, fontName: Self.face.fontName,
                          face: Self.face, color: .black)
        let list = DisplayList(size: Size(width: 20, height: 20), commands: [.text(run)])
        let text = SVGWriter(textMode: .textElements).write(list)
        #expect(text.contains("<text x=\"1\" y=\"10\" font-family=\"'Strata Test', sans-serif\" font-size=\"10\" textLength=\"18\" fill=\"#000000\">A&amp;V</text>"))
        let paths = SVGWriter().write(list)
        #expect(paths.contains("<path d=\"M2 10L2 5L7 5L7 10L2 10Z M12 10Q15.5 3 19 10L12 10Z\" data-font-family=\"Strata Test\" fill=\"#000000\"/>"))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func inkStaysInsideTheRunsBounds(scale: Double) {
        let run = TextRun(text: "AV\u{C4}\u{C5}A", origin: Point(x: 0.3, y: 14.7), fontSize: 12, fontName: Self.face.fontName,
                          face: Self.face, color: .black)
        let box = Raster.bounds(of: run, scale: scale)
        // head's box: x −350…800, y 0…1000 units; 12 pt: k = 0.012.
        #expect(abs(box.minX - (0.3 - 4.2 - 0.5 / scale)) < 1e-9)
        #expect(abs(box.minY - (14.7 - 12 - 0.5 / scale)) < 1e-9)
        let canvas = Raster(scale: scale).render(DisplayList(size: Size(width: 60, height: 20), commands: [.text(run)]),
                                                 background: RGBA8(255, 255, 255))
        var inked = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y] != RGBA8(255, 255, 255) {
                inked += 1
                #expect(Double(x) >= box.minX * scale && Double(x + 1) <= box.maxX * scale
                        && Double(y) >= box.minY * scale && Double(y + 1) <= box.maxY * scale, "ink at \(x), \(y)")
            }
        }
        #expect(inked > 0)
    }
}

/// Faces with CFF outlines are drawn from them: cubic segments in the
/// raster (flattened within 1/16 pixel) and as SVG `C` segments.
@Suite struct CFFFaceTests {
    static func face() throws -> FontFace {
        var font = TestFont()
        font.cff = true
        return try FontFace(bytes: font.bytes())
    }

    @Test func drawnFromTheirOutlines() throws {
        let face = try Self.face()
        #expect(face.hasGlyphOutlines)
        let run = TextRun(text: "AV", origin: Point(x: 0, y: 15), fontSize: 10, fontName: face.fontName, face: face, color: .black)
        let builtin = TextRun(text: "AV", origin: Point(x: 0, y: 15), fontSize: 10, color: .black)
        func draw(_ r: TextRun) -> Canvas {
            Raster().render(DisplayList(size: Size(width: 30, height: 20), commands: [.text(r)]), background: RGBA8(255, 255, 255))
        }
        let canvas = draw(run)
        #expect(canvas != draw(builtin))
        // A: the square (100, 0)–(600, 500) at 10/1000 pt per unit: pixels 1…5 by 10…14, fully inked.
        for y in 10..<15 { for x in 1..<6 { #expect(canvas[x, y] == RGBA8(0, 0, 0), "\(x), \(y)") } }
        #expect(canvas[0, 12] == RGBA8(255, 255, 255))
        #expect(Raster.bounds(of: run) != Raster.bounds(of: builtin))
    }

    @Test func svgWritesCubics() throws {
        let face = try Self.face()
        let run = TextRun(text: "V", origin: Point(x: 0, y: 15), fontSize: 10, fontName: face.fontName, face: face, color: .black)
        let svg = SVGWriter().write(DisplayList(size: Size(width: 30, height: 20), commands: [.text(run)]))
        #expect(svg.contains("d=\"M0 15C2 11 5 11 7 15Z\""))
    }

    /// The cubic flattening: a quarter-circle-like curve at 1000 pixels stays within the tolerance.
    @Test func cubicFlatteningTolerance() {
        let p0 = (0.0, 0.0), c1 = (0.0, 552.0), c2 = (448.0, 1000.0), p3 = (1000.0, 1000.0)
        var points: [(Double, Double)] = [p0]
        GlyphRasterizer.flattenCubic(p0, c1, c2, p3, tolerance: GlyphRasterizer.cubicTolerance) { _, b in points.append(b) }
        #expect(points.count - 1 == GlyphRasterizer.cubicPieces(p0, c1, c2, p3, tolerance: 1.0 / 16))
        #expect(points.count - 1 == 75)
        // Sample the curve finely; every sample is within the tolerance of the polyline.
        var worst = 0.0
        for i in 0...4000 {
            let t = Double(i) / 4000, s = 1 - t
            let x = s * s * s * p0.0 + 3 * s * s * t * c1.0 + 3 * s * t * t * c2.0 + t * t * t * p3.0
            let y = s * s * s * p0.1 + 3 * s * s * t * c1.1 + 3 * s * t * t * c2.1 + t * t * t * p3.1
            var best = Double.infinity
            for k in 1..<points.count {
                let a = points[k - 1], b = points[k]
                let dx = b.0 - a.0, dy = b.1 - a.1
                let u = max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)))
                best = min(best, ((x - a.0 - u * dx) * (x - a.0 - u * dx) + (y - a.1 - u * dy) * (y - a.1 - u * dy)).squareRoot())
            }
            worst = max(worst, best)
        }
        #expect(worst <= 1.0 / 16)
        #expect(worst > 1.0 / 160)
    }
}
