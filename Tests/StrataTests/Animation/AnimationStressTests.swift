import Testing
@testable import Strata

/// Thousands of random animate / interrupt / cancel / property-animator
/// operations on a stack, driven by a `ManualClock` and a seeded generator:
/// every completion runs exactly once with the right flag, and once
/// everything has ended nothing is stuck (presentation == model, timeline
/// idle, clock unobserved, every view hittable).
@MainActor
@Suite("Animation stress")
struct AnimationStressTests {
    /// One `View.animate`-style animation started by the test.
    private final class AnimationRecord {
        var animation: ViewAnimation!
        var flags: [Bool] = []
        var cancelledByTest = false
        /// Whether another animation started or a cancel happened while it ran.
        var interfered = false
    }

    /// One property animator started by the test.
    private final class AnimatorRecord {
        let animator: PropertyAnimator
        var positions: [AnimatingPosition] = []
        /// The position `finishAnimation(at:)` was called with.
        var finishedAt: AnimatingPosition?
        var stoppedWithoutFinishing = false
        var reversed = false
        init(_ animator: PropertyAnimator) { self.animator = animator }
    }

    @MainActor
    private struct World {
        let window: Window
        let clock: ManualClock
        let stack: StackView
        let arranged: [View]
        let free: View
        let freeChild: View
        var all: [View] { [window.rootView, stack] + arranged + [free, freeChild] }
    }

    private func makeWorld() -> World {
        let (window, clock) = manualClockWindow(size: Size(width: 800, height: 600))
        let specs = (0..<8).map { (i: Int) -> ItemSpec in
            ItemSpec(w: Double(20 + 5 * i), h: Double(30 + 3 * i))
        }
        let (stack, arranged) = makeStack(specs, frame: Rect(x: 10, y: 10, width: 600, height: 200), spacing: 4,
                                          window: window)
        let free = makeView("free", Rect(x: 100, y: 300, width: 80, height: 80))
        let freeChild = makeView("freeChild", Rect(x: 10, y: 10, width: 20, height: 20))
        free.addSubview(freeChild)
        window.rootView.addSubview(free)
        return World(window: window, clock: clock, stack: stack, arranged: arranged, free: free, freeChild: freeChild)
    }

    /// One random change of the scene (run inside an animation block).
    private func randomChange(_ w: World, _ rng: inout TestRandom) {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: w.arranged.randomElement(using: &rng)!.isHidden.toggle()
        case 2: w.stack.spacing = Double(Int.random(in: 0...20, using: &rng))
        case 3: w.stack.axis = w.stack.axis == .horizontal ? .vertical : .horizontal
        case 4: w.stack.alignment = [.fill, .leading, .center, .trailing].randomElement(using: &rng)!
        case 5: w.arranged.randomElement(using: &rng)!.alpha = Double(Int.random(in: 0...10, using: &rng)) / 10
        case 6: w.free.frame = Rect(x: Double(Int.random(in: 0...500, using: &rng)),
                                    y: Double(Int.random(in: 250...500, using: &rng)), width: 80, height: 80)
        default: w.freeChild.frame.origin.x = Double(Int.random(in: 0...60, using: &rng))
        }
    }

    private func randomOptions(_ rng: inout TestRandom) -> AnimationOptions {
        var options: AnimationOptions = []
        if Bool.random(using: &rng) { options.insert(.additive) }
        if Int.random(in: 0..<4, using: &rng) == 0 { options.insert(.fadesHiddenViews) }
        if Int.random(in: 0..<3, using: &rng) == 0 { options.insert(.allowUserInteraction) }
        if Int.random(in: 0..<30, using: &rng) == 0 { options.formUnion([.repeat, .autoreverse]) }
        return options
    }

    private func randomTiming(_ rng: inout TestRandom) -> TimingParameters {
        let duration = Int.random(in: 0..<10, using: &rng) == 0 ? 0 : Double(Int.random(in: 1...50, using: &rng)) / 100
        let delay = Int.random(in: 0..<4, using: &rng) == 0 ? Double(Int.random(in: 1...20, using: &rng)) / 100 : 0
        if Int.random(in: 0..<5, using: &rng) == 0, duration > 0 {
            let spring = Spring(dampingRatio: Double(Int.random(in: 2...12, using: &rng)) / 10, duration: duration)
            return TimingParameters(spring: spring, duration: duration, delay: delay)
        }
        let curve = [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default].randomElement(using: &rng)!
        return TimingParameters(curve: curve, duration: duration, delay: delay)
    }

    @Test(arguments: [UInt64(1), 42, 0xDEAD_BEEF])
    func randomOperationsLeaveNothingStuck(seed: UInt64) {
        var rng = TestRandom(seed: seed)
        let w = makeWorld()
        var animations: [AnimationRecord] = []
        var animators: [AnimatorRecord] = []
        let interfere = { for r in animations where !r.animation.isFinished { r.interfered = true } }

        for _ in 0..<1_500 {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<35:  // animate (interrupting whatever runs, default or additive)
                interfere()
                let changes = Int.random(in: 1...3, using: &rng)
                let record = AnimationRecord()
                record.animation = ViewAnimator.animate(in: w.window, timing: randomTiming(&rng),
                                                        options: randomOptions(&rng)) {
                    for _ in 0..<changes { randomChange(w, &rng) }
                } completion: { record.flags.append($0) }
                animations.append(record)
            case 35..<43:  // cancel a running animation
                let live = animations.filter { !$0.animation.isFinished }
                guard let r = live.randomElement(using: &rng) else { break }
                interfere()
                r.cancelledByTest = true
                r.animation.cancel()
            case 43..<50:  // a new property animator
                interfere()
                let animator = PropertyAnimator(in: w.window, timingParameters: randomTiming(&rng).withoutRepeats)
                let record = AnimatorRecord(animator)
                let changes = Int.random(in: 1...2, using: &rng)
                let blockSeed = rng.next()
                animator.addAnimations { [w] in
                    var local = TestRandom(seed: blockSeed)
                    for _ in 0..<changes { randomChange(w, &local) }
                }
                animator.addCompletion { [unowned record] in record.positions.append($0) }
                if Bool.random(using: &rng) { animator.startAnimation() } else { animator.pauseAnimation() }
                animators.append(record)
            case 50..<62:  // operate a property animator
                let live = animators.filter { $0.animator.state != .inactive }
                guard let r = live.randomElement(using: &rng) else { break }
                operate(r, w, &rng, interfere)
            default:  // time passes
                w.clock.advance(by: Double(Int.random(in: 0...80, using: &rng)) / 1000)
            }
            // At every step: the timeline listens to its clock exactly while
            // something runs, and only animating views are skipped by hit testing.
            if w.window.timeline.isIdle == w.clock.hasListeners {
                Issue.record("timeline idle = \(w.window.timeline.isIdle) but clock listened to = \(w.clock.hasListeners)")
            }
            for v in w.all where v.isInteractionBlockedByAnimation && !v.isAnimating {
                Issue.record("\(v.identifier ?? "?") blocked without animating")
            }
        }

        // Wind down: cancel repeating animations, end every animator, run out the clock.
        for r in animations where !r.animation.isFinished && r.animation.timing.repeatCount.isInfinite {
            r.cancelledByTest = true
            r.animation.cancel()
        }
        for r in animators {
            switch r.animator.state {
            case .inactive: break
            case .stopped: r.finishedAt = .end; r.animator.finishAnimation(at: .end)
            case .active: if !r.animator.isRunning { r.animator.startAnimation() }
            }
        }
        for _ in 0..<10 { w.clock.advance(by: 1) }

        for r in animations {
            #expect(r.flags.count == 1, "every completion runs exactly once")
            #expect(r.animation.isFinished)
            if let flag = r.flags.first {
                #expect(flag == !(r.cancelledByTest || r.animation.wasSuperseded))
                if !r.interfered { #expect(flag, "an animation nothing interrupted finishes") }
                if r.cancelledByTest { #expect(!flag) }
            }
        }
        for r in animators {
            #expect(r.animator.state == .inactive)
            if r.stoppedWithoutFinishing {
                #expect(r.positions.isEmpty)
            } else {
                #expect(r.positions.count == 1, "every animator completion runs exactly once")
                #expect(r.positions.first == r.finishedAt ?? (r.reversed ? .start : .end))
            }
        }
        #expect(w.window.timeline.isIdle)
        #expect(!w.clock.hasListeners)
        for v in w.all {
            #expect(!v.isAnimating)
            #expect(v.presentationIsHidden == v.isHidden, "\(v.identifier ?? "?") stuck")
            #expect(v.presentationFrame == v.frame, "\(v.identifier ?? "?") stuck")
            #expect(v.presentationAlpha == v.alpha, "\(v.identifier ?? "?") stuck")
            #expect(!v.isInteractionBlockedByAnimation)
        }
        // The run exercised every path: interruptions, cancels, additive
        // overlaps and each way an animator ends.
        let superseded = animations.filter { $0.animation.wasSuperseded && !$0.cancelledByTest }.count
        let cancelled = animations.filter(\.cancelledByTest).count
        let interruptedButFinished = animations.filter { $0.interfered && $0.flags == [true] }.count
        let naturalEnds = animators.filter { $0.finishedAt == nil && !$0.stoppedWithoutFinishing }.count
        let finishedAt = animators.filter { $0.finishedAt != nil }.count
        let dropped = animators.filter(\.stoppedWithoutFinishing).count
        #expect(animations.count > 300 && animators.count > 50)
        #expect(superseded > 20 && cancelled > 20 && interruptedButFinished > 20,
                "\(superseded) superseded, \(cancelled) cancelled, \(interruptedButFinished) interrupted but finished")
        #expect(naturalEnds > 5 && finishedAt > 5 && dropped > 5,
                "animators: \(naturalEnds) ran out, \(finishedAt) finished at, \(dropped) stopped without finishing")
    }

    /// One legal random operation on an active or stopped animator.
    private func operate(_ r: AnimatorRecord, _ w: World, _ rng: inout TestRandom, _ interfere: () -> Void) {
        let a = r.animator
        if a.state == .stopped {
            let position = [AnimatingPosition.start, .end, .current].randomElement(using: &rng)!
            r.finishedAt = position
            a.finishAnimation(at: position)
            #expect(r.positions == [position], "finishAnimation runs the completion at once")
            return
        }
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: if a.isRunning { a.pauseAnimation() } else { a.startAnimation() }
        case 1:
            if !a.isRunning { a.fractionComplete = Double(Int.random(in: 0...10, using: &rng)) / 10 }
        case 2:
            a.isReversed.toggle()
            r.reversed = a.isReversed
        case 3: a.continueAnimation(withTimingParameters: nil, durationFactor: Double(Int.random(in: 1...4, using: &rng)) / 2)
        case 4:
            let withoutFinishing = Bool.random(using: &rng)
            a.stopAnimation(withoutFinishing)
            if withoutFinishing { r.stoppedWithoutFinishing = true }
        case 5:
            interfere()
            let x = Double(Int.random(in: 0...60, using: &rng))
            a.addAnimations { [w] in w.freeChild.frame.origin.x = x }
        default: a.isUserInteractionEnabled.toggle()
        }
    }
}

private extension TimingParameters {
    /// The same timing without repetition (property animators refuse it).
    var withoutRepeats: TimingParameters {
        TimingParameters(timing: timing, duration: duration, delay: delay, repeatCount: 1, autoreverses: false)
    }
}
