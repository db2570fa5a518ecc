import Testing
@testable import Strata

@MainActor
@Suite("Property animator")
struct PropertyAnimatorTests {
    /// One 40×40 view at x = 0 in a window on a manual clock; the animator
    /// moves it to x = 100 linearly over 1 s.
    private func scene(curve: TimingCurve = .linear) -> (ManualClock, View, PropertyAnimator) {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v)
        let animator = PropertyAnimator(in: window, duration: 1, curve: curve) { v.frame.origin.x = 100 }
        return (clock, v, animator)
    }

    @Test func startsInactiveAndCapturesNothingUntilStarted() {
        let (_, v, animator) = scene()
        #expect(animator.state == .inactive && !animator.isRunning && v.frame.minX == 0)
    }

    @Test func runsToTheEndAndBecomesInactive() {
        let (clock, v, animator) = scene()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && v.frame.minX == 100 && v.presentationFrame.minX == 0)
        clock.advance(to: 0.25)
        #expect(v.presentationFrame.minX == 25 && animator.fractionComplete == 0.25)
        clock.advance(to: 1)
        #expect(animator.state == .inactive && positions == [.end] && v.presentationFrame.minX == 100)
    }

    @Test func pauseFreezesAndScrubbingMovesLinearly() {
        let (clock, v, animator) = scene(curve: .easeIn)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        #expect(v.presentationFrame.minX == 50)
        clock.advance(to: 3)
        #expect(v.presentationFrame.minX == 50)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(abs(v.presentationFrame.minX - 100 * TimingCurve.easeIn.progress(at: 0.5)) < 1e-9)
    }

    @Test func settingFractionOnAnInactiveAnimatorActivatesItPaused() {
        let (_, v, animator) = scene()
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning && abs(v.presentationFrame.minX - 30) < 1e-9)
    }

    @Test func resumingAfterAScrubContinuesWithoutAJump() {
        let (clock, v, animator) = scene()
        animator.fractionComplete = 0.5
        animator.startAnimation()
        #expect(v.presentationFrame.minX == 50)
        clock.advance(by: 0.25)
        #expect(abs(v.presentationFrame.minX - 75) < 1e-9)
        clock.advance(by: 0.25)
        #expect(animator.state == .inactive && v.presentationFrame.minX == 100)
    }

    @Test func reversedRunsBackToTheStartAndRestoresTheModel() {
        let (clock, v, animator) = scene()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(to: 0.5)
        animator.isReversed = true
        clock.advance(to: 0.75)
        #expect(abs(v.presentationFrame.minX - 25) < 1e-9)
        clock.advance(to: 1)
        #expect(positions == [.start] && v.frame.minX == 0 && v.presentationFrame.minX == 0)
        #expect(animator.state == .inactive)
    }

    @Test func continueWithNewTimingAndDurationFactor() {
        let (clock, v, animator) = scene()
        animator.startAnimation()
        clock.advance(to: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: TimingParameters(curve: .linear, duration: 1),
                                   durationFactor: 2)
        // The remaining half now takes 2 × 0.5 s.
        clock.advance(to: 1)
        #expect(abs(v.presentationFrame.minX - 75) < 1e-9)
        clock.advance(to: 1.5)
        #expect(animator.state == .inactive && v.presentationFrame.minX == 100)
    }

    @Test func stopWithoutFinishingKeepsTheCurrentValuesAndSkipsCompletions() {
        let (clock, v, animator) = scene()
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        clock.advance(to: 0.4)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !called)
        #expect(abs(v.frame.minX - 40) < 1e-9 && v.presentationFrame == v.frame && !v.isAnimating)
    }

    @Test(arguments: [(AnimatingPosition.start, 0.0), (.end, 100), (.current, 40)])
    func stopThenFinishAt(position: AnimatingPosition, x: Double) {
        let (clock, v, animator) = scene()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(to: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        clock.advance(to: 0.8)
        #expect(abs(v.presentationFrame.minX - 40) < 1e-9)
        animator.finishAnimation(at: position)
        #expect(positions == [position] && animator.state == .inactive)
        #expect(abs(v.frame.minX - x) < 1e-9 && v.presentationFrame == v.frame)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        let (clock, v, animator) = scene()
        animator.startAnimation()
        clock.advance(to: 0.5)
        animator.addAnimations { v.frame.origin.y = 100 }
        #expect(v.presentationFrame.minY == 0)
        clock.advance(to: 0.75)
        #expect(abs(v.presentationFrame.minY - 50) < 1e-9 && abs(v.presentationFrame.minX - 75) < 1e-9)
        clock.advance(to: 1)
        #expect(v.presentationFrame.origin == Point(x: 100, y: 100))
    }

    @Test func startAfterDelayWaits() {
        let (clock, v, animator) = scene()
        animator.startAnimation(afterDelay: 0.5)
        clock.advance(to: 0.5)
        #expect(v.presentationFrame.minX == 0)
        clock.advance(to: 1)
        #expect(v.presentationFrame.minX == 50)
    }

    @Test func droppingAPausedAnimatorReturnsPresentationToTheModel() {
        let window = Window(size: Size(width: 100, height: 100))
        window.timeline = Timeline(clock: ManualClock())
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v)
        func scrubAndDrop() -> Double {
            let animator = PropertyAnimator(in: window, duration: 1) { v.frame.origin.x = 100 }
            animator.fractionComplete = 0.5
            return v.presentationFrame.minX
        }
        #expect(scrubAndDrop() == 50)
        #expect(v.presentationFrame.minX == 100 && !v.isAnimating)
    }
}

@MainActor
@Suite("Property animator restart")
struct PropertyAnimatorRestartTests {
    @Test func restartingFromTheCompletionKeepsTicking() {
        let (window, clock) = manualClockWindow(size: Size(width: 100, height: 100))
        let v = makeView("v", Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(v)
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        var ends = 0
        animator.addCompletion { _ in
            ends += 1
            if ends == 1 {
                animator.addAnimations { v.frame.origin.x = 0 }
                animator.startAnimation()
            }
        }
        animator.startAnimation()
        clock.advance(to: 1)
        #expect(ends == 1 && animator.isRunning && window.timeline.runningCount == 1)
        clock.advance(to: 1.5)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
        clock.advance(to: 2)
        #expect(ends == 1 && animator.state == .inactive && v.presentationFrame.minX == 0 && window.timeline.isIdle)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEndAndCanReverse() {
        let (window, clock) = manualClockWindow(size: Size(width: 100, height: 100))
        let v = makeView("v", Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(v)
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.pausesOnCompletion = true
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(to: 1)
        #expect(animator.state == .active && !animator.isRunning && positions.isEmpty)
        #expect(v.presentationFrame.minX == 100 && animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(to: 1.5)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && abs(v.frame.minX - 50) < 1e-9 && !v.isAnimating)
    }
}
