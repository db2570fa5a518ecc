/// The difference between two snapshots, as the position before of each
/// item after (`ItemMapping`), with the items to reload (new cells) and to
/// reconfigure (in their cells).
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
        var reconfigured: [ItemPath] = []
        let reloads = new.reloaded, reconfigures = new.reconfigured
        for s in new.items.indices {
            let items = new.items[s]
            var slots: [ItemPath?] = []
            slots.reserveCapacity(items.count)
            for i in items.indices {
                let id = items[i]
                let from = oldPath[id]
                if let from {
                    if !reloads.isEmpty, reloads.contains(id) {
                        reloaded.append(from)
                    } else if !reconfigures.isEmpty, reconfigures.contains(id) {
                        reconfigured.append(ItemPath(item: i, section: s))
                    }
                }
                slots.append(from)
            }
            sources.append(slots)
        }
        return ItemMapping(oldCounts: oldCounts, sources: sources, reloaded: reloaded, reconfigured: reconfigured)
    }
}
