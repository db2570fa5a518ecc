/// A data source that holds its state as a snapshot of identifiers and
/// animates the difference when a new one is applied
/// (`UICollectionViewDiffableDataSource`).
///
/// ```swift
/// let source = DiffableDataSource<Int, String>(collectionView: list) { view, path, title in
///     let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: path)
///     // configure cell for title
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b", "c"])
/// source.apply(snapshot, animatingDifferences: true)
/// ```
///
/// The collection view holds its data source weakly, as in UIKit: keep the
/// `DiffableDataSource` alive.
@MainActor
public final class DiffableDataSource<SectionID: Hashable, ItemID: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item: dequeue, configure, return (nil is a
    /// precondition failure, as in UIKit).
    public typealias CellProvider = (CollectionView, ItemPath, ItemID) -> CollectionViewCell?
    /// Makes a header or footer view: the collection view, the kind, the
    /// section's path.
    public typealias SupplementaryViewProvider = (CollectionView, String, ItemPath) -> CollectionReusableView?

    /// The header and footer views (nil: none).
    public var supplementaryViewProvider: SupplementaryViewProvider?
    let cellProvider: CellProvider
    weak var collectionView: CollectionView?
    /// What the collection view shows.
    var current = DiffableDataSourceSnapshot<SectionID, ItemID>()

    /// Becomes `collectionView`'s data source, empty.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    /// A copy of the current state, to edit and apply.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionID, ItemID> {
        var copy = current
        copy.reloaded = []
        return copy
    }

    /// The item at `indexPath`, or nil.
    public func itemIdentifier(for indexPath: ItemPath) -> ItemID? {
        guard indexPath.section >= 0, indexPath.section < current.items.count,
              indexPath.item >= 0, indexPath.item < current.items[indexPath.section].count else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// Where `item` is shown, or nil.
    public func indexPath(for item: ItemID) -> ItemPath? {
        guard let section = current.sectionOfItem[item], let s = current.sectionIdentifiers.firstIndex(of: section),
              let i = current.items[s].firstIndex(of: item) else { return nil }
        return ItemPath(item: i, section: s)
    }

    /// Shows `snapshot`. With `animatingDifferences` the difference from the
    /// current state becomes one `performBatchUpdates` (items deleted,
    /// inserted, moved and reloaded, sections deleted and inserted),
    /// animated as that animates; without it the view reloads. `completion`
    /// runs once, when that is done.
    ///
    /// The difference matches items and sections by identifier through hash
    /// maps, iterating the snapshots' arrays (never a dictionary's order):
    /// O(n + m) for n items before and m after, plus O(k log k) for the k
    /// items kept in a section to find the fewest moves (a longest
    /// increasing run): linear on typical edits. Sections that changed
    /// order are deleted and inserted again.
    public func apply(_ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        guard let view = collectionView else {
            current = snapshot
            completion?()
            return
        }
        guard animatingDifferences else {
            current = snapshot
            view.reloadData()
            completion?()
            return
        }
        let old = current
        view.performBatchUpdates({
            self.current = snapshot
            DiffableDifference.record(from: old, to: snapshot, in: view)
        }, completion: { _ in completion?() })
    }

    /// The number of sections of the current snapshot.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.items.count }

    /// The number of items in a section of the current snapshot.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items[section].count
    }

    /// The cell from `cellProvider`.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ItemPath) -> CollectionViewCell {
        let item = current.items[indexPath.section][indexPath.item]
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("DiffableDataSource: the cell provider returned nil for \(item) at \(indexPath)")
        }
        return cell
    }

    /// The view from `supplementaryViewProvider`.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: ItemPath) -> CollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
