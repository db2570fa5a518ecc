import Strata

/// A window whose timeline runs on a fresh `ManualClock`: time moves only
/// when the test advances the clock.
@MainActor
func manualClockWindow(size: Size = Size(width: 375, height: 667)) -> (Window, ManualClock) {
    let window = Window(size: size)
    let clock = ManualClock()
    window.timeline = Timeline(clock: clock)
    return (window, clock)
}

/// `manualClockWindow()` with one 40×40 view `v` at the origin.
@MainActor
func manualClockWindowWithOneView() -> (Window, ManualClock, View) {
    let (window, clock) = manualClockWindow()
    let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
    window.rootView.addSubview(v)
    return (window, clock, v)
}
