import Testing
import Strata
@testable import StrataRaster

/// The glyph scanner (`NonZeroScanner`, which cuts a row's edges to the
/// row once, skips the pairs whose x ranges are apart and counts each
/// piece's winding without branches) gives the same Float coverage, bit
/// for bit, as the scanner it replaced (`PreChangeNonZeroScanner` below,
/// the old code verbatim), on real glyphs of Noto Sans CJK (CFF) and
/// DejaVu Sans (TrueType) and on random polygons whose vertices sit on a
/// coarse grid (ties, touching and crossing edges, overlaps).
@Suite struct NonZeroScannerSamenessTests {
    /// The coverage of `outline` from both scanners, from the same edges.
    static func both(_ outline: GlyphOutline, pixelsPerUnit k: Double, xOffset: Double) -> (new: [Float], old: [Float])? {
        guard let e = GlyphRasterizer.edges(of: outline, pixelsPerUnit: k, xOffset: xOffset) else { return nil }
        return (NonZeroScanner(width: e.width, height: e.height).coverage(of: e.edges),
                PreChangeNonZeroScanner(width: e.width, height: e.height).coverage(of: e.edges))
    }

    /// Whether `a` and `b` hold the same bits.
    static func same(_ a: [Float], _ b: [Float]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
    }

    /// Every `step`th glyph of `face` at `pixels` per em: how many were
    /// drawn, and the ids of those whose coverage differs.
    static func compare(_ face: FontFace, step: Int, pixels: Double, xOffset: Double) -> (drawn: Int, differing: [Int]) {
        var drawn = 0, differing: [Int] = []
        for glyph in stride(from: 1, to: face.numberOfGlyphs, by: step) {
            guard let outline = try? face.outline(of: UInt16(glyph)),
                  let (new, old) = both(outline, pixelsPerUnit: pixels / Double(face.unitsPerEm), xOffset: xOffset)
            else { continue }
            drawn += 1
            if !same(new, old) { differing.append(glyph) }
        }
        return (drawn, differing)
    }

    @Test(.enabled(if: NotoSansCJK.face != nil, NotoSansCJK.missing),
          arguments: [(9.0, 0.0), (16, 0.25), (33, 0.5)])
    func notoSansCJKGlyphsAreTheSameBits(pixels: Double, xOffset: Double) throws {
        let face = try #require(NotoSansCJK.face)
        let (drawn, differing) = Self.compare(face, step: 37, pixels: pixels, xOffset: xOffset)
        #expect(drawn > 1500, "\(drawn) glyphs drawn")
        #expect(differing.isEmpty, "\(differing.count) of \(drawn) glyphs differ: \(differing.prefix(20))")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing),
          arguments: [(9.0, 0.0), (16, 0.25), (33, 0.5)])
    func dejaVuSansGlyphsAreTheSameBits(pixels: Double, xOffset: Double) throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let (drawn, differing) = Self.compare(face, step: 7, pixels: pixels, xOffset: xOffset)
        #expect(drawn > 700, "\(drawn) glyphs drawn")
        #expect(differing.isEmpty, "\(differing.count) of \(drawn) glyphs differ: \(differing.prefix(20))")
    }

    @Test(arguments: 0..<200)
    func randomGridPolygonsAreTheSameBits(seed: Int) throws {
        // Vertices on a 1/4-pixel grid: edges touch at vertices, run through
        // each other's ends, coincide in x at a row's middle and cross.
        var state = UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        func point() -> GlyphOutline.ContourPoint { GlyphOutline.ContourPoint(x: Double(next(48)), y: Double(next(48)), onCurve: true) }
        // A triangle with area first, so that something is drawn.
        var triangle = [point(), point(), point()]
        while (triangle[1].x - triangle[0].x) * (triangle[2].y - triangle[0].y)
                == (triangle[2].x - triangle[0].x) * (triangle[1].y - triangle[0].y) {
            triangle[2] = point()
        }
        var contours = [triangle]
        for _ in 0..<next(4) {
            contours.append((0..<(3 + next(8))).map { _ in point() })
        }
        let outline = GlyphOutline(contours: contours)
        let (new, old) = try #require(Self.both(outline, pixelsPerUnit: 0.25, xOffset: Double(next(4)) / 4))
        #expect(Self.same(new, old))
        #expect(new.contains { $0 > 0 })
    }
}

/// The glyph scanner as it was before issue 42's rework of its rows (every
/// pair of a row's active edges tested for a crossing, each edge of a
/// crossing-free row classified against every other): the reference the
/// new scanner must match bit for bit. The old `NonZeroScanner.coverage`,
/// verbatim.
private struct PreChangeNonZeroScanner {
    typealias Edge = CoverageScanner.Edge

    let width: Int, height: Int

    /// The coverage (0…1) of every pixel, row by row.
    func coverage(of input: [Edge]) -> [Float] {
        var accumulator = Accumulator(width: width, height: height)
        let edges = input.sorted { $0.yTop < $1.yTop }
        var next = 0
        var active: [Int] = []
        var cuts: [Double] = []
        var band: [(x: Double, edge: Int)] = []
        for row in 0..<height {
            let top = Double(row), bottom = top + 1
            active.removeAll { edges[$0].yBottom <= top }
            while next < edges.count, edges[next].yTop < bottom {
                if edges[next].yBottom > top { active.append(next) }
                next += 1
            }
            if active.isEmpty { continue }
            cuts.removeAll(keepingCapacity: true)
            for (n, i) in active.enumerated() {
                let e = edges[i]
                for j in active[(n + 1)...] {
                    let f = edges[j]
                    let lo = max(top, e.yTop, f.yTop), hi = min(bottom, e.yBottom, f.yBottom)
                    guard lo < hi else { continue }
                    let da = e.x(at: lo) - f.x(at: lo), db = e.x(at: hi) - f.x(at: hi)
                    if (da < 0 && db > 0) || (da > 0 && db < 0) { cuts.append(lo + (hi - lo) * da / (da - db)) }
                }
            }
            if cuts.isEmpty {
                // No crossing in the row: the winding on an edge's left is
                // the same all along it (vertices on the way change it by
                // zero), so each edge is classified once.
                for (n, i) in active.enumerated() {
                    let e = edges[i]
                    let ya = max(top, e.yTop), yb = min(bottom, e.yBottom)
                    let mid = (ya + yb) / 2, x = e.x(at: mid)
                    var before = 0
                    for (m, j) in active.enumerated() where m != n {
                        let f = edges[j]
                        guard f.yTop < mid, f.yBottom > mid else { continue }
                        let fx = f.x(at: mid)
                        if fx < x || (fx == x && m < n) { before += f.direction }
                    }
                    let after = before + e.direction
                    guard (before == 0) != (after == 0) else { continue }
                    let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                    if before == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
                }
                continue
            }
            cuts.append(top)
            cuts.append(bottom)
            for i in active {
                let e = edges[i]
                if e.yTop > top { cuts.append(e.yTop) }
                if e.yBottom < bottom { cuts.append(e.yBottom) }
            }
            cuts.sort()
            var ya = cuts[0]
            for yb in cuts.dropFirst() where yb > ya + 1e-12 {
                let mid = (ya + yb) / 2
                band.removeAll(keepingCapacity: true)
                for i in active where edges[i].yTop < mid && edges[i].yBottom > mid {
                    band.append((edges[i].x(at: mid), i))
                }
                band.sort { $0.x < $1.x }
                var winding = 0
                for (_, i) in band {
                    let e = edges[i]
                    let before = winding
                    winding += e.direction
                    if (before == 0) != (winding == 0) {
                        // Entering the filled region: a left edge (+1); leaving: a right edge (−1).
                        let a = (e.x(at: ya), ya), b = (e.x(at: yb), yb)
                        if before == 0 { accumulator.line(a, b) } else { accumulator.line(b, a) }
                    }
                }
                ya = yb
            }
        }
        return accumulator.coverage()
    }
}
