import Strata

/// Plays a scene's steps on a `ManualClock`: each step happens at its
/// time on the scene clock, animated steps run on the window's timeline,
/// and nothing waits on real time.
///
/// A step's time is its `at`, or, without one, the moment the previous
/// step is applied (plus that step's delay and duration when it animates).
/// Steps keep their order: a step whose `at` is earlier than the previous
/// step's time happens at that time, right after it.
///
/// ```swift
/// let timeline = SceneTimeline(world: SceneWorld(scene: scene))
/// timeline.advance(to: 0.2)
/// world.view("b")?.presentationFrame
/// ```
@MainActor
public final class SceneTimeline {
    /// The scene being played.
    public let world: SceneWorld
    /// The clock the window's timeline runs on; time moves only in
    /// `advance(to:)`.
    public let clock: ManualClock
    /// The scene-clock time of each step, in step order.
    public let stepTimes: [Double]
    /// The number of steps applied so far.
    public private(set) var appliedSteps = 0

    /// Steps and frames closer than this (seconds) count as simultaneous,
    /// so `0.1 + 0.2` happens at the frame `t = 0.3`.
    public static let frameTolerance = 1e-9

    /// Prepares `world` to play: installs a manual-clock timeline on its
    /// window (time 0) and lays the first state out.
    /// - Precondition: the window's timeline is idle.
    public init(world: SceneWorld) {
        self.world = world
        clock = ManualClock()
        world.window.timeline = Timeline(clock: clock)
        stepTimes = SceneTimeline.times(of: world.scene.steps)
        world.window.layoutIfNeeded()
    }

    /// The scene-clock time of every step (see the type's description).
    static func times(of steps: [SceneStep]) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(steps.count)
        var previous = 0.0, previousEnd = 0.0
        for step in steps {
            let time = max(step.at ?? previousEnd, previous)
            times.append(time)
            previous = time
            previousEnd = time + length(of: step)
        }
        return times
    }

    /// The time every step has been applied and every animation has ended.
    public var endTime: Double {
        var end = 0.0
        for (step, time) in zip(world.scene.steps, stepTimes) { end = max(end, time + Self.length(of: step)) }
        return end
    }

    /// How long a step runs: its animation's delay and duration, or 0.
    static func length(of step: SceneStep) -> Double {
        if case .resize(_, let animated) = step.action {
            guard animated else { return 0 }
            return step.animation.map { $0.delay + $0.duration } ?? Window.defaultSizeClassChangeAnimation.totalDuration
        }
        if let animated = step.action.listUpdateAnimated {
            guard animated else { return 0 }
            return step.animation.map { $0.delay + $0.duration } ?? CollectionView.batchUpdateDuration
        }
        return max(step.animation.map { $0.delay + $0.duration } ?? 0, SceneInput.length(of: step.action))
    }

    /// Input events of applied steps still to be sent, by time (then order).
    private var pendingInput: [(time: Double, event: SceneInput)] = []

    /// Whether every step is applied and every animation has settled (a
    /// blinking caret does not count: `Timeline.isSettled`).
    public var isFinished: Bool {
        appliedSteps == stepTimes.count && pendingInput.isEmpty && world.window.timeline.isSettled
    }

    /// Moves the scene clock to `time`, applying (and starting the
    /// animations of) every step due by then, each at its own time.
    /// - Precondition: `time` is not before the clock's current time.
    public func advance(to time: Double) {
        precondition(time >= clock.now, "SceneTimeline.advance(to:): time cannot go backwards (\(time) < \(clock.now))")
        while true {
            // The next thing due: a step, or an input event of an earlier
            // step (a step wins a tie, as it was written first).
            let stepDue = appliedSteps < stepTimes.count ? stepTimes[appliedSteps] : Double.infinity
            let inputDue = pendingInput.first?.time ?? .infinity
            let next = min(stepDue, inputDue)
            guard next <= time + Self.frameTolerance else { break }
            let at = max(next, clock.now)
            if at > clock.now { clock.advance(to: at) }
            if stepDue <= inputDue {
                apply(world.scene.steps[appliedSteps])
                appliedSteps += 1
            } else {
                world.send(pendingInput.removeFirst().event)
            }
        }
        if time > clock.now { clock.advance(to: time) }
    }

    /// The number of frames `play(fps:until:frame:)` delivers, or
    /// `Int.max` when that is more than 2⁶² (a count no caller plays; the
    /// CLI refuses more than 1,000,000 frames).
    public func frameCount(fps: Double, until: Double?) -> Int {
        let last = ((until ?? endTime) * fps + Self.frameTolerance).rounded(.down)
        // Never convert a value Int cannot hold (or NaN) to Int.
        guard last >= 0 else { return 1 }
        guard last < 0x1p62 else { return Int.max }
        return Int(last) + 1
    }

    /// Plays the scene frame by frame: at `t = k / fps` for k = 0, 1, …,
    /// moves the clock to `t` and calls `frame(t)`, until every step is
    /// applied and every animation has finished, or, with `until`, until the
    /// last frame at or before that time.
    /// - Precondition: `fps > 0`; the clock is at time 0.
    public func play(fps: Double, until: Double?, frame: (_ t: Double) -> Void) {
        precondition(fps > 0 && fps.isFinite, "SceneTimeline.play: fps must be positive (got \(fps))")
        precondition(clock.now == 0, "SceneTimeline.play: the scene has already been advanced to \(clock.now)")
        var k = 0
        while true {
            let t = Double(k) / fps
            advance(to: t)
            frame(t)
            k += 1
            if let until {
                if Double(k) / fps > until + Self.frameTolerance { return }
            } else if isFinished {
                return
            }
        }
    }

    /// Applies one step, animated when it asks to be.
    private func apply(_ step: SceneStep) {
        if step.action.isInput {
            let now = clock.now
            for (offset, event) in SceneInput.events(of: step.action) {
                if offset <= 0 {
                    world.send(event)
                } else {
                    let time = now + offset
                    let index = pendingInput.firstIndex { $0.time > time } ?? pendingInput.endIndex
                    pendingInput.insert((time, event), at: index)
                }
            }
            return
        }
        if case .resize(let size, let animated) = step.action {
            // The variants animate (the window's own animation), not the step.
            let timing = animated ? step.animation.map(Self.timing(of:)) ?? Window.defaultSizeClassChangeAnimation : nil
            world.resize(to: size, animation: timing)
            return
        }
        if let animated = step.action.listUpdateAnimated {
            // The list's batch update animates its cells, with the step's
            // timing or the list's own (0.3 s ease-in-out).
            let timing = animated ? step.animation.map(Self.timing(of:))
                ?? TimingParameters(curve: .easeInOut, duration: CollectionView.batchUpdateDuration) : nil
            world.applyList(step.action, timing: timing)
            world.window.layoutIfNeeded()
            return
        }
        guard let animation = step.animation else {
            world.apply(step.action)
            world.window.layoutIfNeeded()
            return
        }
        ViewAnimator.animate(in: world.window, timing: Self.timing(of: animation)) {
            world.apply(step.action)
        }
    }

    /// The animation timing a scene step describes.
    static func timing(of animation: SceneAnimation) -> TimingParameters {
        switch animation {
        case .timing(let duration, let delay, let curve):
            let p = curve.controlPoints
            return TimingParameters(curve: TimingCurve(p.x1, p.y1, p.x2, p.y2), duration: duration, delay: delay)
        case .spring(let duration, let delay, let dampingRatio, let initialVelocity):
            // A spring of no duration jumps, as a zero-length curve does.
            guard duration > 0 else { return TimingParameters(curve: .linear, duration: 0, delay: delay) }
            let spring = Spring(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity)
            return TimingParameters(spring: spring, duration: duration, delay: delay)
        }
    }
}
