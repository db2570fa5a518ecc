import Foundation
@testable import Strata

/// A 100 × 200 scroll view at the window's origin (400 × 400, manual
/// clock at 0), with content 100 × `contentHeight`.
@MainActor
func makeScrollScene(contentHeight: Double = 1000, contentWidth: Double = 100) -> (Window, ManualClock, ScrollView) {
    let window = Window(size: Size(width: 400, height: 400))
    let clock = ManualClock()
    window.timeline = Timeline(clock: clock)
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
    scroll.contentSize = Size(width: contentWidth, height: contentHeight)
    window.rootView.addSubview(scroll)
    return (window, clock, scroll)
}

/// The formulas of Docs/ScrollView.md, written out independently of the
/// implementation.
enum Formula {
    static let c = 0.55, omega = 15.0

    static func rubberBand(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }

    /// k = 1000 · ln(rate), per second.
    static func k(_ rate: Double) -> Double { 1000 * log(rate) }

    static func glide(_ x0: Double, _ v0: Double, _ rate: Double, _ t: Double) -> Double {
        x0 + v0 * (exp(k(rate) * t) - 1) / k(rate)
    }

    static func spring(target: Double, _ d0: Double, _ v0: Double, _ t: Double) -> Double {
        target + (d0 + (v0 + omega * d0) * t) * exp(-omega * t)
    }
}

extension Window {
    /// A drag straight along `delta` at a constant speed: down at `start`,
    /// then `steps` moves of `delta / steps`, one every `interval` seconds,
    /// each after the clock advances. Does not lift. With `down: false`
    /// the touch is already down at `start`.
    @MainActor
    func flick(_ clock: ManualClock, from start: Point, by delta: Point, steps: Int, interval: Double, down: Bool = true) {
        if down { touchDown(at: start) }
        for i in 1...steps {
            clock.advance(by: interval)
            let f = Double(i) / Double(steps)
            touchMoved(to: Point(x: start.x + delta.x * f, y: start.y + delta.y * f))
        }
    }
}
