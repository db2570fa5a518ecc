import Testing
import Strata
@testable import StrataRaster

@Suite("Raster: paths")
struct PathRasterTests {
    /// The covered area of a canvas drawn on clear: the sum of its alphas.
    func area(_ canvas: Canvas) -> Double {
        var sum = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width { sum += Int(canvas[x, y].a) }
        }
        return Double(sum) / 255
    }

    func render(_ commands: [DisplayCommand], size: Double = 200, scale: Double = 1, bands: Int = 1) -> Canvas {
        Raster(scale: scale, bandCount: bands).render(DisplayList(size: Size(width: size, height: size), commands: commands))
    }

    func fill(_ path: Path, _ rule: FillRule = .nonZero) -> DisplayCommand {
        .path(PathCommand(path: path, drawing: .fill(rule), color: .black))
    }

    /// A circle of four cubics covers πr² within 0.5 % (the cubics stray
    /// 0.03 % from the circle; the coverage is exact area).
    @Test(arguments: [(60.0, 1.0), (10.25, 1.0), (30.0, 2.0)])
    func circleCoversPiRSquared(radius: Double, scale: Double) {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 100 - radius, y: 100 - radius, width: 2 * radius, height: 2 * radius))
        let covered = area(render([fill(circle)], scale: scale)) / (scale * scale)
        #expect(abs(covered / (Double.pi * radius * radius) - 1) < 0.005)
    }

    /// Concentric squares wound the same way: non-zero fills the inner one,
    /// even-odd leaves it empty; wound opposite ways, both leave it empty.
    @Test(arguments: [(false, FillRule.nonZero, 3600.0), (false, .evenOdd, 3200.0),
                      (true, .nonZero, 3200.0), (true, .evenOdd, 3200.0)])
    func nestedSquares(reversed: Bool, rule: FillRule, expected: Double) {
        var path = Path()
        path.addRect(Rect(x: 10, y: 10, width: 60, height: 60))
        if reversed {
            path.move(to: Point(x: 30, y: 30))
            path.addLine(to: Point(x: 30, y: 50))
            path.addLine(to: Point(x: 50, y: 50))
            path.addLine(to: Point(x: 50, y: 30))
            path.closeSubpath()
        } else {
            path.addRect(Rect(x: 30, y: 30, width: 20, height: 20))
        }
        let canvas = render([fill(path, rule)])
        #expect(area(canvas) == expected)
        #expect(canvas[40, 40].a == (expected == 3600 ? 255 : 0))
        #expect(canvas[15, 40].a == 255 && canvas[5, 40].a == 0)
    }

    /// A bow tie crosses itself: two triangles of 2 500 under either rule.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func selfIntersection(rule: FillRule) {
        let bowTie = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 100)),
                                     .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 0, y: 100)), .closeSubpath])
        let covered = area(render([fill(bowTie, rule)]))
        #expect(abs(covered - 5000) < 1)
    }

    /// A pentagram: even-odd leaves out the inner pentagon, non-zero fills it.
    @Test func starUnderBothRules() {
        var star = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: 100 + 90 * Math.cos(angle), y: 100 + 90 * Math.sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let nonZero = render([fill(star)]), evenOdd = render([fill(star, .evenOdd)])
        #expect(nonZero[100, 100].a == 255 && evenOdd[100, 100].a == 0)
        // The inner pentagon has circumradius 90·cos(72°)/cos(36°).
        let r = 90 * Math.cos(2 * Double.pi / 5) / Math.cos(Double.pi / 5)
        let pentagon = 5.0 / 2 * r * r * Math.sin(2 * Double.pi / 5)
        #expect(abs(area(nonZero) - area(evenOdd) - pentagon) < 1)
    }

    /// A butt-capped stroke on whole pixels is its rectangle, exactly.
    @Test func strokeOfASegment() {
        let line = Path(elements: [.move(to: Point(x: 10, y: 50)), .line(to: Point(x: 110, y: 50))])
        let canvas = render([.path(PathCommand(path: line, drawing: .stroke(StrokeStyle(lineWidth: 4)), color: .black))])
        #expect(area(canvas) == 400)
        #expect(canvas[10, 48].a == 255 && canvas[9, 48].a == 0 && canvas[50, 47].a == 0)
        let round = render([.path(PathCommand(path: line, drawing: .stroke(StrokeStyle(lineWidth: 4, lineCap: .round)),
                                              color: .black))])
        // Two half discs of radius 2 added: 400 + 4π, less what the chords
        // (within 1/64 pixel) cut off the circles: at most 2/3 × 4π / 64.
        #expect(abs(area(round) - (400 + 4 * Double.pi)) < 0.15)
    }

    /// The same pixels whatever the number of bands, under a transform too.
    @Test func bandCountDoesNotChangePixels() {
        var path = Path()
        path.addArc(center: Point(x: 100, y: 100), radius: 70, startAngle: 0.3, endAngle: 5.5, clockwise: true)
        path.addCurve(to: Point(x: 20, y: 20), control1: Point(x: 190, y: 10), control2: Point(x: 10, y: 190))
        path.closeSubpath()
        let commands: [DisplayCommand] = [
            .pushTransform(AffineTransform(rotationAngle: 0.2)),
            fill(path, .evenOdd),
            .path(PathCommand(path: path, drawing: .stroke(StrokeStyle(lineWidth: 5, lineJoin: .round, dash: [12, 5])),
                              color: Color(red: 1, green: 0, blue: 0, alpha: 0.7))),
            .popTransform,
        ]
        let one = render(commands, bands: 1)
        for bands in [2, 3, 7] {
            #expect(render(commands, bands: bands).bytes == one.bytes)
        }
    }

    @Test func svgWritesPathElements() {
        let triangle = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)),
                                       .quadCurve(to: Point(x: 0, y: 10), control: Point(x: 10, y: 10)), .closeSubpath])
        let svg = SVGWriter().write(DisplayList(size: Size(width: 20, height: 20), commands: [
            fill(triangle, .evenOdd),
            .path(PathCommand(path: triangle, drawing: .stroke(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel,
                                                                            dash: [3, 1], dashPhase: 1)),
                              color: Color(red: 1, green: 0, blue: 0), opacity: 0.5)),
        ]))
        #expect(svg.contains("<path d=\"M 0 0 L 10 0 Q 10 10 0 10 Z\" fill=\"#000000\" fill-rule=\"evenodd\"/>"))
        #expect(svg.contains("<path d=\"M 0 0 L 10 0 Q 10 10 0 10 Z\" fill=\"none\" stroke=\"#FF0000\" stroke-opacity=\"0.5\""
            + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-dasharray=\"3 1\" stroke-dashoffset=\"1\"/>"))
    }

    @Test func commandBoundsReachTheStroke() {
        let line = Path(elements: [.move(to: Point(x: 10, y: 50)), .line(to: Point(x: 110, y: 50))])
        let bevel = PathCommand(path: line, drawing: .stroke(StrokeStyle(lineWidth: 4, lineJoin: .bevel)), color: .black)
        #expect(Raster.bounds(of: .path(bevel)) == Rect(x: 8, y: 48, width: 104, height: 4))
        #expect(Raster.bounds(of: .path(PathCommand(path: line, drawing: .fill(.nonZero), color: .black)))
                == Rect(x: 10, y: 50, width: 100, height: 0))
    }
}
