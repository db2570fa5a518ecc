extension CollectionView {
    /// Highlights the cell under the only touch of `touches`, when the view
    /// allows selection.
    func highlightCell(under touches: Set<Touch>) {
        guard allowsSelection, touches.count == 1, let touch = touches.first,
              let path = indexPathForItem(at: touch.location(in: self)), let cell = cellsByPath[path] else { return }
        unhighlightCell()
        cell.isHighlighted = true
        highlightedCell = cell
    }

    /// Clears the highlight a touch set, if any.
    func unhighlightCell() {
        guard let cell = highlightedCell else { return }
        highlightedCell = nil
        if cell.isHighlighted { cell.isHighlighted = false }
    }

    /// Selects the item of the focused cell when it is one of this view's
    /// (a user action: observers are told). Returns whether it was.
    func selectFocusedCell() -> Bool {
        guard allowsSelection, let focused = window?.focusedView as? CollectionViewCell,
              focused.superview === self, let path = indexPath(of: focused) else { return false }
        userSelect(path)
        return true
    }

    /// The item `cell` shows now, or nil when it is in a reuse queue.
    ///
    /// - Complexity: O(cells that exist).
    func indexPath(of cell: CollectionViewCell) -> ItemPath? {
        for (path, candidate) in cellsByPath where candidate === cell { return path }
        return nil
    }
}
