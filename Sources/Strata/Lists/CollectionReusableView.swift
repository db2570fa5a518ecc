/// A view a `CollectionView` reuses: cells, and the supplementary views of
/// section headers and footers (`UICollectionReusableView`).
///
/// A collection view makes one only when its reuse queue is empty;
/// otherwise it hands back one that scrolled away, after calling
/// `prepareForReuse()`.
open class CollectionReusableView: View {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind it was dequeued as (nil for a cell).
    var elementKind: String?

    /// Creates a reusable view with the given frame (the collection view
    /// calls `init(frame: .zero)` and then places it).
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Called just before the view is handed out again by a dequeue: reset
    /// what the last configuration set. The default does nothing (a cell's
    /// clears `isSelected` and `isHighlighted`).
    open func prepareForReuse() {}
}
