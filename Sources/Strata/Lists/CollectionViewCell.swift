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

    /// Whether a touch is down on the cell (set by the collection view
    /// while the finger is down and has not started a scroll).
    open var isHighlighted = false

    /// Cells of a collection view that allows selection can be focused, so
    /// the arrow keys (or a D-pad) move through them and Return selects the
    /// focused one; other cells as any view (`isFocusable`).
    open override var canBecomeFocused: Bool {
        if let list = superview as? CollectionView, list.allowsSelection { return true }
        return super.canBecomeFocused
    }

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

    /// Keeps `contentView` filling the cell, then solves the constraints
    /// of the cell's content (`CollectionReusableView`). Call `super` from
    /// overrides.
    open override func layoutSubviews() {
        let size = bounds.size
        if contentView.frame != Rect(origin: .zero, size: size) {
            // As a layout writes it: the cell's own solve follows.
            contentView.setFrameFromLayout(Rect(origin: .zero, size: size))
        }
        super.layoutSubviews()
    }
}
