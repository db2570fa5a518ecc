extension View {
    /// The target size asking for the smallest size the constraints allow:
    /// (0, 0), `UILayoutFittingCompressedSize`.
    public nonisolated static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The target size asking for the largest size the constraints allow:
    /// (100,000, 100,000) points, `UILayoutFittingExpandedSize`.
    ///
    /// UIKit's value is just "very large"; 10⁵ points is far beyond any
    /// screen yet small enough that solved sizes are still cleaned to 10⁻⁹
    /// points like frames (the engine cleans values below 10⁶). It is a
    /// pull, not a cap: a required size above it wins.
    public nonisolated static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// The size the view takes under its constraints when its width and
    /// height are pulled toward `targetSize` at `.fittingSizeLevel` (50).
    ///
    /// The same as
    /// `systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
    /// verticalFittingPriority: .fittingSizeLevel)`: with
    /// `View.layoutFittingCompressedSize` it is the smallest size the
    /// content allows (content hugging at 250 and compression resistance at
    /// 750 both beat 50), with `View.layoutFittingExpandedSize` the largest.
    ///
    /// ```swift
    /// let cell = View()
    /// cell.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// let icon = View()
    /// icon.translatesAutoresizingMaskIntoConstraints = false
    /// icon.customIntrinsicContentSize = Size(width: 40, height: 30)
    /// cell.addSubview(icon)
    /// LayoutConstraint.activate([
    ///     icon.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
    ///     icon.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
    ///     icon.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
    ///     icon.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor),
    /// ])
    /// cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // 72 × 46
    /// ```
    ///
    /// - Complexity: a private solve of the view's subtree (see
    ///   `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view takes under the constraints of its subtree when
    /// its width is pulled toward `targetSize.width` at
    /// `horizontalFittingPriority` and its height toward
    /// `targetSize.height` at `verticalFittingPriority`.
    ///
    /// Solved in a private solver from: the active constraints whose items
    /// are all this view or its descendants (constraints to views outside
    /// the subtree are ignored), the constraints of the stacks in the
    /// subtree (this view's own when it is a `StackView`), the intrinsic
    /// content size of this view and of its participating descendants
    /// (hugging and compression resistance), and the frames of
    /// participating descendants that translate their autoresizing mask.
    /// The view's own autoresizing mask and frame play no part, and
    /// descendants that no constraint names do not count. A view with no
    /// constraints answers its intrinsic size where it has one, else the
    /// target.
    ///
    /// UIKit's "fix the width, compute the height" pattern passes
    /// `.required` horizontally: the target width then holds like a window
    /// size (a required constraint of the subtree that contradicts it is the
    /// one broken). A multi-line `Label` (no `preferredMaxLayoutWidth`) that
    /// the solution makes narrower than its one-line text is measured again
    /// at its solved width and the system solved once more, as UIKit's
    /// automatic preferred width does (not along the axis of a stack it is
    /// arranged in).
    ///
    /// The view need not be in a window. Nothing is changed: no frame is
    /// written and the window's engine is not touched. Required constraints
    /// that cannot hold are dropped (the later ones, as in the window's
    /// engine) without a diagnostic.
    ///
    /// The system is built once and kept on the view in a canonical state,
    /// then restored and edited by every measurement (`FittingCache`): the
    /// answer depends only on the subtree and the inputs (target,
    /// priorities, intrinsic sizes), never on earlier measurements, and is a
    /// fresh build's wherever the optimum is unique. Any structural change
    /// in the subtree (constraints, subviews, guides, hidden, margins, …)
    /// builds it again at the next measurement. Views whose systems are
    /// identical number for number (the cells of one class in a list)
    /// share one solved canonical state: only the first is solved, the
    /// others restore it, with bit-identical answers.
    ///
    /// - Precondition: the target is finite and the priorities are in
    ///   `1...1000`.
    /// - Complexity: with the kept system, O(views with an intrinsic size)
    ///   plus one dual simplex over the edited lengths and targets; the
    ///   first time and after a structural change, O(views + constraints)
    ///   in the subtree to collect plus the solver's cost of adding them.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> Size {
        precondition(targetSize.width.isFinite && targetSize.height.isFinite,
                     "systemLayoutSizeFitting: the target size must be finite, got \(targetSize)")
        for p in [horizontalFittingPriority, verticalFittingPriority] {
            precondition(p.rawValue >= 1 && p.rawValue <= 1000,
                         "systemLayoutSizeFitting: a fitting priority must be in 1...1000, got \(p.rawValue)")
        }
        return LayoutEngine.cachedFittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                              vertical: verticalFittingPriority)
    }
}
