/// A view a `CollectionView` reuses: cells, and the supplementary views of
/// section headers and footers (`UICollectionReusableView`).
///
/// A collection view makes one only when its reuse queue is empty;
/// otherwise it hands back one that scrolled away, after calling
/// `prepareForReuse()`.
///
/// The constraints within a reusable view are solved on their own, in
/// `layoutSubviews()`, at the size the layout gives it, not in the
/// window's constraint engine: a cell that appears, or whose content
/// changes, costs what its own constraints cost, however many views the
/// window holds. Constraints from a cell's content to views outside the
/// cell are ignored.
open class CollectionReusableView: View {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind it was dequeued as (nil for a cell).
    var elementKind: String?

    /// Creates a reusable view with the given frame (the collection view
    /// calls `init(frame: .zero)` and then places it).
    public required override init(frame: Rect) {
        super.init(frame: frame)
        solvesConstraintsSeparately = true
    }

    /// Solves the constraints within the view at its size and places the
    /// subviews they name. Call `super` from overrides.
    ///
    /// - Complexity: building and solving the view's own system (nothing
    ///   when it holds no constraint).
    open override func layoutSubviews() {
        solveConstraintsSeparately()
    }

    /// Changes made while the view was out of a window were not heard: its
    /// constraints are solved again at the next layout. Call `super` from
    /// overrides.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateSeparateSolve()
    }

    /// Called just before the view is handed out again by a dequeue: reset
    /// what the last configuration set. The default does nothing (a cell's
    /// clears `isSelected` and `isHighlighted`).
    open func prepareForReuse() {}
}
