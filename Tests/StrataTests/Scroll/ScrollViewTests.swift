import Testing
@testable import Strata

@MainActor
@Suite("ScrollView: offset, insets, geometry")
struct ScrollViewTests {
    /// A 200×100 scroll view at (10, 20) in a 400×400 window, holding a
    /// 50×30 content view at (40, 150).
    func makeScene() -> (Window, ScrollView, View) {
        let window = Window(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        scroll.identifier = "scroll"
        window.rootView.addSubview(scroll)
        let content = makeView("content", Rect(x: 40, y: 150, width: 50, height: 30))
        scroll.addSubview(content)
        return (window, scroll, content)
    }

    @Test func startsClippedAtTheOriginWithNoContent() {
        let scroll = ScrollView()
        #expect(scroll.clipsToBounds)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentSize == .zero)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.automaticallyDerivesContentSize)
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        let (_, scroll, content) = makeScene()
        scroll.contentOffset = Point(x: 5, y: 120)
        #expect(scroll.bounds == Rect(x: 5, y: 120, width: 200, height: 100))
        #expect(scroll.frame == Rect(x: 10, y: 20, width: 200, height: 100))
        #expect(content.frame == Rect(x: 40, y: 150, width: 50, height: 30))
        scroll.bounds.origin = Point(x: 0, y: 60)
        #expect(scroll.contentOffset == Point(x: 0, y: 60))
        scroll.setContentOffset(Point(x: 1, y: 2), animated: true)
        #expect(scroll.bounds.origin == Point(x: 1, y: 2))
    }

    @Test func offsetMovesTheContentOnScreen() {
        let (_, scroll, content) = makeScene()
        #expect(content.windowFrame == Rect(x: 50, y: 170, width: 50, height: 30))
        scroll.contentOffset = Point(x: 5, y: 120)
        #expect(content.windowFrame == Rect(x: 45, y: 50, width: 50, height: 30))
        #expect(scroll.convert(Point(x: 5, y: 120), to: nil) == Point(x: 10, y: 20))
        #expect(content.convert(Point.zero, to: scroll) == Point(x: 40, y: 150))
        #expect(scroll.convert(Point(x: 50, y: 60), from: nil) == Point(x: 45, y: 160))
    }

    @Test func hitTestingFollowsTheOffsetAndTheClip() {
        let (window, scroll, content) = makeScene()
        // Without an offset the content lies below the scroll view's bottom
        // edge (y 170 > 120): clipped, so not hit.
        #expect(window.rootView.hitTest(Point(x: 60, y: 175)) === window.rootView)
        scroll.contentOffset = Point(x: 0, y: 120)
        // Now at window (50, 50)–(100, 80).
        #expect(window.rootView.hitTest(Point(x: 60, y: 55)) === content)
        #expect(window.rootView.hitTest(Point(x: 30, y: 55)) === scroll)
        #expect(scroll.hitTest(Point(x: 45, y: 160)) === content)
    }

    @Test func displayListClipsToTheScrollViewAndShiftsTheContent() {
        let (window, scroll, content) = makeScene()
        content.backgroundColor = .red
        scroll.contentOffset = Point(x: 0, y: 140)
        let commands = window.displayList().commands
        #expect(commands.count == 3)
        guard commands.count == 3 else { return }
        #expect(commands[0] == .pushClip(rect: Rect(x: 10, y: 20, width: 200, height: 100), cornerRadius: 0))
        if case .rect(let r) = commands[1] {
            #expect(r.rect == Rect(x: 50, y: 30, width: 50, height: 30))
        } else {
            Issue.record("expected the content's rect, got \(commands[1])")
        }
        #expect(commands[2] == .popClip)
    }

    @Test func docsExampleScrollsARowIntoView() {
        let window = Window(size: Size(width: 375, height: 667))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 2000)
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.rootView.addSubview(scroll)
        let row = View(frame: Rect(x: 0, y: 900, width: 375, height: 44))
        scroll.addSubview(row)
        #expect(scroll.scrollRectToVisible(row.frame) == Point(x: 0, y: 277))
        #expect(row.frame == Rect(x: 0, y: 900, width: 375, height: 44))
        #expect(row.windowFrame == Rect(x: 0, y: 623, width: 375, height: 44))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 1333))
        #expect(scroll.clampedContentOffset(Point(x: 0, y: -100)) == Point(x: 0, y: -20))
    }

    @Test func settingContentSizeStopsDerivingIt() {
        let scroll = ScrollView()
        scroll.contentSize = Size(width: 300, height: 900)
        #expect(scroll.contentSize == Size(width: 300, height: 900))
        #expect(!scroll.automaticallyDerivesContentSize)
    }

    struct RangeCase: Sendable, CustomTestStringConvertible {
        var content: Size
        var inset: EdgeInsets
        var minimum: Point
        var maximum: Point
        var testDescription: String { "content \(content), inset \(inset)" }
    }

    @Test(arguments: [
        RangeCase(content: Size(width: 200, height: 500), inset: .zero,
                  minimum: .zero, maximum: Point(x: 0, y: 400)),
        RangeCase(content: Size(width: 500, height: 500), inset: EdgeInsets(top: 20, left: 5, bottom: 10, right: 15),
                  minimum: Point(x: -5, y: -20), maximum: Point(x: 315, y: 410)),
        RangeCase(content: Size(width: 50, height: 40), inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                  minimum: Point(x: 0, y: -20), maximum: Point(x: 0, y: -20)),
    ])
    func offsetRangeComesFromContentSizeAndInsets(_ c: RangeCase) {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scroll.contentSize = c.content
        scroll.contentInset = c.inset
        #expect(scroll.adjustedContentInset == c.inset)
        #expect(scroll.minimumContentOffset == c.minimum)
        #expect(scroll.maximumContentOffset == c.maximum)
        #expect(scroll.clampedContentOffset(Point(x: -1000, y: -1000)) == c.minimum)
        #expect(scroll.clampedContentOffset(Point(x: 1000, y: 1000)) == c.maximum)
    }

    @Test func programmaticOffsetsAreNotClamped() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scroll.contentSize = Size(width: 200, height: 300)
        scroll.contentOffset = Point(x: -50, y: 900)
        #expect(scroll.contentOffset == Point(x: -50, y: 900))
        #expect(scroll.clampedContentOffset(scroll.contentOffset) == Point(x: 0, y: 200))
    }

    @Test(arguments: [
        // (start offset, rect to show, expected offset)
        (Point(x: 0, y: 0), Rect(x: 0, y: 50, width: 10, height: 20), Point(x: 0, y: 0)),    // already visible
        (Point(x: 0, y: 0), Rect(x: 0, y: 250, width: 10, height: 20), Point(x: 0, y: 170)), // below: bottom-aligned
        (Point(x: 0, y: 300), Rect(x: 0, y: 100, width: 10, height: 20), Point(x: 0, y: 100)), // above: top-aligned
        (Point(x: 0, y: 0), Rect(x: 0, y: 600, width: 10, height: 20), Point(x: 0, y: 400)), // clamped to the end
        (Point(x: 0, y: 0), Rect(x: 250, y: 200, width: 50, height: 150), Point(x: 100, y: 200)), // taller than the view
    ])
    func scrollRectToVisibleMovesAsLittleAsPossible(_ start: Point, _ rect: Rect, _ expected: Point) {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scroll.contentSize = Size(width: 300, height: 500)
        scroll.contentOffset = start
        #expect(scroll.scrollRectToVisible(rect) == expected)
        #expect(scroll.contentOffset == expected)
    }

    @Test func observersSeeOffsetAndSizeChanges() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var offsets: [(Point, Point)] = []
        var sizes: [(Size, Size)] = []
        let t1 = scroll.observeContentOffset { offsets.append(($0, $1)) }
        let t2 = scroll.observeContentSize { sizes.append(($0, $1)) }
        scroll.contentOffset = Point(x: 0, y: 30)
        scroll.bounds.origin = Point(x: 0, y: 45)
        scroll.contentOffset = Point(x: 0, y: 45)   // no change, no call
        scroll.contentSize = Size(width: 200, height: 800)
        scroll.contentSize = Size(width: 200, height: 800)
        #expect(offsets.map(\.0) == [Point(x: 0, y: 0), Point(x: 0, y: 30)])
        #expect(offsets.map(\.1) == [Point(x: 0, y: 30), Point(x: 0, y: 45)])
        #expect(sizes.map(\.0) == [Size.zero])
        #expect(sizes.map(\.1) == [Size(width: 200, height: 800)])
        t1.cancel()
        t2.cancel()
        scroll.contentOffset = .zero
        #expect(offsets.count == 2)
    }
}
