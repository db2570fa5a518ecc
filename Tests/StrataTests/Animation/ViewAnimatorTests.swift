import Testing
@testable import Strata

@MainActor
@Suite("View animator")
struct ViewAnimatorTests {
    /// A row of three 40×40 views at x = 0, 44, 88 (what a stack with
    /// spacing 4 lays out), in a window driven by a manual clock.
    private func row() -> (Window, ManualClock, View, View, View) {
        let (window, clock) = manualClockWindow()
        let a = makeView("a", Rect(x: 0, y: 0, width: 40, height: 40))
        let b = makeView("b", Rect(x: 44, y: 0, width: 40, height: 40))
        let c = makeView("c", Rect(x: 88, y: 0, width: 40, height: 40))
        for v in [a, b, c] { window.rootView.addSubview(v) }
        window.layoutIfNeeded()
        return (window, clock, a, b, c)
    }

    /// What a stack does when `a` is hidden: a collapses, b and c slide left.
    private func hideFirst(_ a: View, _ b: View, _ c: View) {
        a.isHidden = true
        a.frame = Rect(x: 0, y: 0, width: 0, height: 40)
        b.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        c.frame = Rect(x: 44, y: 0, width: 40, height: 40)
    }

    /// `Examples/animate-hide-linear.expected.json` at 10 fps.
    @Test func hideAnimationMatchesTheExpectedFrames() {
        let (window, clock, a, b, c) = row()
        var finished: Bool?
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            hideFirst(a, b, c)
        } completion: { finished = $0 }
        // The model is final at once; the presentation is where it was.
        #expect(b.frame == Rect(x: 0, y: 0, width: 40, height: 40) && a.isHidden)
        let expected: [(Double, Double, Double, Bool)] = [
            (0.0, 44, 88, false), (0.1, 33, 77, false), (0.2, 22, 66, false), (0.3, 11, 55, false), (0.4, 0, 44, true),
        ]
        for (i, (t, bx, cx, hidden)) in expected.enumerated() {
            if i > 0 { clock.advance(to: t) }
            #expect(abs(b.presentationFrame.origin.x - bx) < 1e-9, "t = \(t)")
            #expect(abs(c.presentationFrame.origin.x - cx) < 1e-9, "t = \(t)")
            #expect(b.presentationFrame.size == Size(width: 40, height: 40))
            #expect(a.presentationIsHidden == hidden, "t = \(t)")
            #expect(finished == (hidden ? true : nil), "t = \(t)")
        }
        #expect(abs(a.presentationFrame.width - 0) < 1e-9 && !b.isAnimating && window.timeline.isIdle)
    }

    @Test func summedTenthsFinishOnTheFourthTick() {
        let (window, clock, a, b, c) = row()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) { hideFirst(a, b, c) }
        clock.advance(frames: 3, framesPerSecond: 10)
        #expect(!a.presentationIsHidden)
        clock.advance(frames: 1, framesPerSecond: 10)
        #expect(a.presentationIsHidden && b.presentationFrame == b.frame)
    }

    @Test func showingIsVisibleFromTheStartAndGrows() {
        let (window, clock, a, b, c) = row()
        hideFirst(a, b, c)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            a.isHidden = false
            a.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            b.frame = Rect(x: 44, y: 0, width: 40, height: 40)
        }
        #expect(!a.presentationIsHidden && a.presentationFrame.width == 0)
        clock.advance(to: 0.1)
        #expect(abs(a.presentationFrame.width - 10) < 1e-9 && abs(b.presentationFrame.minX - 11) < 1e-9)
    }

    @Test func aLaterShowCancelsAPendingHide() {
        let (window, clock, a, b, c) = row()
        var firstFinished: Bool?
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            hideFirst(a, b, c)
        } completion: { firstFinished = $0 }
        clock.advance(to: 0.2)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            a.isHidden = false
            a.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            b.frame = Rect(x: 44, y: 0, width: 40, height: 40)
            c.frame = Rect(x: 88, y: 0, width: 40, height: 40)
        }
        // Every track of the first animation was taken: it ends, unfinished (its
        // completion on the next tick, not inside the call that replaced it).
        #expect(firstFinished == nil)
        // Starts from the current presentation value: no jump.
        #expect(abs(b.presentationFrame.minX - 22) < 1e-9 && abs(a.presentationFrame.width - 20) < 1e-9)
        clock.advance(to: 0.4)
        #expect(firstFinished == false)
        #expect(!a.presentationIsHidden && abs(b.presentationFrame.minX - 33) < 1e-9)
        clock.advance(to: 0.6)
        #expect(!a.presentationIsHidden && !a.isHidden && b.presentationFrame.minX == 44)
        #expect(window.timeline.isIdle)
    }

    @Test func partlySupersededAnimationCompletesUnfinishedAtItsEnd() {
        let (window, clock, a, b, _) = row()
        var results: [String] = []
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4)) {
            a.frame.origin.y = 100
            b.frame.origin.y = 100
        } completion: { results.append("first \($0)") }
        clock.advance(to: 0.1)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.2)) {
            b.frame.origin.y = 0
        } completion: { results.append("second \($0)") }
        #expect(abs(b.presentationFrame.minY - 25) < 1e-9)
        clock.advance(to: 0.2)
        #expect(abs(b.presentationFrame.minY - 12.5) < 1e-9 && abs(a.presentationFrame.minY - 50) < 1e-9)
        clock.advance(to: 0.3)
        #expect(results == ["second true"])
        clock.advance(to: 0.4)
        #expect(results == ["second true", "first false"])
        #expect(a.presentationFrame.minY == 100 && b.presentationFrame.minY == 0)
    }

    @Test func alphaAnimatesAndFadesAreOptIn() {
        let (window, clock, a, b, c) = row()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.4),
                             options: .fadesHiddenViews) {
            hideFirst(a, b, c)
            c.alpha = 0.5
        }
        clock.advance(to: 0.1)
        #expect(abs(a.presentationAlpha - 0.75) < 1e-9 && a.alpha == 1)
        #expect(abs(c.presentationAlpha - 0.875) < 1e-9 && c.alpha == 0.5)
        #expect(b.presentationAlpha == 1)
        clock.advance(to: 0.4)
        #expect(a.presentationAlpha == 1 && a.presentationIsHidden && c.presentationAlpha == 0.5)
    }

    @Test func ticksReportProgressAndCancelSnapsToTheModel() {
        let (window, clock, a, b, c) = row()
        var progress: [Double] = []
        var finished: [Bool] = []
        let animation = ViewAnimator.animate(in: window, timing: TimingParameters(curve: .easeInOut, duration: 1)) {
            hideFirst(a, b, c)
        } completion: { finished.append($0) }
        animation.onTick = { progress.append($0) }
        clock.advance(to: 0.5)
        #expect(progress.count == 1 && abs(progress[0] - 0.5) < 1e-9)
        animation.cancel()
        animation.cancel()
        #expect(finished == [false] && a.presentationIsHidden && b.presentationFrame == b.frame)
        clock.advance(to: 1)
        #expect(finished == [false] && progress.count == 1)
    }

    @Test func delayAndSpringTiming() {
        let (window, clock, a, _, _) = row()
        let spring = Spring(dampingRatio: 0.5, duration: 0.5)
        ViewAnimator.animate(in: window, timing: TimingParameters(spring: spring, duration: 0.5, delay: 0.25)) {
            a.frame.origin.x = 100
        }
        clock.advance(to: 0.25)
        #expect(a.presentationFrame.minX == 0)
        clock.advance(to: 0.5)
        #expect(abs(a.presentationFrame.minX - 100 * spring.value(at: 0.25)) < 1e-9)
        clock.advance(to: 0.75)
        #expect(a.presentationFrame.minX == 100 && !a.isAnimating)
    }

    @Test func nothingChangedEndsAtOnceAndCompletesOnTheNextTick() {
        let (window, clock, a, _, _) = row()
        var finished: Bool?
        let animation = ViewAnimator.animate(in: window, timing: TimingParameters(duration: 1)) {
            a.frame = a.frame
        } completion: { finished = $0 }
        #expect(finished == nil && animation.isFinished)
        var late: Bool?
        animation.addCompletion { late = $0 }   // added before the delivery: goes with it
        clock.advance(by: 0)
        #expect(finished == true && late == true && window.timeline.isIdle)
        var after: Bool?
        animation.addCompletion { after = $0 }  // added after it: called at once
        #expect(after == true)
    }

    /// A zero-duration animation whose completion starts another one, 20,000
    /// links long: each completion runs on a tick of its own, so the stack
    /// stays flat (it used to recurse inside the call and overflow near
    /// 10,000 links).
    @Test func aLongChainOfZeroDurationAnimationsRunsInConstantStack() {
        let (window, clock, a, _, _) = row()
        var links = 0
        func next(_ finished: Bool) {
            links += 1
            guard links < 20_000 else { return }
            ViewAnimator.animate(in: window, timing: TimingParameters(duration: 0)) {
                a.frame.origin.x = Double(links % 2)
            } completion: { next($0) }
        }
        ViewAnimator.animate(in: window, timing: TimingParameters(duration: 0)) { a.frame.origin.x = 1 } completion: { next($0) }
        #expect(links == 0)
        var ticks = 0
        while !window.timeline.isIdle && ticks < 30_000 {
            clock.advance(by: 0)
            ticks += 1
        }
        #expect(links == 20_000 && ticks == 20_000)
    }

    @Test func presentationFrameObserversSeeEveryTickAndTheEnd() {
        let (window, clock, a, b, c) = row()
        var seen: [Double] = []
        let token = b.observePresentationFrame { _, new in seen.append(new.minX) }
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.2)) { hideFirst(a, b, c) }
        clock.advance(to: 0.1)
        clock.advance(to: 0.2)
        #expect(seen == [22, 0])
        token.cancel()
    }

    @Test func timelineObserversSeeStartAndFinish() {
        let (window, clock, a, b, c) = row()
        var events: [String] = []
        let started = window.timeline.observeAnimationStarted { _ in events.append("started") }
        let finished = window.timeline.observeAnimationFinished { _ in events.append("finished") }
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.2)) { hideFirst(a, b, c) }
        #expect(events == ["started"])
        clock.advance(to: 0.2)
        #expect(events == ["started", "finished"] && !clock.hasListeners)
        _ = (started, finished)
    }

    @Test func staticAPIFindsTheChangedWindow() {
        let (window, clock, a, b, c) = row()
        let other = Window(size: Size(width: 10, height: 10))
        other.timeline = Timeline(clock: ManualClock())
        View.animate(withDuration: 0.4, curve: .linear) { hideFirst(a, b, c) }
        #expect(window.timeline.runningCount == 1 && other.timeline.isIdle)
        clock.advance(to: 0.2)
        #expect(abs(b.presentationFrame.minX - 22) < 1e-9)
    }
}
