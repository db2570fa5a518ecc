import Testing
import Foundation
@testable import Strata

/// Releases with a known velocity: the finger moves 10 points every
/// 0.01 s (1000 points per second), so the content's velocity is exactly
/// ±1000 points per second at the release.
@MainActor
@Suite("ScrollView: deceleration, bounce-back and paging")
struct ScrollReleaseTests {
    /// Flicks up (content moves down the page) from y = 190 by `distance`
    /// points in 10-point steps and lifts; returns the offset and time at
    /// the release.
    func flickUp(_ window: Window, _ clock: ManualClock, _ scroll: ScrollView, distance: Double = 100) -> (Double, Double) {
        let steps = Int(distance / 10)
        window.flick(clock, from: Point(x: 50, y: 190), by: Point(x: 0, y: -distance), steps: steps, interval: 0.01)
        window.touchUp(at: Point(x: 50, y: 190 - distance))
        return (scroll.contentOffset.y, clock.now)
    }

    @Test(arguments: [DecelerationRate.normal, .fast])
    func aReleaseGlidesExponentially(rate: DecelerationRate) {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 100_000)
        scroll.decelerationRate = rate
        var ended = 0
        let token = scroll.observeDidEndDecelerating { ended += 1 }
        let (x0, t0) = flickUp(window, clock, scroll)
        #expect(x0 == 90)                                  // 100 minus the pan's 10-point start
        #expect(scroll.isDecelerating)
        let k = Formula.k(rate.rawValue)
        let stop = log(0.25 / 1000) / k                   // 0.83 s (.fast), 4.1 s (.normal)
        for t in [0.016, 0.1, 0.5, 1.0, 2.0] where t < stop {
            clock.advance(to: t0 + t)
            #expect(abs(scroll.contentOffset.y - Formula.glide(x0, 1000, rate.rawValue, t)) < 1e-6, "t = \(t)")
        }
        // It stops when the speed falls below 0.25 points per second, at
        // the glide's end x0 − v / k.
        clock.advance(to: t0 + stop - 0.001)
        #expect(scroll.isDecelerating)
        clock.advance(to: t0 + stop + 0.001)
        #expect(!scroll.isDecelerating)
        #expect(abs(scroll.contentOffset.y - (x0 - 1000 / k)) < 1e-9)
        #expect(ended == 1)
        _ = token
    }

    @Test func aGlideThatReachesTheEdgeSpringsBackFromIt() {
        // Maximum offset 300: the glide from 90 at 1000 points per second
        // would go to about 590.
        let (window, clock, scroll) = makeScrollScene(contentHeight: 500)
        let (x0, t0) = flickUp(window, clock, scroll)
        let k = Formula.k(0.998)
        let crossing = log(1 + (300 - x0) * k / 1000) / k
        let speed = 1000 * exp(k * crossing)
        clock.advance(to: t0 + crossing - 0.01)
        #expect(abs(scroll.contentOffset.y - Formula.glide(x0, 1000, 0.998, crossing - 0.01)) < 1e-6)
        for t in [0.01, 0.05, 0.1, 0.3] {
            clock.advance(to: t0 + crossing + t)
            #expect(abs(scroll.contentOffset.y - Formula.spring(target: 300, 0, speed, t)) < 1e-6, "t = \(t)")
        }
        #expect(scroll.contentOffset.y > 300)
        clock.advance(by: 2)
        #expect(scroll.contentOffset.y == 300)
        #expect(!scroll.isDecelerating)
    }

    @Test func withoutBouncesAGlideStopsAtTheEdge() {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 500)
        scroll.bounces = false
        let (x0, t0) = flickUp(window, clock, scroll)
        let k = Formula.k(0.998)
        let crossing = log(1 + (300 - x0) * k / 1000) / k
        clock.advance(to: t0 + crossing - 0.01)
        #expect(abs(scroll.contentOffset.y - Formula.glide(x0, 1000, 0.998, crossing - 0.01)) < 1e-6)
        clock.advance(to: t0 + crossing + 0.01)
        #expect(scroll.contentOffset.y == 300)
        #expect(!scroll.isDecelerating)
    }

    @Test func aReleasePastAnEdgeSpringsBackWithoutVelocity() {
        let (window, clock, scroll) = makeScrollScene()
        window.touchDown(at: Point(x: 50, y: 20))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 30))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 130))
        let d0 = scroll.contentOffset.y
        #expect(abs(d0 + Formula.rubberBand(100, 200)) < 1e-9)
        window.touchUp(at: Point(x: 50, y: 130))
        let t0 = clock.now
        #expect(scroll.isDecelerating)
        for t in [0.016, 0.1, 0.2, 0.4] {
            clock.advance(to: t0 + t)
            #expect(abs(scroll.contentOffset.y - Formula.spring(target: 0, d0, 0, t)) < 1e-6, "t = \(t)")
        }
        clock.advance(to: t0 + 1.5)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
    }

    @Test func willEndDraggingCanMoveTheTargetAndTheGlideStopsExactlyThere() {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 100_000)
        var seen: (Point, Point)?
        let token = scroll.observeWillEndDragging { velocity, target in
            seen = (velocity, target)
            target.y = 400
        }
        let (x0, t0) = flickUp(window, clock, scroll)
        let k = Formula.k(0.998)
        #expect(abs(seen!.0.y - 1000) < 1e-6)
        #expect(seen!.0.x == 0)
        #expect(abs(seen!.1.y - (x0 - 1000 / k)) < 1e-6)
        let v = (400 - x0) * -k
        for t in [0.1, 1.0] {
            clock.advance(to: t0 + t)
            #expect(abs(scroll.contentOffset.y - Formula.glide(x0, v, 0.998, t)) < 1e-6)
        }
        clock.advance(by: 10)
        #expect(scroll.contentOffset.y == 400)
        _ = token
    }

    /// Pages are 200 points (the view's height); the target page is the
    /// one nearest the projected end of the glide.
    @Test(arguments: [(100.0, DecelerationRate.fast), (100.0, .normal), (30.0, .fast)])
    func pagingSpringsToThePageNearestTheProjectedEnd(distance: Double, rate: DecelerationRate) {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 2000)
        scroll.isPagingEnabled = true
        scroll.decelerationRate = rate
        let (x0, t0) = flickUp(window, clock, scroll, distance: distance)
        let projected = x0 - 1000 / Formula.k(rate.rawValue)
        let page = min(max((projected / 200).rounded() * 200, 0), 1800)
        for t in [0.05, 0.2] {
            clock.advance(to: t0 + t)
            #expect(abs(scroll.contentOffset.y - Formula.spring(target: page, x0 - page, 1000, t)) < 1e-6)
        }
        clock.advance(by: 3)
        #expect(scroll.contentOffset.y == page)
        #expect(!scroll.isDecelerating)
    }

    @Test func aTouchCatchesAGlideWithoutEndingIt() {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 100_000)
        var ended = 0
        let token = scroll.observeDidEndDecelerating { ended += 1 }
        let (_, _) = flickUp(window, clock, scroll)
        clock.advance(by: 0.2)
        let caught = scroll.contentOffset
        window.touchDown(at: Point(x: 50, y: 100))
        #expect(!scroll.isDecelerating)
        clock.advance(by: 0.5)
        #expect(scroll.contentOffset == caught)
        window.touchUp(at: Point(x: 50, y: 100))
        clock.advance(by: 0.5)
        #expect(scroll.contentOffset == caught)
        #expect(ended == 0)
        _ = token
    }

    @Test func aReleaseWithoutAWindowClampsAtOnce() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = Size(width: 100, height: 1000)
        scroll.contentOffset = Point(x: 0, y: -50)
        #expect(scroll.releaseMotion(velocity: Point(x: 0, y: 300)) == nil)
        #expect(scroll.contentOffset == .zero)
    }
}
