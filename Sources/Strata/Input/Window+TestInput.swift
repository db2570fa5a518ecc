extension Window {
    /// How long `tap(at:)` holds the touch down, in seconds.
    nonisolated public static let testTapDuration = 0.05

    /// The manual clock that test input advances.
    private func manualClock(_ caller: String) -> ManualClock {
        guard let clock = timeline.clock as? ManualClock else {
            preconditionFailure("Window.\(caller): needs a ManualClock timeline (window.timeline = Timeline(clock: ManualClock()))")
        }
        return clock
    }

    /// Taps at `point`: touch down, `testTapDuration` seconds on the
    /// window's `ManualClock`, touch up.
    /// - Returns: what `touchDown(at:id:)` returned.
    /// - Precondition: the window's timeline runs on a `ManualClock`.
    @discardableResult
    public func tap(at point: Point, id: Int = 0) -> Bool {
        let clock = manualClock("tap(at:)")
        let handled = touchDown(at: point, id: id)
        clock.advance(by: Self.testTapDuration)
        touchUp(at: point, id: id)
        return handled
    }

    /// Drags from `start` to `end`: touch down, then `steps` moves evenly
    /// spaced in place and time over `duration` seconds of the window's
    /// `ManualClock` (the clock advances before each move), then touch up
    /// at `end` without further time.
    /// - Returns: what `touchDown(at:id:)` returned.
    /// - Precondition: the window's timeline runs on a `ManualClock`,
    ///   `steps ≥ 1` and `duration ≥ 0`.
    @discardableResult
    public func drag(from start: Point, to end: Point, duration: Double, steps: Int = 10, id: Int = 0) -> Bool {
        precondition(steps >= 1 && duration >= 0, "Window.drag: needs steps >= 1 and duration >= 0 (got \(steps), \(duration))")
        let clock = manualClock("drag(from:to:duration:steps:)")
        let handled = touchDown(at: start, id: id)
        let t0 = clock.now
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            clock.advance(to: t0 + duration * f)
            touchMoved(to: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f), id: id)
        }
        touchUp(at: end, id: id)
        return handled
    }
}
