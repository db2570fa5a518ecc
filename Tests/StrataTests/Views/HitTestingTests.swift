import Testing
@testable import Strata

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    /// root ⊃ back (0,0,100,100) and front (50,50,100,100); front ⊃ inner (10,10,20,20).
    private func scene() -> (Window, View, View, View) {
        let window = Window(size: Size(width: 300, height: 300))
        let back = makeView("back", Rect(x: 0, y: 0, width: 100, height: 100))
        let front = makeView("front", Rect(x: 50, y: 50, width: 100, height: 100))
        let inner = makeView("inner", Rect(x: 10, y: 10, width: 20, height: 20))
        window.rootView.addSubview(back); window.rootView.addSubview(front); front.addSubview(inner)
        return (window, back, front, inner)
    }

    @Test(arguments: [
        (Point(x: 10, y: 10), "back"), (Point(x: 90, y: 90), "front"), (Point(x: 65, y: 65), "inner"),
        (Point(x: 200, y: 200), "root"), (Point(x: 150, y: 150), "root"),
    ])
    func frontMostViewWins(point: Point, expected: String) {
        let (window, _, _, _) = scene()
        #expect(window.rootView.hitTest(point)?.identifier == expected)
    }

    @Test func outsideTheWindowHitsNothing() {
        let (window, _, _, _) = scene()
        #expect(window.rootView.hitTest(Point(x: -1, y: 5)) == nil)
    }

    @Test(arguments: ["hidden", "transparent", "disabled"])
    func skippedViewsTakeTheirSubtreeWithThem(rule: String) {
        let (window, _, front, _) = scene()
        switch rule {
        case "hidden": front.isHidden = true
        case "transparent": front.alpha = 0.009
        default: front.isUserInteractionEnabled = false
        }
        #expect(window.rootView.hitTest(Point(x: 65, y: 65))?.identifier == "back")
        #expect(window.rootView.hitTest(Point(x: 120, y: 120))?.identifier == "root")
    }

    @Test func alphaJustAboveTheThresholdStillHits() {
        let (window, _, front, _) = scene()
        front.alpha = 0.01
        #expect(window.rootView.hitTest(Point(x: 90, y: 90))?.identifier == "front")
    }

    @Test func clipsToBoundsLimitsHitsToTheBounds() {
        let (window, _, front, _) = scene()
        let sticking = makeView("out", Rect(x: 90, y: 0, width: 50, height: 10))
        front.addSubview(sticking)
        #expect(window.rootView.hitTest(Point(x: 180, y: 55))?.identifier == "out")
        front.clipsToBounds = true
        #expect(window.rootView.hitTest(Point(x: 180, y: 55))?.identifier == "root")
    }

    @Test func boundsOriginShiftsHits() {
        let (window, _, front, _) = scene()
        front.bounds.origin = Point(x: 10, y: 10)  // inner now appears at 50..70
        #expect(window.rootView.hitTest(Point(x: 55, y: 55))?.identifier == "inner")
        #expect(window.rootView.hitTest(Point(x: 65, y: 65))?.identifier == "inner")
        #expect(window.rootView.hitTest(Point(x: 45, y: 45))?.identifier == "back")
        #expect(front.hitTest(Point(x: 25, y: 25))?.identifier == "inner")
        #expect(front.hitTest(Point(x: 35, y: 35))?.identifier == "front")
        #expect(window.rootView.hitTest(Point(x: 90, y: 90))?.identifier == "front")
        #expect(front.point(inside: Point(x: 105, y: 105)))
        #expect(!front.point(inside: Point(x: 5, y: 5)))
    }
}
