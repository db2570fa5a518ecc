import Testing
@testable import Strata

/// Hit testing skips the views an animation drives unless the animation
/// has `.allowUserInteraction` (UIKit's rule).
@MainActor
@Suite("Animation hit testing")
struct AnimationHitTestingTests {
    /// root ⊃ v (0,0,40,40) ⊃ inner (10,10,20,20); other (200,0,40,40) stays put.
    private func scene() -> (Window, ManualClock, View, View, View) {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        let inner = makeView("inner", Rect(x: 10, y: 10, width: 20, height: 20))
        let other = makeView("other", Rect(x: 200, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v); v.addSubview(inner); window.rootView.addSubview(other)
        return (window, clock, v, inner, other)
    }

    private func hit(_ window: Window, _ x: Double, _ y: Double) -> String? {
        window.rootView.hitTest(Point(x: x, y: y))?.identifier
    }

    @Test func anAnimatingViewAndItsSubtreeAreSkippedUntilTheEnd() {
        let (window, clock, v, inner, _) = scene()
        View.animate(withDuration: 1, options: .curveLinear) { v.frame.origin.x = 100 }
        clock.advance(by: 0.5)
        // Hit testing uses the model frame (100, 0, 40, 40), as UIKit.
        #expect(v.hitTest(Point(x: 5, y: 5)) == nil)
        #expect(v.hitTest(Point(x: 15, y: 15)) == nil)
        #expect(hit(window, 105, 5) == "root")
        #expect(hit(window, 115, 15) == "root")
        #expect(hit(window, 210, 10) == "other")
        clock.advance(by: 0.5)
        #expect(window.timeline.isIdle)
        #expect(v.hitTest(Point(x: 5, y: 5)) === v)
        #expect(v.hitTest(Point(x: 15, y: 15)) === inner)
        #expect(hit(window, 105, 5) == "v")
        #expect(hit(window, 115, 15) == "inner")
    }

    @Test func allowUserInteractionKeepsTheViewHittable() {
        let (window, clock, v, _, _) = scene()
        View.animate(withDuration: 1, options: [.curveLinear, .allowUserInteraction]) { v.frame.origin.x = 100 }
        clock.advance(by: 0.5)
        #expect(v.hitTest(Point(x: 5, y: 5)) === v)
        #expect(hit(window, 105, 5) == "v")
        #expect(hit(window, 115, 15) == "inner")
    }

    @Test func alphaFadesAndDelaysCountAsAnimating() {
        let (window, clock, v, _, _) = scene()
        View.animate(withDuration: 1, delay: 0.5) { v.alpha = 0.5 }
        #expect(hit(window, 5, 5) == "root")
        clock.advance(by: 0.25)
        #expect(hit(window, 5, 5) == "root")
        clock.advance(by: 1.25)
        #expect(hit(window, 5, 5) == "v")
    }

    @Test func cancellingOrTakingOverWithInteractionReleasesTheView() {
        let (window, clock, v, _, _) = scene()
        let first = View.animate(withDuration: 1) { v.frame.origin.x = 100 }
        clock.advance(by: 0.2)
        #expect(hit(window, 105, 5) == "root")
        first.cancel()
        #expect(hit(window, 105, 5) == "v")
        View.animate(withDuration: 1) { v.frame.origin.x = 0 }
        clock.advance(by: 0.2)
        #expect(hit(window, 5, 5) == "root")
        // A newer animation with the option takes the frame over.
        View.animate(withDuration: 1, options: .allowUserInteraction) { v.frame.origin.x = 50 }
        #expect(hit(window, 55, 5) == "v")
    }

    @Test func anAdditiveLayerWithoutTheOptionBlocksTheView() {
        let (window, clock, v, _, _) = scene()
        View.animate(withDuration: 1, options: .allowUserInteraction) { v.frame.origin.x = 100 }
        clock.advance(by: 0.2)
        View.animate(withDuration: 0.5, options: .additive) { v.frame.origin.y = 100 }
        #expect(hit(window, 105, 105) == "root")
        clock.advance(by: 0.5)                       // the additive layer ended; the first still runs
        #expect(!window.timeline.isIdle)
        #expect(hit(window, 105, 105) == "v")
    }

    @Test func stackNeighboursSlidingAfterAHideAreSkipped() {
        let (window, clock) = manualClockWindow()
        let (_, views) = makeStack([ItemSpec(w: 40, h: 40), ItemSpec(w: 40, h: 40), ItemSpec(w: 40, h: 40)],
                                   frame: Rect(x: 0, y: 0, width: 128, height: 40), spacing: 4, window: window)
        views.last!.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
        window.layoutIfNeeded()
        View.animate(withDuration: 1) { views[0].isHidden = true }
        clock.advance(by: 0.5)
        // Model: v0 hidden, v1 at x = 0, v2 at x = 44 (stretched): all skipped.
        #expect(hit(window, 10, 10) == "stack")
        #expect(hit(window, 60, 10) == "stack")
        clock.advance(by: 0.5)
        #expect(hit(window, 10, 10) == "v1")
        #expect(hit(window, 60, 10) == "v2")
    }

    @Test func propertyAnimatorsAllowInteractionUnlessDisabled() {
        let (window, clock, v, _, _) = scene()
        let animator = PropertyAnimator(in: window, duration: 1) { v.frame.origin.x = 100 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(hit(window, 105, 5) == "v")
        animator.isUserInteractionEnabled = false
        #expect(hit(window, 105, 5) == "root")
        animator.pauseAnimation()
        #expect(hit(window, 105, 5) == "root")
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(hit(window, 105, 5) == "v")
    }
}

/// The headless-test example of `Docs/Animation.md`, verbatim.
@MainActor
@Suite("Animation docs examples")
struct AnimationDocsExampleTests {
    @Test func hidingSlidesTheNeighbour() {
        let (window, clock) = manualClockWindow()
        let a = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let b = View(frame: Rect(x: 44, y: 0, width: 40, height: 40))
        window.rootView.addSubview(a); window.rootView.addSubview(b)
        var finished: Bool?
        View.animate(withDuration: 0.4, options: .curveLinear) {
            b.frame.origin.x = 0
        } completion: { finished = $0 }
        #expect(b.frame.minX == 0 && b.presentationFrame.minX == 44)
        #expect(window.rootView.hitTest(Point(x: 10, y: 10)) === a)   // b is skipped while it moves
        clock.advance(by: 0.2)
        #expect(abs(b.presentationFrame.minX - 22) < 1e-9)
        clock.advance(by: 0.2)
        #expect(b.presentationFrame.minX == 0 && finished == true)
        #expect(window.timeline.isIdle && !clock.hasListeners)
    }
}
