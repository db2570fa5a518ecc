import Testing
@testable import Strata

@MainActor
@Suite("ScrollView: dragging and rubber-banding")
struct ScrollDragTests {
    @Test func theContentFollowsTheFingerFromWhereThePanBegan() {
        let (window, clock, scroll) = makeScrollScene()
        window.touchDown(at: Point(x: 50, y: 150))
        #expect(scroll.isTracking)
        #expect(!scroll.isDragging)
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 140))      // 10 points: the pan begins here
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset == .zero)
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 53, y: 100))      // 40 more up; x cannot scroll
        #expect(scroll.contentOffset == Point(x: 0, y: 40))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 120))
        #expect(scroll.contentOffset == Point(x: 0, y: 20))
        window.touchUp(at: Point(x: 50, y: 120))
        #expect(!scroll.isDragging)
        #expect(!scroll.isTracking)
    }

    /// Pulls past the top (down) and past the bottom (up) by `pull` points
    /// beyond the edge; table: (pull, bounces).
    @Test(arguments: [(30.0, true), (100.0, true), (1000.0, true), (100.0, false)])
    func pastAnEdgeTheDragMeetsRubberBandResistance(pull: Double, bounces: Bool) {
        let (window, clock, scroll) = makeScrollScene()
        scroll.bounces = bounces
        window.touchDown(at: Point(x: 50, y: 20))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 30))       // begins
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 30 + pull))
        let expectedTop = bounces ? -Formula.rubberBand(pull, 200) : 0
        #expect(abs(scroll.contentOffset.y - expectedTop) < 1e-9)
        window.touchCancelled()

        // Past the bottom: the maximum offset is 1000 − 200 = 800.
        let (window2, clock2, scroll2) = makeScrollScene()
        scroll2.bounces = bounces
        scroll2.contentOffset = Point(x: 0, y: 800)
        window2.touchDown(at: Point(x: 50, y: 190))
        clock2.advance(by: 0.01)
        window2.touchMoved(to: Point(x: 50, y: 180))
        clock2.advance(by: 0.01)
        window2.touchMoved(to: Point(x: 50, y: 180 - pull))
        let expectedBottom = bounces ? 800 + Formula.rubberBand(pull, 200) : 800
        #expect(abs(scroll2.contentOffset.y - expectedBottom) < 1e-9)
        window2.touchCancelled()
    }

    @Test func aDragThatCatchesABouncingViewContinuesFromWhereItIs() {
        let (window, clock, scroll) = makeScrollScene()
        scroll.contentOffset = Point(x: 0, y: -Formula.rubberBand(80, 200))   // as if pulled 80 down
        window.touchDown(at: Point(x: 50, y: 100))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 110))
        #expect(abs(scroll.contentOffset.y + Formula.rubberBand(80, 200)) < 1e-9)
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 130))      // 20 more: a pull of 100
        #expect(abs(scroll.contentOffset.y + Formula.rubberBand(100, 200)) < 1e-9)
        window.touchCancelled()
    }

    /// Content that fits moves only with `alwaysBounceVertical`; then only
    /// with resistance, both ways.
    @Test(arguments: [false, true])
    func contentThatFitsBouncesOnlyWhenAsked(alwaysBounce: Bool) {
        let (window, clock, scroll) = makeScrollScene(contentHeight: 150)
        scroll.alwaysBounceVertical = alwaysBounce
        #expect(scroll.canScrollVertically == alwaysBounce)
        window.touchDown(at: Point(x: 50, y: 100))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 90))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 40))       // 50 up past a maximum of 0
        #expect(scroll.isDragging == alwaysBounce)
        let expected = alwaysBounce ? Formula.rubberBand(50, 200) : 0
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        window.touchCancelled()
    }

    @Test func aDragAcrossTheAxisThatCannotScrollDoesNotBegin() {
        let (window, clock, scroll) = makeScrollScene()
        window.touchDown(at: Point(x: 50, y: 100))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 70, y: 103))      // mostly horizontal
        #expect(scroll.panGestureRecognizer.state == .failed)
        #expect(!scroll.isDragging)
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 70, y: 50))
        #expect(scroll.contentOffset == .zero)
        window.touchUp(at: Point(x: 70, y: 50))
    }

    @Test func anInnerHorizontalScrollViewLeavesVerticalDragsToTheOuterOne() {
        let (window, clock, outer) = makeScrollScene()
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        inner.contentSize = Size(width: 300, height: 50)
        outer.addSubview(inner)
        window.touchDown(at: Point(x: 50, y: 25))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 15))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 5))
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset == Point(x: 0, y: 10))
        window.touchUp(at: Point(x: 50, y: 5))

        let (window2, clock2, outer2) = makeScrollScene()
        let inner2 = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        inner2.contentSize = Size(width: 300, height: 50)
        outer2.addSubview(inner2)
        window2.touchDown(at: Point(x: 80, y: 25))
        clock2.advance(by: 0.01)
        window2.touchMoved(to: Point(x: 70, y: 25))
        clock2.advance(by: 0.01)
        window2.touchMoved(to: Point(x: 40, y: 25))
        #expect(inner2.contentOffset == Point(x: 30, y: 0))
        #expect(outer2.contentOffset == .zero)
        window2.touchUp(at: Point(x: 40, y: 25))
    }

    @Test func turningScrollingOffEndsTheDragAndKeepsDragsOut() {
        let (window, clock, scroll) = makeScrollScene()
        window.touchDown(at: Point(x: 50, y: 150))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 130))
        #expect(scroll.isDragging)
        scroll.isScrollEnabled = false
        #expect(!scroll.isDragging)
        #expect(scroll.panGestureRecognizer.state != .changed)
        window.touchUp(at: Point(x: 50, y: 130))
        window.touchDown(at: Point(x: 50, y: 150))
        clock.advance(by: 0.01)
        window.touchMoved(to: Point(x: 50, y: 100))
        #expect(scroll.contentOffset == .zero)
        #expect(!window.scrollWheel(by: Point(x: 0, y: 30), at: Point(x: 50, y: 50)))
        window.touchUp(at: Point(x: 50, y: 100))
    }

    @Test func willBeginAndDidEndDraggingAreCalledOnce() {
        let (window, clock, scroll) = makeScrollScene()
        var log: [String] = []
        let a = scroll.observeWillBeginDragging { log.append("begin") }
        let b = scroll.observeDidEndDragging { log.append("end \($0)") }
        window.touchDown(at: Point(x: 50, y: 150))
        clock.advance(by: 0.5)
        window.touchMoved(to: Point(x: 50, y: 130))
        clock.advance(by: 0.5)
        window.touchMoved(to: Point(x: 50, y: 110))
        clock.advance(by: 0.5)                           // still: no velocity left
        window.touchUp(at: Point(x: 50, y: 110))
        #expect(log == ["begin", "end false"])
        _ = (a, b)
    }
}
