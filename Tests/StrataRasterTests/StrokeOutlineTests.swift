import Testing
import Strata
@testable import StrataRaster

/// `StrokeOutline`: the raster's stroke outline (one contour per side)
/// against analytic outlines — caps, joins, the miter limit, closed
/// subpaths — and, on random polylines, the same covered area as the
/// union of `Path.strokedPath`'s pieces.
@Suite struct StrokeOutlineTests {
    static func outline(_ points: [(Double, Double)], closed: Bool = false, width: Double = 2,
                        cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                        tolerance: Double = 1e-4) -> [Path.Polyline] {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.addLine(to: Point(x: p.0, y: p.1)) }
        }
        if closed { path.closeSubpath() }
        let style = StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
        return StrokeOutline.polylines(of: path, style, tolerance: tolerance)
    }

    /// The signed area of a closed polygon (shoelace; positive when
    /// clockwise on screen, y down).
    static func signedArea(_ points: [Point]) -> Double {
        var sum = 0.0
        var a = points[points.count - 1]
        for b in points {
            sum += a.x * b.y - b.x * a.y
            a = b
        }
        return sum / 2
    }

    static func pairs(_ line: Path.Polyline) -> [[Double]] { line.points.map { [$0.x, $0.y] } }

    /// Straight outlines, point by point: a 10-long segment 2 wide with
    /// butt and square caps, and an L (east 10, then south 10) with a
    /// miter join (its outer corner at (11, −1), the inner edges meeting
    /// at (9, 1)) and, under a miter limit of 1 (the L's ratio is √2), a
    /// bevel from (10, −1) to (11, 0).
    static let straightCases: [(points: [(Double, Double)], cap: LineCap, limit: Double, expected: [[Double]])] = [
        ([(0, 0), (10, 0)], .butt, 10, [[0, 1], [10, 1], [10, -1], [0, -1]]),
        ([(0, 0), (10, 0)], .square, 10, [[0, 1], [10, 1], [11, 1], [11, -1], [10, -1], [0, -1], [-1, -1], [-1, 1]]),
        ([(0, 0), (10, 0), (10, 10)], .butt, 10,
         [[0, 1], [9, 1], [9, 10], [11, 10], [11, 0], [11, -1], [10, -1], [0, -1]]),
        ([(0, 0), (10, 0), (10, 10)], .butt, 1,
         [[0, 1], [9, 1], [9, 10], [11, 10], [11, 0], [10, -1], [0, -1]]),
    ]

    @Test(arguments: 0..<straightCases.count)
    func straightOutlines(index: Int) {
        let c = Self.straightCases[index]
        let lines = Self.outline(c.points, cap: c.cap, miterLimit: c.limit)
        #expect(lines.count == 1)
        #expect(lines.map(Self.pairs) == [c.expected])
        #expect(lines.allSatisfy { $0.isClosed })
    }

    /// Round joins and caps: every arc point lies at half the width from
    /// its centre, and the areas are the analytic ones within what the
    /// chords cut off (tolerance 10⁻⁴): the L with a round join is its
    /// miter area 40 less the corner's unit square plus a quarter disc,
    /// a 10-long segment with round caps 20 + π, a dot π.
    static let roundCases: [(points: [(Double, Double)], cap: LineCap, join: LineJoin, area: Double,
                             centres: [(Double, Double)])] = [
        ([(0, 0), (10, 0), (10, 10)], .butt, .round, 39 + Double.pi / 4, [(10, 0)]),
        ([(0, 0), (10, 0)], .round, .miter, 20 + Double.pi, [(0, 0), (10, 0)]),
        ([(5, 5)], .round, .miter, Double.pi, [(5, 5)]),
    ]

    @Test(arguments: 0..<roundCases.count)
    func roundOutlines(index: Int) {
        let c = Self.roundCases[index]
        let lines = Self.outline(c.points, cap: c.cap, join: c.join)
        #expect(lines.count == 1)
        guard let line = lines.first else { return }
        let area = abs(Self.signedArea(line.points))
        #expect(area <= c.area + 1e-9 && area > c.area - 2e-3)
        // Points off the straight sides are on a circle of radius 1 round a centre.
        for p in line.points where !(abs(abs(p.y) - 1) < 1e-12 || abs(p.x - 9) < 1e-12 || abs(p.x - 11) < 1e-12) {
            let onCircle = c.centres.contains { abs(((p.x - $0.0) * (p.x - $0.0) + (p.y - $0.1) * (p.y - $0.1)).squareRoot() - 1) < 1e-9 }
            #expect(onCircle, "\(p)")
        }
    }

    /// A closed square 10 × 10 stroked 2 wide with miters: two contours
    /// turning opposite ways, the outer square −1…11 and the inner 1…9,
    /// so the stroke's area is 144 − 64.
    @Test func closedSquareHasTwoOppositeContours() {
        let lines = Self.outline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
        #expect(lines.count == 2)
        let areas = lines.map { Self.signedArea($0.points) }
        #expect(areas.map(abs).sorted() == [64, 144])
        #expect(areas[0] * areas[1] < 0)
        // The corners, and (for the outer contour) each miter's ends on the square's sides.
        #expect(Set(lines.flatMap(Self.pairs)) == Set([[1, 1], [9, 1], [9, 9], [1, 9],
                                                       [-1, -1], [11, -1], [11, 11], [-1, 11],
                                                       [0, -1], [10, -1], [11, 0], [11, 10],
                                                       [10, 11], [0, 11], [-1, 10], [-1, 0]]))
    }

    /// A reversal (there and back) with a round join: a half disc past
    /// the turning point, so a 10-long segment doubled back on itself
    /// with butt caps covers 20 + π/2.
    @Test func reversalRoundJoin() {
        let lines = Self.outline([(0, 0), (10, 0), (0, 0)], join: .round)
        let canvasArea = Self.coveredArea(lines, shift: 5)
        #expect(abs(canvasArea - (20 + Double.pi / 2)) < 2e-3)
    }

    /// The exact covered area of `lines` under non-zero on a 64 × 64 box,
    /// moved by `shift` on both axes.
    static func coveredArea(_ lines: [Path.Polyline], shift: Double) -> Double {
        Double(coverage(lines, shift: shift).reduce(0, +))
    }

    static func coverage(_ lines: [Path.Polyline], shift: Double) -> [Float] {
        var edges: [CoverageScanner.Edge] = []
        for line in lines where line.points.count > 2 {
            var a = line.points[line.points.count - 1]
            for p in line.points {
                if let e = CoverageScanner.Edge((a.x + shift, a.y + shift), (p.x + shift, p.y + shift)) { edges.append(e) }
                a = p
            }
        }
        return CoverageScanner(width: 64, height: 64, rule: .nonZero).coverage(of: edges)
    }

    /// Random polylines (short segments, sharp turns, some closed) with
    /// miter and bevel joins and butt and square caps: each pixel's
    /// coverage equals that of the union of `strokedPath`'s pieces (both
    /// polygons, the same area) within rounding.
    @Test(arguments: 0..<24)
    func sameAreaAsTheUnionOfPieces(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 11
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var path = Path()
        path.move(to: Point(x: 10 + random() * 44, y: 10 + random() * 44))
        for _ in 0..<(2 + seed % 7) {
            let step = seed % 3 == 0 ? 1.5 : 12.0
            let last = path.currentPoint ?? Point(x: 32, y: 32)
            path.addLine(to: Point(x: min(54, max(10, last.x + (random() - 0.5) * 2 * step)),
                                   y: min(54, max(10, last.y + (random() - 0.5) * 2 * step))))
        }
        if seed % 4 == 1 { path.closeSubpath() }
        let style = StrokeStyle(lineWidth: 1 + random() * 5, lineCap: seed % 2 == 0 ? .butt : .square,
                                lineJoin: seed % 5 < 3 ? .miter : .bevel, miterLimit: 1 + random() * 6)
        let ours = StrokeOutline.polylines(of: path, style, tolerance: 1e-3)
        let pieces = path.strokedPath(style).flattened(tolerance: 1e-3)
        let a = Self.coverage(ours, shift: 0), b = Self.coverage(pieces, shift: 0)
        let worst = zip(a, b).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-5)
        #expect(a.reduce(0, +) > 1)
    }
}
