import Strata

/// Actions a test performs as a person would, over the window's entry
/// points (`touchDown(at:)`, `keyDown(_:)`, `scrollWheel(by:at:)`) and its
/// `ManualClock`. None throws; misuse is a precondition failure that names
/// the problem.
extension Window {
    /// The frame rate at which actions and `waitForAnimations` step the clock.
    nonisolated public static let testFramesPerSecond = 60.0

    /// The window's manual clock, or a precondition failure naming `caller`.
    func testClock(_ caller: String) -> ManualClock {
        guard let clock = timeline.clock as? ManualClock else {
            preconditionFailure("Window.\(caller): the window's timeline runs on \(Swift.type(of: timeline.clock)), not a ManualClock "
                                + "(window.timeline = Timeline(clock: ManualClock()))")
        }
        return clock
    }

    /// The centre of `view` in window coordinates, after layout.
    func testCentre(of view: View, _ caller: String) -> Point {
        precondition(view.window === self, "Window.\(caller): \(view.debugSummary) is not in this window")
        layoutIfNeeded()
        let f = view.convert(view.bounds, to: nil)
        return Point(x: f.midX, y: f.midY)
    }

    /// Advances the clock by `seconds` in frames of `1/testFramesPerSecond`
    /// (the last one shorter), laying out after each.
    func testStep(_ clock: ManualClock, by seconds: Double) {
        let start = clock.now
        let frames = Int((seconds * Self.testFramesPerSecond).rounded(.up))
        for i in stride(from: 1, through: frames, by: 1) {
            clock.advance(to: min(start + Double(i) / Self.testFramesPerSecond, start + seconds))
            layoutIfNeeded()
        }
    }

    /// Taps the centre of `view`: touch down, `Window.testTapDuration`
    /// (0.05 s) on the clock, touch up — a button sends its action.
    /// - Precondition: the timeline runs on a `ManualClock`; `view` is in
    ///   this window.
    public func tap(_ view: View) {
        let point = testCentre(of: view, "tap(_:)")
        _ = testClock("tap(_:)")
        tap(at: point)
        layoutIfNeeded()
    }

    /// Presses the centre of `view` for `duration` seconds (frames at
    /// 60 Hz), then lifts: a long-press recognizer (0.5 s) fires.
    /// - Precondition: as for `tap(_:)`, and `duration ≥ 0`.
    public func longPress(_ view: View, duration: Double = 0.6) {
        precondition(duration >= 0 && duration.isFinite, "Window.longPress(_:duration:): duration must be >= 0 (got \(duration))")
        let point = testCentre(of: view, "longPress(_:duration:)")
        let clock = testClock("longPress(_:duration:)")
        touchDown(at: point)
        testStep(clock, by: duration)
        touchUp(at: point)
        layoutIfNeeded()
    }

    /// Drags from the centre of `view` by `offset`: touch down, 15 moves
    /// over 0.25 s, a quarter second held still at the end (so a scroll
    /// view does not fling), touch up.
    /// - Precondition: as for `tap(_:)`.
    public func drag(_ view: View, by offset: Point) {
        let start = testCentre(of: view, "drag(_:by:)")
        let clock = testClock("drag(_:by:)")
        let end = Point(x: start.x + offset.x, y: start.y + offset.y)
        let t0 = clock.now, steps = 15
        touchDown(at: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            clock.advance(to: t0 + 0.25 * f)
            touchMoved(to: Point(x: start.x + offset.x * f, y: start.y + offset.y * f))
            layoutIfNeeded()
        }
        for i in 1...steps {
            clock.advance(to: t0 + 0.25 + 0.25 * Double(i) / Double(steps))
            touchMoved(to: end)
            layoutIfNeeded()
        }
        touchUp(at: end)
        layoutIfNeeded()
    }

    /// Scrolls the scroll view under the centre of `view` by `offset`, as a
    /// scroll wheel or touchpad does (`scrollWheel(by:at:)`: positive `y`
    /// shows content further down), then lays out.
    /// - Precondition: as for `tap(_:)`.
    public func scroll(_ view: View, by offset: Point) {
        let point = testCentre(of: view, "scroll(_:by:)")
        _ = testClock("scroll(_:by:)")
        scrollWheel(by: offset, at: point)
        layoutIfNeeded()
    }

    /// Presses and releases `key` (`keyDown`, `keyUp`): Return on a focused
    /// button presses it, arrows and Tab move focus.
    /// - Precondition: the timeline runs on a `ManualClock`.
    public func press(_ key: Key) {
        _ = testClock("press(_:)")
        keyDown(key)
        keyUp(key)
        layoutIfNeeded()
    }

    /// Types `text` into `view` as a person does: taps it first unless it
    /// is already first responder, then for each character presses its
    /// key and sends the text (`keyDown`, `insertText`, `keyUp`), one
    /// frame apart on the clock; a line break presses Return.
    /// - Precondition: the timeline runs on a `ManualClock`; `view` is a
    ///   `TextField` or `TextView` in this window.
    public func type(_ text: String, into view: View) {
        precondition(view is TextField || view is TextView,
                     "Window.type(_:into:): \(Swift.type(of: view)) does not take text (a TextField or TextView does)")
        let clock = testClock("type(_:into:)")
        if !view.isFirstResponder { tap(view) }
        for character in text {
            if character.isNewline {
                keyDown(.return)
                keyUp(.return)
            } else {
                let key = character == " " ? Key.space : Key.character(character)
                keyDown(key)
                insertText(String(character))
                keyUp(key)
            }
            testStep(clock, by: 1 / Self.testFramesPerSecond)
        }
        layoutIfNeeded()
    }

    /// Advances the clock by `seconds` in 60 Hz frames, laying out after
    /// each, so animations and timers move as on screen.
    /// - Precondition: the timeline runs on a `ManualClock`; `seconds ≥ 0`.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0 && seconds.isFinite, "Window.advance(by:): seconds must be >= 0 (got \(seconds))")
        testStep(testClock("advance(by:)"), by: seconds)
    }

    /// Advances the clock frame by frame (60 Hz) until no animation runs on
    /// the timeline. After `timeout` seconds of clock time with animations
    /// still running, records a test failure at the caller's line naming
    /// how many run, and returns.
    /// - Precondition: the timeline runs on a `ManualClock`; `timeout ≥ 0`.
    public func waitForAnimations(timeout: Double = 10, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) {
        precondition(timeout >= 0 && timeout.isFinite, "Window.waitForAnimations(timeout:): timeout must be >= 0 (got \(timeout))")
        let clock = testClock("waitForAnimations(timeout:)")
        layoutIfNeeded()
        let start = clock.now
        var frame = 0
        while !timeline.isSettled {
            frame += 1
            let t = start + Double(frame) / Self.testFramesPerSecond
            if t > start + timeout + 1e-9 {
                TestFailure.record("waitForAnimations: \(timeline.runningCount) animation(s) still running after \(timeout) s",
                                   at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
                return
            }
            clock.advance(to: t)
            layoutIfNeeded()
        }
    }
}
