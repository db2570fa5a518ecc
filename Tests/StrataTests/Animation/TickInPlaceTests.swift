import Testing
import Strata

/// A tick writes every moving view's presentation values in place: exact
/// interpolations at the animation's progress, for frames and alphas,
/// with frame observers told of each step, and taken over by a newer
/// animation from where the views are shown.
@MainActor
@Suite("Timeline ticks write presentation values in place")
struct TickInPlaceTests {
    func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

    @Test("every view shows the interpolation at the animation's progress",
          arguments: [TimingCurve.linear, .easeInOut, .easeIn])
    func exactValues(curve: TimingCurve) {
        let window = Window(size: Size(width: 500, height: 500))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let views = (0..<200).map { i -> View in
            let v = View(frame: Rect(x: Double(i % 10) * 40, y: Double(i / 10) * 20, width: 30, height: 15))
            window.rootView.addSubview(v)
            return v
        }
        var observed: [(old: Rect, new: Rect)] = []
        let token = views[7].observePresentationFrame { old, new in observed.append((old, new)) }
        let animation = ViewAnimator.animate(in: window, timing: TimingParameters(curve: curve, duration: 1)) {
            for (i, v) in views.enumerated() {
                v.frame.origin.y += 100
                v.frame.size.width = 10
                if i % 2 == 0 { v.alpha = 0.2 }
            }
        }
        var previous = views[7].presentationFrame
        for step in 1...4 {
            clock.advance(by: 0.2)
            let p = animation.progress
            for (i, v) in views.enumerated() {
                let start = Rect(x: Double(i % 10) * 40, y: Double(i / 10) * 20, width: 30, height: 15)
                let f = v.presentationFrame
                #expect(abs(f.origin.y - lerp(start.origin.y, start.origin.y + 100, p)) <= 1e-9)
                #expect(abs(f.size.width - lerp(30, 10, p)) <= 1e-9)
                #expect(f.origin.x == start.origin.x && f.size.height == 15)
                #expect(abs(v.presentationAlpha - (i % 2 == 0 ? lerp(1, 0.2, p) : 1)) <= 1e-9)
            }
            #expect(observed.count == step)
            #expect(observed.last?.old == previous && observed.last?.new == views[7].presentationFrame)
            previous = views[7].presentationFrame
        }
        // A newer animation takes half of the views over from where they are shown.
        let shown = views[0].presentationFrame
        let newer = ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            for v in views.prefix(100) { v.frame.origin.x += 50 }
        }
        clock.advance(by: 0.5)
        let q = newer.progress
        #expect(abs(views[0].presentationFrame.origin.x - lerp(shown.origin.x, 50, q)) <= 1e-9)
        #expect(abs(views[0].presentationFrame.origin.y - lerp(shown.origin.y, 100, q)) <= 1e-9)
        clock.advance(by: 1)
        #expect(views.allSatisfy { $0.presentationFrame == $0.frame && $0.presentationAlpha == $0.alpha })
        withExtendedLifetime(token) {}
    }
}
