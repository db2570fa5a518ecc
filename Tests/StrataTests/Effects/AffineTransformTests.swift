import Testing
@testable import Strata

/// Whether two numbers agree to 1e-9.
func nearly(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func nearly(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    nearly(a.x, b.x, tolerance) && nearly(a.y, b.y, tolerance)
}
func nearly(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    nearly(a.origin, b.origin, tolerance) && nearly(a.width, b.width, tolerance) && nearly(a.height, b.height, tolerance)
}
func nearly(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    nearly(a.a, b.a, tolerance) && nearly(a.b, b.b, tolerance) && nearly(a.c, b.c, tolerance)
        && nearly(a.d, b.d, tolerance) && nearly(a.tx, b.tx, tolerance) && nearly(a.ty, b.ty, tolerance)
}

@Suite("AffineTransform")
struct AffineTransformTests {
    @Test func identityChangesNothing() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(Point(x: 3, y: -4).applying(.identity) == Point(x: 3, y: -4))
        #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(AffineTransform(scaleX: 1, y: 1).isIdentity)
    }

    @Test func makersMatchCoreGraphics() {
        #expect(AffineTransform(translationX: 5, y: 7) == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 7))
        #expect(AffineTransform(scaleX: 2, y: 3) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let r = AffineTransform(rotationAngle: .pi / 6)
        #expect(nearly(r, AffineTransform(a: 0.75.squareRoot(), b: 0.5, c: -0.5, d: 0.75.squareRoot(), tx: 0, ty: 0)))
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        // The point right of the origin goes below it (y grows downwards).
        #expect(nearly(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2)), Point(x: 0, y: 1)))
        #expect(nearly(Point(x: 0, y: 1).applying(AffineTransform(rotationAngle: .pi / 2)), Point(x: -1, y: 0)))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = AffineTransform(scaleX: 2, y: 2), move = AffineTransform(translationX: 10, y: 0)
        #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
        #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
    }

    @Test func theByMethodsApplyTheNewStepFirstAsCoreGraphics() {
        let t = AffineTransform(translationX: 10, y: 20)
        // translatedBy: the translation happens in t's input space.
        #expect(t.translatedBy(x: 1, y: 2) == AffineTransform(translationX: 11, y: 22))
        #expect(Point(x: 1, y: 1).applying(t.scaledBy(x: 3, y: 4)) == Point(x: 13, y: 24))
        let rotated = t.rotated(by: .pi / 2)
        #expect(nearly(Point(x: 1, y: 0).applying(rotated), Point(x: 10, y: 21)))
        #expect(nearly(rotated, AffineTransform(rotationAngle: .pi / 2).concatenating(t)))
    }

    @Test func invertedUndoesAndSingularHasNone() {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -9)
        let inverse = try! #require(t.inverted())
        #expect(nearly(t.concatenating(inverse), .identity))
        #expect(nearly(Point(x: 4, y: 5).applying(t).applying(inverse), Point(x: 4, y: 5)))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        let tiny = Double.leastNormalMagnitude / 1024   // subnormal: its square underflows to 0
        #expect(AffineTransform(a: tiny, b: 0, c: 0, d: tiny, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func aRectBecomesItsBoundingBox() {
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        let box = square.applying(AffineTransform(rotationAngle: .pi / 4))
        let h = 2.0.squareRoot()
        #expect(nearly(box, Rect(x: -h, y: -h, width: 2 * h, height: 2 * h)))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).applying(AffineTransform(scaleX: -1, y: 1))
            == Rect(x: -4, y: 2, width: 3, height: 4))
        #expect(Rect.null.applying(AffineTransform(translationX: 1, y: 1)).isNull)
        #expect(Size(width: 2, height: 3).applying(AffineTransform(scaleX: 2, y: -1).translatedBy(x: 50, y: 50))
            == Size(width: 4, height: -3))
    }

    @Test func finitenessAndDescription() {
        #expect(AffineTransform.identity.isFinite)
        #expect(!AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isFinite)
        #expect(!AffineTransform(translationX: .infinity, y: 0).isFinite)
        #expect(AffineTransform(translationX: 1.5, y: 2).description == "[1, 0, 0, 1, 1.5, 2]")
        #expect(AffineTransform(scaleX: 2, y: 3).determinant == 6)
    }
}
