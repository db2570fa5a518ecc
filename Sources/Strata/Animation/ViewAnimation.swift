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
    /// Whether the completions wait for the next tick (`finish(deliverLater:)`).
    private var deliveryPending = false
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
    /// end. Added after the completions were delivered, it is called at once;
    /// added while their delivery waits for the next tick, it goes with them.
    public func addCompletion(_ completion: @escaping (_ finished: Bool) -> Void) {
        if isFinished && !deliveryPending {
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
    ///
    /// With `deliverLater` (the animation ends inside the call that starts
    /// it, or inside the call that starts the animation that replaces it),
    /// the completions run on the next tick of the timeline instead (on
    /// the main queue's next turn when there is no timeline), as UIKit calls
    /// them asynchronously: a completion that starts another animation that
    /// ends at once then never nests inside the call that started it, so
    /// chains of any length run in constant stack.
    func finish(deliverLater: Bool = false) {
        guard !isFinished else { return }
        isFinished = true
        transition.complete()
        if deliverLater {
            deliveryPending = true
            let delivery = CompletionDelivery { [self] in deliverCompletions() }
            if let timeline { timeline.add(delivery) } else { delivery.deliverOnMainQueue() }
        } else {
            deliverCompletions()
        }
    }

    /// Runs the completions once, with whether the animation ran to its end.
    private func deliverCompletions() {
        deliveryPending = false
        let finished = !cancelled && !transition.wasSuperseded
        let pending = completions
        completions = []
        for completion in pending { completion(finished) }
    }

    /// Called when a newer animation took every view of this one (inside
    /// the call that starts the newer one: the completions come later).
    func supersede() {
        guard !isFinished else { return }
        finish(deliverLater: true)
        timeline?.remove(self)
    }
}
