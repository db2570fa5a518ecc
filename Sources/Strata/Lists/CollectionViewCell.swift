/// A cell of a `CollectionView` (`UICollectionViewCell`): add content to
/// `contentView`.
///
/// `contentView` fills the cell. For self-sizing rows (`ListLayout` with
/// `rowHeight == nil`) constrain the content to `contentView`'s edges
/// top to bottom: the row's height is `contentView`'s fitting height at the
/// row's width.
open class CollectionViewCell: CollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView: View

    /// Whether the cell shows the selected state (set by the collection
    /// view; the default does not change the cell's look).
    open var isSelected = false

    /// Whether a touch is down on the cell (set by the collection view).
    open var isHighlighted = false

    /// Creates a cell with an empty `contentView` filling it.
    public required init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Clears `isSelected` and `isHighlighted`; call `super` from overrides.
    open override func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Keeps `contentView` filling the cell.
    open override func layoutSubviews() {
        let size = bounds.size
        if contentView.frame != Rect(origin: .zero, size: size) {
            contentView.frame = Rect(origin: .zero, size: size)
        }
    }
}
