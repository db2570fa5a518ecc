/// Something a `Timeline` advances on every tick: a view animation, a
/// property animator, or your own per-frame work.
@MainActor
public protocol TimelineAnimation: AnyObject {
    /// Advances to `time` (the clock's time). Returns `true` when finished;
    /// the timeline then drops it.
    func timelineTick(at time: Double) -> Bool

    /// Whether it is periodic work that never finishes by itself (a text
    /// field's blinking caret) rather than an animation that settles:
    /// `Timeline.isSettled` leaves such work out. `false` unless the
    /// adopter says otherwise.
    var isPeriodic: Bool { get }
}

extension TimelineAnimation {
    /// An animation that finishes by itself.
    public var isPeriodic: Bool { false }
}

/// Runs the animations of a window on the ticks of a clock.
///
/// It listens to its clock only while an animation runs, so an idle
/// timeline costs nothing (and a `DispatchClock` suspends its timer).
/// Animations are ticked in the order they were added.
///
/// ```swift
/// let clock = ManualClock()
/// window.timeline = Timeline(clock: clock)
/// let token = window.timeline.observeAnimationFinished { _ in print("done") }
/// ```
@MainActor
public final class Timeline {
    /// The clock that drives this timeline.
    public let clock: any AnimationClock

    /// The running animations, in the order they were added.
    private var running: [any TimelineAnimation] = []
    private var tickToken: ObservationToken?
    private var startedObservers = ObserverList<any TimelineAnimation>()
    private var finishedObservers = ObserverList<any TimelineAnimation>()
    /// Set while `tick` runs; animations removed meanwhile are skipped.
    private var isTicking = false
    private var removedDuringTick: Set<ObjectIdentifier> = []
    private var readdedDuringTick: Set<ObjectIdentifier> = []

    /// The rate of timeline time against clock time (`Timeline+Speed.swift`).
    var storedSpeed = 1.0
    /// Timeline time = `speedOrigin.local + (clock time − speedOrigin.clock) × speed`.
    var speedOrigin = (clock: 0.0, local: 0.0)

    /// Creates a timeline driven by `clock`.
    public init(clock: any AnimationClock) {
        self.clock = clock
    }

    /// The timeline's current time: the clock's time, unless `speed` was
    /// changed (then it runs at `speed` from that moment).
    public var now: Double { localTime(atClockTime: clock.now) }

    /// Whether nothing is running (not even periodic work, such as a
    /// blinking caret): a host needs no frames.
    public var isIdle: Bool { running.isEmpty }

    /// Whether every animation has settled: only periodic work (a blinking
    /// caret) runs, if anything. What tests and scene playback wait for.
    /// - Complexity: O(running animations).
    public var isSettled: Bool { running.allSatisfy(\.isPeriodic) }

    /// The number of running animations.
    public var runningCount: Int { running.count }

    /// Whether `animation` is running on this timeline.
    public func contains(_ animation: any TimelineAnimation) -> Bool {
        running.contains { $0 === animation }
    }

    /// Starts ticking `animation` (from the next tick); does nothing if it
    /// already runs here.
    public func add(_ animation: any TimelineAnimation) {
        if contains(animation) {
            // Re-added while its last tick runs (e.g. restarted from its
            // completion): keep it even if that tick reports it finished.
            if isTicking { readdedDuringTick.insert(ObjectIdentifier(animation)) }
            return
        }
        running.append(animation)
        if tickToken == nil {
            tickToken = clock.observeTicks { [unowned self] time in self.tick(at: self.localTime(atClockTime: time)) }
        }
        if !startedObservers.isEmpty { startedObservers.notify(animation) }
    }

    /// Stops ticking `animation` without telling it (its owner finishes it).
    /// Finished observers are called.
    public func remove(_ animation: any TimelineAnimation) {
        guard let i = running.firstIndex(where: { $0 === animation }) else { return }
        running.remove(at: i)
        if isTicking { removedDuringTick.insert(ObjectIdentifier(animation)) }
        didFinish(animation)
        if !isTicking { stopListeningIfIdle() }
    }

    /// Calls `handler` with each animation added to the timeline.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeAnimationStarted(_ handler: @escaping (any TimelineAnimation) -> Void) -> ObservationToken {
        startedObservers.add(handler)
    }

    /// Calls `handler` with each animation that finished or was removed.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeAnimationFinished(_ handler: @escaping (any TimelineAnimation) -> Void) -> ObservationToken {
        finishedObservers.add(handler)
    }

    /// Advances every running animation to `time` (timeline time), drops the finished ones,
    /// and stops listening to the clock once idle. Animations added during
    /// the tick run from the next one.
    /// - Complexity: O(running animations) plus their own work.
    func tick(at time: Double) {
        if running.isEmpty {
            stopListeningIfIdle()
            return
        }
        isTicking = true
        ObserverQueue.batch {
            let current = running
            for animation in current {
                let id = ObjectIdentifier(animation)
                if !removedDuringTick.isEmpty, removedDuringTick.contains(id) { continue }
                if animation.timelineTick(at: time) {
                    if !readdedDuringTick.isEmpty, readdedDuringTick.remove(id) != nil { continue }
                    if let i = running.firstIndex(where: { $0 === animation }) { running.remove(at: i) }
                    didFinish(animation)
                }
            }
        }
        isTicking = false
        removedDuringTick.removeAll(keepingCapacity: true)
        readdedDuringTick.removeAll(keepingCapacity: true)
        stopListeningIfIdle()
    }

    private func didFinish(_ animation: any TimelineAnimation) {
        if !finishedObservers.isEmpty { finishedObservers.notify(animation) }
    }

    private func stopListeningIfIdle() {
        if running.isEmpty, let token = tickToken {
            token.cancel()
            tickToken = nil
        }
    }
}
