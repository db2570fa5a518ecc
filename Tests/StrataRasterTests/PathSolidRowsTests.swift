import Testing
import Strata
@testable import StrataRaster

/// `RasterContext.drawSolidCoverage` (a solid path scanned and blended row
/// by row, only the cells edges changed summed one by one, the runs
/// between them skipped, filled or blended at one coverage) gives the same
/// bytes as the path's coverage buffer (`CoverageScanner.coverage(of:)`)
/// blended by `blitMask`, and the scanner's ranges hold every cell that is
/// not 0.
@Suite("Solid paths row by row")
struct PathSolidRowsTests {
    /// A random closed polygon (or a stroked polyline's outline) round the
    /// middle of a 48 × 40 canvas, reaching past its edges for some seeds.
    static func lines(seed: Int) -> (lines: [Path.Polyline], rule: FillRule) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 11
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let reach = seed % 3 == 0 ? 70.0 : 40.0
        var path = Path()
        for contour in 0..<(1 + seed % 3) {
            for i in 0..<(3 + (seed + contour) % 9) {
                let p = Point(x: 24 + (random() - 0.5) * reach, y: 20 + (random() - 0.5) * reach)
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            if seed % 4 != 3 { path.closeSubpath() }
        }
        if seed % 4 == 3 {
            let style = StrokeStyle(lineWidth: 1 + random() * 4, lineJoin: seed % 8 == 3 ? .round : .miter)
            return (StrokeOutline.polylines(of: path, style, tolerance: RasterContext.pathTolerance), .nonZero)
        }
        return (path.flattened(tolerance: RasterContext.pathTolerance), seed % 2 == 0 ? .nonZero : .evenOdd)
    }

    /// A canvas whose pixels are opaque white, translucent grey or clear,
    /// in stripes, so each blend of `drawSolidCoverage` is taken.
    static func background(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                switch (x / 5 + y / 7) % 3 {
                case 0: bytes += [255, 255, 255, 255]
                case 1: bytes += [90, 120, 150, 128]
                default: bytes += [0, 0, 0, 0]
                }
            }
        }
        return bytes
    }

    @Test(arguments: 0..<64)
    func rowsMatchTheCoverageBuffer(seed: Int) {
        let (width, height) = (48, 40)
        let (lines, rule) = Self.lines(seed: seed)
        let color = seed % 5 == 0 ? Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.55)
            : Color(red: 0.8, green: 0.1, blue: 0.3)
        let paint = PaintColor(color, opacity: seed % 7 == 0 ? 0.7 : 1)
        // The whole canvas, then a box narrower than the path's (a band
        // or region), so runs are cut at its sides too.
        for box in [(0, 0, width, height), (7, 5, 31, 33)] {
            var context = RasterContext(width: width, height: height, scale: 1)
            context.box = box
            var all: [Point] = []
            for line in lines where line.points.count > 2 { all.append(contentsOf: line.points) }
            guard let b = context.clippedBox(of: all) else { continue }
            let rows = max(b.1, box.1)..<min(b.3, box.3)
            guard !rows.isEmpty else { continue }
            let edges = RasterContext.edges(of: lines, origin: b)
            var byRows = Self.background(width: width, height: height)
            var byBuffer = byRows
            byRows.withUnsafeMutableBufferPointer { pixels in
                context.pixels = pixels
                context.drawSolidCoverage(edges, box: b, rows: rows, rule: rule, paint, pixels)
            }
            let coverage = RasterContext.scan(lines, box: b, rows: rows, rule: rule)
            byBuffer.withUnsafeMutableBufferPointer { pixels in
                context.pixels = pixels
                coverage.withUnsafeBufferPointer { c in
                    context.blitMask(c, width: b.2 - b.0, height: rows.count, x: b.0, y: rows.lowerBound, paint, pixels)
                }
            }
            #expect(byRows == byBuffer, "seed \(seed), box \(box)")
        }
    }

    @Test(arguments: 0..<32)
    func rangesHoldEveryCellThatIsNotZero(seed: Int) {
        let (lines, rule) = Self.lines(seed: seed)
        let b = (0, 0, 48, 40)
        let scanner = CoverageScanner(width: 48, height: 40, rule: rule)
        var missed = 0, unsorted = 0
        scanner.forEachRow(of: RasterContext.edges(of: lines, origin: b)) { _, cells, ranges in
            var next = 0, first = true
            for r in ranges {
                if (!first && r.lo <= next) || r.hi <= r.lo { unsorted += 1 }
                first = false
                for k in next..<max(next, r.lo) where cells[k] != 0 {
                    missed += 1
                    cells[k] = 0
                }
                for k in r.lo..<r.hi { cells[k] = 0 }
                next = max(next, r.hi)
            }
            for k in next..<cells.count where cells[k] != 0 {
                missed += 1
                cells[k] = 0
            }
        }
        #expect(missed == 0)
        #expect(unsorted == 0)
    }

    /// The cells of each row, bit for bit, are the same whichever row the
    /// scan starts at (a band's first row): `scanUncrossed` leaves the
    /// active edges in the last row's x order, and the rows it cannot
    /// take (`scan`, where pieces begin, end or cross inside the row) must
    /// not depend on that order, for their ties or the order of their sums.
    @Test(arguments: 0..<24)
    func cellsDoNotDependOnTheFirstRow(seed: Int) {
        // Strokes with round joins (most rows through the joins go to
        // `scan`), then the random shapes.
        let (lines, rule) = seed == 0 ? (Self.slivers, FillRule.nonZero)
            : seed < 8 ? (StrokeOutline.polylines(of: Self.zigzag(seed: seed), StrokeStyle(lineWidth: 2.5, lineJoin: .round),
                                                  tolerance: RasterContext.pathTolerance), FillRule.nonZero)
            : Self.lines(seed: seed)
        let (width, height) = (48, 40)
        let edges = RasterContext.edges(of: lines, origin: (0, 0, width, height))
        func rows(from start: Int) -> [Int: [Double]] {
            var out: [Int: [Double]] = [:]
            CoverageScanner(width: width, height: height, rowLo: start, rowHi: height, rule: rule)
                .forEachRow(of: edges) { y, cells, _ in
                    out[y] = Array(cells)
                    for k in cells.indices { cells[k] = 0 }
                }
            return out
        }
        let whole = rows(from: 0)
        var differing = 0
        for start in 1..<height {
            let part = rows(from: start)
            for y in start..<height where part[y] != whole[y] { differing += 1 }
        }
        #expect(differing == 0, "seed \(seed)")
    }

    /// Twenty thin triangles side by side in pixel column 10, from the top
    /// of row 0 to the middle of row 1: row 0 has only whole-row edges
    /// without crossings (`scanUncrossed`, which leaves them in x order:
    /// each triangle's left side before its right, the reverse of the
    /// outline's order), row 1 has their ends (`scan`), and cells 10 and
    /// 11 take a sum of many terms there, whose bits depend on their order.
    static let slivers: [Path.Polyline] = (0..<20).map { i in
        let x = 10.013 + 0.0437 * Double(i)
        return Path.Polyline(points: [Point(x: x, y: 0), Point(x: x + 0.031, y: 0),
                                      Point(x: x + 0.0171 + 0.0013 * Double(i), y: 1.37 + 0.011 * Double(i))],
                             isClosed: true)
    }

    /// A zigzag down the 48 × 40 canvas, its corners a little apart from
    /// seed to seed.
    static func zigzag(seed: Int) -> Path {
        var state = UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 3
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var path = Path()
        path.move(to: Point(x: 3, y: 4 + random()))
        for i in 1..<24 {
            path.addLine(to: Point(x: 2 + random() * 44, y: (i % 2 == 0 ? 3 : 28) + random() * 9))
        }
        return path
    }

    /// Edges are grouped by the row of their top before the scan; an edge
    /// wholly below the box must not hide, in the last group, one that
    /// begins in the box's last row (listed after it).
    @Test func anEdgeBelowTheBoxDoesNotHideOneInTheLastRow() {
        let (width, height) = (8, 6)
        var edges: [CoverageScanner.Edge] = []
        // A triangle wholly below the box, first.
        for (a, b) in [((1.0, 7.0), (3.0, 9.0)), ((3.0, 9.0), (0.5, 9.0)), ((0.5, 9.0), (1.0, 7.0))] {
            if let e = CoverageScanner.Edge(a, b) { edges.append(e) }
        }
        // A rectangle 2…6 × 5.5…8: half of the last row's pixels 2…5.
        edges += CoverageScannerTests.rect(2, 5.5, 6, 8)
        let coverage = CoverageScanner(width: width, height: height, rule: .nonZero).coverage(of: edges)
        let last = Array(coverage[(height - 1) * width..<(height * width)])
        #expect(last == [0, 0, 0.5, 0.5, 0.5, 0.5, 0, 0])
    }
}
