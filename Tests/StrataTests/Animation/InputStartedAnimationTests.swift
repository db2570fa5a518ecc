#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Testing
@testable import Strata

/// An animation started from inside an input handler, while the timeline
/// is idle and the `DispatchClock`'s timer is suspended, ticks to its end
/// with no further call: no event, no host call (issue 28).
///
/// The scenario runs in a child process of its own (an exit test): in the
/// test runner's process, blocks on the main dispatch queue (the default
/// clock's timer, an input handler's `DispatchQueue.main.async`) were seen
/// to wait a minute and more behind the main-actor jobs of every other
/// test, which no program's main queue does.
@Suite("Animations started by input on a DispatchClock")
struct InputStartedAnimationTests {
    @Test func aTapThatAnimatesFromAnIdleTimelineTicksToTheEnd() async {
        await #expect(processExitsWith: .success) {
            if let problem = await InputStartedAnimationTests.scenario() {
                print("InputStartedAnimationTests: \(problem)")
                exit(1)
            }
        }
    }

    /// Three rounds of: wait until the clock's timer is suspended, tap (from
    /// a main-queue block, as a read source delivers input) a button whose
    /// action animates, and wait for the completion with nothing else
    /// called. `nil` when every round ended; else what went wrong.
    @MainActor static func scenario() async -> String? {
        let window = Window(size: Size(width: 200, height: 100))   // the default 60 Hz DispatchClock
        guard let clock = window.timeline.clock as? DispatchClock else { return "the default clock is not a DispatchClock" }
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
            guard window.timeline.isIdle, follower == nil else { return "round \(round): not idle before the tap" }
            let framesBefore = framesDrawn
            let start = clock.now
            // A bound, so a stalled animation fails instead of hanging: 10 s for a 0.1 s animation.
            let timeout = Task { @MainActor in
                while done != nil && clock.now - start < 10 { try? await Task.sleep(for: .milliseconds(10)) }
                done?.resume()
                done = nil
            }
            await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
                done = resume
                // The input arrives as a read source's handler would deliver it.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        window.touchDown(at: Point(x: 40, y: 15))
                        window.touchUp(at: Point(x: 40, y: 15))
                    }
                }
            }
            timeout.cancel()
            let elapsed = clock.now - start
            guard completions == round else {
                return "round \(round): no completion after \(elapsed) s (clock ticking \(clock.isTicking), "
                    + "\(window.timeline.runningCount) running, \(framesDrawn - framesBefore) frames)"
            }
            guard box.presentationFrame.minX == (round % 2 == 1 ? 100 : 0) else { return "round \(round): not at the end" }
            guard framesDrawn > framesBefore else { return "round \(round): the follower drew no frame" }
            // A sanitizer's instrumented code runs several times slower: 5 s there.
            let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
            guard elapsed < (sanitized ? 5 : 1) else { return "round \(round): the 0.1 s animation took \(elapsed) s" }
        }
        // And it lets go of the clock again.
        while clock.isTicking { try? await Task.sleep(for: .milliseconds(5)) }
        return follower == nil ? nil : "the follower still listens"
    }
}
