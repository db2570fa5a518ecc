import Strata

/// A 100 × 100 grid of 40 × 40 focusable views, 10 apart, focused in
/// the middle.
@MainActor
func focusGrid() -> (Window, View) {
    let window = Window(size: Size(width: 5_000, height: 5_000))
    window.timeline = Timeline(clock: ManualClock())
    var start: View?
    for r in 0..<100 {
        for c in 0..<100 {
            let v = View(frame: Rect(x: Double(c) * 50, y: Double(r) * 50, width: 40, height: 40))
            v.isFocusable = true
            window.rootView.addSubview(v)
            if r == 50 && c == 50 { start = v }
        }
    }
    precondition(window.focus(start!), "focus.move: the start view cannot be focused")
    return (window, start!)
}

/// - `focus.move@10000`: one directional move among 10,000 focusable views,
///   alternating right and left so that it never runs off an edge: the
///   rule over the kept candidate list and the change (control state,
///   announcements); one grid for every repetition, as a game's menu is.
/// - `focus.move.after_change@10000`: the same move right after a view's
///   frame changed, which makes the move walk the tree again to collect
///   the candidates.
@MainActor
func focusBenchmarks() -> [Benchmark] {
    var grid: (Window, View)?
    var right = true
    return [
        Benchmark("focus.move", n: 10_000, perItem: false, quick: true) {
            if grid == nil { grid = focusGrid() }
            let (window, _) = grid!
            return {
                right.toggle()
                precondition(window.moveFocus(right ? .right : .left), "focus.move: the move failed")
            }
        },
        Benchmark("focus.move.after_change", n: 10_000, perItem: false, quick: false) {
            if grid == nil { grid = focusGrid() }
            let (window, corner) = grid!
            var x = corner.frame.origin.x
            return {
                right.toggle()
                x = x == 2_500 ? 2_500.5 : 2_500
                corner.frame.origin.x = x
                precondition(window.moveFocus(right ? .right : .left), "focus.move: the move failed")
            }
        },
    ]
}
