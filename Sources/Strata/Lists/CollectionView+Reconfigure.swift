extension CollectionView {
    /// Configures the items at `paths` (after the update) again in the
    /// cells they have (`DiffableDataSourceSnapshot.reconfigureItems`):
    /// for each path that has a cell, in the order given, the data source's
    /// `cellForItemAt` runs with that cell handed back by
    /// `dequeueReusableCell(withReuseIdentifier:for:)` for that path and
    /// the cell's reuse identifier (no `prepareForReuse()`). The cell keeps
    /// its frame, selection and focus. A data source that returns another
    /// cell (another reuse identifier) replaces it as a reload would.
    /// Self-sizing rows are measured again.
    ///
    /// - Complexity: O(p) data-source calls for the p paths that have cells.
    func reconfigureCells(at paths: [ItemPath], source: any CollectionViewDataSource) {
        for path in paths {
            guard let cell = cellsByPath[path] else { continue }
            reconfiguringCell = (path, cell)
            let made = source.collectionView(self, cellForItemAt: path)
            reconfiguringCell = nil
            made.setNeedsLayout()   // its content was configured again
            if made !== cell {
                made.frame = cell.frame
                made.isSelected = selectedPaths.contains(path)
                cellsByPath[path] = made
                recycle(cell)
            }
            if let width = collectionViewLayout.widthToMeasure(at: path) {
                _ = collectionViewLayout.setMeasuredHeight(measuredHeight(of: made, width: width), at: path)
            }
        }
    }

    /// The cell being reconfigured, when `dequeueReusableCell` is asked for
    /// its path and reuse identifier while it is.
    func cellBeingReconfigured(withReuseIdentifier identifier: String, for indexPath: ItemPath) -> CollectionViewCell? {
        guard let current = reconfiguringCell, current.path == indexPath,
              current.cell.reuseIdentifier == identifier else { return nil }
        return current.cell
    }
}
