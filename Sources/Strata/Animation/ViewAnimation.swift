/// One running `View.animate` animation: its timing, progress callbacks and
/// completion.
///
/// The timeline ticks it; on each tick it moves the presentation values of
/// the views it changed. Its completion runs exactly once: with `true` when
/// it ran to the end, with `false` when it was cancelled or a newer
/// animation took over (some of) its views.
@MainActor
public final class ViewAnimation: TimelineAnimation {
    /// The timing of the animation.
    public let timing: TimingParameters
    /// The timeline time at which the animation started (before its delay).
    public let startTime: Double
    /// Whether the animation has ended (completion has run).
    public private(set) var isFinished = false
    /// The latest progress applied (0 before the first tick).
    public private(set) var progress = 0.0
    /// Called on every tick with the progress just applied.
    public var onTick: ((_ progress: Double) -> Void)?

    let transition: SnapshotTransition
    private weak var timeline: Timeline?
    private var completions: [(Bool) -> Void] = []
    private var cancelled = false

    init(timing: TimingParameters, transition: SnapshotTransition, timeline: Timeline?) {
        self.timing = timing
        self.transition = transition
        self.timeline = timeline
        startTime = timeline?.now ?? 0
    }

    /// Whether a newer animation took over some of its views.
    public var wasSuperseded: Bool { transition.wasSuperseded }

    /// Adds a completion, called once with whether the animation ran to its
    /// end. Added after the end, it is called at once.
    public func addCompletion(_ completion: @escaping (_ finished: Bool) -> Void) {
        if isFinished {
            completion(!cancelled && !transition.wasSuperseded)
        } else {
            completions.append(completion)
        }
    }

    /// Ends the animation now: presentation values jump to the model values,
    /// pending hides apply, and completions run with `false`.
    public func cancel() {
        guard !isFinished else { return }
        cancelled = true
        finish()
        timeline?.remove(self)
    }

    /// Advances to `time`; returns whether the animation is over.
    public func timelineTick(at time: Double) -> Bool {
        if isFinished { return true }
        let elapsed = time - startTime
        if timing.isFinished(atElapsed: elapsed) {
            progress = 1
            onTick?(1)
            finish()
            return true
        }
        progress = timing.progress(atElapsed: elapsed)
        transition.apply(progress: progress)
        onTick?(progress)
        return false
    }

    /// Ends: completes the transition and runs the completions once.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        transition.complete()
        let finished = !cancelled && !transition.wasSuperseded
        let pending = completions
        completions = []
        for completion in pending { completion(finished) }
    }

    /// Called when a newer animation took every view of this one.
    func supersede() {
        guard !isFinished else { return }
        finish()
        timeline?.remove(self)
    }
}
