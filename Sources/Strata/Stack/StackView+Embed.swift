/// Interface Builder's "Embed In → Stack View" as API: `StackView.embed(_:)`
/// and its inverse `unembed()`.
extension StackView {
    /// Why views cannot be embedded; nothing was changed.
    public enum EmbedError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The list of views is empty.
        case noViews
        /// A view has no superview.
        case noSuperview
        /// The views do not all have the same superview.
        case differentSuperviews
        /// A view is listed twice.
        case duplicateView

        /// What went wrong, in a sentence.
        public var description: String {
            switch self {
            case .noViews: "StackView.embed: no views to embed"
            case .noSuperview: "StackView.embed: every view must have a superview"
            case .differentSuperviews: "StackView.embed: the views must share one superview"
            case .duplicateView: "StackView.embed: a view is listed twice"
            }
        }
    }

    /// Puts `views` into a new stack view that takes their place, as
    /// Interface Builder's "Embed In → Stack View" does, and returns it.
    ///
    /// - The stack is inserted where the backmost of the views was, with
    ///   the union of their frames as its frame (it keeps that frame:
    ///   `translatesAutoresizingMaskIntoConstraints` is true).
    /// - Its axis is horizontal when the views are side by side: the sum,
    ///   over every pair, of the length by which their horizontal extents
    ///   overlap is smaller than the same sum for their vertical extents;
    ///   otherwise vertical. A tie (one view, or views in a diagonal) is
    ///   horizontal, `UIStackView`'s default.
    /// - The views are arranged in reading order along the axis (left to
    ///   right, or right to left in a right-to-left layout; top to bottom),
    ///   ties in their z-order.
    /// - Spacing is the smallest gap between neighbours along the axis,
    ///   never below 0; alignment and distribution are `.fill`.
    /// - Constraints between an embedded view (or its subviews) and an item
    ///   outside the new stack are deactivated, as Interface Builder drops
    ///   them; they are appended to `droppedConstraints`.
    /// - Throws: `EmbedError` (nothing changes) when the list is empty, has
    ///   a view twice, or the views do not share one superview.
    public static func embed(_ views: [View], droppedConstraints: inout [LayoutConstraint]) throws(EmbedError) -> StackView {
        guard let first = views.first else { throw .noViews }
        guard let superview = first.superview else { throw .noSuperview }
        for (i, v) in views.enumerated() {
            guard v.superview != nil else { throw .noSuperview }
            guard v.superview === superview else { throw .differentSuperviews }
            for other in views[..<i] where other === v { throw .duplicateView }
        }
        let zOrder = views.map { v in superview.subviews.firstIndex { $0 === v }! }
        let frames = views.map(\.frame)
        var overlapX = 0.0, overlapY = 0.0
        for i in frames.indices {
            for j in frames.indices where j > i {
                overlapX += max(0, min(frames[i].maxX, frames[j].maxX) - max(frames[i].minX, frames[j].minX))
                overlapY += max(0, min(frames[i].maxY, frames[j].maxY) - max(frames[i].minY, frames[j].minY))
            }
        }
        let axis: Axis = overlapX <= overlapY ? .horizontal : .vertical
        let rightToLeft = superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let order = views.indices.sorted { a, b in
            let fa = frames[a], fb = frames[b]
            let (ka, kb): (Double, Double) = axis == .vertical ? (fa.minY, fb.minY)
                : rightToLeft ? (-fa.maxX, -fb.maxX) : (fa.minX, fb.minX)
            return ka != kb ? ka < kb : zOrder[a] < zOrder[b]
        }
        var spacing = Double.infinity
        for (a, b) in zip(order, order.dropFirst()) {
            let gap: Double = axis == .vertical ? frames[b].minY - frames[a].maxY
                : rightToLeft ? frames[a].minX - frames[b].maxX : frames[b].minX - frames[a].maxX
            spacing = min(spacing, gap)
        }
        // Constraints between an embedded subtree and the outside are dropped.
        func inside(_ item: (any LayoutItem)?) -> Bool {
            guard let owner = item?.layoutOwningView else { return false }
            return views.contains { owner === $0 || owner.isDescendant(of: $0) }
        }
        var host: View? = superview
        while let current = host {
            for c in current.constraints where c.secondItem != nil && inside(c.firstItem) != inside(c.secondItem) {
                c.isActive = false
                droppedConstraints.append(c)
            }
            host = current.superview
        }
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        let stack = StackView()
        stack.axis = axis
        stack.alignment = .fill
        stack.distribution = .fill
        stack.spacing = max(0, spacing.isFinite ? spacing : 0)
        superview.insertSubview(stack, at: zOrder.min()!)
        stack.frame = union
        for i in order { stack.addArrangedSubview(views[i]) }
        return stack
    }

    /// `embed(_:droppedConstraints:)`, for callers that need not know which
    /// constraints were dropped.
    @discardableResult
    public static func embed(_ views: [View]) throws(EmbedError) -> StackView {
        var dropped: [LayoutConstraint] = []
        return try embed(views, droppedConstraints: &dropped)
    }

    /// The inverse of `embed(_:)`: puts the arranged views back into the
    /// stack's superview, at the stack's place in the z-order and at the
    /// frames they have now, and removes the stack.
    /// - Returns: the views, in their arranged order.
    /// - Precondition: the stack has a superview.
    @discardableResult
    public func unembed() -> [View] {
        guard let superview else { preconditionFailure("StackView.unembed: the stack has no superview") }
        var index = superview.subviews.firstIndex { $0 === self }!
        let views = arrangedSubviews
        for v in views {
            let frame = v.convert(v.bounds, to: superview)
            removeArrangedSubview(v)
            superview.insertSubview(v, at: index + 1)
            index += 1
            v.translatesAutoresizingMaskIntoConstraints = true
            v.frame = frame
        }
        removeFromSuperview()
        return views
    }
}
