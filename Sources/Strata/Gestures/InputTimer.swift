/// A one-shot timer on a window's timeline (long presses, multiple-tap
/// intervals): it fires on the first tick at or after its deadline, so a
/// `ManualClock` makes it exact.
@MainActor
final class InputTimer: TimelineAnimation {
    /// When it fires, on the timeline's clock.
    let deadline: Double
    /// What it does then.
    private var action: (() -> Void)?
    /// The timeline it runs on.
    private weak var timeline: Timeline?

    /// Starts a timer that runs `action` `seconds` from now on `timeline`.
    init(after seconds: Double, on timeline: Timeline, action: @escaping () -> Void) {
        deadline = timeline.now + seconds
        self.action = action
        self.timeline = timeline
        timeline.add(self)
    }

    /// Fires at or after the deadline.
    func timelineTick(at time: Double) -> Bool {
        guard time >= deadline else { return false }
        let run = action
        action = nil
        run?()
        return true
    }

    /// Stops it without firing.
    func cancel() {
        action = nil
        timeline?.remove(self)
    }
}
