import Testing
import Strata
@testable import StrataRaster

/// `RasterContext.edges(of:origin:)` cuts runs of points outside the box
/// to their ends. The coverage stays that of every edge, and a curve swung
/// far off the canvas leaves a few edges, not its 4,096 chords: SVGFuzz
/// found `c -1.1 0 -2894531 2 2 2` in a 16 × 16 icon, whose chords all
/// fell in one pixel row's cluster and took 46 s to scan (debug,
/// AddressSanitizer).
@Suite("Path edges outside the box")
struct PathEdgesOutsideBoxTests {
    /// The box the paths are scanned in: canvas pixels 2…22 × 3…21.
    static let box = (2, 3, 22, 21)

    static func path(_ build: (inout Path) -> Void) -> Path {
        var path = Path()
        build(&path)
        return path
    }

    /// Paths leaving the box on every side, in canvas pixels.
    static let paths: [(name: String, path: Path)] = [
        ("the fuzz curve, 1.5×", path {
            $0.move(to: Point(x: 4.5, y: 1.5))
            $0.addCurve(to: Point(x: 7.5, y: 4.5), control1: Point(x: 2.84, y: 1.5),
                        control2: Point(x: -4_341_792, y: 4.5))
            $0.addLine(to: Point(x: 18, y: 4.5))
            $0.addLine(to: Point(x: 25.5, y: -3))
            $0.closeSubpath()
        }),
        ("a zigzag left of the box, then through it", path {
            $0.move(to: Point(x: 10, y: 5))
            for i in 0..<40 { $0.addLine(to: Point(x: i % 2 == 0 ? -30 : -1, y: 5 + Double(i) * 0.37)) }
            $0.addLine(to: Point(x: 12.5, y: 19.25))
            $0.closeSubpath()
        }),
        ("a star over all four sides", path {
            // Each tip is three points outside the box.
            let spikes = [(11.0, -40.0), (12.0, -45.0), (13.0, -40.0), (14.0, 11.0), (70.0, 11.5), (75.0, 12.0),
                          (70.0, 12.5), (14.0, 13.0), (13.0, 60.0), (12.0, 65.0), (11.0, 60.0), (10.0, 13.0),
                          (-50.0, 12.5), (-55.0, 12.0), (-50.0, 11.5), (10.0, 11.0)]
            $0.move(to: Point(x: spikes[0].0, y: spikes[0].1))
            for s in spikes.dropFirst() { $0.addLine(to: Point(x: s.0, y: s.1)) }
            $0.closeSubpath()
        }),
        ("a loop round a corner and back, wound twice", path {
            for d in [0.0, 0.3] {
                $0.move(to: Point(x: 6.3 + d, y: 7.1 + d))
                $0.addLine(to: Point(x: -5, y: 7.7 + d))
                $0.addLine(to: Point(x: -9, y: -8))
                $0.addLine(to: Point(x: 4 + d, y: -6))
                $0.addLine(to: Point(x: 40, y: -1 + d))
                $0.addLine(to: Point(x: 30, y: 30))
                $0.addLine(to: Point(x: 15.2 + d, y: 17.6))
                $0.closeSubpath()
            }
        }),
        ("a ring cut by the box's edges", path {
            $0.addEllipse(in: Rect(x: -6, y: -4, width: 30, height: 26))
            $0.addEllipse(in: Rect(x: 0.5, y: 1.5, width: 17, height: 13))
        }),
    ]

    /// The edges of every point, none cut.
    static func allEdges(_ lines: [Path.Polyline]) -> [CoverageScanner.Edge] {
        let ox = Double(box.0), oy = Double(box.1)
        var edges: [CoverageScanner.Edge] = []
        for line in lines where line.points.count > 2 {
            var a = line.points[line.points.count - 1]
            for p in line.points {
                if let e = CoverageScanner.Edge((a.x - ox, a.y - oy), (p.x - ox, p.y - oy)) { edges.append(e) }
                a = p
            }
        }
        return edges
    }

    @Test(arguments: 0..<paths.count, [FillRule.nonZero, .evenOdd])
    func coverageIsThatOfEveryEdge(index: Int, rule: FillRule) {
        let lines = Self.paths[index].path.flattened(tolerance: RasterContext.pathTolerance)
        let (w, h) = (Self.box.2 - Self.box.0, Self.box.3 - Self.box.1)
        let cut = RasterContext.edges(of: lines, origin: Self.box)
        let all = Self.allEdges(lines)
        #expect(cut.count < all.count, "\(Self.paths[index].name): nothing was cut")
        let expected = CoverageScanner(width: w, height: h, rule: rule).coverage(of: all)
        let actual = CoverageScanner(width: w, height: h, rule: rule).coverage(of: cut)
        #expect(expected.contains { $0 > 0 && $0 < 1 }, "\(Self.paths[index].name): no partial pixel")
        let worst = zip(expected, actual).map { abs(Double($0) - Double($1)) }.max() ?? 0
        #expect(worst <= 1e-6, "\(Self.paths[index].name) (\(rule)): \(worst)")
    }

    @Test func aCurveFarOffTheCanvasLeavesFewEdges() {
        let lines = Self.paths[0].path.flattened(tolerance: RasterContext.pathTolerance)
        #expect(lines[0].points.count > Path.maximumCurvePieces)
        #expect(RasterContext.edges(of: lines, origin: Self.box).count <= 40)
    }

    /// The fuzz input itself, drawn as SVGFuzz draws it (it is also in
    /// Tests/FuzzCorpus/SVGFuzz): the curve's visible ends are drawn.
    @MainActor
    @Test func theFuzzIconDraws() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="16px" height="16px" viewBox="0 0 16 16">
            <path d="m 3 1 c -1.105469 0 -2894531 2 2 2 h 7 l 5 -5 z"/></svg>
            """
        let image = try VectorImage(svgData: Array(svg.utf8))
        let window = Window(size: Size(width: 24, height: 24))
        let view = ImageView(vectorImage: image)
        view.frame = Rect(x: 0, y: 0, width: 24, height: 24)
        window.rootView.addSubview(view)
        let canvas = Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255))
        // Row 3 (y 3…4) lies inside the curve's swing left and right of
        // x = 7.5 … 18, so its pixels left of the box are covered; row 10
        // is below the path.
        #expect(canvas[0, 3] == RGBA8(0, 0, 0))
        #expect(canvas[0, 10] == RGBA8(255, 255, 255))
    }
}
