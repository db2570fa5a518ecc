extension Window {
    /// The timeline that runs this window's animations, created on first use
    /// with a 60 Hz `DispatchClock` on the main queue.
    ///
    /// Replace it (e.g. with a `ManualClock`-driven one) before animating.
    /// - Precondition: the timeline being replaced is idle.
    public var timeline: Timeline {
        get {
            if let storedTimeline { return storedTimeline }
            let created = Timeline(clock: DispatchClock())
            storedTimeline = created
            return created
        }
        set {
            precondition(storedTimeline?.isSettled ?? true,
                         "Window.timeline: cannot replace a timeline while its animations run")
            storedTimeline = newValue
        }
    }
}

/// The live windows, in creation order, so the static animation API can
/// snapshot every view that might change.
@MainActor
enum WindowRegistry {
    private static var windows: [Weak] = []

    private struct Weak {
        weak var window: Window?
    }

    /// Records a new window.
    static func register(_ window: Window) {
        windows.removeAll { $0.window == nil }
        windows.append(Weak(window: window))
    }

    /// The live windows, oldest first.
    static var live: [Window] {
        windows.removeAll { $0.window == nil }
        return windows.compactMap(\.window)
    }
}
