import Testing
import Strata
@testable import StrataRaster

/// `CoverageScanner`: the exact covered area of overlapping contours whose
/// horizontal edges cross other edges inside a pixel row, under both rules,
/// and the same values whichever rows are kept.
@Suite struct CoverageScannerTests {
    /// The edges of the rectangle `x0…x1 × y0…y1` (pixels, y down), clockwise on screen.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [CoverageScanner.Edge] {
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        return (0..<4).compactMap { CoverageScanner.Edge(corners[$0], corners[($0 + 1) % 4]) }
    }

    /// A stem 1.5…2.5 × 0…4 and a bar 0.25…3.75 × 1.5…2.5 over it: the
    /// bar's top and bottom edges (horizontal) cross the stem's sides in
    /// the middle of rows 1 and 2. The areas by hand: the bar covers half
    /// of those rows' height; pixel 1 of row 1 is the stem's right half
    /// (0.5) and the bar's lower left quarter (0.25); under even-odd the
    /// overlap 1.5…2.5 × 1.5…2.5 is a hole, which takes 0.25 from each.
    static let cases: [(rule: FillRule, expected: [Float])] = [
        (.nonZero, [0, 0.5, 0.5, 0, 0,
                    0.375, 0.75, 0.75, 0.375, 0,
                    0.375, 0.75, 0.75, 0.375, 0,
                    0, 0.5, 0.5, 0, 0]),
        (.evenOdd, [0, 0.5, 0.5, 0, 0,
                    0.375, 0.5, 0.5, 0.375, 0,
                    0.375, 0.5, 0.5, 0.375, 0,
                    0, 0.5, 0.5, 0, 0]),
    ]

    @Test(arguments: 0..<cases.count)
    func barAcrossAStemHasTheAreaOfTheUnion(index: Int) {
        let (rule, expected) = Self.cases[index]
        let edges = Self.rect(1.5, 0, 2.5, 4) + Self.rect(0.25, 1.5, 3.75, 2.5)
        #expect(CoverageScanner(width: 5, height: 4, rule: rule).coverage(of: edges) == expected)
        // The other contour first.
        #expect(CoverageScanner(width: 5, height: 4, rule: rule).coverage(of: edges.reversed()) == expected)
    }

    /// Rows kept one at a time give the rows of the whole box, bit for bit.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func keptRowsAreTheRowsOfTheWhole(rule: FillRule) {
        var edges = Self.rect(1.5, 0, 2.5, 4) + Self.rect(0.25, 1.5, 3.75, 2.5)
        // A bow tie across the bar, crossing itself at (2.6, 2.2).
        let bow = [(0.3, 0.7), (4.9, 3.7), (4.9, 0.7), (0.3, 3.7)]
        edges += (0..<4).compactMap { CoverageScanner.Edge(bow[$0], bow[($0 + 1) % 4]) }
        let whole = CoverageScanner(width: 5, height: 4, rule: rule).coverage(of: edges)
        var rows: [Float] = []
        for y in 0..<4 {
            rows += CoverageScanner(width: 5, height: 4, rowLo: y, rowHi: y + 1, rule: rule).coverage(of: edges)
        }
        #expect(rows == whole)
        #expect(whole.contains { $0 > 0 && $0 < 1 })
    }

    /// Random self-intersecting, overlapping contours, half of them with
    /// corners on a half-pixel grid (horizontal edges inside rows): each
    /// pixel within the sampling error of 32 × 32 point samples of the
    /// rule's winding test.
    @Test(arguments: 0..<48)
    func randomPolygonsMatchSupersampling(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let rule: FillRule = seed % 2 == 0 ? .nonZero : .evenOdd
        var polygons: [[(Double, Double)]] = []
        for _ in 0..<(1 + seed % 4) {
            polygons.append((0..<(3 + seed % 6)).map { _ in
                let p = (0.3 + random() * 9.4, 0.3 + random() * 9.4)
                return seed % 4 < 2 ? ((p.0 * 2).rounded() / 2, (p.1 * 2).rounded() / 2) : p
            })
        }
        var edges: [CoverageScanner.Edge] = []
        for poly in polygons {
            for i in poly.indices { if let e = CoverageScanner.Edge(poly[i], poly[(i + 1) % poly.count]) { edges.append(e) } }
        }
        let coverage = CoverageScanner(width: 10, height: 10, rule: rule).coverage(of: edges)
        func winding(_ x: Double, _ y: Double) -> Int {
            var w = 0
            for poly in polygons {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if (a.1 <= y) != (b.1 <= y) {
                        let cx = a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1)
                        if cx < x { w += b.1 > a.1 ? 1 : -1 }
                    }
                }
            }
            return w
        }
        let n = 32
        var worst = 0.0
        for py in 0..<10 {
            for px in 0..<10 {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n where rule.isInside(winding: winding(Double(px) + (Double(sx) + 0.5) / Double(n),
                                                                         Double(py) + (Double(sy) + 0.5) / Double(n))) {
                        inside += 1
                    }
                }
                worst = max(worst, abs(Double(coverage[py * 10 + px]) - Double(inside) / Double(n * n)))
            }
        }
        #expect(worst < 0.08, "worst pixel error \(worst)")
    }
}
