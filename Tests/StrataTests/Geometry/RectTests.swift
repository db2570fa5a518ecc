import Testing
@testable import Strata

@Suite("Rect")
struct RectTests {
    @Test func edgesAndMiddles() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.midX == 25 && r.maxX == 40)
        #expect(r.minY == 20 && r.midY == 40 && r.maxY == 60)
    }

    @Test func negativeSizeIsStandardized() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 4 && r.maxY == 10)
        #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func insetByShrinksEachSide() {
        #expect(Rect(x: 0, y: 0, width: 100, height: 50).insetBy(dx: 10, dy: 5)
            == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 6, dy: 0).isNull)
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: -2, dy: -3)
            == Rect(x: -2, y: -3, width: 14, height: 16))
    }

    @Test func unionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(a.union(.null) == a)
        // Touching edges meet in an empty rectangle, as CGRect does.
        let touch = a.intersection(Rect(x: 10, y: 0, width: 5, height: 5))
        #expect(!touch.isNull && touch.isEmpty)
    }

    @Test(arguments: [
        (Point(x: 0, y: 0), true), (Point(x: 9.999, y: 5), true),
        (Point(x: 10, y: 5), false), (Point(x: 5, y: 10), false), (Point(x: -0.001, y: 0), false),
    ])
    func containsIncludesMinimumEdgesOnly(point: Point, inside: Bool) {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(point) == inside)
    }

    @Test func containsRect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!a.contains(Rect(x: 1, y: 1, width: 10, height: 1)))
    }

    @Test func integralCoversTheRectangle() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10, height: 2.1).integral
            == Rect(x: 0, y: 1, width: 11, height: 3))
    }

    @Test func offsetBy() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
            == Rect(x: 11, y: 0, width: 3, height: 4))
    }

    @Test func descriptionIsReadable() {
        #expect(Rect(x: 0, y: 0.5, width: 100, height: 44).description == "(0, 0.5, 100, 44)")
        #expect(Point(x: 1, y: 2).description == "(1, 2)")
        #expect(Size(width: 3, height: 4.25).description == "3 × 4.25")
    }
}
