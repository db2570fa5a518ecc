extension DiffableDataSource {
    /// Shows `snapshot` by reloading the collection view, without computing
    /// a difference (`applySnapshotUsingReloadData(_:completion:)`): every
    /// cell goes back to its reuse queue and the cells in view are made
    /// again by the cell provider at the next layout pass; the selection is
    /// cleared. `completion` runs once, at once. Use it to replace the data
    /// wholesale; `apply(_:animatingDifferences:completion:)` keeps the
    /// cells of items that stay.
    ///
    /// - Complexity: O(sections) now, O(cells in view) provider calls at
    ///   the next layout pass.
    public func applySnapshotUsingReloadData(_ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>,
                                             completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }
}
