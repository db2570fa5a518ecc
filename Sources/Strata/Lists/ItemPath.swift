/// The position of an item in a `CollectionView`: its section, and its
/// index within the section. UIKit's `IndexPath` as a collection view uses
/// it, under a name that does not collide with Foundation's.
///
/// Paths order by section, then item.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The item's index within its section.
    public var item: Int
    /// The section's index.
    public var section: Int

    /// The path of item `item` of section `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then by item.
    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.item < b.item
    }

    /// `[section, item]`, as `IndexPath` prints.
    public var description: String { "[\(section), \(item)]" }
}
