import Strata
import Testing

/// A cell that records every change of `isHighlighted`.
final class HighlightCell: CollectionViewCell {
    var highlights: [Bool] = []
    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { highlights.append(isHighlighted) } }
    }
}

/// `count` fixed-height rows of `HighlightCell`.
@MainActor
final class HighlightRows: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

@MainActor
@Suite("CollectionView: highlight, focus and Return")
struct ListInteractionTests {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    /// A 320 × 440 list of 44-point rows in a window on a manual clock.
    func makeWindow(rows: Int = 100) -> (Window, CollectionView, ManualClock, HighlightRows) {
        let window = Window(size: Size(width: 320, height: 480))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: fixedList(44))
        list.register(HighlightCell.self, forCellWithReuseIdentifier: "row")
        let source = HighlightRows(count: rows)
        list.dataSource = source
        window.rootView.addSubview(list)
        window.layoutIfNeeded()
        return (window, list, clock, source)
    }

    enum Gesture: CaseIterable { case hold, quickTap, drag, cancel }

    @Test("a touch highlights the cell under it until it lifts, scrolls or is cancelled", arguments: Gesture.allCases)
    func highlight(gesture: Gesture) {
        let (window, list, clock, source) = makeWindow()
        var heard: [String] = []
        let token = list.observeSelection { heard.append("\($0.item)\($1 ? "+" : "-")") }
        let cell = list.cellForItem(at: path(2)) as! HighlightCell
        let point = Point(x: 50, y: 100)    // item 2: 88 ..< 132
        window.touchDown(at: point)
        switch gesture {
        case .hold:
            clock.advance(by: ScrollView.contentTouchDelay + 0.05)
            #expect(cell.isHighlighted)
            #expect(cell.highlights == [true])
            window.touchUp(at: point)
            #expect(!cell.isHighlighted)
            #expect(cell.highlights == [true, false])
        case .quickTap:
            clock.advance(by: 0.05)
            #expect(!cell.isHighlighted)          // held back: not known yet not to be a drag
            window.touchUp(at: point)
            #expect(cell.highlights == [true, false])
        case .drag:
            clock.advance(by: ScrollView.contentTouchDelay + 0.05)
            #expect(cell.isHighlighted)
            for k in 1...6 {
                clock.advance(by: 1.0 / 60)
                window.touchMoved(to: Point(x: 50, y: 100 - 10 * Double(k)))
            }
            #expect(list.isDragging)
            #expect(!cell.isHighlighted)
            #expect(cell.highlights == [true, false])
            window.touchUp(at: Point(x: 50, y: 40))
        case .cancel:
            clock.advance(by: ScrollView.contentTouchDelay + 0.05)
            window.touchCancelled()
            #expect(!cell.isHighlighted)
            #expect(cell.highlights == [true, false])
        }
        #expect(heard == (gesture == .hold || gesture == .quickTap ? ["2+"] : []))
        #expect(list.indexPathsForSelectedItems == (gesture == .hold || gesture == .quickTap ? [path(2)] : []))
        withExtendedLifetime(source) {}
        token.cancel()
    }

    @Test("a list that does not allow selection neither highlights nor takes focus")
    func noSelection() {
        let (window, list, clock, source) = makeWindow()
        list.allowsSelection = false
        let cell = list.cellForItem(at: path(2)) as! HighlightCell
        window.touchDown(at: Point(x: 50, y: 100))
        clock.advance(by: 0.3)
        window.touchUp(at: Point(x: 50, y: 100))
        #expect(cell.highlights == [])
        #expect(!window.moveFocus(.down))
        withExtendedLifetime(source) {}
    }

    @Test("arrow keys move focus through the cells and scroll it into view; Return selects", arguments: [false, true])
    func focus(multiple: Bool) {
        let (window, list, clock, source) = makeWindow()
        list.allowsMultipleSelection = multiple
        var heard: [String] = []
        let token = list.observeSelection { heard.append("\($0.item)\($1 ? "+" : "-")") }
        window.keyDown(.down)                       // nothing focused: the first cell
        #expect(window.focusedView === list.cellForItem(at: path(0)))
        for _ in 0..<12 {
            window.keyDown(.down)
            clock.advance(by: 0.5)                  // the scroll animation ends
            window.layoutIfNeeded()
        }
        #expect(window.focusedView === list.cellForItem(at: path(12)))
        // Row 12 ends at 13 · 44 = 572: scrolled just enough to show it.
        #expect(abs(list.contentOffset.y - (572 - 440)) < 1e-9)
        window.keyDown(.return)
        window.keyDown(.up)
        #expect(window.focusedView === list.cellForItem(at: path(11)))
        window.keyDown(.return)
        window.keyDown(.return)
        if multiple {
            #expect(heard == ["12+", "11+", "11-"])
            #expect(list.indexPathsForSelectedItems == [path(12)])
        } else {
            #expect(heard == ["12+", "12-", "11+"])
            #expect(list.indexPathsForSelectedItems == [path(11)])
            #expect(list.cellForItem(at: path(11))?.isSelected == true)
        }
        withExtendedLifetime(source) {}
        token.cancel()
    }
}
