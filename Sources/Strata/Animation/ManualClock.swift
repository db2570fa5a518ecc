/// A clock that moves only when told to: every `advance` delivers exactly
/// one tick.
///
/// Tests use it to make animations deterministic; a game drives the UI
/// from its own frame loop with it.
///
/// ```swift
/// let clock = ManualClock()
/// window.timeline = Timeline(clock: clock)
/// View.animate(withDuration: 0.4) { … }
/// clock.advance(by: 0.1)   // one frame
/// ```
@MainActor
public final class ManualClock: AnimationClock {
    /// The current time in seconds (starts at `start`, 0 by default).
    public private(set) var now: Double

    /// The number of ticks delivered so far.
    public private(set) var tickCount = 0

    private var listeners = ObserverList<Double>()

    /// Creates a clock whose time is `start`.
    public init(start: Double = 0) {
        now = start
    }

    /// Calls `handler` on every `advance`.
    public func observeTicks(_ handler: @escaping (Double) -> Void) -> ObservationToken {
        listeners.add(handler)
    }

    /// Whether someone is listening to ticks.
    public var hasListeners: Bool { !listeners.isEmpty }

    /// Moves time forward by `seconds` and delivers one tick.
    /// - Precondition: `seconds >= 0`.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "ManualClock.advance(by:): time cannot go backwards (\(seconds))")
        advance(to: now + seconds)
    }

    /// Moves time to `time` and delivers one tick.
    /// - Precondition: `time >= now`.
    public func advance(to time: Double) {
        precondition(time >= now, "ManualClock.advance(to:): time cannot go backwards (\(time) < \(now))")
        now = time
        tickCount += 1
        listeners.notify(time)
    }

    /// Delivers `frames` ticks, `1 / framesPerSecond` apart (each time
    /// computed as start + i / fps, so no rounding accumulates).
    public func advance(frames: Int, framesPerSecond: Double = 60) {
        precondition(frames >= 0 && framesPerSecond > 0,
                     "ManualClock.advance(frames:framesPerSecond:): needs frames >= 0 and a positive rate")
        let start = now
        for i in stride(from: 1, through: frames, by: 1) {
            advance(to: start + Double(i) / framesPerSecond)
        }
    }
}
