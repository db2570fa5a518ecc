import Strata
import Testing

@MainActor
@Suite("CollectionView: selection")
struct SelectionTests {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    @Test("taps select: single selection keeps one item, multiple toggles", arguments: [false, true])
    func taps(multiple: Bool) {
        let (window, list) = makeList(layout: fixedList(44), source: CountingSource(counts: [50]))
        list.allowsMultipleSelection = multiple
        var heard: [String] = []
        let token = list.observeSelection { heard.append("\($0.item)\($1 ? "+" : "-")") }
        for y in [10.0, 100, 100, 10] {    // items 0, 2, 2, 0
            window.touchDown(at: Point(x: 50, y: y))
            window.touchUp(at: Point(x: 50, y: y))
        }
        if multiple {
            #expect(heard == ["0+", "2+", "2-", "0-"])
            #expect(list.indexPathsForSelectedItems == [])
        } else {
            #expect(heard == ["0+", "0-", "2+", "2-", "0+"])
            #expect(list.indexPathsForSelectedItems == [path(0)])
            #expect(list.cellForItem(at: path(0))?.isSelected == true)
            #expect(list.cellForItem(at: path(2))?.isSelected == false)
        }
        token.cancel()
    }

    @Test("selection from code, cells scrolled back in, and batch updates")
    func fromCode() {
        let source = CountingSource(counts: [500])
        let (window, list) = makeList(layout: fixedList(44), source: source)
        list.allowsMultipleSelection = true
        var heard = 0
        let token = list.observeSelection { _, _ in heard += 1 }
        list.selectItem(at: path(1), animated: false, scrollPosition: [])
        list.selectItem(at: path(300), animated: false, scrollPosition: .top)
        window.layoutIfNeeded()
        #expect(list.contentOffset.y == 300 * 44)
        #expect(list.cellForItem(at: path(300))?.isSelected == true)
        list.scrollToItem(at: path(0), at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(list.cellForItem(at: path(1))?.isSelected == true)
        #expect(list.cellForItem(at: path(2))?.isSelected == false)
        // Deleting item 0 moves the selection with its items.
        source.counts = [499]
        list.deleteItems(at: [path(0)])
        #expect(list.indexPathsForSelectedItems == [path(0), path(299)])
        list.deselectItem(at: path(0), animated: false)
        #expect(list.indexPathsForSelectedItems == [path(299)])
        list.allowsSelection = false
        #expect(list.indexPathsForSelectedItems == [])
        #expect(heard == 0)   // code changes are not reported
        token.cancel()
    }

    /// A screen reader reading the cell when it hears of the change must see
    /// the new state (the notification used to go out before the cell's
    /// `isSelected` changed).
    @Test("the accessibility notification comes after the cell shows the selection", arguments: [false, true])
    func accessibilityAfterCell(byTap: Bool) {
        let (window, list) = makeList(layout: fixedList(44), source: CountingSource(counts: [20]))
        var seen: [Bool?] = []
        let token = window.observeAccessibilityNotifications { note in
            if case .selectionChanged = note { seen.append(list.cellForItem(at: path(2))?.isSelected) }
        }
        if byTap {
            window.touchDown(at: Point(x: 50, y: 100))
            window.touchUp(at: Point(x: 50, y: 100))
        } else {
            list.selectItem(at: path(2), animated: false, scrollPosition: [])
        }
        list.deselectItem(at: path(2), animated: false)
        #expect(seen == [true, false])
        token.cancel()
    }
}
