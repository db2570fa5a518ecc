import Testing
@testable import Strata

/// A button inside a scroll view: UIKit's `delaysContentTouches` and
/// `canCancelContentTouches`.
@MainActor
@Suite("ScrollView: touches on the content")
struct ScrollContentTouchTests {
    final class CancelRefusingScrollView: ScrollView {
        override func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
    }

    func makeButtonScene(_ scroll: ScrollView? = nil) -> (Window, ManualClock, ScrollView, Button, () -> [String]) {
        let window = Window(size: Size(width: 400, height: 400))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let scroll = scroll ?? ScrollView()
        scroll.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        scroll.contentSize = Size(width: 100, height: 1000)
        window.rootView.addSubview(scroll)
        let button = Button(frame: Rect(x: 0, y: 50, width: 100, height: 100))
        var log: [String] = []
        button.addAction(Action { _ in log.append("up inside") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("down") }, for: .touchDown)
        button.addAction(Action { _ in log.append("cancel") }, for: .touchCancel)
        scroll.addSubview(button)
        return (window, clock, scroll, button, { log })
    }

    @Test func aTapStillPressesTheButton() {
        let (window, _, scroll, _, log) = makeButtonScene()
        window.tap(at: Point(x: 50, y: 100))
        #expect(log() == ["down", "up inside"])
        #expect(scroll.contentOffset == .zero)
    }

    @Test func theButtonGetsItsTouchAfterTheDelay() {
        let (window, clock, _, button, log) = makeButtonScene()
        window.touchDown(at: Point(x: 50, y: 100))
        clock.advance(by: 0.149)
        #expect(!button.isHighlighted)
        clock.advance(by: 0.002)
        #expect(button.isHighlighted)
        #expect(log() == ["down"])
        window.touchUp(at: Point(x: 50, y: 100))
        #expect(log() == ["down", "up inside"])
    }

    @Test func aQuickDragOnTheButtonScrollsAndTheButtonNeverSeesIt() {
        let (window, clock, scroll, button, log) = makeButtonScene()
        window.flick(clock, from: Point(x: 50, y: 140), by: Point(x: 0, y: -60), steps: 6, interval: 0.01)
        #expect(scroll.contentOffset == Point(x: 0, y: 50))
        #expect(!button.isHighlighted)
        window.touchUp(at: Point(x: 50, y: 80))
        #expect(log() == [])
    }

    /// Held past the delay, the button has the touch; a drag then cancels
    /// it and scrolls, unless the scroll view may not cancel it.
    @Test(arguments: [(true, false), (false, false), (true, true)])
    func aDragAfterTheDelay(canCancel: Bool, refusesControls: Bool) {
        let (window, clock, scroll, button, log) = makeButtonScene(refusesControls ? CancelRefusingScrollView() : nil)
        scroll.canCancelContentTouches = canCancel
        window.touchDown(at: Point(x: 50, y: 140))
        clock.advance(by: 0.2)
        #expect(button.isHighlighted)
        window.flick(clock, from: Point(x: 50, y: 140), by: Point(x: 0, y: -60), steps: 6, interval: 0.01, down: false)
        let scrolls = canCancel && !refusesControls
        #expect(scroll.isDragging == scrolls)
        #expect(scroll.contentOffset == Point(x: 0, y: scrolls ? 50 : 0))
        window.touchUp(at: Point(x: 50, y: 80))
        #expect(log() == (scrolls ? ["down", "cancel"] : ["down", "up inside"]))
        #expect(!button.isHighlighted)
    }

    @Test func withoutTheDelayTheButtonHighlightsAtOnce() {
        let (window, clock, scroll, button, log) = makeButtonScene()
        scroll.delaysContentTouches = false
        window.touchDown(at: Point(x: 50, y: 140))
        #expect(button.isHighlighted)
        window.flick(clock, from: Point(x: 50, y: 140), by: Point(x: 0, y: -60), steps: 6, interval: 0.01, down: false)
        #expect(scroll.contentOffset == Point(x: 0, y: 50))
        window.touchUp(at: Point(x: 50, y: 80))
        #expect(log() == ["down", "cancel"])
    }
}
