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

    /// The non-zero winding number of `(x, y)` for straight-edged contours.
    static func winding(_ contours: [[P]], _ x: Double, _ y: Double) -> Int {
        var w = 0
        for c in contours {
            for i in c.indices {
                let a = c[i], b = c[(i + 1) % c.count]
                if (a.y <= y) != (b.y <= y) {
                    let t = (y - a.y) / (b.y - a.y)
                    if a.x + t * (b.x - a.x) < x { w += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return w
    }

    @Test(arguments: 0..<40)
    func randomPolygonsMatchSupersampling(seed: Int) {
        // Self-intersecting, overlapping, oppositely wound contours: each
        // pixel's coverage must match 32 × 32 point samples of the
        // non-zero rule (to the sampling error at the edges).
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var contours: [[P]] = []
        for _ in 0..<(1 + seed % 3) {
            contours.append((0..<(3 + seed % 5)).map { _ in P(x: 0.3 + random() * 9.4, y: 0.3 + random() * 9.4, onCurve: true) })
        }
        let b = GlyphRasterizer.bitmap(of: GlyphOutline(contours: contours), pixelsPerUnit: 1)
        let n = 32
        var worst = 0.0, area = 0.0, sampled = 0.0
        for py in 0..<b.height {
            for px in 0..<b.width {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        // Pixel (px, py) spans x = left + px…, and y down from -top (font y up).
                        let x = Double(b.left + px) + (Double(sx) + 0.5) / Double(n)
                        let y = -(Double(b.top + py) + (Double(sy) + 0.5) / Double(n))
                        if Self.winding(contours, x, y) != 0 { inside += 1 }
                    }
                }
                let expected = Double(inside) / Double(n * n)
                worst = max(worst, abs(Double(b[px, py]) - expected))
                area += Double(b[px, py])
                sampled += expected
            }
        }
        #expect(worst < 0.08, "worst pixel error \(worst)")
        #expect(abs(area - sampled) < 0.02 * max(1, sampled), "area \(area) vs \(sampled)")
    }
}

/// Degenerate geometry never traps.
@Suite struct GlyphRasterizerEdgeCaseTests {
    @Test func vanishingEdgesAndSpikes() {
        typealias P = GlyphOutline.ContourPoint
        let tiny = Double.leastNonzeroMagnitude   // a subnormal drop: its slope is infinite
        let outline = GlyphOutline(contours: [
            [P(x: 0, y: 0, onCurve: true), P(x: 5, y: tiny, onCurve: true), P(x: 5, y: 5, onCurve: true)],
            [P(x: 1, y: 1, onCurve: true), P(x: 1, y: 1, onCurve: true)],
            [P(x: 2, y: 0, onCurve: true), P(x: 2, y: 4, onCurve: true), P(x: 2, y: 0, onCurve: true)],
        ])
        let b = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: 1)
        #expect(abs(b.area - 12.5) < 1e-9)
        var accumulator = Accumulator(width: 4, height: 4)
        accumulator.line((0, 0), (Double.nan, 3))
        accumulator.line((0, 0), (1e308, tiny))
        #expect(accumulator.coverage().allSatisfy { $0 == 0 })
    }
}
