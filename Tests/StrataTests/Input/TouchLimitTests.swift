import Testing
@testable import Strata

/// At most `Window.maximumTouchCount` touches at once: a host that never
/// lifts its touches used to make each touch-down cost more (10,000 took
/// 8.4 s).
@MainActor
@Suite("Touch limit")
struct TouchLimitTests {
    final class Counter: View {
        var began = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began += touches.count }
    }

    /// A window filled by a counting view that takes many touches.
    static func counterWindow() -> (Window, Counter) {
        let window = Window(size: Size(width: 100, height: 100))
        window.timeline = Timeline(clock: ManualClock())
        let view = Counter(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.isMultipleTouchEnabled = true
        window.rootView.addSubview(view)
        return (window, view)
    }

    @Test func theTwentyFirstTouchIsRefusedAndLiftingOneMakesRoom() {
        let (window, view) = Self.counterWindow()
        for id in 0..<Window.maximumTouchCount {
            #expect(window.touchDown(at: Point(x: 10, y: 10), id: id))
        }
        #expect(window.activeTouchCount == 20 && view.began == 20)
        #expect(!window.touchDown(at: Point(x: 10, y: 10), id: 100))
        #expect(window.activeTouchCount == 20 && view.began == 20 && !window.hasTouch(id: 100))
        // An id already down may go down again (it is cancelled first): still 20.
        #expect(window.touchDown(at: Point(x: 20, y: 20), id: 5))
        #expect(window.activeTouchCount == 20)
        window.touchUp(at: Point(x: 10, y: 10), id: 0)
        #expect(window.touchDown(at: Point(x: 10, y: 10), id: 100))
        #expect(window.activeTouchCount == 20 && window.hasTouch(id: 100))
    }

    /// 10,000 new ids never lifted: all but 20 refused, at a constant cost each.
    @Test func tenThousandStaleTouchesStayBounded() {
        let (window, view) = Self.counterWindow()
        var accepted = 0
        for id in 0..<10_000 where window.touchDown(at: Point(x: 50, y: 50), id: id) { accepted += 1 }
        #expect(accepted == 20 && window.activeTouchCount == 20 && view.began == 20)
    }
}
