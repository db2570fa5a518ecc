/// Slow motion: timeline time runs at a rate of the clock's.
extension Timeline {
    /// How fast timeline time runs against the clock, as `CALayer.speed`:
    /// 1 is real time, 0 pauses, 0.1 is ten times slower, 2 twice as fast.
    ///
    /// Everything on the timeline runs at this rate: view and property
    /// animations, scrolling's deceleration, gesture timers, focus
    /// animation and the caret's blinking all read `now`. Changing it
    /// mid-animation keeps every presentation value continuous: timeline
    /// time goes on from where it is, at the new rate.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// window.timeline = Timeline(clock: clock)
    /// window.timeline.speed = 0.1        // ten times slower
    /// clock.advance(to: 1)               // window.timeline.now == 0.1
    /// ```
    /// - Precondition: `speed` is finite and not negative.
    public var speed: Double {
        get { storedSpeed }
        set {
            precondition(newValue.isFinite && newValue >= 0,
                         "Timeline.speed must be finite and not negative (got \(newValue))")
            guard newValue != storedSpeed else { return }
            let clockNow = clock.now
            speedOrigin = (clock: clockNow, local: localTime(atClockTime: clockNow))
            storedSpeed = newValue
        }
    }

    /// The timeline time at clock time `time`.
    func localTime(atClockTime time: Double) -> Double {
        // At speed 1 from the start this is exactly the clock's time.
        speedOrigin.local + (time - speedOrigin.clock) * storedSpeed
    }
}
