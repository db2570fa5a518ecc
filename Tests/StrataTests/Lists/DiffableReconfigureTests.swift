import Strata
import Testing

/// A cell that counts its `prepareForReuse()` calls.
final class ReuseCountingTagCell: CollectionViewCell {
    var tagValue = -1
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Issue 48: a non-animated apply performs the difference (kept cells stay,
/// unchanged items are not configured again), `reconfigureItems` configures
/// items again in the cells they have, `reloadItems` gives them new cells,
/// `applySnapshotUsingReloadData` reloads everything.
@MainActor
@Suite("DiffableDataSource: reconfigure, reload, non-animated apply")
struct DiffableReconfigureTests {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    /// A list of 10-point rows (all items of a small snapshot have cells)
    /// in a window on a manual clock, showing items 1–5, with the
    /// identifiers the cell provider is called for.
    @MainActor
    final class Fixture {
        let window = Window(size: Size(width: 100, height: 400))
        let clock = ManualClock()
        let list: CollectionView
        var source: DiffableDataSource<Int, Int>!
        var provided: [Int] = []
        /// The reuse identifier the provider dequeues for an item.
        var identifierOf: (Int) -> String = { _ in "tag" }

        init() {
            window.timeline = Timeline(clock: clock)
            let layout = ListLayout()
            layout.rowHeight = 10
            list = CollectionView(frame: Rect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
            list.register(ReuseCountingTagCell.self, forCellWithReuseIdentifier: "tag")
            list.register(ReuseCountingTagCell.self, forCellWithReuseIdentifier: "other")
            source = DiffableDataSource<Int, Int>(collectionView: list) { [unowned self] view, path, id in
                provided.append(id)
                let cell = view.dequeueReusableCell(withReuseIdentifier: identifierOf(id), for: path)
                (cell as? ReuseCountingTagCell)?.tagValue = id
                return cell
            }
            window.rootView.addSubview(list)
            var s = Snapshot()
            s.appendSections([0])
            s.appendItems([1, 2, 3, 4, 5])
            source.apply(s, animatingDifferences: false)
            window.layoutIfNeeded()
            provided = []
        }

        func cell(_ item: Int) -> ReuseCountingTagCell? {
            list.cellForItem(at: ItemPath(item: item, section: 0)) as? ReuseCountingTagCell
        }

        /// The cells' objects and what they show, in item order.
        func cells() -> [ReuseCountingTagCell] { (0..<list.numberOfItems(inSection: 0)).compactMap(cell) }

        /// Applies `s`, then lets any animation end and lays out.
        func apply(_ s: Snapshot, animated: Bool) {
            source.apply(s, animatingDifferences: animated)
            clock.advance(by: 1)
            window.layoutIfNeeded()
        }
    }

    @Test("reconfigureItems runs the provider only for those items, in the cells they have",
          arguments: [(false, [3]), (true, [3]), (false, [1, 5]), (true, [5, 2, 4]), (false, [])])
    func reconfigure(animated: Bool, items: [Int]) {
        let f = Fixture()
        let before = f.cells()
        var s = f.source.snapshot()
        s.reconfigureItems(items)
        #expect(s.reconfiguredItemIdentifiers == items.sorted())
        f.apply(s, animated: animated)
        #expect(f.provided == items.sorted())             // in snapshot order, nothing else
        let after = f.cells()
        #expect(after.count == 5)
        for (old, new) in zip(before, after) { #expect(old === new) }
        #expect(after.map(\.tagValue) == [1, 2, 3, 4, 5])
        #expect(after.map(\.reuses) == [0, 0, 0, 0, 0])   // no prepareForReuse for a reconfigure
        #expect(after.map(\.alpha) == [1, 1, 1, 1, 1])
        #expect(f.source.snapshot().reconfiguredItemIdentifiers == [])
    }

    @Test("reloadItems gives the items new cells; the others keep theirs", arguments: [false, true])
    func reload(animated: Bool) {
        let f = Fixture()
        let before = f.cells()
        var s = f.source.snapshot()
        s.reloadItems([2])
        s.reconfigureItems([2, 4])   // reloaded wins for 2
        #expect(s.reloadedItemIdentifiers == [2])
        f.apply(s, animated: animated)
        #expect(f.provided == [4, 2])   // reconfigured in place first, then the new cells
        let after = f.cells()
        #expect(after.map(\.tagValue) == [1, 2, 3, 4, 5])
        #expect(zip(before, after).map { $0 === $1 } == [true, false, true, true, true])
    }

    @Test("a non-animated apply of a move keeps both cells and configures nothing", arguments: [false, true])
    func moveKeepsCells(animated: Bool) {
        let f = Fixture()
        let two = f.cell(1)!, four = f.cell(3)!
        var s = f.source.snapshot()
        s.moveItem(4, beforeItem: 2)   // [1, 4, 2, 3, 5]
        f.apply(s, animated: animated)
        #expect(f.provided == [])
        #expect(f.cell(1) === four)
        #expect(f.cell(2) === two)
        #expect(f.cells().map(\.tagValue) == [1, 4, 2, 3, 5])
        #expect(f.cell(1)?.frame == Rect(x: 0, y: 10, width: 100, height: 10))
        #expect(f.cell(2)?.frame == Rect(x: 0, y: 20, width: 100, height: 10))
    }

    @Test("a non-animated apply configures only inserted items and removes deleted cells at once")
    func insertDeleteWithoutAnimation() {
        let f = Fixture()
        let one = f.cell(0)!, three = f.cell(2)!
        var s = f.source.snapshot()
        s.deleteItems([2])
        s.insertItems([9], afterItem: 4)   // [1, 3, 4, 9, 5]
        f.source.apply(s, animatingDifferences: false)
        #expect(f.provided == [9])
        f.window.layoutIfNeeded()
        #expect(f.provided == [9])
        #expect(f.cells().map(\.tagValue) == [1, 3, 4, 9, 5])
        #expect(f.cells().map(\.alpha) == [1, 1, 1, 1, 1])
        #expect(f.cell(0) === one)
        #expect(f.cell(1) === three)
        let visible = f.list.subviews.filter { $0 is ReuseCountingTagCell && !$0.isHidden }
        #expect(visible.count == 5)
    }

    @Test("selection and focus survive a reconfigure", arguments: [false, true])
    func selectionAndFocus(animated: Bool) {
        let f = Fixture()
        f.list.selectItem(at: ItemPath(item: 2, section: 0), animated: false, scrollPosition: [])
        f.window.keyDown(.down)   // nothing focused: the first cell
        let first = f.cell(0)!
        #expect(f.window.focusedView === first)
        var s = f.source.snapshot()
        s.reconfigureItems([1, 3])
        f.apply(s, animated: animated)
        #expect(f.provided == [1, 3])
        #expect(f.window.focusedView === first)
        #expect(first.isFocused)
        #expect(f.list.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
        #expect(f.cell(2)?.isSelected == true)
        #expect(f.cells().map(\.isSelected) == [false, false, true, false, false])
    }

    @Test("a reconfigure whose provider dequeues another reuse identifier replaces the cell")
    func reconfigureOtherIdentifier() {
        let f = Fixture()
        let before = f.cells()
        f.identifierOf = { $0 == 3 ? "other" : "tag" }
        var s = f.source.snapshot()
        s.reconfigureItems([3])
        f.apply(s, animated: false)
        #expect(f.provided == [3])
        let after = f.cells()
        #expect(zip(before, after).map { $0 === $1 } == [true, true, false, true, true])
        #expect(after[2].reuseIdentifier == "other")
        #expect(after[2].frame == Rect(x: 0, y: 20, width: 100, height: 10))
        #expect(before[2].isHidden)
    }

    @Test("applySnapshotUsingReloadData configures every cell in view again and completes once")
    func reloadData() {
        let f = Fixture()
        var s = f.source.snapshot()
        s.appendItems([6])
        var done = 0
        f.source.applySnapshotUsingReloadData(s) { done += 1 }
        #expect(done == 1)
        f.window.layoutIfNeeded()
        #expect(f.provided == [1, 2, 3, 4, 5, 6])
        #expect(f.cells().map(\.tagValue) == [1, 2, 3, 4, 5, 6])
        f.provided = []
        f.source.applySnapshotUsingReloadData(s)
        f.window.layoutIfNeeded()
        #expect(f.provided == [1, 2, 3, 4, 5, 6])
    }
}
