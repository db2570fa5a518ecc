import Strata
import Testing

@MainActor
@Suite("DiffableDataSource")
struct DiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    func make() -> (CollectionView, DiffableDataSource<Int, Int>) {
        let layout = ListLayout()
        layout.rowHeight = 10
        // Tall enough that every item of a small snapshot has a cell.
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        list.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = DiffableDataSource<Int, Int>(collectionView: list) { view, path, id in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "tag", for: path)
            (cell as? TagCell)?.tagValue = id
            return cell
        }
        return (list, source)
    }

    /// A random snapshot of up to 4 sections (ids 0–5) and items 0–11.
    fileprivate func randomSnapshot(_ random: inout TestRandom) -> Snapshot {
        var snapshot = Snapshot()
        var sections = Array(0..<6)
        sections.shuffle(using: &random)
        snapshot.appendSections(Array(sections.prefix(Int.random(in: 0...4, using: &random))))
        guard snapshot.numberOfSections > 0 else { return snapshot }
        var items = Array(0..<12)
        items.shuffle(using: &random)
        for item in items.prefix(Int.random(in: 0...12, using: &random)) {
            let s = snapshot.sectionIdentifiers[Int.random(in: 0..<snapshot.numberOfSections, using: &random)]
            snapshot.appendItems([item], toSection: s)
        }
        return snapshot
    }

    /// What the cells show, section by section.
    func shown(_ list: CollectionView) -> [[Int]] {
        list.layoutIfNeeded()
        return (0..<list.numberOfSections).map { s in
            (0..<list.numberOfItems(inSection: s)).map {
                (list.cellForItem(at: ItemPath(item: $0, section: s)) as? TagCell)?.tagValue ?? -1
            }
        }
    }

    @Test("the difference of 10,000 random snapshot pairs, applied to the old, gives the new")
    func randomPairs() {
        var random = TestRandom(seed: 33)
        let (list, source) = make()
        var failures = 0
        for _ in 0..<10_000 {
            let old = randomSnapshot(&random)
            source.apply(old, animatingDifferences: false)
            _ = shown(list)
            var new = randomSnapshot(&random)
            let reload = new.itemIdentifiers.filter { _ in Bool.random(using: &random) && Bool.random(using: &random) }
            new.reloadItems(reload)
            source.apply(new, animatingDifferences: true)
            // Kept cells moved with their items: every cell shows the new item.
            let expected = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
            if shown(list) != expected { failures += 1 }
        }
        #expect(failures == 0)
    }

    @Test("snapshot editing", arguments: [0, 1, 2, 3, 4])
    func editing(kind: Int) {
        var s = Snapshot()
        s.appendSections([10, 20])
        s.appendItems([1, 2, 3], toSection: 10)
        s.appendItems([4, 5])
        switch kind {
        case 0:
            s.insertItems([7, 8], beforeItem: 2)
            #expect(s.itemIdentifiers == [1, 7, 8, 2, 3, 4, 5])
        case 1:
            s.insertItems([9], afterItem: 5)
            #expect(s.itemIdentifiers(inSection: 20) == [4, 5, 9])
        case 2:
            s.moveItem(1, afterItem: 4)
            #expect(s.itemIdentifiers == [2, 3, 4, 1, 5])
            #expect(s.sectionIdentifier(containingItem: 1) == 20)
        case 3:
            s.moveItem(5, beforeItem: 1)
            s.deleteItems([2, 42])
            #expect(s.itemIdentifiers == [5, 1, 3, 4])
            #expect(s.numberOfItems == 4)
        default:
            s.deleteSections([10])
            #expect(s.sectionIdentifiers == [20])
            #expect(s.numberOfItems == 2)
            #expect(s.indexOfItem(5) == 1)
        }
    }

    @Test("cells follow their items into another section and through a section move", arguments: [false, true])
    func acrossSections(reorderSections: Bool) {
        let window = Window(size: Size(width: 100, height: 400))
        window.timeline = Timeline(clock: ManualClock())
        let (list, source) = make()
        window.rootView.addSubview(list)
        var s = Snapshot()
        s.appendSections([10, 20])
        s.appendItems([1, 2], toSection: 10)
        s.appendItems([3, 4], toSection: 20)
        source.apply(s, animatingDifferences: false)
        window.layoutIfNeeded()
        let two = list.cellForItem(at: ItemPath(item: 1, section: 0))!
        let three = list.cellForItem(at: ItemPath(item: 0, section: 1))!
        if reorderSections {
            s.deleteSections([10])
            s.appendSections([10])
            s.appendItems([1, 2], toSection: 10)   // sections 20, 10
        } else {
            s.moveItem(2, beforeItem: 3)           // [1], [2, 3, 4]
        }
        source.apply(s)
        let expected = reorderSections
            ? (two: ItemPath(item: 1, section: 1), three: ItemPath(item: 0, section: 0))
            : (two: ItemPath(item: 0, section: 1), three: ItemPath(item: 1, section: 1))
        #expect(list.cellForItem(at: expected.two) === two)      // the same view, sliding
        #expect(list.cellForItem(at: expected.three) === three)
        #expect(shown(list) == s.sectionIdentifiers.map { s.itemIdentifiers(inSection: $0) })
    }

    @Test("apply animates the difference and completes once")
    func animated() {
        let window = Window(size: Size(width: 100, height: 400))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let (list, source) = make()
        window.rootView.addSubview(list)
        var s = Snapshot()
        s.appendSections([0])
        s.appendItems([1, 2, 3, 4])
        source.apply(s, animatingDifferences: false)
        window.layoutIfNeeded()
        let four = list.cellForItem(at: ItemPath(item: 3, section: 0))!
        var done = 0
        s.deleteItems([2])
        s.moveItem(4, beforeItem: 1)
        source.apply(s) { done += 1 }
        #expect(source.snapshot().itemIdentifiers == [4, 1, 3])
        #expect(list.cellForItem(at: ItemPath(item: 0, section: 0)) === four)
        #expect(source.indexPath(for: 3) == ItemPath(item: 2, section: 0))
        #expect(source.itemIdentifier(for: ItemPath(item: 1, section: 0)) == 1)
        clock.advance(by: 0.15)
        #expect(abs(four.presentationFrame.minY - 15) < 1e-9)   // from 30 to 0, half way
        clock.advance(by: 0.2)
        #expect(done == 1)
    }
}
