import Testing
@testable import Strata

/// The snippets of Docs/ScrollView.md, run as written.
@MainActor
@Suite("Docs/ScrollView.md snippets")
struct ScrollGuideTests {
    @Test func theFlickSnippet() {
        let window = Window(size: Size(width: 400, height: 400))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = Size(width: 100, height: 100_000)
        window.rootView.addSubview(scroll)

        window.touchDown(at: Point(x: 50, y: 190))
        for i in 1...10 {
            clock.advance(by: 0.01)
            window.touchMoved(to: Point(x: 50, y: 190 - 10 * Double(i)))
        }
        window.touchUp(at: Point(x: 50, y: 90))
        #expect(scroll.contentOffset.y == 90)
        clock.advance(by: 0.5)
        #expect(abs(scroll.contentOffset.y - 405.928) < 1e-3)
    }

    @Test func theControlKeepingSubclass() {
        final class ControlKeepingScrollView: ScrollView {
            override func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
        }
        let scroll = ControlKeepingScrollView()
        #expect(!scroll.touchesShouldCancel(in: Button(title: "A")))
        #expect(scroll.touchesShouldCancel(in: View()))
        #expect(ScrollView().touchesShouldCancel(in: Button(title: "A")))
    }
}
