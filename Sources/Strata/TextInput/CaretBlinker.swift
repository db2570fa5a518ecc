/// Blinks an editing view's caret on its window's timeline: shown for
/// 0.5 s, hidden for 0.5 s, restarted (shown) by every edit and caret
/// move, so it stays solid while the user types. It is on the timeline
/// only while the view edits in the key window; a host draws a frame on
/// each tick while it is, and none once the window loses the keyboard.
@MainActor
final class CaretBlinker: TimelineAnimation {
    /// The length of one on or off phase, in seconds.
    static let phase = 0.5

    /// When the current on phase began.
    private(set) var restartTime = 0.0
    /// The timeline it runs on, while it runs.
    private(set) weak var timeline: Timeline?

    /// Whether it runs.
    var isRunning: Bool { timeline != nil }

    /// Starts blinking on `timeline`, shown from now.
    func start(on timeline: Timeline) {
        if self.timeline !== timeline {
            self.timeline?.remove(self)
            self.timeline = timeline
            timeline.add(self)
        }
        restartTime = timeline.now
    }

    /// Shows the caret from now for a full phase.
    func restart() {
        if let timeline { restartTime = timeline.now }
    }

    /// Stops blinking.
    func stop() {
        timeline?.remove(self)
        timeline = nil
    }

    /// Whether the caret shows at `time`.
    func isVisible(at time: Double) -> Bool {
        let elapsed = time - restartTime
        if elapsed < 0 { return true }
        return elapsed.truncatingRemainder(dividingBy: 2 * CaretBlinker.phase) < CaretBlinker.phase
    }

    /// Keeps running (the host draws each tick) until stopped.
    func timelineTick(at time: Double) -> Bool { false }

    /// Periodic: waiting for animations to settle does not wait for it.
    var isPeriodic: Bool { true }
}
