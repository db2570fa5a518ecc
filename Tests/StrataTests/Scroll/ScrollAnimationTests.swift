import Testing
@testable import Strata

@MainActor
@Suite("ScrollView: animated offsets and the scroll wheel")
struct ScrollAnimationTests {
    @Test func setContentOffsetAnimatedEasesOverThreeTenthsOfASecond() {
        let (window, clock, scroll) = makeScrollScene()
        var ended = 0
        let token = scroll.observeDidEndScrollingAnimation { ended += 1 }
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.isScrollAnimating)
        for t in [0.075, 0.15, 0.225] {
            clock.advance(to: t)
            let expected = 300 * TimingCurve.easeInOut.progress(at: t / 0.3)
            #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
            if t == 0.15 { #expect(abs(scroll.contentOffset.y - 150) < 1e-9) }   // the curve is symmetric
        }
        clock.advance(to: 0.3)
        #expect(scroll.contentOffset == Point(x: 0, y: 300))
        #expect(!scroll.isScrollAnimating)
        #expect(ended == 1)
        withExtendedLifetime((window, token)) {}
    }

    @Test func anAnimationThatIsReplacedOrStoppedDoesNotReportItsEnd() {
        let (window, clock, scroll) = makeScrollScene()
        var ended = 0
        let token = scroll.observeDidEndScrollingAnimation { ended += 1 }
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        clock.advance(to: 0.15)
        scroll.setContentOffset(Point(x: 0, y: 100), animated: true)   // from 150
        clock.advance(to: 0.3)
        #expect(abs(scroll.contentOffset.y - (150 - 50 * TimingCurve.easeInOut.progress(at: 0.5))) < 1e-9)
        clock.advance(to: 0.45)
        #expect(scroll.contentOffset.y == 100)
        #expect(ended == 1)
        scroll.setContentOffset(Point(x: 0, y: 0), animated: true)
        clock.advance(by: 0.1)
        scroll.stopScrolling()
        clock.advance(by: 1)
        #expect(ended == 1)
        #expect(scroll.contentOffset.y > 0)
        withExtendedLifetime((window, token)) {}
    }

    @Test func scrollRectToVisibleAnimatedMovesAsLittleAsPossible() {
        let (window, clock, scroll) = makeScrollScene()
        let target = scroll.scrollRectToVisible(Rect(x: 0, y: 500, width: 100, height: 50), animated: true)
        #expect(target == Point(x: 0, y: 350))
        #expect(scroll.contentOffset == .zero)
        clock.advance(to: 0.3)
        #expect(scroll.contentOffset == Point(x: 0, y: 350))
        // Already visible: nothing moves and nothing animates.
        #expect(scroll.scrollRectToVisible(Rect(x: 0, y: 400, width: 100, height: 50), animated: true) == Point(x: 0, y: 350))
        #expect(!scroll.isScrollAnimating)
        withExtendedLifetime(window) {}
    }

    @Test func aDragStopsAnAnimation() {
        let (window, clock, scroll) = makeScrollScene()
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        clock.advance(to: 0.15)
        window.touchDown(at: Point(x: 50, y: 100))
        #expect(!scroll.isScrollAnimating)
        clock.advance(to: 0.5)
        #expect(abs(scroll.contentOffset.y - 150) < 1e-9)
        window.touchUp(at: Point(x: 50, y: 100))
    }

    /// The wheel scrolls clamped, never rubber-bands, and stops a glide.
    @Test(arguments: [(30.0, 30.0), (-30.0, 0.0), (900.0, 800.0)])
    func theWheelScrollsWithinTheContent(delta: Double, expected: Double) {
        let (window, _, scroll) = makeScrollScene()
        #expect(window.scrollWheel(by: Point(x: 0, y: delta), at: Point(x: 50, y: 50)))
        #expect(scroll.contentOffset == Point(x: 0, y: expected))
    }

    @Test func theWheelStopsAGlideAndAddsToItsTarget() {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 100_000)
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        clock.advance(to: 0.1)
        #expect(window.scrollWheel(by: Point(x: 0, y: 20), at: Point(x: 50, y: 50)))
        #expect(scroll.contentOffset == Point(x: 0, y: 520))
        #expect(!scroll.isScrollAnimating)
    }
}
