/// Places a collection view's elements (`UICollectionViewLayout`):
/// subclass it, or use `ListLayout` or `GridLayout`.
///
/// The collection view calls `prepare()` when the layout was invalidated
/// (by `invalidateLayout()`, a data change, or a bounds change that
/// `shouldInvalidateLayout(forBoundsChange:)` accepts), then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)`
/// for the visible rect (plus a prefetch margin) on every layout pass.
@MainActor
open class CollectionViewLayout {
    /// The collection view that uses this layout (set when it is assigned).
    public internal(set) weak var collectionView: CollectionView?
    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Computes what the queries need; the default does nothing. Read the
    /// counts from `collectionView` (`numberOfSections`,
    /// `numberOfItems(inSection:)`).
    open func prepare() {}

    /// The size of the whole content (the collection view's `contentSize`);
    /// the default is zero.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every element whose frame meets `rect` (content
    /// coordinates), in any order; the default returns none.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath`; the default returns nil.
    open func layoutAttributesForItem(at indexPath: ItemPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view; the default returns nil.
    open func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                   at indexPath: ItemPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (its offset or
    /// size) to `newBounds` must prepare the layout again; the default
    /// returns true when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let view = collectionView else { return false }
        return newBounds.size != view.lastLayoutBounds.size
    }

    /// Marks the layout for `prepare()` before the collection view's next
    /// layout pass.
    public func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// A batch update moved the items: `sources[s][i]` is the path before
    /// the update of item `i` of section `s` (nil when inserted). Layouts
    /// that keep per-item state carry it over (internal hook).
    func itemsDidMove(sources: [[ItemPath?]], reloaded: Set<ItemPath>) {}

    /// Self-sizing: the height the layout wants measured for the cell at
    /// `indexPath`, at `width`, or nil when its rows have a fixed size.
    /// `ListLayout` overrides it (internal: the collection view's hook).
    func widthToMeasure(at indexPath: ItemPath) -> Double? { nil }

    /// Self-sizing: the measured height of the item at `indexPath`.
    /// Returns how far items at and below it moved (0 when unchanged).
    func setMeasuredHeight(_ height: Double, at indexPath: ItemPath) -> Double { 0 }
}
