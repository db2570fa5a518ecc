import Testing
@testable import StrataGeometry

@Suite("Path stroking")
struct PathStrokeTests {
    let segment = Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0))])
    /// Right, then down: a clockwise corner at (10, 0), its outside up and right.
    let corner = Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10))])

    @Test func buttSegmentIsItsRectangle() {
        let outline = segment.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.elements == [.move(to: Point(x: 0, y: -2)), .line(to: Point(x: 10, y: -2)), .line(to: Point(x: 10, y: 2)),
                                     .line(to: Point(x: 0, y: 2)), .closeSubpath])
    }

    /// Caps, by the analytic outline: butt stops at the ends; square goes on
    /// a half-width; round is a half disc of radius 2.
    @Test(arguments: [
        (LineCap.butt, Rect(x: 0, y: -2, width: 10, height: 4), false, false),
        (.square, Rect(x: -2, y: -2, width: 14, height: 4), true, true),
        (.round, Rect(x: -2, y: -2, width: 14, height: 4), false, true),
    ])
    func caps(cap: LineCap, bounds: Rect, cornerInside: Bool, tipInside: Bool) {
        let outline = segment.strokedPath(StrokeStyle(lineWidth: 4, lineCap: cap))
        let box = outline.boundingBox
        #expect(abs(box.minX - bounds.minX) < 1e-12 && abs(box.maxX - bounds.maxX) < 1e-12)
        #expect(abs(box.minY - bounds.minY) < 1e-12 && abs(box.maxY - bounds.maxY) < 1e-12)
        // (−1.5, 1.5) is 2.12 from the end point: in the square cap, out of the round one.
        #expect(outline.contains(Point(x: -1.5, y: 1.5)) == cornerInside)
        #expect(outline.contains(Point(x: -1.9, y: 0)) == tipInside)
        #expect(outline.contains(Point(x: 11.9, y: 0)) == tipInside)
        #expect(outline.contains(Point(x: 5, y: 1.9)) && !outline.contains(Point(x: 5, y: 2.1)))
    }

    @Test func miterJoinPieceIsTheAnalyticCorner() {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
        // Two segment rectangles, then the corner up to the miter's point (11, −1).
        #expect(Array(outline.elements[10...]) == [.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: -1)),
                                                   .line(to: Point(x: 11, y: -1)), .line(to: Point(x: 11, y: 0)), .closeSubpath])
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(Array(bevel.elements[10...]) == [.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: -1)),
                                                 .line(to: Point(x: 11, y: 0)), .closeSubpath])
    }

    /// Joins, by the analytic outline around the corner (10, 0), half-width 1:
    /// the miter fills the square up to (11, −1); the bevel stops at the
    /// line x − y = 11; the round join at the unit circle.
    @Test(arguments: [
        (LineJoin.miter, 10.0, [true, true, true]),
        (.round, 10.0, [false, true, true]),
        (.bevel, 10.0, [false, false, true]),
        // A right angle's miter is √2 times the width: a lower limit bevels.
        (.miter, 1.41, [false, false, true]),
        (.miter, 1.42, [true, true, true]),
    ])
    func joins(join: LineJoin, miterLimit: Double, inside: [Bool]) {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: join, miterLimit: miterLimit))
        let points = [Point(x: 10.9, y: -0.9), Point(x: 10.6, y: -0.6), Point(x: 10.45, y: -0.45)]
        #expect(points.map { outline.contains($0) } == inside)
        #expect(!outline.contains(Point(x: 11.01, y: -0.5)) && !outline.contains(Point(x: 8.9, y: 5)))
        #expect(outline.contains(Point(x: 9.1, y: 5)) && outline.contains(Point(x: 5, y: 0.9)))
    }

    /// Dashes [3, 2]: on 0…3 and 5…8; with phase 1, on 0…2, 4…7 and 9…10.
    @Test(arguments: [
        (0.0, [1.5: true, 4: false, 6: true, 9: false]),
        (1.0, [1.5: true, 3: false, 5: true, 8: false, 9.5: true]),
    ])
    func dashes(phase: Double, expected: [Double: Bool]) {
        let outline = segment.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 2], dashPhase: phase))
        for x in expected.keys.sorted() {
            #expect(outline.contains(Point(x: x, y: 0)) == expected[x])
        }
    }

    @Test func closedSubpathsJoinAllRoundAndDotsHaveCaps() {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        let outline = square.strokedPath(StrokeStyle(lineWidth: 2))
        // Four sides and four miter corners, no caps.
        #expect(outline.elements.filter { $0 == .closeSubpath }.count == 8)
        #expect(outline.contains(Point(x: -0.9, y: -0.9)) && !outline.contains(Point(x: 5, y: 5)))
        let dot = Path(elements: [.move(to: Point(x: 3, y: 3)), .line(to: Point(x: 3, y: 3))])
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).boundingBox == Rect(x: 2, y: 2, width: 2, height: 2))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).boundingBox == Rect(x: 2, y: 2, width: 2, height: 2))
    }

    /// Overlapping pieces all wind clockwise: the stroke of a circle has a
    /// non-zero ring and no holes where pieces overlap.
    @Test func piecesWindTheSameWay() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
        for angle in stride(from: 0.0, to: 6.28, by: 0.1) {
            let p = Point(x: 10 * Math.cos(angle), y: 10 * Math.sin(angle))
            #expect(outline.winding(at: p, tolerance: 1e-3) > 0)
        }
        #expect(!outline.contains(.zero) && !outline.contains(Point(x: 11.1, y: 0)))
    }
}
