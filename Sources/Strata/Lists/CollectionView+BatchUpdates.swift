extension CollectionView {
    /// The duration of the batch-update animation, in seconds (ease in-out).
    public static let batchUpdateDuration = 0.3

    /// Applies the item and section changes recorded in `updates` together,
    /// animated through `ViewAnimator` on the window's timeline over 0.3 s
    /// ease-in-out: deleted (and reloaded) cells fade out, inserted ones fade
    /// in, the others slide to their new places. Update the data source
    /// before or inside `updates`: the counts are read after it runs.
    ///
    /// Index paths of deletes, reloads and move sources are before the
    /// update; of inserts and move destinations after it (as UIKit). An
    /// animation interrupted by another one hands its views over from where
    /// they are. `completion` runs once, when the animation ends (`true`) or
    /// is replaced (`false`); outside a window the changes apply without
    /// animation and `completion(true)` runs at once.
    ///
    /// - Precondition: every index path is in range, and the counts after
    ///   the update agree with the changes (the message names the first
    ///   that does not).
    /// - Complexity: O(items) to map the items, plus the animation's
    ///   O(views in the window) snapshot.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((_ finished: Bool) -> Void)? = nil) {
        // The counts before the update are the ones last read: the data
        // source already holds the new ones.
        if needsReload { refreshCountsIfNeeded() }
        prepareLayoutIfNeeded()
        let outer = pendingBatch
        pendingBatch = BatchUpdate()
        updates?()
        let batch = pendingBatch ?? BatchUpdate()
        pendingBatch = outer
        applyBatch(batch, completion: completion)
    }

    /// Inserts items at these paths (after the update).
    public func insertItems(at indexPaths: [ItemPath]) {
        record { for path in indexPaths { $0.insertedItems.insert(path) } }
    }

    /// Deletes the items at these paths (before the update).
    public func deleteItems(at indexPaths: [ItemPath]) {
        record { for path in indexPaths { $0.deletedItems.insert(path) } }
    }

    /// Moves an item from `indexPath` (before) to `newIndexPath` (after).
    public func moveItem(at indexPath: ItemPath, to newIndexPath: ItemPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Configures the items at these paths (before the update) again: their
    /// old cells fade out and new ones fade in.
    public func reloadItems(at indexPaths: [ItemPath]) {
        record { for path in indexPaths { $0.reloadedItems.insert(path) } }
    }

    /// Inserts sections at these indexes (after the update).
    public func insertSections(_ sections: [Int]) {
        record { for s in sections { $0.insertedSections.insert(s) } }
    }

    /// Deletes the sections at these indexes (before the update).
    public func deleteSections(_ sections: [Int]) {
        record { for s in sections { $0.deletedSections.insert(s) } }
    }

    /// Adds a change to the batch being recorded, or applies it as a batch
    /// of its own.
    func record(_ change: (inout BatchUpdate) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        var batch = BatchUpdate()
        change(&batch)
        performBatchUpdates({ self.pendingBatch = batch })
    }

    /// Checks the recorded changes against the counts before and after
    /// the update and animates them.
    func applyBatch(_ batch: BatchUpdate, completion: ((Bool) -> Void)?) {
        var newCounts: [Int] = []
        if let source = dataSource {
            for s in 0..<max(0, source.numberOfSections(in: self)) {
                newCounts.append(max(0, source.collectionView(self, numberOfItemsInSection: s)))
            }
        }
        let sources = batch.sources(oldCounts: sectionCounts, newCounts: newCounts)
        applyMapping(ItemMapping(oldCounts: sectionCounts, sources: sources, reloaded: batch.reloadedItems.sorted()),
                     completion: completion)
    }

    /// Maps the cells to their new items, prepares the layout for the new
    /// counts, configures the reconfigured items again in their cells, makes
    /// the inserted cells in view (transparent) and animates. Without
    /// `animated` (or outside a window) the same changes happen at once:
    /// kept cells take their new places at the next layout pass, the
    /// others leave, the new ones are opaque.
    ///
    /// - Complexity: O(items) in plain array passes (no hashing per item),
    ///   plus O(c log c) for the c cells that exist and the animation's
    ///   O(views in the window) snapshot.
    func applyMapping(_ mapping: ItemMapping, animated: Bool = true, completion: ((Bool) -> Void)?) {
        let sources = mapping.sources
        let reloaded = Set(mapping.reloaded)
        let destinations = mapping.destinations()
        func destination(of old: ItemPath) -> ItemPath? {
            guard old.section >= 0, old.section < destinations.count, old.item >= 0,
                  old.item < destinations[old.section].count else { return nil }
            return destinations[old.section][old.item]
        }
        // Cells whose items stay keep their views; the others leave.
        var kept: [ItemPath: CollectionViewCell] = [:]
        var leaving: [CollectionViewCell] = []
        for old in cellsByPath.keys.sorted() {
            guard let cell = cellsByPath[old] else { continue }
            if !reloaded.contains(old), let new = destination(of: old) { kept[new] = cell } else { leaving.append(cell) }
        }
        var selected: Set<ItemPath> = []
        for old in selectedPaths { if let new = destination(of: old) { selected.insert(new) } }
        // The animation's first layout pass (before its snapshot) must not
        // move the cells yet: placement waits for the animation block.
        holdsPlacement = true
        cellsByPath = kept
        selectedPaths = selected   // the selection follows its items
        // Headers and footers are placed again from scratch.
        recycleSupplementaries()
        sectionCounts = mapping.newCounts
        needsReload = false
        // Reconfigured items are measured again (self-sizing rows).
        var remeasured = reloaded
        for path in mapping.reconfigured { if let old = sources[path.section][path.item] { remeasured.insert(old) } }
        collectionViewLayout.itemsDidMove(sources: sources, reloaded: remeasured)
        collectionViewLayout.needsPrepare = true
        prepareLayoutIfNeeded()
        if let source = dataSource, !mapping.reconfigured.isEmpty {
            reconfigureCells(at: mapping.reconfigured, source: source)
        }
        // The cells that appear, made now at their final frames, transparent.
        var appearing: [(path: ItemPath, cell: CollectionViewCell)] = []
        if let source = dataSource {
            for attribute in collectionViewLayout.layoutAttributesForElements(in: placementRect)
            where attribute.representedElementKind == nil && cellsByPath[attribute.indexPath] == nil {
                let path = attribute.indexPath
                guard let old = sources[path.section][path.item] else {
                    appearing.append((path, makeAppearingCell(at: path, frame: attribute.frame, source: source)))
                    continue
                }
                if reloaded.contains(old) {
                    appearing.append((path, makeAppearingCell(at: path, frame: attribute.frame, source: source)))
                }
            }
        }
        // Self-sizing rows were measured as they were made: place them again.
        for (path, cell) in appearing {
            if let frame = collectionViewLayout.layoutAttributesForItem(at: path)?.frame { cell.frame = frame }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        for cell in leaving { bringSubviewToFront(cell) }
        guard animated, let window else {
            holdsPlacement = false
            for cell in leaving { recycle(cell) }
            for (_, cell) in appearing { cell.alpha = 1 }
            setNeedsLayout()
            completion?(true)
            return
        }
        ViewAnimator.animate(
            in: window, timing: Self.batchTiming,
            options: [.allowUserInteraction],
            animations: {
                self.holdsPlacement = false
                for cell in leaving { cell.alpha = 0 }
                for (_, cell) in appearing { cell.alpha = 1 }
                self.setNeedsLayout()
            },
            completion: { [weak self] finished in
                if let self {
                    for cell in leaving where !cell.isHidden {
                        cell.alpha = 1
                        self.recycle(cell)
                    }
                }
                completion?(finished)
            })
    }

    /// A cell for an item that appears in a batch update: configured, at
    /// `frame`, with alpha 0.
    func makeAppearingCell(at path: ItemPath, frame: Rect, source: any CollectionViewDataSource) -> CollectionViewCell {
        let cell = source.collectionView(self, cellForItemAt: path)
        cell.setNeedsLayout()   // its content was configured again
        cellsByPath[path] = cell
        cell.isSelected = selectedPaths.contains(path)
        if let width = collectionViewLayout.widthToMeasure(at: path) {
            _ = collectionViewLayout.setMeasuredHeight(measuredHeight(of: cell, width: width), at: path)
        }
        cell.frame = frame
        cell.alpha = 0
        return cell
    }

    /// Every header and footer back to the reuse queues.
    func recycleSupplementaries() {
        let keys = supplementariesByKey.keys.sorted { ($0.kind, $0.indexPath) < ($1.kind, $1.indexPath) }
        for key in keys { if let view = supplementariesByKey[key] { recycle(view) } }
        supplementariesByKey.removeAll(keepingCapacity: true)
    }
}

extension CollectionView {
    /// `DiffableDataSource.apply`: `update` makes `source` show the new
    /// snapshot, `mapping` says where each of its items was. Performs it as
    /// `performBatchUpdates` does, animated or not, without recording calls
    /// or checking them (the mapping is right by construction). When the
    /// view did not show the old snapshot (`source` is not its data source,
    /// or its counts differ) it reloads instead.
    @usableFromInline
    func applyDifference(_ mapping: ItemMapping, animated: Bool, from source: AnyObject, update: () -> Void,
                         completion: (() -> Void)?) {
        if needsReload { refreshCountsIfNeeded() }
        prepareLayoutIfNeeded()
        update()
        guard dataSource === source, sectionCounts == mapping.oldCounts else {
            reloadData()
            completion?()
            return
        }
        applyMapping(mapping, animated: animated, completion: { _ in completion?() })
    }
}
