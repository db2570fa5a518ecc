import Testing
@testable import Strata

/// Ten thousand random animator operations on two windows with their own
/// `ManualClock`s, fixed seeds: `View.animate` and `ViewAnimator` with
/// curves, springs, delays, additive and fading options;
/// `performWithoutAnimation`; hide/show, axis, alignment and distribution
/// changes; cancels and every `PropertyAnimator` control; views removed
/// and re-inserted mid-animation; completions that start, cancel or
/// remove; random clock steps. Checked at every step and at the end:
/// no completion runs twice (and each runs once in the end), no view is
/// hidden on screen while its model is visible, nothing runs after it
/// ended, each timeline listens to its clock exactly while something
/// runs, and at the end presentation equals model.
@MainActor
@Suite("Animator stress: two windows, ten thousand operations")
struct TwoWindowAnimatorStressTests {
    final class Record {
        var completions = 0
        var animation: ViewAnimation?
    }

    final class AnimatorRecord {
        let animator: PropertyAnimator
        var completions = 0
        var dropped = false
        init(_ animator: PropertyAnimator) { self.animator = animator }
    }

    struct Scene {
        let window: Window
        let clock: ManualClock
        let stack: StackView
        let views: [View]
    }

    func makeScene(_ index: Int) -> Scene {
        let (window, clock) = manualClockWindow(size: Size(width: 640, height: 480))
        let specs = (0..<6).map { ItemSpec(w: Double(20 + 7 * $0 + index), h: Double(24 + 5 * $0)) }
        let (stack, views) = makeStack(specs, frame: Rect(x: 8, y: 8, width: 500, height: 160), spacing: 3, window: window)
        return Scene(window: window, clock: clock, stack: stack, views: views)
    }

    func change(_ s: Scene, _ rng: inout TestRandom) {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0, 1, 2: s.views.randomElement(using: &rng)!.isHidden.toggle()
        case 3: s.stack.axis = s.stack.axis == .horizontal ? .vertical : .horizontal
        case 4: s.stack.alignment = [.fill, .leading, .center, .trailing].randomElement(using: &rng)!
        case 5: s.stack.distribution = [.fill, .fillEqually, .equalSpacing, .equalCentering, .fillProportionally].randomElement(using: &rng)!
        default: s.stack.spacing = Double(Int.random(in: 0...12, using: &rng))
        }
    }

    func timing(_ rng: inout TestRandom) -> TimingParameters {
        let duration = Double(Int.random(in: 0...40, using: &rng)) / 100
        let delay = Int.random(in: 0..<4, using: &rng) == 0 ? Double(Int.random(in: 1...10, using: &rng)) / 100 : 0
        if duration > 0, Int.random(in: 0..<4, using: &rng) == 0 {
            return TimingParameters(spring: Spring(dampingRatio: Double(Int.random(in: 3...12, using: &rng)) / 10,
                                                   duration: duration), duration: duration, delay: delay)
        }
        return TimingParameters(curve: [.linear, .easeIn, .easeOut, .easeInOut].randomElement(using: &rng)!,
                                duration: duration, delay: delay)
    }

    /// On screen, a view is hidden only if its model is hidden (a hide may
    /// still be running; a show never waits).
    func checkNothingWronglyHidden(_ s: Scene) {
        for v in [s.stack] + s.views where v.presentationIsHidden && !v.isHidden {
            Issue.record("\(v.identifier ?? "?") is hidden on screen while its model is visible")
        }
    }

    @Test(arguments: [UInt64(7), 2024])
    func tenThousandOperations(seed: UInt64) {
        var rng = TestRandom(seed: seed)
        let scenes = [makeScene(0), makeScene(1)]
        var records: [Record] = []
        var animators: [AnimatorRecord] = []
        // The records whose animation may still run, in `records`' order (a
        // finished animation never runs again, so they are dropped as they
        // finish): the steps pick from these without scanning every record.
        var running: [Record] = []
        // Set by the completion that runs a second time (counts only grow),
        // so each step need not scan every record for one.
        var ranTwice = false

        func animate(_ s: Scene, _ rng: inout TestRandom, nested: Bool) {
            let record = Record()
            var options: AnimationOptions = []
            if Bool.random(using: &rng) { options.insert(.additive) }
            if Int.random(in: 0..<3, using: &rng) == 0 { options.insert(.fadesHiddenViews) }
            let changes = Int.random(in: 1...2, using: &rng)
            let reaction = nested ? 0 : Int.random(in: 0..<6, using: &rng)
            let reactionSeed = rng.next()
            record.animation = ViewAnimator.animate(in: s.window, timing: timing(&rng), options: options) {
                for _ in 0..<changes { change(s, &rng) }
            } completion: { _ in
                record.completions += 1
                if record.completions > 1 { ranTwice = true }
                var local = TestRandom(seed: reactionSeed)
                switch reaction {
                case 1: animate(s, &local, nested: true)                       // a completion that starts
                case 2: running.last { $0.animation?.isFinished == false }?.animation?.cancel()   // … cancels
                case 3:                                                         // … removes a view
                    let v = s.views.randomElement(using: &local)!
                    if v.superview != nil { s.stack.removeArrangedSubview(v); v.removeFromSuperview() }
                default: break
                }
            }
            records.append(record)
            running.append(record)
        }

        for step in 0..<10_000 {
            let s = scenes[Int.random(in: 0..<2, using: &rng)]
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30:
                animate(s, &rng, nested: false)
            case 30..<36:
                View.performWithoutAnimation { change(s, &rng) }
            case 36..<42:
                running.removeAll { $0.animation?.isFinished != false }
                running.randomElement(using: &rng)?.animation?.cancel()
            case 42..<48:
                let animator = PropertyAnimator(in: s.window, timingParameters: timing(&rng))
                let record = AnimatorRecord(animator)
                let blockSeed = rng.next()
                animator.addAnimations { var local = TestRandom(seed: blockSeed); change(s, &local) }
                animator.addCompletion { _ in
                    record.completions += 1
                    if record.completions > 1 { ranTwice = true }
                }
                animator.startAnimation()
                animators.append(record)
            case 48..<58:
                guard let r = animators.filter({ $0.animator.state != .inactive }).randomElement(using: &rng) else { break }
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: if r.animator.state == .active { r.animator.pauseAnimation() }
                case 1: if r.animator.state == .active { r.animator.startAnimation() }
                case 2: if r.animator.state == .active { r.animator.isReversed.toggle() }
                case 3:
                    if r.animator.state == .active {
                        let withoutFinishing = Bool.random(using: &rng)
                        r.animator.stopAnimation(withoutFinishing)
                        r.dropped = withoutFinishing
                    }
                default: if r.animator.state == .stopped { r.animator.finishAnimation(at: .current) }
                }
            case 58..<66:   // remove a view mid-animation, or put one back
                let v = s.views.randomElement(using: &rng)!
                if v.superview == nil {
                    s.stack.insertArrangedSubview(v, at: Int.random(in: 0...s.stack.arrangedSubviews.count, using: &rng))
                } else {
                    s.stack.removeArrangedSubview(v)
                    v.removeFromSuperview()
                }
            default:
                s.clock.advance(by: Double(Int.random(in: 0...60, using: &rng)) / 1000)
            }
            for scene in scenes {
                scene.window.layoutIfNeeded()
                checkNothingWronglyHidden(scene)
                if scene.window.timeline.isIdle == scene.clock.hasListeners {
                    Issue.record("step \(step): idle = \(scene.window.timeline.isIdle), clock listened to = \(scene.clock.hasListeners)")
                }
            }
            if ranTwice {
                Issue.record("step \(step): a completion ran twice")
                return
            }
        }

        // Wind down: every animator to its end, then run both clocks out.
        for r in animators {
            switch r.animator.state {
            case .active: if !r.animator.isRunning { r.animator.startAnimation() }
            case .stopped: r.animator.finishAnimation(at: .end)
            case .inactive: break
            }
        }
        for _ in 0..<20 { for s in scenes { s.clock.advance(by: 1) } }

        for r in records {
            #expect(r.completions == 1, "every completion runs exactly once")
            #expect(r.animation?.isFinished == true, "nothing runs after its end")
        }
        for r in animators {
            #expect(r.animator.state == .inactive)
            #expect(r.completions == (r.dropped ? 0 : 1))
        }
        for s in scenes {
            #expect(s.window.timeline.isIdle && !s.clock.hasListeners)
            for v in [s.stack] + s.views {
                #expect(!v.isAnimating)
                #expect(v.presentationIsHidden == v.isHidden && v.presentationFrame == v.frame && v.presentationAlpha == v.alpha,
                        "\(v.identifier ?? "?") stuck")
            }
        }
        #expect(records.count > 2_500 && animators.count > 400)
    }
}
