/// Where a layout puts one element of a collection view: a cell, or a
/// section's header or footer (`UICollectionViewLayoutAttributes`).
public final class CollectionViewLayoutAttributes {
    /// The item, or for a header or footer the section (item 0).
    public let indexPath: ItemPath
    /// `nil` for a cell; the supplementary kind otherwise.
    public let representedElementKind: String?
    /// The element's frame in the collection view's content coordinates.
    public var frame: Rect = .zero
    /// The element's alpha (default 1).
    public var alpha: Double = 1
    /// Whether the element is hidden (default false).
    public var isHidden = false
    /// The stacking order: higher is drawn above (default 0; pinned
    /// headers use 10).
    public var zIndex = 0

    /// The attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: ItemPath) {
        self.indexPath = indexPath
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: ItemPath) {
        self.indexPath = indexPath
        representedElementKind = kind
    }
}
