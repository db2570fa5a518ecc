extension CollectionView {
    /// The cell showing the item at `indexPath`, if it exists now (it is in
    /// view or within the prefetch margin); nil otherwise.
    ///
    /// - Complexity: O(1).
    public func cellForItem(at indexPath: ItemPath) -> CollectionViewCell? {
        cellsByPath[indexPath]
    }

    /// The paths of the items whose cells meet the visible bounds, in order.
    ///
    /// - Complexity: O(c log c) for c cells that exist.
    public var indexPathsForVisibleItems: [ItemPath] {
        let visible = bounds
        var paths: [ItemPath] = []
        for (path, cell) in cellsByPath where !cell.isHidden && cell.frame.intersects(visible) {
            paths.append(path)
        }
        return paths.sorted()
    }

    /// The cells of `indexPathsForVisibleItems`, in the same order.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellsByPath[$0] }
    }

    /// The item whose cell frame contains `point` (content coordinates,
    /// like the cells' frames), or nil.
    ///
    /// - Complexity: that of one `layoutAttributesForElements(in:)` query
    ///   (logarithmic with the built-in layouts).
    public func indexPathForItem(at point: Point) -> ItemPath? {
        refreshCountsIfNeeded()
        prepareLayoutIfNeeded()
        let probe = Rect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        var found: ItemPath?
        for attribute in collectionViewLayout.layoutAttributesForElements(in: probe)
        where attribute.representedElementKind == nil && !attribute.isHidden {
            let f = attribute.frame
            guard point.x >= f.minX, point.x < f.maxX, point.y >= f.minY, point.y < f.maxY else { continue }
            if found.map({ attribute.indexPath < $0 }) ?? true { found = attribute.indexPath }
        }
        return found
    }

    /// Scrolls so that the item at `indexPath` sits at `position` (clamped
    /// to the content), animated as `setContentOffset(_:animated:)` is.
    ///
    /// With self-sizing rows an item far away has an estimated position
    /// until it is measured. Unanimated, the rows that come into view are
    /// measured at once and the scroll is corrected until the item sits
    /// exactly at `position` (at most four rounds); animated, the
    /// animation heads for the estimated position and the rows that
    /// appear are measured without moving the ones on screen (UIKit
    /// behaves the same).
    ///
    /// - Precondition: `indexPath` names an item.
    public func scrollToItem(at indexPath: ItemPath, at position: ScrollPosition, animated: Bool) {
        checkItem(indexPath, in: "scrollToItem(at:at:animated:)")
        if animated {
            setContentOffset(targetOffset(for: indexPath, at: position), animated: true)
            return
        }
        for _ in 0..<4 {
            let target = targetOffset(for: indexPath, at: position)
            if target == contentOffset { break }
            setContentOffset(target, animated: false)
            layoutIfNeeded()  // places and measures the rows now in view
        }
    }

    /// The clamped content offset that puts the item at `position`, from
    /// the layout's current attributes.
    private func targetOffset(for indexPath: ItemPath, at position: ScrollPosition) -> Point {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return contentOffset }
        let size = bounds.size
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - contentInset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height + contentInset.bottom }
        if position.contains(.left) { offset.x = frame.minX - contentInset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - size.width + contentInset.right }
        return clampedContentOffset(offset)
    }

    /// Stops with a clear message when `indexPath` names no item.
    func checkItem(_ indexPath: ItemPath, in function: String) {
        refreshCountsIfNeeded()
        let s = indexPath.section
        precondition(s >= 0 && s < sectionCounts.count && indexPath.item >= 0 && indexPath.item < sectionCounts[s],
                     "CollectionView.\(function): index path \(indexPath) out of range (\(sectionCounts.count) "
                        + "sections\(s >= 0 && s < sectionCounts.count ? ", \(sectionCounts[s]) items in section \(s)" : ""))")
    }
}
