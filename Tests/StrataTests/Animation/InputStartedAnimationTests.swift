import Dispatch
import Testing
@testable import Strata

/// An animation started from inside an input handler, while the timeline
/// is idle and the `DispatchClock`'s timer is suspended, ticks to its end
/// with no further call: no event, no host call (issue 28).
@MainActor
@Suite("Animations started by input on a DispatchClock")
struct InputStartedAnimationTests {
    @Test func aTapThatAnimatesFromAnIdleTimelineTicksToTheEnd() async {
        let window = Window(size: Size(width: 200, height: 100))
        // A DispatchClock at 60 Hz whose timer runs on its own queue and forwards each tick to
        // the main queue. In this test process the main queue's timer sources can go without
        // events for seconds while other tests hold the main actor (measured: 2 ticks in 23 s
        // while 500 main-actor continuations ran), which a program's main queue does not do;
        // the `strata show` Xvfb test runs the default main-queue clock in its own process.
        let clock = DispatchClock(queue: DispatchQueue(label: "InputStartedAnimationTests.clock"))
        window.timeline = Timeline(clock: clock)
        let box = View(frame: Rect(x: 0, y: 50, width: 20, height: 20))
        window.rootView.addSubview(box)
        var completions = 0
        var done: CheckedContinuation<Void, Never>?
        let button = Button(title: "Go") {
            View.animate(withDuration: 0.1) { box.frame.origin.x = box.frame.minX == 0 ? 100 : 0 } completion: { _ in
                completions += 1
                done?.resume()
                done = nil
            }
        }
        button.frame = Rect(x: 0, y: 0, width: 80, height: 30)
        window.rootView.addSubview(button)
        window.layoutIfNeeded()

        // What a host does: draw on every tick while animations run, let go when idle.
        var framesDrawn = 0
        var follower: ObservationToken?
        let started = window.timeline.observeAnimationStarted { _ in
            guard follower == nil else { return }
            follower = clock.observeTicks { _ in
                framesDrawn += 1
                if window.timeline.isIdle {
                    follower?.cancel()
                    follower = nil
                }
            }
        }
        defer { started.cancel() }

        for round in 1...3 {
            // Idle: nothing listens, and the timer is suspended.
            while clock.isTicking { try? await Task.sleep(for: .milliseconds(5)) }
            #expect(window.timeline.isIdle && follower == nil)
            let framesBefore = framesDrawn
            // A bound, so a stalled animation fails the test instead of hanging it; generous,
            // since other tests hold the main actor for seconds at a time.
            let timeout = Task { @MainActor in
                let deadline = clock.now + 60
                while done != nil && clock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
                done?.resume()
                done = nil
            }
            defer { timeout.cancel() }
            await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
                done = resume
                // The input arrives as a read source's handler would deliver it.
                DispatchQueue.main.async(qos: .userInteractive) {
                    MainActor.assumeIsolated {
                        window.touchDown(at: Point(x: 40, y: 15))
                        window.touchUp(at: Point(x: 40, y: 15))
                    }
                }
            }
            #expect(completions == round,
                    "no completion: clock ticking \(clock.isTicking), timeline running \(window.timeline.runningCount), frames \(framesDrawn - framesBefore)")
            #expect(box.presentationFrame.minX == (round % 2 == 1 ? 100 : 0))
            #expect(framesDrawn > framesBefore, "the follower drew no animation frame")
        }
        // And it lets go of the clock again.
        while clock.isTicking { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(follower == nil)
    }
}
