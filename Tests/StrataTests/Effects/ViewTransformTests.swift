import Testing
@testable import Strata

/// Transforms on views: hit testing, conversions and frames, against
/// hand-computed values.
@MainActor
@Suite("View.transform")
struct ViewTransformTests {
    /// A 200 × 200 window with a 100 × 50 view at (100, 100): centre (150, 125).
    func scene() -> (Window, View) {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        view.identifier = "card"
        window.rootView.addSubview(view)
        return (window, view)
    }

    @Test func theDefaultIsTheIdentityAndFrameIgnoresTheTransform() {
        let (_, view) = scene()
        #expect(view.transform.isIdentity)
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(view.frame == Rect(x: 100, y: 100, width: 100, height: 50))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == Point(x: 150, y: 125))
        #expect(view.windowFrame == Rect(x: 100, y: 100, width: 100, height: 50))
        view.transform = AffineTransform(scaleX: 2, y: 1)
        #expect(view.debugSummary.hasSuffix("transform=[2, 0, 0, 1, 0, 0]>"))
    }

    @Test func aQuarterTurnMovesWhereTheViewIsHit() {
        let (window, view) = scene()
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        // On screen the view now spans x 125…175, y 75…175.
        #expect(window.rootView.hitTest(Point(x: 130, y: 80)) === view)      // above its frame, inside the turned shape
        #expect(window.rootView.hitTest(Point(x: 110, y: 120)) === window.rootView)  // inside its frame, outside the shape
        #expect(window.rootView.hitTest(Point(x: 170, y: 170)) === view)
        // The point in the view's own coordinates: (130, 80) − centre = (−20, −45), turned back by −90° = (−45, 20).
        #expect(nearly(view.convert(Point(x: 130, y: 80), from: nil), Point(x: 5, y: 45)))
        #expect(nearly(view.convert(Point(x: 5, y: 45), to: nil), Point(x: 130, y: 80)))
        #expect(view.point(inside: view.convert(Point(x: 130, y: 80), from: nil)))
    }

    @Test func scaleAboutTheCentre() {
        let (window, view) = scene()
        view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        // Shown at (125, 112.5, 50, 25).
        #expect(view.convert(Point.zero, to: nil) == Point(x: 125, y: 112.5))
        #expect(view.convert(view.bounds, to: nil) == Rect(x: 125, y: 112.5, width: 50, height: 25))
        #expect(window.rootView.hitTest(Point(x: 105, y: 105)) === window.rootView)
        #expect(window.rootView.hitTest(Point(x: 126, y: 113)) === view)
        #expect(view.convert(Point(x: 150, y: 125), from: nil) == Point(x: 50, y: 25))
    }

    @Test func translationAndBoundsOriginCombine() {
        let (window, view) = scene()
        view.transform = AffineTransform(translationX: 30, y: -10)
        view.bounds.origin = Point(x: 5, y: 5)
        let child = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        view.addSubview(child)
        // Child's origin: view at (100, 100) + (30, −10), minus the bounds origin, plus (5, 5).
        #expect(child.convert(Point.zero, to: nil) == Point(x: 130, y: 90))
        #expect(window.rootView.hitTest(Point(x: 131, y: 91)) === child)
        #expect(child.convert(Point(x: 131, y: 91), from: nil) == Point(x: 1, y: 1))
    }

    @Test func aConvertedRectIsTheBoundingBox() {
        let (window, view) = scene()
        view.transform = AffineTransform(rotationAngle: .pi / 4)
        let h = 75 / 2.0.squareRoot()   // (50 + 25)/√2: the half-extent of the turned 100 × 50 box
        #expect(nearly(view.convert(view.bounds, to: nil), Rect(x: 150 - h, y: 125 - h, width: 2 * h, height: 2 * h)))
        #expect(nearly(window.rootView.convert(view.bounds, from: view),
                       Rect(x: 150 - h, y: 125 - h, width: 2 * h, height: 2 * h)))
        // And back: the box of the window rect in the view's coordinates.
        let back = view.convert(Rect(x: 140, y: 115, width: 20, height: 20), from: nil)
        let k = 20 / 2.0.squareRoot()
        #expect(nearly(back, Rect(x: 50 - k, y: 25 - k, width: 2 * k, height: 2 * k)))
    }

    @Test func nestedTransformsCompose() {
        let (window, view) = scene()
        let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        view.addSubview(child)
        view.transform = AffineTransform(scaleX: 2, y: 2)
        child.transform = AffineTransform(translationX: 10, y: 0)
        // Child's centre (10, 10) → (20, 10) in the view → 2 × ((20, 10) − (50, 25)) + (150, 125) = (90, 95).
        #expect(child.convert(Point(x: 10, y: 10), to: nil) == Point(x: 90, y: 95))
        #expect(window.rootView.hitTest(Point(x: 90, y: 95)) === child)
        #expect(child.convert(Point(x: 90, y: 95), from: nil) == Point(x: 10, y: 10))
        // The child's window frame applies the view's scale (not its own translation).
        #expect(child.windowFrame == Rect(x: 50, y: 75, width: 40, height: 40))
        #expect(child.convert(Point(x: 10, y: 10), to: view) == Point(x: 20, y: 10))
    }

    @Test func aSingularTransformMakesTheSubtreeUnhittable() {
        let (window, view) = scene()
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        view.addSubview(child)
        view.transform = AffineTransform(scaleX: 0, y: 1)
        #expect(window.rootView.hitTest(Point(x: 150, y: 125)) === window.rootView)
        #expect(window.rootView.hitTest(Point(x: 120, y: 110)) === window.rootView)
        let p = child.convert(Point(x: 150, y: 125), from: nil)
        #expect(p.x.isNaN && p.y.isNaN)
        // Drawing it is not a problem either: nothing of it is drawn.
        view.backgroundColor = .red
        #expect(window.displayList().commands.isEmpty)
    }

    @Test func touchesAndGesturesSeeTheTransformedView() {
        let (window, view) = scene()
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        final class Recorder: View {
            var began: [Point] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                began += touches.map { $0.location(in: self) }
            }
        }
        let recorder = Recorder(frame: view.bounds)
        view.addSubview(recorder)
        _ = window.touchDown(at: Point(x: 130, y: 80))
        _ = window.touchUp(at: Point(x: 130, y: 80))
        #expect(recorder.began.count == 1)
        if let p = recorder.began.first { #expect(nearly(p, Point(x: 5, y: 45))) }
    }

    @Test func aNonFiniteTransformIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = View()
                view.transform = AffineTransform(translationX: .nan, y: 0)
            }
        }
    }
}
