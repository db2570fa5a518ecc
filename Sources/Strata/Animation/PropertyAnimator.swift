/// An interactive, interruptible animation with UIKit's state machine
/// (`UIViewPropertyAnimator`): start, pause, scrub, reverse, continue,
/// stop and finish.
///
/// The animations are captured by snapshot when the animator becomes
/// active (`startAnimation()`, `pauseAnimation()` or setting
/// `fractionComplete`). The animator is driven by its window's timeline.
///
/// ```swift
/// let animator = PropertyAnimator(in: window, duration: 0.5, curve: .easeOut) {
///     drawer.frame.origin.x = 0
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3          // follow the finger
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
/// ```
@MainActor
public final class PropertyAnimator: TimelineAnimation {
    /// The timing of the animations (its duration is the animator's duration).
    public private(set) var timingParameters: TimingParameters
    /// The state: inactive, active (running or paused) or stopped.
    public private(set) var state: AnimatingState = .inactive
    /// Whether the animator is active and moving.
    public private(set) var isRunning = false
    /// Whether setting `fractionComplete` while paused moves the views
    /// linearly (`true`, the default) rather than along the curve.
    public var scrubsLinearly = true
    /// Whether reaching the end pauses the animator (still active, so it
    /// can be scrubbed or reversed) instead of ending it; completions then
    /// wait for `stopAnimation`/`finishAnimation` (UIKit's property).
    public var pausesOnCompletion = false
    /// Whether the views the animator drives receive touches while it is
    /// active (`true` by default, as UIKit's property animators); when
    /// false, hit testing skips them until the animator ends.
    public var isUserInteractionEnabled = true {
        didSet { for entry in transitions { entry.transition.allowsUserInteraction = isUserInteractionEnabled } }
    }

    private let windows: [Window]?
    private var pendingAnimations: [() -> Void] = []
    private var transitions: [(transition: SnapshotTransition, base: Double)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var fraction = 0.0
    private var reversed = false
    // The current segment: displayed progress p0 at fraction f0, and the
    // time the running segment started.
    private var segmentFraction = 0.0
    private var segmentProgress = 0.0
    private var segmentTime = 0.0
    private var segmentDelay = 0.0
    private var rate = 1.0
    private var displayed = 0.0

    /// Creates an animator with any timing (its delay applies to the first start).
    public init(in window: Window? = nil, timingParameters: TimingParameters, animations: (() -> Void)? = nil) {
        precondition(timingParameters.repeatCount == 1 && !timingParameters.autoreverses,
                     "PropertyAnimator: repeating timing is not supported; use View.animate(with:options:)")
        self.timingParameters = timingParameters
        windows = window.map { [$0] }
        if let animations { pendingAnimations.append(animations) }
        segmentDelay = timingParameters.delay
        rate = timingParameters.duration > 0 ? 1 / timingParameters.duration : .infinity
    }

    /// The length of the animation in seconds.
    public var duration: Double { timingParameters.duration }

    /// Whether the animation runs backwards, towards the start values.
    /// Changing it while running turns around from the current position.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            catchUp()
            reversed = newValue
            rebase()
        }
    }

    /// The fraction of the animation's time completed, `0…1`.
    ///
    /// Settable while inactive (the animator becomes active and paused) or
    /// paused; the views follow linearly unless `scrubsLinearly` is false.
    /// - Precondition: the animator is not running and not stopped.
    public var fractionComplete: Double {
        get { fraction }
        set {
            precondition(state != .stopped, "PropertyAnimator.fractionComplete: the animator is stopped")
            precondition(!isRunning, "PropertyAnimator.fractionComplete: pause the animator before scrubbing")
            if state == .inactive { activate() }
            fraction = min(max(newValue, 0), 1)
            display(scrubsLinearly ? fraction : shaped(fraction))
            rebase()
        }
    }

    /// Adds animations; while active they are captured now and run over the
    /// remaining time.
    /// - Precondition: the animator is not stopped.
    public func addAnimations(_ animations: @escaping () -> Void) {
        precondition(state != .stopped, "PropertyAnimator.addAnimations: the animator is stopped")
        if state == .inactive {
            pendingAnimations.append(animations)
        } else {
            capture(animations, base: displayed)
        }
    }

    /// Adds a completion, called with the final position when the animator
    /// ends (not when it is stopped without finishing).
    public func addCompletion(_ completion: @escaping (_ position: AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation.
    /// - Precondition: the animator is not stopped.
    public func startAnimation() {
        precondition(state != .stopped,
                     "PropertyAnimator.startAnimation: the animator is stopped; call finishAnimation(at:)")
        if state == .inactive { activate() }
        guard !isRunning, let timeline else { return }
        isRunning = true
        segmentTime = timeline.now
        timeline.add(self)
    }

    /// Starts the animation after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) {
        precondition(delay >= 0, "PropertyAnimator.startAnimation(afterDelay:): negative delay \(delay)")
        segmentDelay = delay
        startAnimation()
    }

    /// Pauses the animation where it is (activating it if inactive).
    /// - Precondition: the animator is not stopped.
    public func pauseAnimation() {
        precondition(state != .stopped, "PropertyAnimator.pauseAnimation: the animator is stopped")
        if state == .inactive { activate() }
        guard isRunning, let timeline else { return }
        catchUp()
        isRunning = false
        rebase()
        timeline.remove(self)
    }

    /// Resumes a paused animation, optionally with new timing for the rest;
    /// the remaining time is multiplied by `durationFactor`.
    /// - Precondition: the animator is active.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        precondition(state == .active, "PropertyAnimator.continueAnimation: the animator is not active (\(state))")
        precondition(durationFactor > 0, "PropertyAnimator.continueAnimation: durationFactor must be positive")
        catchUp()
        if let parameters {
            timingParameters = TimingParameters(timing: parameters.timing, duration: timingParameters.duration,
                                                delay: 0, repeatCount: 1, autoreverses: false)
        }
        rate = timingParameters.duration > 0 ? 1 / (timingParameters.duration * durationFactor) : .infinity
        segmentDelay = 0
        rebase()
        if isRunning { segmentTime = timeline?.now ?? 0 } else { startAnimation() }
    }

    /// Stops the animation where it is: the model takes the values shown.
    /// With `withoutFinishing` the animator becomes inactive at once and no
    /// completion runs; otherwise it is `stopped` until `finishAnimation(at:)`.
    /// - Precondition: the animator is active.
    public func stopAnimation(_ withoutFinishing: Bool) {
        precondition(state == .active, "PropertyAnimator.stopAnimation: the animator is not active (\(state))")
        if isRunning, let timeline {
            catchUp()
            isRunning = false
            timeline.remove(self)
        }
        for entry in transitions { entry.transition.commitModel(atProgress: progress(of: entry), restoringHidden: false) }
        if withoutFinishing {
            for entry in transitions { entry.transition.complete() }
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `position`: the model takes the start,
    /// end or current values, presentation follows, and completions run.
    /// - Precondition: the animator is stopped (`stopAnimation(false)`).
    public func finishAnimation(at position: AnimatingPosition) {
        precondition(state == .stopped,
                     "PropertyAnimator.finishAnimation(at:): the animator must be stopped first with stopAnimation(false) (state: \(state))")
        end(at: position)
    }

    /// Advances the running animation to `time`; returns whether it ended.
    public func timelineTick(at time: Double) -> Bool {
        guard isRunning else { return true }
        advanceFraction(to: time)
        let atEnd = reversed ? fraction <= 0 : fraction >= 1
        if atEnd {
            isRunning = false
            if pausesOnCompletion {
                display(reversed ? 0 : 1)
                rebase()
            } else {
                end(at: reversed ? .start : .end)
            }
            return true
        }
        display(segmentValue())
        return false
    }

    // MARK: Internals

    private var timeline: Timeline? {
        (transitions.first?.transition.window ?? (windows ?? WindowRegistry.live).first)?.timeline
    }

    private func activate() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        capture({ for block in blocks { block() } }, base: 0)
        display(0)
    }

    private func capture(_ animations: () -> Void, base: Double) {
        let transition = SnapshotTransition.capture(windows: windows ?? WindowRegistry.live,
                                                    fadesHiddenViews: false, changes: animations)
        transition.allowsUserInteraction = isUserInteractionEnabled
        transitions.append((transition, base))
        transition.apply(progress: 0)
    }

    private func progress(of entry: (transition: SnapshotTransition, base: Double)) -> Double {
        entry.base >= 1 ? 1 : (displayed - entry.base) / (1 - entry.base)
    }

    private func display(_ value: Double) {
        displayed = value
        for entry in transitions { entry.transition.apply(progress: progress(of: entry)) }
    }

    /// The curve or spring at fraction `x` of the whole duration.
    private func shaped(_ x: Double) -> Double {
        switch timingParameters.timing {
        case .curve(let curve): return curve.progress(at: x)
        case .spring(let spring): return x >= 1 ? 1 : spring.value(at: x * timingParameters.duration)
        }
    }

    /// The displayed progress on the current segment, continuous from the
    /// value shown when the segment began.
    private func segmentValue() -> Double {
        let f0 = segmentFraction, p0 = segmentProgress
        if reversed {
            return f0 <= 0 ? 0 : p0 * (1 - shaped((f0 - fraction) / f0))
        }
        return f0 >= 1 ? 1 : p0 + (1 - p0) * shaped((fraction - f0) / (1 - f0))
    }

    private func advanceFraction(to time: Double) {
        let active = max(0, time - segmentTime - segmentDelay)
        let moved = rate.isInfinite ? 1 : active * rate
        fraction = min(max(segmentFraction + (reversed ? -moved : moved), 0), 1)
    }

    /// Starts a new segment at the current fraction and displayed value.
    private func rebase() {
        segmentFraction = fraction
        segmentProgress = displayed
        segmentTime = timeline?.now ?? 0
        segmentDelay = 0
    }

    /// Brings a running animator's fraction and display up to the clock's
    /// current time (between ticks).
    private func catchUp() {
        guard isRunning, let timeline else { return }
        advanceFraction(to: timeline.now)
        display(segmentValue())
    }

    private func end(at position: AnimatingPosition) {
        switch position {
        case .start: for entry in transitions { entry.transition.commitModel(atProgress: 0, restoringHidden: true) }
        case .end: if state == .stopped {
            for entry in transitions { entry.transition.commitModel(atProgress: 1, restoringHidden: false) }
        }
        case .current: break
        }
        for entry in transitions { entry.transition.complete() }
        let pending = completions
        reset()
        for completion in pending { completion(position) }
    }

    private func reset() {
        state = .inactive
        isRunning = false
        transitions = []
        completions = []
        fraction = 0
        displayed = 0
        segmentFraction = 0
        segmentProgress = 0
        segmentDelay = 0
        reversed = false
        rate = timingParameters.duration > 0 ? 1 / timingParameters.duration : .infinity
    }
}
