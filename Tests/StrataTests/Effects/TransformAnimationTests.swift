import Testing
@testable import Strata

@MainActor
@Suite("Transform and colour animation")
struct TransformAnimationTests {
    func scene() -> (Window, ManualClock, View) {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 100, y: 100, width: 40, height: 40))
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        return (window, clock, v)
    }

    func linear(_ duration: Double = 1) -> TimingParameters { TimingParameters(curve: .linear, duration: duration) }

    @Test func aRotationAnimatesThroughTheInterpolatedAngle() {
        let (window, clock, v) = scene()
        var finished: Bool?
        ViewAnimator.animate(in: window, timing: linear()) {
            v.transform = AffineTransform(rotationAngle: .pi / 2)
        } completion: { finished = $0 }
        // The model is final at once; the screen starts where it was.
        #expect(nearly(v.transform, AffineTransform(rotationAngle: .pi / 2)))
        #expect(nearly(v.presentationTransform, .identity))
        #expect(v.isAnimating)
        clock.advance(to: 0.5)
        #expect(nearly(v.presentationTransform, AffineTransform(rotationAngle: .pi / 4)))
        clock.advance(to: 1)
        #expect(v.presentationTransform == v.transform && !v.isAnimating && finished == true)
    }

    @Test func theAngleTakesTheShorterWayRound() {
        let (window, clock, v) = scene()
        let degree = Double.pi / 180
        v.transform = AffineTransform(rotationAngle: 170 * degree)
        ViewAnimator.animate(in: window, timing: linear()) {
            v.transform = AffineTransform(rotationAngle: -170 * degree)
        }
        // 20° through 180°, not 340° back through 0°.
        clock.advance(to: 0.5)
        #expect(nearly(v.presentationTransform, AffineTransform(rotationAngle: .pi)))
        clock.advance(to: 0.75)
        #expect(nearly(v.presentationTransform, AffineTransform(rotationAngle: 185 * degree)))
    }

    @Test func scaleRotationAndTranslationInterpolateSeparately() {
        let (window, clock, v) = scene()
        let target = AffineTransform(scaleX: 3, y: 0.5).rotated(by: 0).concatenating(AffineTransform(rotationAngle: 1))
            .concatenating(AffineTransform(translationX: 40, y: -20))
        ViewAnimator.animate(in: window, timing: linear()) { v.transform = target }
        clock.advance(to: 0.5)
        let half = AffineTransform(scaleX: 2, y: 0.75).concatenating(AffineTransform(rotationAngle: 0.5))
            .concatenating(AffineTransform(translationX: 20, y: -10))
        #expect(nearly(v.presentationTransform, half))
        clock.advance(to: 1)
        #expect(nearly(v.presentationTransform, target) && !v.isAnimating)
    }

    @Test func aShearIsKeptExactlyAtTheEnds() {
        let sheared = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let parts = TransformComponents(sheared)
        #expect(parts.shear == 0.5 && parts.scaleX == 1 && parts.scaleY == 1 && parts.angle == 0)
        let mixed = AffineTransform(a: 0.3, b: -1.2, c: 2, d: 0.7, tx: 5, ty: 6)
        #expect(nearly(TransformComponents(mixed).transform, mixed))
        let mirrored = AffineTransform(scaleX: -2, y: 1).concatenating(AffineTransform(rotationAngle: 0.4))
        #expect(nearly(TransformComponents(mirrored).transform, mirrored))
        #expect(nearly(TransformComponents(AffineTransform(scaleX: 0, y: 2)).transform, AffineTransform(scaleX: 0, y: 2)))
    }

    @Test func aPressedButtonScalesDownAndBack() {
        let (window, clock, v) = scene()
        ViewAnimator.animate(in: window, timing: linear(0.1)) {
            v.transform = AffineTransform(scaleX: 0.95, y: 0.95)
        }
        clock.advance(to: 0.05)
        #expect(nearly(v.presentationTransform, AffineTransform(scaleX: 0.975, y: 0.975)))
        // Released half-way: the way back starts from what is on screen.
        ViewAnimator.animate(in: window, timing: linear(0.1)) { v.transform = .identity }
        #expect(nearly(v.presentationTransform, AffineTransform(scaleX: 0.975, y: 0.975)))
        clock.advance(to: 0.1)
        #expect(nearly(v.presentationTransform, AffineTransform(scaleX: 0.9875, y: 0.9875)))
        clock.advance(to: 0.15)
        #expect(v.presentationTransform == .identity && !v.isAnimating)
    }

    @Test func theDisplayListDrawsThePresentationTransform() {
        let (window, clock, v) = scene()
        v.backgroundColor = .red
        ViewAnimator.animate(in: window, timing: linear()) { v.transform = AffineTransform(translationX: 100, y: 0) }
        clock.advance(to: 0.25)
        #expect(window.displayList().commands.first == .pushTransform(AffineTransform(translationX: 25, y: 0)))
        // Hit testing follows the model, as for frames (and the moving view
        // is skipped without .allowUserInteraction).
        #expect(window.rootView.hitTest(Point(x: 110, y: 110)) === window.rootView)
    }

    @Test func additiveTransformsLayer() {
        let (window, clock, v) = scene()
        ViewAnimator.animate(in: window, timing: linear()) { v.transform = AffineTransform(translationX: 100, y: 0) }
        clock.advance(to: 0.5)
        var second: Bool?
        ViewAnimator.animate(in: window, timing: linear(), options: .additive) {
            v.transform = AffineTransform(translationX: 100, y: 50)
        } completion: { second = $0 }
        clock.advance(to: 1)
        // First done (at 100, 0); the second half-way from its old model value.
        #expect(nearly(v.presentationTransform, AffineTransform(translationX: 100, y: 25)))
        clock.advance(to: 1.5)
        #expect(v.presentationTransform == AffineTransform(translationX: 100, y: 50) && second == true)
    }

    @Test func propertyAnimatorScrubsStopsAndCommits() {
        let (window, _, v) = scene()
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) {
            v.transform = AffineTransform(rotationAngle: 1)
        }
        animator.fractionComplete = 0.3
        #expect(nearly(v.presentationTransform, AffineTransform(rotationAngle: 0.3)))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(nearly(v.transform, AffineTransform(rotationAngle: 0.3)) && !v.isAnimating)
    }

    @Test func propertyAnimatorFinishedAtTheStartRestoresTheOldTransform() {
        let (window, _, v) = scene()
        v.transform = AffineTransform(scaleX: 2, y: 2)
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) { v.transform = .identity }
        animator.fractionComplete = 0.5
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(nearly(v.transform, AffineTransform(scaleX: 2, y: 2)))
    }

    @Test func withoutAnimationTheTransformSnaps() {
        let (window, _, v) = scene()
        let w = makeView("w", Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(w)
        ViewAnimator.animate(in: window, timing: linear()) {
            v.frame.origin.x = 0
            View.performWithoutAnimation { w.transform = AffineTransform(scaleX: 2, y: 2) }
        }
        #expect(w.presentationTransform == AffineTransform(scaleX: 2, y: 2) && !w.isAnimating)
        #expect(v.isAnimating)
    }

    @Test func aTransformSetByLayoutAnimatesWithTheBlock() {
        let (window, clock) = manualClockWindow()
        final class Tilting: View {
            var tilt = 0.0
            override func layoutSubviews() { transform = AffineTransform(rotationAngle: tilt) }
        }
        let v = Tilting(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        ViewAnimator.animate(in: window, timing: linear()) {
            v.tilt = 0.8
            v.setNeedsLayout()
        }
        clock.advance(to: 0.5)
        #expect(nearly(v.presentationTransform, AffineTransform(rotationAngle: 0.4)))
    }

    @Test func nothingAnimatesOutsideABlockOrOutsideTheWindow() {
        let (window, _, v) = scene()
        v.transform = AffineTransform(rotationAngle: 1)
        #expect(!v.isAnimating)
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let animation = ViewAnimator.animate(in: window, timing: linear()) {
            loose.transform = AffineTransform(scaleX: 2, y: 2)
        }
        #expect(!loose.isAnimating && animation.isFinished)
    }

    // MARK: Colours

    @Test func backgroundColoursInterpolatePremultiplied() {
        let (window, clock, v) = scene()
        v.backgroundColor = .red
        ViewAnimator.animate(in: window, timing: linear()) { v.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5) }
        #expect(v.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.5) && v.presentationBackgroundColor == .red)
        clock.advance(to: 0.5)
        // Premultiplied: (1, 0, 0, 1) and (0, 0, 0.5, 0.5) average to (0.5, 0, 0.25, 0.75).
        let c = try! #require(v.presentationBackgroundColor)
        #expect(nearly(c.red, 2.0 / 3) && nearly(c.green, 0) && nearly(c.blue, 1.0 / 3) && nearly(c.alpha, 0.75))
        clock.advance(to: 1)
        #expect(v.presentationBackgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.5) && !v.isAnimating)
    }

    @Test func aBackgroundAppearsFromClearKeepingItsHue() {
        let (window, clock, v) = scene()
        ViewAnimator.animate(in: window, timing: linear()) { v.backgroundColor = .green }
        #expect(v.presentationBackgroundColor == .clear)
        clock.advance(to: 0.25)
        #expect(v.presentationBackgroundColor == Color(red: 0, green: 1, blue: 0, alpha: 0.25))
        #expect(window.displayList().commands == [
            .rect(RectCommand(rect: Rect(x: 100, y: 100, width: 40, height: 40),
                              fill: Color(red: 0, green: 1, blue: 0, alpha: 0.25))),
        ])
        ViewAnimator.animate(in: window, timing: linear()) { v.backgroundColor = nil }
        clock.advance(to: 0.75)
        #expect(v.presentationBackgroundColor == Color(red: 0, green: 1, blue: 0, alpha: 0.125))
        clock.advance(to: 1.25)
        #expect(v.presentationBackgroundColor == nil && v.backgroundColor == nil)
    }

    @Test func borderColoursAnimate() {
        let (window, clock, v) = scene()
        v.borderWidth = 2
        v.borderColor = .black
        ViewAnimator.animate(in: window, timing: linear()) { v.borderColor = .white }
        clock.advance(to: 0.5)
        #expect(v.presentationBorderColor == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(window.displayList().commands == [
            .rect(RectCommand(rect: Rect(x: 100, y: 100, width: 40, height: 40), fill: nil, borderWidth: 2,
                              borderColor: Color(red: 0.5, green: 0.5, blue: 0.5))),
        ])
    }

    @Test func aStoppedColourAnimatorLeavesTheColourShown() {
        let (window, _, v) = scene()
        v.backgroundColor = .black
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) { v.backgroundColor = .white }
        animator.fractionComplete = 0.25
        animator.stopAnimation(true)
        #expect(v.backgroundColor == Color(red: 0.25, green: 0.25, blue: 0.25) && !v.isAnimating)
    }

    @Test func shadowsAnimate() {
        let (window, clock, v) = scene()
        v.shadowOpacity = 0.2
        ViewAnimator.animate(in: window, timing: linear()) {
            v.shadowOpacity = 0.6
            v.shadowOffset = Size(width: 0, height: 9)
            v.shadowRadius = 11
        }
        clock.advance(to: 0.5)
        let shadow = window.displayList().commands.compactMap { c -> ShadowCommand? in
            if case .shadow(let s) = c { s } else { nil }
        }.first
        #expect(shadow.map { nearly($0.opacity, 0.4) && $0.offset == Size(width: 0, height: 3) && $0.radius == 7 } == true)
        clock.advance(to: 1)
        #expect(!v.isAnimating && v.presentationShadow == nil)
    }

    @Test func withoutAnimationInsideTheBlocksLayoutPassSnaps() {
        let (window, _) = manualClockWindow()
        final class Tilting: View {
            var tilt = 0.0
            override func layoutSubviews() {
                View.performWithoutAnimation { transform = AffineTransform(rotationAngle: tilt) }
            }
        }
        let v = Tilting(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        ViewAnimator.animate(in: window, timing: linear()) {
            v.tilt = 0.8
            v.setNeedsLayout()
        }
        #expect(v.presentationTransform == AffineTransform(rotationAngle: 0.8) && !v.isAnimating)
    }

    @Test func tintsAnimateAndDescendantsFollow() {
        let (window, clock, v) = scene()
        let child = makeView("child", Rect(x: 0, y: 0, width: 10, height: 10))
        v.addSubview(child)
        v.tintColor = .black
        ViewAnimator.animate(in: window, timing: linear()) { v.tintColor = .white }
        #expect(v.tintColor == .white && v.presentationTintColor == .black)
        clock.advance(to: 0.5)
        #expect(v.presentationTintColor == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(child.presentationTintColor == Color(red: 0.5, green: 0.5, blue: 0.5))   // inherited
        clock.advance(to: 1)
        #expect(child.presentationTintColor == .white && !v.isAnimating)
        // Back to inheriting: from white to the default blue.
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) { v.tintColor = nil }
        animator.fractionComplete = 0.5
        #expect(v.presentationTintColor != .white && v.presentationTintColor != View.defaultTintColor)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(v.tintColor == .white)
    }

    /// A child of a turned parent: `presentationWindowFrame` turns with the
    /// parent's presentation transform (the bounding box), as `windowFrame`
    /// turns with the model's.
    @Test func presentationWindowFrameFollowsTheAncestorsTransforms() {
        let (window, clock) = manualClockWindow()
        let parent = makeView("parent", Rect(x: 100, y: 100, width: 100, height: 50))
        let child = makeView("child", Rect(x: 0, y: 0, width: 20, height: 10))
        parent.addSubview(child)
        window.rootView.addSubview(parent)
        window.layoutIfNeeded()
        parent.transform = AffineTransform(rotationAngle: .pi / 2)
        // About the parent's centre (150, 125): the child's corners at
        // (-50…-30, -25…-15) from it turn a quarter clockwise.
        #expect(nearly(child.windowFrame, Rect(x: 165, y: 75, width: 10, height: 20)))
        #expect(nearly(child.presentationWindowFrame, child.windowFrame))
        ViewAnimator.animate(in: window, timing: linear()) { parent.transform = .identity }
        clock.advance(to: 0.5)
        // Halfway: 45°. A corner (x, y) from the centre goes to
        // ((x − y)/√2, (x + y)/√2).
        let r = 0.5.squareRoot()
        let xs = [(-50.0, -25.0), (-30, -25), (-50, -15), (-30, -15)].map { (($0.0 - $0.1) * r, ($0.0 + $0.1) * r) }
        let x0 = xs.map(\.0).min()!, x1 = xs.map(\.0).max()!, y0 = xs.map(\.1).min()!, y1 = xs.map(\.1).max()!
        #expect(nearly(child.presentationWindowFrame, Rect(x: 150 + x0, y: 125 + y0, width: x1 - x0, height: y1 - y0)))
        #expect(nearly(child.windowFrame, Rect(x: 100, y: 100, width: 20, height: 10)))
        clock.advance(to: 1)
        #expect(nearly(child.presentationWindowFrame, Rect(x: 100, y: 100, width: 20, height: 10)))
    }
}
