import Testing
@testable import Strata

@MainActor
@Suite("Animation clocks")
struct AnimationClockTests {
    @Test func manualClockTicksOncePerAdvance() {
        let clock = ManualClock()
        var times: [Double] = []
        let token = clock.observeTicks { times.append($0) }
        clock.advance(by: 0.25)
        clock.advance(to: 1)
        clock.advance(by: 0)
        #expect(times == [0.25, 1, 1] && clock.now == 1 && clock.tickCount == 3)
        token.cancel()
        clock.advance(by: 1)
        #expect(times.count == 3 && !clock.hasListeners)
    }

    @Test func manualClockFramesDoNotAccumulateRounding() {
        let clock = ManualClock(start: 2)
        var times: [Double] = []
        let token = clock.observeTicks { times.append($0) }
        clock.advance(frames: 60, framesPerSecond: 60)
        #expect(times.count == 60 && times.last == 3 && times[29] == 2.5)
        _ = token
    }

    @Test func droppingTheTokenStopsTicks() {
        let clock = ManualClock()
        var count = 0
        var token: ObservationToken? = clock.observeTicks { _ in count += 1 }
        clock.advance(by: 1)
        token = nil
        clock.advance(by: 1)
        #expect(count == 1 && token == nil)
    }

    @Test func dispatchClockTicksOnMainAndSuspendsWhenNobodyListens() async {
        let clock = DispatchClock(framesPerSecond: 240)
        #expect(!clock.isTicking)
        var times: [Double] = []
        var token: ObservationToken?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            token = clock.observeTicks { time in
                times.append(time)
                if times.count == 3 { done.resume() }
            }
        }
        #expect(clock.isTicking)
        #expect(times[0] < times[1] && times[1] < times[2])
        token?.cancel()
        // The next tick finds no listener and suspends the timer.
        while clock.isTicking { await Task.yield() }
        #expect(times.count >= 3)
    }

    @Test func idleTimelineStopsListening() {
        let clock = ManualClock()
        let timeline = Timeline(clock: clock)
        final class Counter: TimelineAnimation {
            var ticks = 0
            func timelineTick(at time: Double) -> Bool {
                ticks += 1
                return ticks == 2
            }
        }
        let counter = Counter()
        #expect(!clock.hasListeners && timeline.isIdle)
        timeline.add(counter)
        timeline.add(counter)
        #expect(clock.hasListeners && timeline.runningCount == 1)
        clock.advance(by: 1)
        clock.advance(by: 1)
        clock.advance(by: 1)
        #expect(counter.ticks == 2 && timeline.isIdle && !clock.hasListeners)
    }

    @Test func aWindowsDefaultTimelineRunsOnTheMainQueue() async {
        let window = Window(size: Size(width: 100, height: 100))
        let v = makeView("v", Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(v)
        var ticks = 0
        let finished: Bool = await withCheckedContinuation { done in
            let animation = ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 0.05)) {
                v.frame.origin.x = 10
            } completion: { done.resume(returning: $0) }
            animation.onTick = { _ in ticks += 1 }
        }
        #expect(finished && ticks >= 1 && v.presentationFrame.minX == 10 && window.timeline.isIdle)
        #expect(window.timeline.clock is DispatchClock)
    }
}
