/// The changes recorded by one `performBatchUpdates(_:completion:)`, in
/// UIKit's terms: deletes, reloads and move sources are index paths before
/// the update; inserts and move destinations after it.
struct BatchUpdate {
    var insertedItems: Set<ItemPath> = []
    var deletedItems: Set<ItemPath> = []
    var reloadedItems: Set<ItemPath> = []
    /// Moves as (before, after).
    var moves: [(from: ItemPath, to: ItemPath)] = []
    var insertedSections: Set<Int> = []
    var deletedSections: Set<Int> = []

    /// For each section after the update, the path before it of each item
    /// (nil for an inserted item or one in an inserted section).
    ///
    /// - Precondition: the counts after the update agree with the counts
    ///   before it and the recorded changes.
    /// - Complexity: O(items before + items after).
    func sources(oldCounts: [Int], newCounts: [Int]) -> [[ItemPath?]] {
        let oldSections = oldCounts.count, newSections = newCounts.count
        for s in deletedSections.sorted() {
            precondition(s >= 0 && s < oldSections,
                         "CollectionView.deleteSections: section \(s) out of range (\(oldSections) sections before the update)")
        }
        for s in insertedSections.sorted() {
            precondition(s >= 0 && s < newSections,
                         "CollectionView.insertSections: section \(s) out of range (\(newSections) sections after the update)")
        }
        let surviving = (0..<oldSections).filter { !deletedSections.contains($0) }
        precondition(surviving.count + insertedSections.count == newSections,
                     "CollectionView.performBatchUpdates: \(newSections) sections after the update, but \(oldSections) "
                        + "before minus \(deletedSections.count) deleted plus \(insertedSections.count) inserted "
                        + "is \(surviving.count + insertedSections.count)")
        func checkOld(_ path: ItemPath, _ what: String) {
            let s = path.section
            precondition(s >= 0 && s < oldSections && path.item >= 0 && path.item < oldCounts[s],
                         "CollectionView.\(what): index path \(path) out of range before the update "
                            + "(\(oldSections) sections\(s >= 0 && s < oldSections ? ", \(oldCounts[s]) items in section \(s)" : ""))")
        }
        func checkNew(_ path: ItemPath, _ what: String) {
            let s = path.section
            precondition(s >= 0 && s < newSections && path.item >= 0 && path.item < newCounts[s],
                         "CollectionView.\(what): index path \(path) out of range after the update "
                            + "(\(newSections) sections\(s >= 0 && s < newSections ? ", \(newCounts[s]) items in section \(s)" : ""))")
        }
        for path in deletedItems.sorted() { checkOld(path, "deleteItems") }
        for path in reloadedItems.sorted() { checkOld(path, "reloadItems") }
        for path in insertedItems.sorted() { checkNew(path, "insertItems") }
        var movedFrom: Set<ItemPath> = []
        var movedTo: [ItemPath: ItemPath] = [:]
        for move in moves {
            checkOld(move.from, "moveItem")
            checkNew(move.to, "moveItem")
            movedFrom.insert(move.from)
            movedTo[move.to] = move.from
        }
        var sectionSource = [Int?](repeating: nil, count: newSections)
        var next = 0
        for s in 0..<newSections where !insertedSections.contains(s) {
            sectionSource[s] = surviving[next]
            next += 1
        }
        var result: [[ItemPath?]] = []
        result.reserveCapacity(newSections)
        for s in 0..<newSections {
            var slots = [ItemPath?](repeating: nil, count: newCounts[s])
            if insertedSections.contains(s) {
                result.append(slots)   // every item of an inserted section is new
                continue
            }
            var open: [Int] = []
            for i in 0..<newCounts[s] {
                let path = ItemPath(item: i, section: s)
                if insertedItems.contains(path) { continue }
                if let from = movedTo[path] { slots[i] = from } else { open.append(i) }
            }
            var remaining: [ItemPath] = []
            if let old = sectionSource[s] {
                for i in 0..<oldCounts[old] {
                    let path = ItemPath(item: i, section: old)
                    if !deletedItems.contains(path) && !movedFrom.contains(path) { remaining.append(path) }
                }
            }
            precondition(remaining.count == open.count,
                         "CollectionView.performBatchUpdates: section \(s) has \(newCounts[s]) items after the update, "
                            + "but the items kept, inserted and moved into it make \(newCounts[s] - open.count + remaining.count)")
            for (slot, path) in zip(open, remaining) { slots[slot] = path }
            result.append(slots)
        }
        return result
    }
}
