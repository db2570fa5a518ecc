import Testing
@testable import StrataGeometry

@Suite("Path")
struct PathTests {
    /// Whether two rectangles agree to `tolerance` on every side.
    func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    @Test func emptyPath() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
        #expect(path.boundingBox.isNull)
        #expect(path.length == 0)
        #expect(!path.contains(.zero))
    }

    @Test func buildingKeepsEveryElementAndTheCurrentPoint() {
        var path = Path()
        path.addLine(to: Point(x: 10, y: 0))   // from the origin
        path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 20, y: 5))
        path.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 5, y: 20), control2: Point(x: 2, y: 20))
        #expect(path.currentPoint == Point(x: 0, y: 10))
        path.closeSubpath()
        path.closeSubpath()   // a second close does nothing
        #expect(path.currentPoint == .zero)
        path.addLine(to: Point(x: 5, y: 5))   // starts a subpath where the last one closed
        #expect(path.elements == [
            .move(to: .zero), .line(to: Point(x: 10, y: 0)),
            .quadCurve(to: Point(x: 10, y: 10), control: Point(x: 20, y: 5)),
            .curve(to: Point(x: 0, y: 10), control1: Point(x: 5, y: 20), control2: Point(x: 2, y: 20)),
            .closeSubpath, .move(to: .zero), .line(to: Point(x: 5, y: 5)),
        ])
        #expect(path.svgPathData == "M 0 0 L 10 0 Q 20 5 10 10 C 5 20 2 20 0 10 Z M 0 0 L 5 5")
    }

    @Test func rectAndRoundedRectAndEllipse() {
        var rect = Path()
        rect.addRect(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.elements == [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 4, y: 6)),
                                  .line(to: Point(x: 1, y: 6)), .closeSubpath])
        var rounded = Path()
        rounded.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)   // clamped to 10
        #expect(rounded.elements.count == 10)
        #expect(rounded.elements[0] == .move(to: Point(x: 10, y: 0)))
        #expect(close(rounded.boundingBox, Rect(x: 0, y: 0, width: 40, height: 20)))
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: -30, y: -10, width: 60, height: 20))
        #expect(ellipse.elements.first == .move(to: Point(x: 30, y: 0)))
        #expect(close(ellipse.boundingBox, Rect(x: -30, y: -10, width: 60, height: 20)))
    }

    /// Bounding boxes: the curves' extremes, not their control points.
    @Test(arguments: [
        // A cubic arch: its top at t = ½ is 3/4 of the handles' height.
        (Path(elements: [.move(to: .zero), .curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))]),
         Rect(x: 0, y: 0, width: 10, height: 7.5)),
        // A quadratic arch: half the control point's height.
        (Path(elements: [.move(to: .zero), .quadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))]),
         Rect(x: 0, y: 0, width: 10, height: 5)),
        // An S: x = 90·t(1−t)(1−2t) turns at t = (3 ± √3)/6, where x = ±5√3.
        (Path(elements: [.move(to: .zero), .curve(to: Point(x: 0, y: 30), control1: Point(x: 30, y: 10), control2: Point(x: -30, y: 20))]),
         Rect(x: -5 * 3.0.squareRoot(), y: 0, width: 10 * 3.0.squareRoot(), height: 30)),
    ])
    func boundingBoxOfCurves(path: Path, expected: Rect) {
        #expect(close(path.boundingBox, expected))
    }

    @Test func boundingBoxOfArcs() {
        let r = 10.0, c = 0.5.squareRoot() * r
        // Through angle 0: a quarter arc's midpoint lies on the circle.
        var a = Path()
        a.addArc(center: .zero, radius: r, startAngle: -Double.pi / 4, endAngle: Double.pi / 4, clockwise: true)
        #expect(close(a.boundingBox, Rect(x: c, y: -c, width: r - c, height: 2 * c)))
        // Counter-clockwise from 0 to π/2: three quarters, up round the left.
        var b = Path()
        b.addArc(center: .zero, radius: r, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(close(b.boundingBox, Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)))
        #expect(b.elements.count == 4)
        // Clockwise from 0 to π/2: the bottom-right quarter (y down).
        var d = Path()
        d.addArc(center: Point(x: 5, y: 5), radius: r, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(close(d.boundingBox, Rect(x: 5, y: 5, width: r, height: r)))
        #expect(d.elements.count == 2)
        // More than a turn: one full circle, four curves.
        var full = Path()
        full.addArc(center: .zero, radius: r, startAngle: 0, endAngle: 7, clockwise: true)
        #expect(full.elements.count == 5)
        #expect(close(full.boundingBox, Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)))
        // An arc after a point is joined by a line.
        var joined = Path()
        joined.move(to: Point(x: -20, y: 0))
        joined.addArc(center: .zero, radius: r, startAngle: Double.pi, endAngle: Double.pi * 1.5, clockwise: true)
        #expect(joined.elements[1] == .line(to: Point(x: -r, y: r * Math.sin(Double.pi))))
        #expect(close(joined.boundingBox, Rect(x: -20, y: -r, width: 20, height: r), 1e-9))
    }

    @Test func applyingMovesEveryPoint() {
        var path = Path()
        path.move(to: Point(x: 1, y: 1))
        path.addQuadCurve(to: Point(x: 3, y: 1), control: Point(x: 2, y: 3))
        path.closeSubpath()
        let moved = path.applying(AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 1))
        #expect(moved.elements == [.move(to: Point(x: 12, y: 1)), .quadCurve(to: Point(x: 16, y: 1), control: Point(x: 14, y: 3)),
                                   .closeSubpath])
        #expect(Set([path, path.applying(.identity)]).count == 1)
    }

    /// A pentagram: its centre is wound twice (non-zero fills it, even-odd
    /// leaves a hole); its points once.
    @Test(arguments: [
        (Point(x: 50, y: 50), FillRule.nonZero, true), (Point(x: 50, y: 50), .evenOdd, false),
        (Point(x: 50, y: 10), .nonZero, true), (Point(x: 50, y: 10), .evenOdd, true),
        (Point(x: 5, y: 5), .nonZero, false), (Point(x: 5, y: 5), .evenOdd, false),
    ])
    func containsInAStar(point: Point, rule: FillRule, inside: Bool) {
        var star = Path()
        star.move(to: Point(x: 50, y: 0))
        star.addLine(to: Point(x: 80, y: 90))
        star.addLine(to: Point(x: 0, y: 35))
        star.addLine(to: Point(x: 100, y: 35))
        star.addLine(to: Point(x: 20, y: 90))
        star.closeSubpath()
        #expect(star.contains(point, rule: rule) == inside)
    }

    @Test func containsWithNestedContours() {
        var same = Path()
        same.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        same.addRect(Rect(x: 3, y: 3, width: 4, height: 4))
        var opposite = Path()
        opposite.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        opposite.move(to: Point(x: 3, y: 3))
        opposite.addLine(to: Point(x: 3, y: 7))
        opposite.addLine(to: Point(x: 7, y: 7))
        opposite.addLine(to: Point(x: 7, y: 3))
        opposite.closeSubpath()
        let centre = Point(x: 5, y: 5), ring = Point(x: 1, y: 5)
        #expect(same.contains(centre) && !same.contains(centre, rule: .evenOdd))
        #expect(!opposite.contains(centre) && !opposite.contains(centre, rule: .evenOdd))
        #expect(same.contains(ring) && opposite.contains(ring, rule: .evenOdd))
        #expect(same.winding(at: centre, tolerance: 1e-3) == 2)
        // A bow tie crosses itself: both lobes inside, wound opposite ways.
        let bowTie = Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 10, y: 0)),
                                     .line(to: Point(x: 0, y: 10)), .closeSubpath])
        #expect(bowTie.winding(at: Point(x: 2, y: 5), tolerance: 1e-3) == -bowTie.winding(at: Point(x: 8, y: 5), tolerance: 1e-3))
        #expect(bowTie.contains(Point(x: 2, y: 5)) && bowTie.contains(Point(x: 8, y: 5), rule: .evenOdd))
        #expect(!bowTie.contains(Point(x: 5, y: 1)))
        // A circle: inside up to its radius (curves followed to 1/1000).
        var circle = Path()
        circle.addEllipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        #expect(circle.contains(Point(x: 9.99, y: 0)) && !circle.contains(Point(x: 10.01, y: 0)))
        #expect(circle.contains(Point(x: 7.07, y: 7.07)) && !circle.contains(Point(x: 7.08, y: 7.08)))
    }
}
