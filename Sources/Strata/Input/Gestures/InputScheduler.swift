/// The window's one-shot timers for gesture recognizers (long presses,
/// multiple-tap intervals), run on its timeline: a timer fires on the first
/// tick at or after its deadline, so a `ManualClock` makes it exact.
///
/// One scheduler per window is on the timeline while any timer is pending
/// (not one timeline entry per timer); timers due on the same tick fire in
/// deadline order, then in the order they were started.
@MainActor
final class InputScheduler: TimelineAnimation {
    struct Entry {
        let id: Int
        let deadline: Double
        weak var recognizer: GestureRecognizer?
        let action: (GestureRecognizer) -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 1
    private weak var timeline: Timeline?

    /// Starts a timer for `recognizer` on `timeline`; returns its id.
    func schedule(after seconds: Double, on timeline: Timeline, for recognizer: GestureRecognizer,
                  _ action: @escaping (GestureRecognizer) -> Void) -> Int {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, deadline: timeline.now + seconds, recognizer: recognizer, action: action))
        if self.timeline !== timeline {
            self.timeline?.remove(self)
            self.timeline = timeline
        }
        timeline.add(self)
        return id
    }

    /// Stops timer `id` without firing; the scheduler leaves the timeline
    /// when nothing is pending.
    func cancel(_ id: Int) {
        for i in entries.indices where entries[i].id == id {
            entries.remove(at: i)
            break
        }
        if entries.isEmpty { timeline?.remove(self) }
    }

    /// Fires the due timers.
    func timelineTick(at time: Double) -> Bool {
        while true {
            var due: Int?
            for i in entries.indices where entries[i].deadline <= time {
                if let d = due, entries[d].deadline <= entries[i].deadline { continue }
                due = i
            }
            guard let index = due else { break }
            let entry = entries.remove(at: index)
            if let recognizer = entry.recognizer, recognizer.timerID == entry.id {
                recognizer.timerID = nil
                entry.action(recognizer)
                if let input = recognizer.view?.window?.input {
                    input.note(recognizer)
                    input.finishEvent()
                }
            }
        }
        return entries.isEmpty
    }
}
