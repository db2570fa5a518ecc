/// The difference between two snapshots, as the position before of each
/// item after (`ItemMapping`).
@usableFromInline
enum DiffableDifference {
    /// Matches the items of `new` to those of `old` by identifier: one hash
    /// map of the old items' paths, built by iterating the old snapshot's
    /// arrays (never a dictionary's order), then one look-up per new item.
    /// Everything after it (which cells move, fade or stay) works on these
    /// integer positions, outside generic code.
    ///
    /// `@inlinable`, so it is specialized for the identifier types in the
    /// module that applies the snapshot: hashing an `Int` or a `String`
    /// costs what it costs there, not a value-witness call per identifier.
    ///
    /// - Complexity: O(n + m) for n items before and m after (expected,
    ///   hashing), with three array allocations per section.
    @inlinable
    static func mapping<S: Hashable, I: Hashable>(from old: DiffableDataSourceSnapshot<S, I>,
                                                  to new: DiffableDataSourceSnapshot<S, I>) -> ItemMapping {
        var oldPath: [I: ItemPath] = [:]
        oldPath.reserveCapacity(old.numberOfItems)
        var oldCounts: [Int] = []
        oldCounts.reserveCapacity(old.items.count)
        for s in old.items.indices {
            let items = old.items[s]
            oldCounts.append(items.count)
            for i in items.indices { oldPath[items[i]] = ItemPath(item: i, section: s) }
        }
        var sources: [[ItemPath?]] = []
        sources.reserveCapacity(new.items.count)
        var reloaded: [ItemPath] = []
        let reloads = new.reloaded
        for items in new.items {
            var slots: [ItemPath?] = []
            slots.reserveCapacity(items.count)
            for id in items {
                let from = oldPath[id]
                if let from, !reloads.isEmpty, reloads.contains(id) { reloaded.append(from) }
                slots.append(from)
            }
            sources.append(slots)
        }
        return ItemMapping(oldCounts: oldCounts, sources: sources, reloaded: reloaded)
    }
}
