import Testing
@testable import StrataGeometry

@Suite("Path length and trimming")
struct PathMeasureTests {
    @Test func lengthOfLinesIsExact() {
        var rect = Path()
        rect.addRect(Rect(x: 0, y: 0, width: 3, height: 4))
        #expect(rect.length == 14)
        let diagonal = Path(elements: [.move(to: .zero), .line(to: Point(x: 3, y: 4)), .move(to: .zero), .line(to: Point(x: 0, y: 1))])
        #expect(diagonal.length == 6)
    }

    /// The parabola y = x² from 0 to 1 is the quadratic (0,0) (½,0) (1,1):
    /// its length is (2√5 + asinh 2)/4.
    @Test func lengthOfAParabola() {
        let parabola = Path(elements: [.move(to: .zero), .quadCurve(to: Point(x: 1, y: 1), control: Point(x: 0.5, y: 0))])
        let asinh2 = 1.443_635_475_178_810_3
        #expect(abs(parabola.length - (2 * 5.0.squareRoot() + asinh2) / 4) < 1e-12)
    }

    /// Four cubics stand in for a circle, bulging up to 0.027 % outside it:
    /// the length is 2πr within 2e-4 of it (it is 1.4e-4 longer).
    @Test(arguments: [1.0, 10.0, 250.0])
    func lengthOfACircle(radius: Double) {
        var circle = Path()
        circle.addEllipse(in: Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
        #expect(abs(circle.length / (2 * Double.pi * radius) - 1) < 2e-4)
    }

    @Test func trimmingALineAndARectangle() {
        let line = Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0))])
        #expect(line.trimmed(from: 0.25, to: 0.5).elements == [.move(to: Point(x: 2.5, y: 0)), .line(to: Point(x: 5, y: 0))])
        #expect(line.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(line.trimmed(from: -1, to: 2) == line)
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmed(from: 0.1, to: 0.6).elements == [
            .move(to: Point(x: 4, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 6, y: 10)),
        ])
        // The closing line's part.
        #expect(square.trimmed(from: 0.8, to: 0.9).elements == [.move(to: Point(x: 0, y: 8)), .line(to: Point(x: 0, y: 4))])
        // A closed subpath kept whole stays closed.
        var two = Path()
        two.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        two.move(to: Point(x: 20, y: 0))
        two.addLine(to: Point(x: 60, y: 0))
        #expect(two.trimmed(from: 0, to: 0.75).elements == Array(square.elements) + [.move(to: Point(x: 20, y: 0)), .line(to: Point(x: 40, y: 0))])
    }

    @Test func trimmingACircleCutsItsCurvesExactly() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        // A quarter is the first curve, whole.
        #expect(circle.trimmed(from: 0, to: 0.25).elements == Array(circle.elements[0...1]))
        // An eighth ends half way along the first curve, at 45°: on the circle.
        let eighth = circle.trimmed(from: 0, to: 0.125)
        let end = eighth.currentPoint ?? .zero
        let c = 0.5.squareRoot() * 10
        #expect(abs(end.x - c) < 1e-9 && abs(end.y - c) < 1e-9)
        #expect(abs(eighth.length - circle.length / 8) < 1e-9)
        let middle = circle.trimmed(from: 0.3, to: 0.7)
        #expect(abs(middle.length - 0.4 * circle.length) < 1e-9)
    }
}
