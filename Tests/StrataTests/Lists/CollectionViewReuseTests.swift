import Strata
import Testing

@MainActor
@Suite("CollectionView: reuse and queries")
struct CollectionViewReuseTests {
    @Test("only the visible cells plus the prefetch margin exist")
    func visibleOnly() {
        let source = CountingSource(counts: [100_000])
        let (_, list) = makeList(layout: fixedList(44), source: source)
        // 440 points visible, 110 of prefetch below (none above at the top).
        #expect(list.indexPathsForVisibleItems == (0..<10).map { ItemPath(item: $0, section: 0) })
        #expect(list.subviews.count == 13)
        #expect(list.contentSize == Size(width: 320, height: 4_400_000))
        #expect(list.cellForItem(at: ItemPath(item: 12, section: 0)) != nil)
        #expect(list.cellForItem(at: ItemPath(item: 13, section: 0)) == nil)
        #expect(list.visibleCells.map { ($0 as? CountingCell)?.configuredPath }
            == (0..<10).map { ItemPath(item: $0, section: 0) })
        #expect(list.cellForItem(at: ItemPath(item: 3, section: 0))?.frame == Rect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test("scrolled-away cells are reused after prepareForReuse, never for two items at once")
    func reuse() {
        let source = CountingSource(counts: [10_000])
        let (window, list) = makeList(layout: fixedList(44), source: source)
        for step in 1...200 {
            list.contentOffset = Point(x: 0, y: Double(step) * 37)
            window.layoutIfNeeded()
            let cells = list.subviews.compactMap { $0 as? CountingCell }.filter { !$0.isHidden }
            let paths = cells.compactMap(\.configuredPath)
            #expect(paths.count == cells.count)
            #expect(Set(paths).count == paths.count)
            for cell in cells {
                let path = cell.configuredPath!
                #expect(list.cellForItem(at: path) === cell)
                #expect(cell.frame.minY == Double(path.item) * 44)
            }
        }
        let all = list.subviews.compactMap { $0 as? CountingCell }
        #expect(all.count <= 26)   // 2 × 10 visible, plus the margin and one row of slack
        #expect(all.map(\.reuseCount).reduce(0, +) > 150)
        #expect(list.indexPathsForVisibleItems.first == ItemPath(item: 168, section: 0))
    }

    @Test("a count changed without reloadData is noticed at the next layout pass")
    func staleCount() {
        let source = CountingSource(counts: [50])
        let (window, list) = makeList(layout: fixedList(44), source: source)
        source.counts = [3]
        list.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(list.numberOfItems(inSection: 0) == 3)
        #expect(list.indexPathsForVisibleItems == (0..<3).map { ItemPath(item: $0, section: 0) })
        #expect(list.contentSize.height == 132)
        source.counts = [3, 4]
        #expect(list.numberOfSections == 2)
        list.reloadData()
        window.layoutIfNeeded()
        #expect(list.indexPathsForVisibleItems.count == 7)
    }

    @Test("indexPathForItem(at:) finds the row under a point", arguments: [
        (Point(x: 10, y: 0), ItemPath(item: 0, section: 0)),
        (Point(x: 10, y: 43.9), ItemPath(item: 0, section: 0)),
        (Point(x: 10, y: 44), ItemPath(item: 1, section: 0)),
        (Point(x: 319, y: 44_000), ItemPath(item: 1000, section: 0)),
    ])
    func hit(point: Point, expected: ItemPath) {
        let (_, list) = makeList(layout: fixedList(44), source: CountingSource(counts: [2000]))
        #expect(list.indexPathForItem(at: point) == expected)
        #expect(list.indexPathForItem(at: Point(x: 10, y: 2000 * 44 + 1)) == nil)
    }

    nonisolated static let positions: [(CollectionView.ScrollPosition, Double)] = [
        (.top, 4400), (.centeredVertically, 4202), (.bottom, 4004), ([], 0), ([.top, .left], 4400),
    ]

    @Test("scrollToItem puts the item at the position", arguments: positions)
    func scrollTo(position: CollectionView.ScrollPosition, offset: Double) {
        let (window, list) = makeList(layout: fixedList(44), source: CountingSource(counts: [1000]))
        list.scrollToItem(at: ItemPath(item: 100, section: 0), at: position, animated: false)
        window.layoutIfNeeded()
        #expect(list.contentOffset == Point(x: 0, y: offset))
        list.scrollToItem(at: ItemPath(item: 999, section: 0), at: .top, animated: false)
        #expect(list.contentOffset == Point(x: 0, y: 1000 * 44 - 440))   // clamped
    }

    @Test("ItemPath orders by section, then item")
    func ordering() {
        let paths = [ItemPath(item: 3, section: 1), ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1)]
        #expect(paths.sorted() == [ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1),
                                   ItemPath(item: 3, section: 1)])
        #expect(ItemPath(item: 2, section: 5).description == "[5, 2]")
    }
}
