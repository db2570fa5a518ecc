import Testing
@testable import Strata

@MainActor
@Suite("View animator interruption and options")
struct ViewAnimatorInterruptionTests {
    private func scene() -> (Window, ManualClock, View) { manualClockWindowWithOneView() }

    @Test func everyCompletionRunsExactlyOnceThroughAChainOfInterruptions() {
        let (window, clock, v) = scene()
        var calls: [Int: [Bool]] = [:]
        for i in 0..<5 {
            ViewAnimator.animate(in: window, timing: TimingParameters(curve: .easeOut, duration: 1)) {
                v.frame.origin.x = Double(i + 1) * 10
            } completion: { calls[i, default: []].append($0) }
            clock.advance(by: 0.1)
        }
        clock.advance(by: 2)
        clock.advance(by: 2)
        #expect(calls == [0: [false], 1: [false], 2: [false], 3: [false], 4: [true]])
        #expect(v.presentationFrame.minX == 50 && window.timeline.isIdle)
    }

    @Test func interruptionStartsFromThePresentationValue() {
        let (window, clock, v) = scene()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) { v.frame.origin.x = 100 }
        clock.advance(to: 0.3)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) { v.frame.origin.x = 0 }
        #expect(abs(v.presentationFrame.minX - 30) < 1e-9)
        clock.advance(to: 0.8)
        #expect(abs(v.presentationFrame.minX - 15) < 1e-9)
    }

    @Test func repeatWithAutoreverseRunsUntilCancelled() {
        let (window, clock, v) = scene()
        var finished: Bool?
        let animation = ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1),
                                             options: [.repeat, .autoreverse]) {
            v.frame.origin.x = 100
        } completion: { finished = $0 }
        clock.advance(to: 1.25)
        #expect(abs(v.presentationFrame.minX - 75) < 1e-9)
        clock.advance(to: 100.5)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9 && finished == nil)
        animation.cancel()
        #expect(finished == false && v.presentationFrame.minX == 100)
    }

    @Test func springAPIOvershootsAndLandsExactly() {
        let (window, clock, v) = scene()
        View.animate(withDuration: 1, usingSpringWithDamping: 0.3) { v.frame.origin.x = 100 }
        #expect(window.timeline.runningCount == 1)
        var peak = 0.0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, v.presentationFrame.minX)
        }
        #expect(peak > 100, "peak \(peak)")
        #expect(v.presentationFrame.minX == 100 && !v.isAnimating, "\(v.presentationFrame)")
    }

    /// The change shows at once; the completion comes on the next tick,
    /// never inside the call (as UIKit calls it asynchronously).
    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTick() {
        let (window, clock, v) = scene()
        var finished: Bool?
        ViewAnimator.animate(in: window, timing: TimingParameters(duration: 0)) {
            v.isHidden = true
        } completion: { finished = $0 }
        #expect(finished == nil && v.presentationIsHidden && !window.timeline.isIdle)
        clock.advance(by: 0)
        #expect(finished == true && window.timeline.isIdle)
    }

    @Test func removedViewsAreDroppedAndInsertedViewsAppearInPlace() {
        let (window, clock, v) = scene()
        let w = makeView("w", Rect(x: 50, y: 50, width: 10, height: 10))
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            v.removeFromSuperview()
            window.rootView.addSubview(w)
        }
        #expect(w.presentationFrame == w.frame && !w.isAnimating)
        clock.advance(by: 1)
        #expect(window.timeline.isIdle)
        #expect(v.presentationFrame == v.frame)
    }

    @Test func reorderedViewsStillMatchTheirBeforeState() {
        let (window, clock, v) = scene()
        let w = makeView("w", Rect(x: 50, y: 0, width: 10, height: 10))
        let u = makeView("u", Rect(x: 80, y: 0, width: 10, height: 10))
        window.rootView.addSubview(w)
        window.rootView.addSubview(u)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            window.rootView.bringSubviewToFront(v)
            v.frame.origin.x = 100
            w.frame.origin.x = 0
            u.frame.origin.x = 0
        }
        clock.advance(to: 0.5)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
        #expect(abs(w.presentationFrame.minX - 25) < 1e-9 && abs(u.presentationFrame.minX - 40) < 1e-9)
    }

    @Test func aMovingViewThatWasBeingHiddenHidesWhenTheNewMotionEnds() {
        let (window, clock, v) = scene()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.2)) {
            v.isHidden = true
            v.frame.size.width = 0
        }
        clock.advance(to: 0.1)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            v.frame.origin.x = 100
        }
        clock.advance(to: 0.2)
        #expect(!v.presentationIsHidden)
        clock.advance(to: 0.5)
        #expect(v.presentationIsHidden && v.isHidden)
    }
}

@MainActor
@Suite("Additive view animations")
struct AdditiveAnimationTests {
    @Test func anAdditiveChangeLayersOnTheRunningAnimation() {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v)
        var results: [String] = []
        let linear = TimingParameters(curve: .linear, duration: 1)
        ViewAnimator.animate(in: window, timing: linear) { v.frame.origin.x = 100 } completion: { results.append("a \($0)") }
        clock.advance(to: 0.5)
        ViewAnimator.animate(in: window, timing: linear, options: .additive) {
            v.frame.origin.x = 200
            v.alpha = 0.5
        } completion: { results.append("b \($0)") }
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
        clock.advance(to: 0.75)
        // A: 75 − 100 = −25; B: 125 − 200 = −75; model 200.
        #expect(abs(v.presentationFrame.minX - 100) < 1e-9)
        #expect(abs(v.presentationAlpha - 0.875) < 1e-9)
        clock.advance(to: 1)
        #expect(results == ["a true"] && abs(v.presentationFrame.minX - 150) < 1e-9)
        clock.advance(to: 1.25)
        #expect(abs(v.presentationFrame.minX - 175) < 1e-9)
        clock.advance(to: 1.5)
        #expect(results == ["a true", "b true"] && v.presentationFrame.minX == 200 && !v.isAnimating)
    }

    @Test func aNonAdditiveChangeTakesOverEveryLayer() {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v)
        var results: [String] = []
        let linear = TimingParameters(curve: .linear, duration: 1)
        ViewAnimator.animate(in: window, timing: linear) { v.frame.origin.x = 100 } completion: { results.append("a \($0)") }
        clock.advance(to: 0.5)
        ViewAnimator.animate(in: window, timing: linear, options: .additive) { v.frame.origin.x = 200 } completion: {
            results.append("b \($0)")
        }
        clock.advance(to: 0.75)
        ViewAnimator.animate(in: window, timing: linear) { v.frame.origin.x = 0 } completion: { results.append("c \($0)") }
        // The replaced animations' completions come on the next tick, not inside the call.
        #expect(results.isEmpty && abs(v.presentationFrame.minX - 100) < 1e-9)
        clock.advance(to: 1.25)
        #expect(results == ["a false", "b false"])
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
        clock.advance(to: 1.75)
        #expect(results == ["a false", "b false", "c true"] && v.presentationFrame.minX == 0)
    }
}

@MainActor
@Suite("Nested animation blocks")
struct NestedAnimationTests {
    private func scene() -> (Window, ManualClock, View, View) {
        let (window, clock) = manualClockWindow()
        let a = makeView("a", Rect(x: 0, y: 0, width: 40, height: 40))
        let b = makeView("b", Rect(x: 0, y: 50, width: 40, height: 40))
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        return (window, clock, a, b)
    }

    @Test func changesWithoutAnimationShowAtOnce() {
        let (window, clock, a, b) = scene()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            a.frame.origin.x = 100
            View.performWithoutAnimation { b.frame.origin.x = 100 }
        }
        #expect(a.presentationFrame.minX == 0 && b.presentationFrame.minX == 100 && !b.isAnimating)
        clock.advance(to: 0.5)
        #expect(a.presentationFrame.minX == 50)
    }

    @Test func performWithoutAnimationStopsARunningAnimationOfTheView() {
        let (window, clock, a, _) = scene()
        var finished: Bool?
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            a.frame.origin.x = 100
        } completion: { finished = $0 }
        clock.advance(to: 0.5)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            View.performWithoutAnimation { a.frame.origin.x = 10 }
        }
        #expect(finished == nil && a.presentationFrame.minX == 10)
        clock.advance(by: 0)
        #expect(finished == false)
    }

    @Test func aNestedBlockKeepsItsOwnTiming() {
        let (window, clock, a, b) = scene()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            a.frame.origin.x = 100
            ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.5)) {
                b.frame.origin.x = 100
            }
        }
        clock.advance(to: 0.25)
        #expect(abs(a.presentationFrame.minX - 25) < 1e-9 && abs(b.presentationFrame.minX - 50) < 1e-9)
        clock.advance(to: 0.5)
        #expect(abs(a.presentationFrame.minX - 50) < 1e-9 && b.presentationFrame.minX == 100 && !b.isAnimating)
    }

    @Test func outsideAnAnimationBlockItJustRuns() {
        let (_, _, a, _) = scene()
        View.performWithoutAnimation { a.frame.origin.x = 5 }
        #expect(a.frame.minX == 5 && a.presentationFrame.minX == 5)
    }
}
