/// The difference between two snapshots, recorded as batch-update calls.
@MainActor
enum DiffableDifference {
    /// Records on `view` (inside `performBatchUpdates`) the changes that
    /// turn `old` into `new`.
    ///
    /// - Complexity: O(n + m + k log k) (see `DiffableDataSource.apply`).
    static func record<S: Hashable, I: Hashable>(from old: DiffableDataSourceSnapshot<S, I>,
                                                 to new: DiffableDataSourceSnapshot<S, I>, in view: CollectionView) {
        // Sections: kept when in both and in increasing old order (greedy);
        // the rest are deleted and inserted.
        var oldSectionIndex: [S: Int] = [:]
        for (s, id) in old.sectionIdentifiers.enumerated() { oldSectionIndex[id] = s }
        var keptOldSection = [Bool](repeating: false, count: old.sectionIdentifiers.count)
        var newToOldSection = [Int?](repeating: nil, count: new.sectionIdentifiers.count)
        var lastKept = -1
        for (s, id) in new.sectionIdentifiers.enumerated() {
            if let o = oldSectionIndex[id], o > lastKept {
                keptOldSection[o] = true
                newToOldSection[s] = o
                lastKept = o
            }
        }
        let deletedSections = keptOldSection.indices.filter { !keptOldSection[$0] }
        let insertedSections = newToOldSection.indices.filter { newToOldSection[$0] == nil }
        if !deletedSections.isEmpty { view.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { view.insertSections(insertedSections) }
        // Old positions of the items in kept sections.
        var oldPath: [I: ItemPath] = [:]
        oldPath.reserveCapacity(old.numberOfItems)
        for (s, items) in old.items.enumerated() where keptOldSection[s] {
            for (i, id) in items.enumerated() { oldPath[id] = ItemPath(item: i, section: s) }
        }
        var survivors: Set<I> = []
        var deleted: [ItemPath] = [], inserted: [ItemPath] = [], reloaded: [ItemPath] = []
        for (s, items) in new.items.enumerated() {
            guard let o = newToOldSection[s] else { continue }
            // Items kept in the same section pair, in new order, with their
            // old indexes; the longest increasing run stays, the rest move.
            var sameSection: [(new: Int, old: Int)] = []
            for (i, id) in items.enumerated() {
                let path = ItemPath(item: i, section: s)
                guard let from = oldPath[id] else {
                    inserted.append(path)
                    continue
                }
                survivors.insert(id)
                if new.reloaded.contains(id) { reloaded.append(from) }
                if from.section == o {
                    sameSection.append((i, from.item))
                } else {
                    view.moveItem(at: from, to: path)
                }
            }
            let stays = longestIncreasingRun(sameSection.map(\.old))
            for (k, pair) in sameSection.enumerated() where !stays[k] {
                view.moveItem(at: ItemPath(item: pair.old, section: o), to: ItemPath(item: pair.new, section: s))
            }
        }
        for (s, items) in old.items.enumerated() where keptOldSection[s] {
            for (i, id) in items.enumerated() where !survivors.contains(id) {
                deleted.append(ItemPath(item: i, section: s))
            }
        }
        if !deleted.isEmpty { view.deleteItems(at: deleted) }
        if !inserted.isEmpty { view.insertItems(at: inserted) }
        if !reloaded.isEmpty { view.reloadItems(at: reloaded) }
    }

    /// Marks the elements of one longest strictly increasing subsequence
    /// of `values` (patience sorting).
    ///
    /// - Complexity: O(k log k).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // index into values of each run length's smallest tail
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var marks = [Bool](repeating: false, count: values.count)
        var k = tails.last ?? -1
        while k >= 0 {
            marks[k] = true
            k = previous[k]
        }
        return marks
    }
}
