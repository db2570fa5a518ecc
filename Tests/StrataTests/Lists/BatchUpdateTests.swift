import Strata
import Testing

/// A cell that shows an identifier.
final class TagCell: CollectionViewCell {
    var tagValue = -1
}

/// Items with identifiers, in sections.
@MainActor
final class TagSource: CollectionViewDataSource {
    var sections: [[Int]]
    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        (cell as? TagCell)?.tagValue = sections[indexPath.section][indexPath.item]
        return cell
    }
}

@MainActor
@Suite("CollectionView: batch updates")
struct BatchUpdateTests {
    func make(_ sections: [[Int]]) -> (Window, ManualClock, CollectionView, TagSource) {
        let window = Window(size: Size(width: 320, height: 480))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let layout = ListLayout()
        layout.rowHeight = 44
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        list.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = TagSource(sections)
        list.dataSource = source
        window.rootView.addSubview(list)
        window.layoutIfNeeded()
        return (window, clock, list, source)
    }

    func tag(_ list: CollectionView, _ item: Int, _ section: Int = 0) -> Int? {
        (list.cellForItem(at: ItemPath(item: item, section: section)) as? TagCell)?.tagValue
    }

    @Test("deleted cells fade out, inserted fade in, the rest slide; completion once")
    func animated() {
        let (window, clock, list, source) = make([Array(0..<20)])
        let moving = list.cellForItem(at: ItemPath(item: 0, section: 0))!
        let leaving = list.cellForItem(at: ItemPath(item: 2, section: 0))!
        var completions: [Bool] = []
        list.performBatchUpdates({
            source.sections[0].remove(at: 2)
            source.sections[0].insert(100, at: 0)
            list.deleteItems(at: [ItemPath(item: 2, section: 0)])
            list.insertItems(at: [ItemPath(item: 0, section: 0)])
        }, completion: { completions.append($0) })
        let arriving = list.cellForItem(at: ItemPath(item: 0, section: 0))!
        #expect(tag(list, 0) == 100)
        #expect(tag(list, 1) == 0)
        #expect(tag(list, 3) == 3)   // item 3 is still id 3: one out above it, one in
        #expect(moving.frame.minY == 44)
        clock.advance(by: 0.15)
        window.layoutIfNeeded()
        // Ease-in-out is at one half at half time.
        #expect(abs(moving.presentationFrame.minY - 22) < 1e-9)
        #expect(abs(leaving.presentationAlpha - 0.5) < 1e-9)
        #expect(abs(arriving.presentationAlpha - 0.5) < 1e-9)
        #expect(completions.isEmpty)
        clock.advance(by: 0.2)
        window.layoutIfNeeded()
        clock.advance(by: 0.1)
        #expect(completions == [true])
        #expect(leaving.isHidden)
        #expect(list.indexPathsForVisibleItems.map { tag(list, $0.item) } == [100, 0, 1, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test("moves, reloads and sections map every item", arguments: [
        // (before, after, changes): 1 moves to the end; 5 reloads.
        0, 1, 2,
    ])
    func mapping(kind: Int) {
        let (window, clock, list, source) = make([[0, 1, 2, 3], [4, 5, 6]])
        switch kind {
        case 0:
            source.sections[0] = [0, 2, 3, 1]
            list.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0))
        case 1:
            source.sections[1][1] = 50
            list.reloadItems(at: [ItemPath(item: 1, section: 1)])
        default:
            list.performBatchUpdates({
                source.sections.remove(at: 0)
                source.sections.append([7, 8])
                list.deleteSections([0])
                list.insertSections([1])
            })
        }
        clock.advance(by: 0.5)
        window.layoutIfNeeded()
        let shown = list.indexPathsForVisibleItems.map { tag(list, $0.item, $0.section) ?? -1 }
        #expect(shown == source.sections.flatMap { $0 })
        #expect(list.numberOfSections == source.sections.count)
    }

    @Test("self-sizing heights follow their items through an update")
    func selfSizingHeights() {
        let source = CountingSource(counts: [30])
        source.heightOf = { Double(10 + $0) }
        let (window, list) = makeList(layout: ListLayout(), source: source)
        // Item 2 is 12 + 8 high; delete item 0 and it becomes item 1.
        #expect(list.cellForItem(at: ItemPath(item: 2, section: 0))?.frame.height == 20)
        source.counts = [29]
        source.heightOf = { Double(11 + $0) }
        list.deleteItems(at: [ItemPath(item: 0, section: 0)])
        window.layoutIfNeeded()
        #expect(list.cellForItem(at: ItemPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 19, width: 320, height: 20))
    }
}
