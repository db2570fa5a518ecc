/// Where each item of a collection view was before an update: what a
/// batch update's animation needs (cells kept move from their old paths,
/// the rest fade in or out), whatever calls made the update.
@usableFromInline
struct ItemMapping {
    /// The item count of each section before the update.
    @usableFromInline var oldCounts: [Int]
    /// For each section after the update, the path before it of each item
    /// (nil for an item that is new).
    @usableFromInline var sources: [[ItemPath?]]
    /// The paths before the update of items configured again (their old
    /// cells fade out, new ones fade in).
    @usableFromInline var reloaded: [ItemPath]
    /// The paths after the update of items kept and configured again in
    /// the cells they have (`reconfigureItems`), in path order.
    @usableFromInline var reconfigured: [ItemPath]

    /// A mapping of these parts.
    @usableFromInline
    init(oldCounts: [Int], sources: [[ItemPath?]], reloaded: [ItemPath], reconfigured: [ItemPath] = []) {
        self.oldCounts = oldCounts
        self.sources = sources
        self.reloaded = reloaded
        self.reconfigured = reconfigured
    }

    /// The item count of each section after the update.
    var newCounts: [Int] { sources.map(\.count) }

    /// For each section before the update, the path after it of each item
    /// (nil for one deleted): the inverse of `sources`.
    ///
    /// - Complexity: O(items before + items after), one allocation per
    ///   section.
    func destinations() -> [[ItemPath?]] {
        var result = oldCounts.map { [ItemPath?](repeating: nil, count: $0) }
        for (s, slots) in sources.enumerated() {
            for (i, old) in slots.enumerated() {
                guard let old, old.section < result.count, old.item < result[old.section].count else { continue }
                result[old.section][old.item] = ItemPath(item: i, section: s)
            }
        }
        return result
    }
}
