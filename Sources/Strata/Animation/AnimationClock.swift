/// A source of frame ticks for animations.
///
/// Named `AnimationClock` rather than `Clock` so it does not clash with the
/// standard library's `Clock` protocol (which measures instants and sleeps;
/// this one pushes frame ticks to listeners).
///
/// Listeners receive the clock's time (seconds, monotonic) on the main
/// actor. A clock does no work while nobody listens.
@MainActor
public protocol AnimationClock: AnyObject {
    /// The current time in seconds on this clock's monotonic time line.
    var now: Double { get }

    /// Calls `handler` with the time of every tick from now on.
    /// - Returns: a token; cancel or release it to stop the callbacks (a
    ///   clock may stop ticking when its last listener is gone).
    func observeTicks(_ handler: @escaping (_ time: Double) -> Void) -> ObservationToken
}
