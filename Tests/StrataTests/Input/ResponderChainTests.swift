import Testing
@testable import Strata

@MainActor
@Suite("Touches and keys through the responder chain")
struct ResponderChainTests {
    @Test func aTouchGoesToTheHitViewThenUpTheChain() {
        let (window, _, parent, child) = inputWindow()
        child.handlesTouches = false
        #expect(window.touchDown(at: Point(x: 60, y: 60)) == false)   // nothing handled it
        #expect(child.log == ["began [0]"])
        #expect(parent.log == ["began [0]"])
        window.touchMoved(to: Point(x: 250, y: 250))                  // outside the child: still its touch
        window.touchUp(at: Point(x: 250, y: 250))
        #expect(child.log == ["began [0]", "moved [0]", "ended [0]"])
        #expect(parent.log == ["began [0]", "moved [0]", "ended [0]"])
    }

    @Test func aViewThatHandlesStopsTheChainAndTheWindowReportsHandled() {
        let (window, _, parent, child) = inputWindow()
        child.handlesTouches = true
        #expect(window.touchDown(at: Point(x: 60, y: 60)) == true)
        #expect(window.touchMoved(to: Point(x: 61, y: 60)) == true)
        #expect(window.touchUp(at: Point(x: 61, y: 60)) == true)
        #expect(child.log == ["began [0]", "moved [0]", "ended [0]"])
        #expect(parent.log.isEmpty)
    }

    @Test func touchLocationsAndTimestampsComeFromTheWindowAndItsClock() {
        let (window, clock, _, child) = inputWindow()
        var seen: [(Point, Point, Double, Touch.Phase)] = []
        let probe = TouchProbe { [unowned child] touch in
            seen.append((touch.location(in: child), touch.previousLocation(in: nil), touch.timestamp, touch.phase))
        }
        child.addSubview(probe)
        probe.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        clock.advance(by: 1.5)
        window.touchDown(at: Point(x: 70, y: 80))
        clock.advance(by: 0.25)
        window.touchMoved(to: Point(x: 90, y: 85))
        #expect(seen.count == 2)
        #expect(seen[0].0 == Point(x: 20, y: 30) && seen[0].2 == 1.5 && seen[0].3 == .began)
        #expect(seen[1].0 == Point(x: 40, y: 35) && seen[1].1 == Point(x: 70, y: 80) && seen[1].2 == 1.75 && seen[1].3 == .moved)
        window.touchUp(at: Point(x: 90, y: 85))
    }

    @Test(arguments: ["hidden", "no interaction", "transparent"])
    func viewsThatCannotBeHitPassTheTouchToWhatIsBehind(_ name: String) {
        let (window, _, parent, child) = inputWindow()
        switch name {
        case "hidden": child.isHidden = true
        case "no interaction": child.isUserInteractionEnabled = false
        default: child.alpha = 0.005
        }
        window.touchDown(at: Point(x: 60, y: 60))
        #expect(child.log.isEmpty, "\(name)")
        #expect(parent.log == ["began [0]"], "\(name)")
        window.touchUp(at: Point(x: 60, y: 60))
    }

    @Test(arguments: ["hide", "disable", "remove", "hide parent"])
    func aViewThatStopsBeingAvailableWhileHoldingATouchGetsItCancelled(_ how: String) {
        let (window, _, parent, child) = inputWindow()
        child.handlesTouches = true
        window.touchDown(at: Point(x: 60, y: 60))
        switch how {
        case "hide": child.isHidden = true
        case "disable": child.isUserInteractionEnabled = false
        case "remove": child.removeFromSuperview()
        default: parent.isHidden = true
        }
        #expect(child.log == ["began [0]", "cancelled [0]"], "\(how)")
        window.touchMoved(to: Point(x: 70, y: 70))
        window.touchUp(at: Point(x: 70, y: 70))
        #expect(child.log == ["began [0]", "cancelled [0]"], "\(how): nothing after the cancel")
        #expect(window.activeTouches.isEmpty)
    }

    @Test func multiTouchNeedsMultipleTouchEnabled() {
        let (window, _, _, child) = inputWindow()
        child.handlesTouches = true
        window.touchDown(at: Point(x: 60, y: 60), id: 1)
        window.touchDown(at: Point(x: 80, y: 80), id: 2)
        #expect(child.log == ["began [1]"])          // the second touch is not delivered
        window.touchUp(at: Point(x: 60, y: 60), id: 1)
        window.touchUp(at: Point(x: 80, y: 80), id: 2)
        child.log.removeAll()
        child.isMultipleTouchEnabled = true
        window.touchDown(at: Point(x: 60, y: 60), id: 1)
        window.touchDown(at: Point(x: 80, y: 80), id: 2)
        window.touchMoved(to: Point(x: 81, y: 80), id: 2)
        window.touchUp(at: Point(x: 60, y: 60), id: 1)
        window.touchUp(at: Point(x: 81, y: 80), id: 2)
        #expect(child.log == ["began [1]", "began [2]", "moved [2]", "ended [1]", "ended [2]"])
    }

    @Test func anExclusiveTouchKeepsOtherViewsFromTouches() {
        let (window, _, parent, child) = inputWindow()
        let other = ResponderLogView(frame: Rect(x: 200, y: 200, width: 50, height: 50))
        parent.addSubview(other)
        child.isExclusiveTouch = true
        child.handlesTouches = true
        other.handlesTouches = true
        window.touchDown(at: Point(x: 60, y: 60), id: 1)
        window.touchDown(at: Point(x: 210, y: 210), id: 2)
        #expect(other.log.isEmpty)
        window.touchUp(at: Point(x: 60, y: 60), id: 1)
        window.touchUp(at: Point(x: 210, y: 210), id: 2)
        window.touchDown(at: Point(x: 210, y: 210), id: 3)
        window.touchDown(at: Point(x: 60, y: 60), id: 4)
        #expect(other.log == ["began [3]"])
        #expect(child.log == ["began [1]", "ended [1]"])   // exclusive: not while another view holds a touch
        window.touchUp(at: Point(x: 210, y: 210), id: 3)
        window.touchUp(at: Point(x: 60, y: 60), id: 4)
    }

    /// Bad input never crashes and never leaves a touch down.
    @Test func badInputIsIgnored() {
        let (window, _, _, child) = inputWindow()
        child.handlesTouches = true
        #expect(window.touchDown(at: Point(x: .nan, y: 1)) == false)
        #expect(window.touchDown(at: Point(x: .infinity, y: 1)) == false)
        #expect(window.touchMoved(to: Point(x: 1, y: 1), id: 7) == false)     // never pressed
        #expect(window.touchUp(at: Point(x: 1, y: 1), id: 7) == false)
        #expect(window.touchCancelled(id: 7) == false)
        window.touchDown(at: Point(x: 60, y: 60))
        #expect(window.touchMoved(to: Point(x: .nan, y: 0)) == false)
        window.touchUp(at: Point(x: .nan, y: .nan))                               // lifted where it was
        #expect(window.touchUp(at: Point(x: 60, y: 60)) == false)                 // released twice
        #expect(child.log == ["began [0]", "ended [0]"])
        window.touchDown(at: Point(x: 60, y: 60))
        window.touchDown(at: Point(x: 70, y: 70))                                 // same id again: the old one is cancelled
        #expect(child.log == ["began [0]", "ended [0]", "began [0]", "cancelled [0]", "began [0]"])
        window.touchUp(at: Point(x: 70, y: 70))
        #expect(window.activeTouches.isEmpty)
        #expect(window.scrollWheel(by: Point(x: .nan, y: 0), at: .zero) == false)
        #expect(window.pointerMoved(to: Point(x: 0, y: .nan)) == false)
    }

    @Test func anEmptyWindowTakesEveryEvent() {
        let (window, _) = manualClockWindow()
        #expect(window.touchDown(at: Point(x: 5, y: 5)) == false)
        #expect(window.touchMoved(to: Point(x: 6, y: 5)) == false)   // as touchDown said
        #expect(window.touchUp(at: Point(x: 6, y: 5)) == false)
        #expect(window.keyDown(.down) == false)
        #expect(window.keyUp(.down) == false)
        #expect(window.pointerMoved(to: Point(x: 1, y: 1)) == false)
        #expect(window.scrollWheel(by: Point(x: 0, y: 10), at: Point(x: 1, y: 1)) == false)
        #expect(window.activeTouches.isEmpty)
    }

    @Test func tapCountCountsQuickNearbyTaps() {
        let (window, clock, _, child) = inputWindow()
        var counts: [Int] = []
        let probe = TouchProbe { if $0.phase == .began { counts.append($0.tapCount) } }
        probe.frame = child.bounds
        child.addSubview(probe)
        window.tap(at: Point(x: 60, y: 60))
        clock.advance(by: 0.2)
        window.tap(at: Point(x: 70, y: 62))
        clock.advance(by: 0.2)
        window.tap(at: Point(x: 65, y: 60))
        clock.advance(by: 1)
        window.tap(at: Point(x: 65, y: 60))
        #expect(counts == [1, 2, 3, 1])
    }

    @Test func keysGoToTheFirstResponderThenUpTheChain() {
        let (window, _, parent, child) = inputWindow()
        #expect(window.keyDown(.character("a")) == false)            // no first responder: the root passes it on
        #expect(child.becomeFirstResponder() == false)              // cannot
        child.acceptsFirstResponder = true
        #expect(child.becomeFirstResponder())
        #expect(child.isFirstResponder && window.firstResponder === child)
        #expect(window.keyDown(.tab.with(.shift)) == false)
        #expect(child.log == ["pressed [\"shift+tab\"]"] && parent.log == ["pressed [\"shift+tab\"]"])
        parent.handlesKeys = true
        #expect(window.keyDown(.return) == true)
        #expect(window.keyUp(.return) == true)
        #expect(parent.log.suffix(2) == ["pressed [\"return\"]", "released [\"return\"]"])
        child.removeFromSuperview()
        #expect(window.firstResponder == nil && !child.isFirstResponder)
    }
}

/// Calls `probe` with every touch it receives, and handles them.
@MainActor
final class TouchProbe: View {
    let probe: (Touch) -> Void
    init(_ probe: @escaping (Touch) -> Void) {
        self.probe = probe
        super.init(frame: .zero)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { touches.forEach(probe) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { touches.forEach(probe) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { touches.forEach(probe) }
}
