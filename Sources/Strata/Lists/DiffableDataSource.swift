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
    @usableFromInline weak var collectionView: CollectionView?
    /// What the collection view shows.
    @usableFromInline var current = DiffableDataSourceSnapshot<SectionID, ItemID>()

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
        copy.reconfigured = []
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

    /// Shows `snapshot`, by the difference from the current state, with or
    /// without animation (as UIKit does since iOS 15). Cells of items that
    /// stay keep their views and move to their new places (also into
    /// another section), and are not configured again; cells of deleted
    /// and reloaded (`reloadItems`) items leave, inserted and reloaded
    /// items get cells from the cell provider; reconfigured items
    /// (`reconfigureItems`) are configured again in the cells they have.
    /// With `animatingDifferences` this animates as one batch update does
    /// (leaving cells fade out, new ones fade in, kept ones slide);
    /// without it, it happens at once. The selection follows its items.
    /// `completion` runs once, when that is done. For a full reload use
    /// `applySnapshotUsingReloadData(_:completion:)`.
    ///
    /// The difference matches items by identifier through one hash map of
    /// the old items' positions, built by iterating the snapshot's arrays
    /// (never a dictionary's order), then works on integer positions. It is
    /// `@inlinable`, so it is specialized for `SectionID` and `ItemID` where
    /// it is called.
    ///
    /// - Complexity: O(n + m) for n items before and m after (expected,
    ///   hashing): linear on every edit, typical or not; plus the
    ///   animation's O(views in the window) snapshot when it animates.
    @inlinable
    public func apply(_ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        guard let view = collectionView else {
            current = snapshot
            completion?()
            return
        }
        let mapping = DiffableDifference.mapping(from: current, to: snapshot)
        view.applyDifference(mapping, animated: animatingDifferences, from: self, update: { self.current = snapshot },
                             completion: completion)
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
