import Testing
@testable import Strata

@MainActor
@Suite("Display list: transforms")
struct TransformDisplayListTests {
    @Test func aTransformWrapsTheViewAndItsSubtreeAboutItsCentre() {
        let window = Window(size: Size(width: 200, height: 200))
        let card = View(frame: Rect(x: 20, y: 40, width: 100, height: 50))
        card.backgroundColor = .red
        card.borderWidth = 2
        let dot = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        window.rootView.addSubview(card)
        card.transform = AffineTransform(scaleX: 2, y: 3)
        // Centre (70, 65): x ↦ 2x − 70, y ↦ 3y − 130.
        let matrix = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: -70, ty: -130)
        #expect(window.displayList().commands == [
            .pushTransform(matrix),
            .rect(RectCommand(rect: Rect(x: 20, y: 40, width: 100, height: 50), fill: .red)),
            .rect(RectCommand(rect: Rect(x: 20, y: 40, width: 10, height: 10), fill: .blue)),
            .rect(RectCommand(rect: Rect(x: 20, y: 40, width: 100, height: 50), fill: nil, borderWidth: 2)),
            .popTransform,
        ])
        // The matrix maps the untransformed corner to where it is drawn.
        #expect(Point(x: 20, y: 40).applying(matrix) == card.convert(Point.zero, to: nil))
    }

    @Test func nestedTransformsNestAndEachIsAboutItsOwnCentre() {
        let window = Window(size: Size(width: 200, height: 200))
        let outer = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .green
        outer.addSubview(inner)
        window.rootView.addSubview(outer)
        outer.transform = AffineTransform(translationX: 5, y: 0)
        inner.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(window.displayList().commands == [
            .pushTransform(AffineTransform(translationX: 5, y: 0)),
            .pushTransform(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -20, ty: -20)),
            .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 20, height: 20), fill: .green)),
            .popTransform, .popTransform,
        ])
        // A point of inner: the inner matrix, then the outer one.
        let p = Point(x: 12, y: 13).applying(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -20, ty: -20))
            .applying(AffineTransform(translationX: 5, y: 0))
        #expect(p == inner.convert(Point(x: 2, y: 3), to: nil))
    }

    @Test func aTransformAroundNothingIsLeftOut() {
        let window = Window(size: Size(width: 100, height: 100))
        let empty = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        empty.transform = AffineTransform(rotationAngle: 1)
        window.rootView.addSubview(empty)
        #expect(window.displayList().commands.isEmpty)
    }
}
