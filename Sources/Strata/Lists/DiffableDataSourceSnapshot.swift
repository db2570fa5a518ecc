/// The state of a `DiffableDataSource`: section identifiers, and the item
/// identifiers of each section, in order (`NSDiffableDataSourceSnapshot`).
///
/// Identifiers are unique across the snapshot: adding one that is already
/// there is a precondition failure naming it (UIKit traps too).
public struct DiffableDataSourceSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionID] = []
    /// Each section's items, parallel to `sectionIdentifiers`.
    @usableFromInline var items: [[ItemID]] = []
    /// The section each item is in.
    var sectionOfItem: [ItemID: SectionID] = [:]
    /// Items to configure again with new cells at the next apply.
    @usableFromInline var reloaded: Set<ItemID> = []
    /// Items to configure again in the cells they have at the next apply.
    @usableFromInline var reconfigured: Set<ItemID> = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// Every item, section by section, in order.
    ///
    /// - Complexity: O(items).
    public var itemIdentifiers: [ItemID] { items.flatMap { $0 } }

    /// The items of `section`, in order.
    ///
    /// - Precondition: `section` is in the snapshot.
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        items[sectionIndex(section)]
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: SectionID) -> Int {
        items[sectionIndex(section)].count
    }

    /// The section holding `item`, or nil.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }

    /// The index of `item` within its section, or nil.
    ///
    /// - Complexity: O(items in its section).
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let section = sectionOfItem[item] else { return nil }
        return items[sectionIndex(section)].firstIndex(of: item)
    }

    /// Adds sections at the end.
    ///
    /// - Precondition: none of them is in the snapshot already.
    public mutating func appendSections(_ identifiers: [SectionID]) {
        for id in identifiers {
            precondition(!sectionIdentifiers.contains(id),
                         "DiffableDataSourceSnapshot: the section \(id) is already in the snapshot")
            sectionIdentifiers.append(id)
            items.append([])
        }
    }

    /// Adds items at the end of `section` (the last section when nil).
    ///
    /// - Precondition: the section exists; no item is in the snapshot already.
    /// - Complexity: O(items added).
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
        guard let target = section ?? sectionIdentifiers.last else {
            preconditionFailure("DiffableDataSourceSnapshot.appendItems: there is no section to append to")
        }
        let s = sectionIndex(target)
        for id in identifiers { claim(id, for: target) }
        items[s].append(contentsOf: identifiers)
    }

    /// Inserts items just before `beforeItem`, in its section.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem: ItemID) {
        let (s, i) = location(of: beforeItem)
        for id in identifiers { claim(id, for: sectionIdentifiers[s]) }
        items[s].insert(contentsOf: identifiers, at: i)
    }

    /// Inserts items just after `afterItem`, in its section.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem: ItemID) {
        let (s, i) = location(of: afterItem)
        for id in identifiers { claim(id, for: sectionIdentifiers[s]) }
        items[s].insert(contentsOf: identifiers, at: i + 1)
    }

    /// Removes items (those not in the snapshot are ignored).
    ///
    /// - Complexity: O(items in the sections touched).
    public mutating func deleteItems(_ identifiers: [ItemID]) {
        var doomed: Set<ItemID> = []
        for id in identifiers where sectionOfItem.removeValue(forKey: id) != nil { doomed.insert(id) }
        guard !doomed.isEmpty else { return }
        for s in items.indices { items[s].removeAll { doomed.contains($0) } }
        reloaded.subtract(doomed)
        reconfigured.subtract(doomed)
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Removes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionID]) {
        for id in identifiers {
            guard let s = sectionIdentifiers.firstIndex(of: id) else { continue }
            for item in items[s] {
                sectionOfItem[item] = nil
                reloaded.remove(item)
                reconfigured.remove(item)
            }
            sectionIdentifiers.remove(at: s)
            items.remove(at: s)
        }
    }

    /// Moves `item` just before `beforeItem` (possibly into another section).
    public mutating func moveItem(_ item: ItemID, beforeItem: ItemID) {
        precondition(item != beforeItem, "DiffableDataSourceSnapshot.moveItem: \(item) cannot move before itself")
        let (s, i) = location(of: item)
        items[s].remove(at: i)
        let (t, j) = location(of: beforeItem)
        items[t].insert(item, at: j)
        sectionOfItem[item] = sectionIdentifiers[t]
    }

    /// Moves `item` just after `afterItem` (possibly into another section).
    public mutating func moveItem(_ item: ItemID, afterItem: ItemID) {
        precondition(item != afterItem, "DiffableDataSourceSnapshot.moveItem: \(item) cannot move after itself")
        let (s, i) = location(of: item)
        items[s].remove(at: i)
        let (t, j) = location(of: afterItem)
        items[t].insert(item, at: j + 1)
        sectionOfItem[item] = sectionIdentifiers[t]
    }

    /// Marks items to be configured again at the next apply, with new
    /// cells (the old ones fade out and the new ones fade in when the apply
    /// animates). An item both reloaded and reconfigured is reloaded.
    ///
    /// - Precondition: every item is in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemID]) {
        for id in identifiers {
            precondition(sectionOfItem[id] != nil, "DiffableDataSourceSnapshot.reloadItems: \(id) is not in the snapshot")
            reloaded.insert(id)
        }
    }

    /// Marks items to be configured again at the next apply **in the cells
    /// they already have** (UIKit's `reconfigureItems`, iOS 15): the cell
    /// provider runs again for each of them that has a cell, and its
    /// `dequeueReusableCell(withReuseIdentifier:for:)` for that item's path
    /// hands back the item's own cell, without `prepareForReuse()`. The cell
    /// stays the same object, with its selection, focus and place; no other
    /// item is configured. Items without a cell (out of view) are
    /// configured when they appear, as always.
    ///
    /// - Precondition: every item is in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) {
        for id in identifiers {
            precondition(sectionOfItem[id] != nil,
                         "DiffableDataSourceSnapshot.reconfigureItems: \(id) is not in the snapshot")
            reconfigured.insert(id)
        }
    }

    /// The items marked by `reloadItems` since the snapshot was taken, in
    /// snapshot order.
    ///
    /// - Complexity: O(items).
    public var reloadedItemIdentifiers: [ItemID] {
        reloaded.isEmpty ? [] : itemIdentifiers.filter { reloaded.contains($0) }
    }

    /// The items marked by `reconfigureItems` since the snapshot was taken,
    /// in snapshot order.
    ///
    /// - Complexity: O(items).
    public var reconfiguredItemIdentifiers: [ItemID] {
        reconfigured.isEmpty ? [] : itemIdentifiers.filter { reconfigured.contains($0) }
    }

    /// The index of `section`.
    func sectionIndex(_ section: SectionID) -> Int {
        guard let s = sectionIdentifiers.firstIndex(of: section) else {
            preconditionFailure("DiffableDataSourceSnapshot: the section \(section) is not in the snapshot")
        }
        return s
    }

    /// The section index and item index of `item`.
    func location(of item: ItemID) -> (Int, Int) {
        guard let section = sectionOfItem[item] else {
            preconditionFailure("DiffableDataSourceSnapshot: the item \(item) is not in the snapshot")
        }
        let s = sectionIndex(section)
        return (s, items[s].firstIndex(of: item)!)
    }

    /// Records `item` as in `section`, trapping on a duplicate.
    mutating func claim(_ item: ItemID, for section: SectionID) {
        precondition(sectionOfItem[item] == nil,
                     "DiffableDataSourceSnapshot: the item \(item) is already in the snapshot (identifiers must be unique)")
        sectionOfItem[item] = section
    }
}
