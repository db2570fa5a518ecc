import Testing
@testable import Strata

@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
    @Test func aTapIsRecognizedOnTouchUpAndCancelsTheViewsTouches() {
        let (window, _, _, child) = inputWindow()
        child.handlesTouches = true
        let tap = TapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        child.addGestureRecognizer(tap)
        #expect(window.tap(at: Point(x: 60, y: 60)) == true)
        #expect(log.states == [.recognized])
        #expect(tap.state == .possible)                              // reset after the touches lifted
        #expect(child.log == ["began [0]", "cancelled [0]"])         // cancelsTouchesInView
        tap.cancelsTouchesInView = false
        child.log.removeAll()
        window.tap(at: Point(x: 60, y: 60))
        #expect(child.log == ["began [0]", "ended [0]"])
    }

    @Test(arguments: [(9.0, true), (11.0, false)])
    func aTapFailsWhenTheFingerMovesTooFar(_ distance: Double, _ recognized: Bool) {
        let (window, _, _, child) = inputWindow()
        let tap = TapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        child.addGestureRecognizer(tap)
        window.touchDown(at: Point(x: 60, y: 60))
        window.touchMoved(to: Point(x: 60 + distance, y: 60))
        window.touchUp(at: Point(x: 60 + distance, y: 60))
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    /// UIKit's classic: a single tap that requires a double tap to fail
    /// waits the double-tap interval on the timeline, then fires; a quick
    /// second tap fires the double tap only.
    @Test func doubleTapAgainstASingleTapThatRequiresItToFail() {
        let (window, clock, _, child) = inputWindow()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = StateLog(), doubles = StateLog()
        singles.attach(single)
        doubles.attach(double)
        child.addGestureRecognizer(single)
        child.addGestureRecognizer(double)

        window.tap(at: Point(x: 60, y: 60))                   // t = 0 … 0.05
        #expect(singles.states.isEmpty && doubles.states.isEmpty)
        clock.advance(by: Touch.multipleTapInterval - 0.01)
        #expect(singles.states.isEmpty)                       // still waiting
        clock.advance(by: 0.02)                               // the double tap's interval ran out
        #expect(doubles.states.isEmpty)
        #expect(singles.states == [.recognized])
        #expect(single.state == .possible && double.state == .possible)

        clock.advance(by: 1)
        window.tap(at: Point(x: 60, y: 60))
        clock.advance(by: 0.1)
        window.tap(at: Point(x: 62, y: 61))
        #expect(doubles.states == [.recognized])
        clock.advance(by: 1)
        #expect(singles.states == [.recognized])              // no second single tap
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func aLongPressIsTimedOnTheWindowsClock() {
        let (window, clock, _, child) = inputWindow()
        let press = LongPressGestureRecognizer()
        let log = StateLog()
        log.attach(press)
        child.addGestureRecognizer(press)
        window.touchDown(at: Point(x: 60, y: 60))
        clock.advance(by: 0.49)
        #expect(log.states.isEmpty)
        clock.advance(by: 0.01)
        #expect(log.states == [.began])
        window.touchMoved(to: Point(x: 90, y: 60))            // far, but it has begun
        window.touchUp(at: Point(x: 90, y: 60))
        #expect(log.states == [.began, .changed, .ended])
        // Moving more than allowableMovement before it begins fails it.
        window.touchDown(at: Point(x: 60, y: 60))
        clock.advance(by: 0.2)
        window.touchMoved(to: Point(x: 71, y: 60))
        clock.advance(by: 1)
        window.touchUp(at: Point(x: 71, y: 60))
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test func panBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let (window, clock, _, child) = inputWindow()
        let pan = PanGestureRecognizer()
        var seen: [(GestureRecognizer.State, Point, Point)] = []
        pan.addHandler { [unowned child] r in
            let p = r as! PanGestureRecognizer
            seen.append((p.state, p.translation(in: child), p.velocity(in: child)))
        }
        child.addGestureRecognizer(pan)
        window.touchDown(at: Point(x: 60, y: 60))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 66, y: 60))            // 6 points: not yet
        #expect(seen.isEmpty)
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 72, y: 60))            // 12 points: began
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 78, y: 60))
        clock.advance(by: 0.01)
        window.touchUp(at: Point(x: 84, y: 60))
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(seen[0].1 == Point(x: 12, y: 0))
        #expect(seen[1].1 == Point(x: 18, y: 0))
        #expect(seen[2].1 == Point(x: 24, y: 0))
        // Uniform moves of 6 points every 10 ms: 600 points per second.
        for (_, _, velocity) in seen {
            #expect(abs(velocity.x - 600) < 1e-6 && velocity.y == 0)
        }
    }

    @Test func setTranslationRebasesAndVelocityIsZeroAfterAPause() {
        let (window, clock, _, child) = inputWindow()
        let pan = PanGestureRecognizer()
        child.addGestureRecognizer(pan)
        window.touchDown(at: Point(x: 60, y: 60))
        clock.advance(by: 0.05)
        window.touchMoved(to: Point(x: 60, y: 80))
        #expect(pan.state == .began && pan.translation(in: nil) == Point(x: 0, y: 20))
        pan.setTranslation(.zero, in: nil)
        clock.advance(by: 0.05)
        window.touchMoved(to: Point(x: 65, y: 85))
        #expect(pan.translation(in: nil) == Point(x: 5, y: 5))
        clock.advance(by: 0.5)
        window.touchUp(at: Point(x: 65, y: 85))
        #expect(pan.velocity(in: nil) == .zero)
    }

    struct SwipeCase: Sendable {
        let movement: Point
        let direction: SwipeGestureRecognizer.Direction
        let recognized: Bool
    }

    @Test(arguments: [
        SwipeCase(movement: Point(x: 60, y: 0), direction: .right, recognized: true),
        SwipeCase(movement: Point(x: -60, y: 0), direction: .right, recognized: false),
        SwipeCase(movement: Point(x: -60, y: 0), direction: .left, recognized: true),
        SwipeCase(movement: Point(x: 0, y: -60), direction: [.up, .down], recognized: true),
        SwipeCase(movement: Point(x: 60, y: 40), direction: .right, recognized: false),
    ])
    func swipes(_ c: SwipeCase) {
        let (movement, direction, recognized) = (c.movement, c.direction, c.recognized)
        let (window, _, parent, _) = inputWindow()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = direction
        let log = StateLog()
        log.attach(swipe)
        parent.addGestureRecognizer(swipe)
        let start = Point(x: 150, y: 150)
        window.drag(from: start, to: Point(x: start.x + movement.x, y: start.y + movement.y), duration: 0.2, steps: 4)
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    @Test func aSlowSwipeFails() {
        let (window, _, parent, _) = inputWindow()
        let swipe = SwipeGestureRecognizer()
        let log = StateLog()
        log.attach(swipe)
        parent.addGestureRecognizer(swipe)
        window.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 2, steps: 10)   // 25 points by 0.5 s
        #expect(log.states.isEmpty)
    }

    /// A pan on a parent against a tap on a child: both see the touches;
    /// a drag pans (the tap fails), a tap taps (the pan fails).
    @Test func panOnAParentAgainstATapOnAChild() {
        let (window, _, parent, child) = inputWindow()
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        let pans = StateLog(), taps = StateLog()
        pans.attach(pan)
        taps.attach(tap)
        parent.addGestureRecognizer(pan)
        child.addGestureRecognizer(tap)
        window.drag(from: Point(x: 60, y: 60), to: Point(x: 120, y: 60), duration: 0.3, steps: 6)
        #expect(pans.states.first == .began && pans.states.last == .ended)
        #expect(taps.states.isEmpty)
        window.tap(at: Point(x: 60, y: 60))
        #expect(taps.states == [.recognized])
        #expect(pans.states.filter { $0 == .began }.count == 1)
    }

    @Test func simultaneousRecognitionWhenAllowed() {
        let (window, _, parent, child) = inputWindow()
        let outer = PanGestureRecognizer(), inner = PanGestureRecognizer()
        parent.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        let outerLog = StateLog(), innerLog = StateLog()
        outerLog.attach(outer)
        innerLog.attach(inner)
        window.drag(from: Point(x: 60, y: 60), to: Point(x: 100, y: 60), duration: 0.2, steps: 4)
        #expect(innerLog.states.first == .began)              // the child's recognizer is first in line
        #expect(outerLog.states.isEmpty)
        inner.shouldRecognizeSimultaneously = { _, _ in true }
        window.drag(from: Point(x: 60, y: 60), to: Point(x: 100, y: 60), duration: 0.2, steps: 4)
        #expect(outerLog.states.first == .began && outerLog.states.last == .ended)
    }

    @Test func shouldBeginAndShouldReceive() {
        let (window, _, _, child) = inputWindow()
        let tap = TapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        child.addGestureRecognizer(tap)
        tap.shouldBegin = { _ in false }
        window.tap(at: Point(x: 60, y: 60))
        #expect(log.states.isEmpty && tap.state == .possible)
        tap.shouldBegin = nil
        tap.shouldReceive = { _, touch in touch.id != 5 }
        window.tap(at: Point(x: 60, y: 60), id: 5)
        #expect(log.states.isEmpty)
        window.tap(at: Point(x: 60, y: 60), id: 6)
        #expect(log.states == [.recognized])
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchUntilTheRecognizerFails() {
        let (window, _, _, child) = inputWindow()
        child.handlesTouches = true
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        child.addGestureRecognizer(pan)
        window.touchDown(at: Point(x: 60, y: 60))
        #expect(child.log.isEmpty)
        window.touchUp(at: Point(x: 61, y: 60))               // the pan fails: began and ended arrive
        #expect(child.log == ["began [0]", "ended [0]"])
        child.log.removeAll()
        window.drag(from: Point(x: 60, y: 60), to: Point(x: 100, y: 60), duration: 0.1, steps: 4)
        #expect(child.log.isEmpty)                             // recognized: never delivered
    }

    /// Removed or disabled in the middle of its gesture, a recognizer is
    /// cancelled and lets go of its touches.
    @Test(arguments: ["remove", "disable"])
    func aRecognizerStoppedMidGestureIsCancelledAndLetsGo(_ how: String) {
        let (window, _, _, child) = inputWindow()
        let pan = PanGestureRecognizer()
        let log = StateLog()
        log.attach(pan)
        child.addGestureRecognizer(pan)
        window.touchDown(at: Point(x: 60, y: 60))
        window.touchMoved(to: Point(x: 80, y: 60))
        if how == "remove" {
            child.removeGestureRecognizer(pan)
            #expect(pan.view == nil && child.gestureRecognizers.isEmpty)
        } else {
            pan.isEnabled = false
        }
        #expect(log.states == [.began, .cancelled])
        #expect(pan.state == .possible)
        window.touchMoved(to: Point(x: 90, y: 60))
        window.touchUp(at: Point(x: 90, y: 60))
        #expect(log.states == [.began, .cancelled])
        #expect(window.activeTouches.isEmpty)
    }

    @Test func aHandlerThatRemovesItsOwnViewLeavesNothingStuck() {
        let (window, _, _, child) = inputWindow()
        child.handlesTouches = true
        let pan = PanGestureRecognizer { r in
            if r.state == .changed { r.view?.removeFromSuperview() }
        }
        pan.cancelsTouchesInView = false
        child.addGestureRecognizer(pan)
        window.drag(from: Point(x: 60, y: 60), to: Point(x: 120, y: 60), duration: 0.2, steps: 6)
        #expect(child.superview == nil)
        #expect(child.log.first == "began [0]" && child.log.last == "cancelled [0]")
        #expect(window.activeTouches.isEmpty)
        #expect(window.touchDown(at: Point(x: 60, y: 60)) == false)    // the window still works
        window.touchUp(at: Point(x: 60, y: 60))
    }
}
