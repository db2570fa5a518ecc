/// When and how an animation moves: a curve or a spring, a duration, a
/// delay, and optional repetition.
///
/// ```swift
/// let timing = TimingParameters(curve: .easeOut, duration: 0.3, delay: 0.1)
/// timing.progress(atElapsed: 0.25)     // the curve at (0.25 − 0.1) / 0.3
/// ```
public struct TimingParameters: Sendable, Hashable {
    /// The longest duration or delay scenes and the C interface accept:
    /// 1,000,000 seconds (11.6 days). Swift code may pass any finite value.
    public static let maximumDuration = 1_000_000.0

    /// The shape of the motion.
    public enum Timing: Sendable, Hashable {
        /// A cubic Bézier timing curve, scaled to the duration.
        case curve(TimingCurve)
        /// A spring, run in real time (its own physics decides the shape;
        /// the animation ends at `duration` and snaps the rest).
        case spring(Spring)
    }

    /// The shape of the motion.
    public var timing: Timing
    /// The length of one run, in seconds.
    public var duration: Double
    /// The wait before the motion starts, in seconds.
    public var delay: Double
    /// How many runs to make (fractions allowed, as UIKit; `.infinity` repeats
    /// forever); 1 by default.
    public var repeatCount: Double
    /// Whether every other run goes backwards (UIKit's `.autoreverse`).
    public var autoreverses: Bool

    /// Creates curve-based timing.
    /// - Precondition: `duration >= 0`, `delay >= 0`, `repeatCount > 0`.
    public init(curve: TimingCurve = .easeInOut, duration: Double, delay: Double = 0,
                repeatCount: Double = 1, autoreverses: Bool = false) {
        self.init(timing: .curve(curve), duration: duration, delay: delay,
                  repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// Creates spring timing; the duration defaults to the spring's settling
    /// duration.
    public init(spring: Spring, duration: Double? = nil, delay: Double = 0) {
        self.init(timing: .spring(spring), duration: duration ?? spring.settlingDuration,
                  delay: delay, repeatCount: 1, autoreverses: false)
    }

    /// Creates timing from its parts.
    public init(timing: Timing, duration: Double, delay: Double, repeatCount: Double, autoreverses: Bool) {
        precondition(duration >= 0 && duration.isFinite, "TimingParameters: duration must be finite and >= 0 (got \(duration))")
        precondition(delay >= 0 && delay.isFinite, "TimingParameters: delay must be finite and >= 0 (got \(delay))")
        precondition(repeatCount > 0, "TimingParameters: repeatCount must be > 0 (got \(repeatCount)); .infinity repeats forever")
        self.timing = timing
        self.duration = duration
        self.delay = delay
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// The time from the start (including the delay) to the end of the
    /// last run.
    public var totalDuration: Double { delay + duration * repeatCount }

    /// Slack for the end test, so that a frame clock summing 1/fps steps
    /// lands on the end rather than one tick after it.
    static let endTolerance = 1e-9

    /// Whether the animation is over `elapsed` seconds after it started.
    public func isFinished(atElapsed elapsed: Double) -> Bool {
        elapsed >= totalDuration - TimingParameters.endTolerance
    }

    /// The progress (0 = start values, 1 = end values; a spring may
    /// overshoot) `elapsed` seconds after the animation started.
    ///
    /// Before the delay it is 0; once finished it is 1 (UIKit shows the
    /// model values after repeats too).
    public func progress(atElapsed elapsed: Double) -> Double {
        if isFinished(atElapsed: elapsed) { return 1 }
        let active = elapsed - delay
        if active <= 0 || duration == 0 { return 0 }
        let run = (active / duration).rounded(.down)
        var local = active - run * duration
        if autoreverses, run.truncatingRemainder(dividingBy: 2) == 1 {
            local = duration - local
        }
        return shapedProgress(localTime: local)
    }

    /// The shaped progress `time` seconds into one run.
    func shapedProgress(localTime time: Double) -> Double {
        switch timing {
        case .curve(let curve):
            return duration == 0 ? 1 : curve.progress(at: time / duration)
        case .spring(let spring):
            return spring.value(at: time)
        }
    }
}
