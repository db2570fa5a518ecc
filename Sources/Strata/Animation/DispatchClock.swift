import Dispatch

/// A clock driven by a `DispatchSourceTimer` at a fixed frame rate (60 Hz
/// by default): the real-time clock of a window.
///
/// The timer runs on `queue` (the main queue by default) and is suspended
/// while nobody listens. Listeners are main-actor code: on the main queue a
/// tick is delivered synchronously; from another queue it is forwarded to
/// the main queue. Time is `DispatchTime.now()` in seconds.
@MainActor
public final class DispatchClock: AnimationClock {
    /// Ticks per second.
    public let framesPerSecond: Double
    /// The queue the timer fires on.
    public let queue: DispatchQueue

    private let timer: DispatchSourceTimer
    private var listeners = ObserverList<Double>()
    private var isRunning = false
    private let deliversOnMain: Bool

    /// Creates a clock ticking `framesPerSecond` times a second on `queue`.
    /// - Precondition: `framesPerSecond > 0`.
    public init(framesPerSecond: Double = 60, queue: DispatchQueue = .main) {
        precondition(framesPerSecond > 0, "DispatchClock: framesPerSecond must be positive (\(framesPerSecond))")
        self.framesPerSecond = framesPerSecond
        self.queue = queue
        deliversOnMain = queue === DispatchQueue.main
        timer = DispatchSource.makeTimerSource(queue: queue)
        let interval = DispatchTimeInterval.nanoseconds(Int((1_000_000_000 / framesPerSecond).rounded()))
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(1))
        let onMain = deliversOnMain
        // `@Sendable`: not isolated to the main actor, so the timer may fire on `queue` (a
        // closure formed here would otherwise be main-actor isolated and trap there).
        // Frames are what a person sees move: user-interactive, so a main queue busy
        // with other work (a flood of main-actor jobs) does not hold the ticks back.
        timer.setEventHandler(qos: .userInteractive, flags: .enforceQoS) { @Sendable [weak self] in
            if onMain {
                MainActor.assumeIsolated { self?.tick() }
            } else {
                DispatchQueue.main.async(qos: .userInteractive, flags: .enforceQoS) {
                    MainActor.assumeIsolated { self?.tick() }
                }
            }
        }
    }

    isolated deinit {
        // A suspended source must be resumed before it is released.
        if !isRunning { timer.resume() }
        timer.cancel()
    }

    /// Seconds since boot (monotonic).
    public var now: Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Whether the timer is currently running (someone listens).
    public var isTicking: Bool { isRunning }

    /// Calls `handler` on every tick; starts the timer if it was suspended.
    public func observeTicks(_ handler: @escaping (Double) -> Void) -> ObservationToken {
        let token = listeners.add(handler)
        if !isRunning {
            isRunning = true
            timer.resume()
        }
        return token
    }

    /// Delivers one tick; suspends the timer once no listener is left.
    private func tick() {
        guard isRunning else { return }
        if listeners.isEmpty {
            isRunning = false
            timer.suspend()
            return
        }
        listeners.notify(now)
    }
}
