extension CollectionView {
    /// The selected items, in order.
    ///
    /// - Complexity: O(s log s) for s selected items.
    public var indexPathsForSelectedItems: [ItemPath] { selectedPaths.sorted() }

    /// Selects the item at `indexPath` (nil deselects every item), and
    /// scrolls to it at `scrollPosition` (`[]` does not scroll). In single
    /// selection the previous item is deselected. Does nothing when
    /// `allowsSelection` is off. Selection observers are not told (as
    /// UIKit's delegate is not for calls from code).
    ///
    /// - Precondition: `indexPath` names an item.
    public func selectItem(at indexPath: ItemPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in indexPathsForSelectedItems { setSelected(false, at: path) }
            return
        }
        checkItem(indexPath, in: "selectItem(at:animated:scrollPosition:)")
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in indexPathsForSelectedItems where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` (observers are not told).
    public func deselectItem(at indexPath: ItemPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Calls `handler` with the item and whether it is now selected each
    /// time a user action (a tap, Return on the focused cell) selects or
    /// deselects an item, after the change.
    ///
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeSelection(_ handler: @escaping (ItemPath, Bool) -> Void) -> ObservationToken {
        selectionObservers.add { handler($0.path, $0.selected) }
    }

    /// A user action on the item at `indexPath`: in single selection it
    /// becomes the selected item (a selected one stays selected); in
    /// multiple selection it toggles. Observers hear of each change.
    func userSelect(_ indexPath: ItemPath) {
        guard allowsSelection else { return }
        var changes: [(path: ItemPath, selected: Bool)] = []
        if allowsMultipleSelection {
            let selected = !selectedPaths.contains(indexPath)
            setSelected(selected, at: indexPath)
            changes.append((indexPath, selected))
        } else {
            for path in indexPathsForSelectedItems where path != indexPath {
                setSelected(false, at: path)
                changes.append((path, false))
            }
            if !selectedPaths.contains(indexPath) {
                setSelected(true, at: indexPath)
                changes.append((indexPath, true))
            }
        }
        guard !selectionObservers.isEmpty else { return }
        let observers = selectionObservers
        for change in changes { ObserverQueue.post { observers.notify(change) } }
    }

    /// A tap: selects the item under it.
    func handleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended || recognizer.state == .recognized else { return }
        if let path = indexPathForItem(at: recognizer.location(in: self)) { userSelect(path) }
    }

    /// Records the selection of one item and shows it on its cell.
    func setSelected(_ selected: Bool, at path: ItemPath) {
        let changed = selected ? selectedPaths.insert(path).inserted : selectedPaths.remove(path) != nil
        cellsByPath[path]?.isSelected = selected
        // After the cell shows it: an observer reads the cell's state.
        if changed { postAccessibilityChange(.selectionChanged(self)) }
    }
}
