import Testing
@testable import Strata

@MainActor
@Suite("Timeline speed")
struct TimelineSpeedTests {
    /// A 40×40 view at x = 0 that a linear 1 s animator moves to x = 100.
    private func mover() -> (Window, ManualClock, View, PropertyAnimator) {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v)
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        return (window, clock, v, animator)
    }

    @Test func defaultSpeedIsTheClocksTimeExactly() {
        let clock = ManualClock(start: 3.7)
        let timeline = Timeline(clock: clock)
        clock.advance(to: 12.345)
        #expect(timeline.speed == 1 && timeline.now == 12.345)
    }

    /// (speed, clock time, expected x): linear, so x = 100 × speed × t.
    @Test(arguments: [(0.1, 1.0, 10.0), (0.5, 1.0, 50.0), (2.0, 0.25, 50.0), (0.25, 2.0, 50.0)])
    func animationsRunAtTheTimelinesSpeed(speed: Double, at time: Double, x: Double) {
        let (window, clock, v, animator) = mover()
        window.timeline.speed = speed
        animator.startAnimation()
        clock.advance(to: time)
        #expect(abs(v.presentationFrame.minX - x) < 1e-9)
        #expect(abs(window.timeline.now - speed * time) < 1e-12)
    }

    @Test func zeroPausesAndResumingContinues() {
        let (window, clock, v, animator) = mover()
        var finished = false
        animator.addCompletion { _ in finished = true }
        animator.startAnimation()
        clock.advance(to: 0.3)
        window.timeline.speed = 0
        clock.advance(to: 5)
        #expect(abs(v.presentationFrame.minX - 30) < 1e-9 && !finished && window.timeline.runningCount == 1)
        window.timeline.speed = 1
        clock.advance(to: 5.5)
        #expect(abs(v.presentationFrame.minX - 80) < 1e-9)
        clock.advance(to: 5.7)
        #expect(finished && v.presentationFrame.minX == 100 && window.timeline.isIdle)
    }

    @Test func changingSpeedMidAnimationKeepsThePresentationContinuous() {
        let (window, clock, v, animator) = mover()
        animator.startAnimation()
        clock.advance(to: 0.4)
        let before = v.presentationFrame.minX
        window.timeline.speed = 0.1
        // No time passed: the same value, on the next tick too.
        clock.advance(by: 0)
        #expect(v.presentationFrame.minX == before && abs(before - 40) < 1e-9)
        clock.advance(to: 1.4)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
        window.timeline.speed = 2
        clock.advance(to: 1.6)
        #expect(abs(v.presentationFrame.minX - 90) < 1e-9)
    }

    @Test func animationsStartedAfterASpeedChangeStartAtTheTimelinesTime() {
        let (window, clock, v, animator) = mover()
        window.timeline.speed = 0.5
        clock.advance(to: 4)  // timeline time 2
        animator.startAnimation()
        clock.advance(to: 5)  // timeline time 2.5: half way
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
    }

    @Test func viewAnimationsFollowTheSpeed() {
        let (window, clock) = manualClockWindow()
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        window.timeline.speed = 0.25
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            v.frame.origin.x = 40
        }
        clock.advance(to: 0.8)  // timeline time 0.2: half of 0.4 s
        #expect(abs(v.presentationFrame.minX - 20) < 1e-9)
        clock.advance(to: 1.6)
        #expect(v.presentationFrame.minX == 40 && window.timeline.isIdle)
    }

    @Test func aNegativeSpeedIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                Timeline(clock: ManualClock()).speed = -0.5
            }
        }
    }

    @Test func aNonFiniteSpeedIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                Timeline(clock: ManualClock()).speed = .infinity
            }
        }
    }
}
