extension View {
    /// Marks the view as needing `layoutSubviews()` in the next layout pass.
    ///
    /// Cheap and idempotent: two calls before a pass give one
    /// `layoutSubviews()`.
    public func setNeedsLayout() {
        if needsLayout { return }
        needsLayout = true
        storedSuperview?.markSubtreeNeedsLayout() ?? storedWindow?.scheduleLayout()
    }

    /// Marks this view and its ancestors as having a dirty descendant.
    final func markSubtreeNeedsLayout() {
        var v: View? = self
        while let current = v {
            if current.subtreeNeedsLayout { return }
            current.subtreeNeedsLayout = true
            if current.storedSuperview == nil { current.storedWindow?.scheduleLayout() }
            v = current.storedSuperview
        }
    }

    /// Lays out now whatever needs it.
    ///
    /// In a window this runs the window's layout pass (constraints are
    /// solved for the whole window); outside one it lays out this view's
    /// subtree.
    public func layoutIfNeeded() {
        if let window = storedWindow {
            window.layoutIfNeeded()
        } else {
            ObserverQueue.batch { _ = LayoutPass.layoutSubtree(self) }
        }
    }

    /// Whether `layoutSubviews()` is due in the next pass.
    public var needsLayoutPass: Bool { needsLayout }

    // MARK: Layout margins and direction

    /// The margins for content, with absolute sides (8 on every side by
    /// default). Kept in sync with `directionalLayoutMargins`.
    public var layoutMargins: EdgeInsets {
        get { storedMargins.resolved(for: effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = newValue.directional(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// The margins for content, with leading and trailing sides that follow
    /// the layout direction (8 on every side by default).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { storedMargins }
        set {
            if storedMargins == newValue { return }
            storedMargins = newValue
            setNeedsLayout()
            engineInvalidate(.margins)
            layoutMarginsDidChange()
        }
    }

    /// How the view picks its layout direction: from the window, or forced.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { extras?.appearance?.semanticContentAttribute ?? .unspecified }
        set {
            if semanticContentAttribute == newValue { return }
            mutableExtras.mutableAppearance.semanticContentAttribute = newValue
            setNeedsLayout()
            engineInvalidate(.direction)
        }
    }

    /// The layout direction in effect: forced by `semanticContentAttribute`,
    /// or the window's (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch extras?.appearance?.semanticContentAttribute ?? .unspecified {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return storedWindow?.layoutDirection ?? .leftToRight
        }
    }

    // MARK: Intrinsic size and content priorities

    /// The value of an intrinsic size component that means "no preference".
    public nonisolated static let noIntrinsicMetric: Double = -1


    /// An intrinsic size for a plain view without subclassing (a Strata
    /// addition; scenes use it). Setting it invalidates the intrinsic size.
    public var customIntrinsicContentSize: Size {
        get { storedCustomIntrinsicSize }
        set {
            storedCustomIntrinsicSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells the layout system that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        engineInvalidate(.intrinsicSize)
        storedSuperview?.arrangedSubviewDidChange(self)
    }

    /// The priority with which the view resists growing beyond its
    /// intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        LayoutPriority(Double(axis == .horizontal ? storedContentPriorities.huggingH : storedContentPriorities.huggingV))
    }

    /// Sets the content-hugging priority for `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if contentHuggingPriority(for: axis) == priority { return }
        if axis == .horizontal {
            storedContentPriorities.huggingH = Float(priority.rawValue)
        } else {
            storedContentPriorities.huggingV = Float(priority.rawValue)
        }
        contentPrioritiesDidChange()
    }

    /// The priority with which the view resists shrinking below its
    /// intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        LayoutPriority(Double(axis == .horizontal ? storedContentPriorities.compressionH : storedContentPriorities.compressionV))
    }

    /// Sets the compression-resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if contentCompressionResistancePriority(for: axis) == priority { return }
        if axis == .horizontal {
            storedContentPriorities.compressionH = Float(priority.rawValue)
        } else {
            storedContentPriorities.compressionV = Float(priority.rawValue)
        }
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        engineInvalidate(.intrinsicSize)
        storedSuperview?.arrangedSubviewDidChange(self)
    }

    // MARK: Baselines


    /// The distance from the top of the view to its first baseline.
    ///
    /// Setting it fixes the first baseline at that distance from the top
    /// (for plain views that stand in for text, and for scenes).
    public var firstBaselineOffsetFromTop: Double {
        get { firstBaselinePosition.offsetFromTop(height: storedFrame.height) }
        set {
            mutableExtras.mutableLayoutStorage.firstBaseline = .fromTop(newValue)
            baselinesDidChange()
        }
    }

    /// The distance from the bottom of the view up to its last baseline.
    ///
    /// Setting it fixes the last baseline at that distance from the bottom.
    public var lastBaselineOffsetFromBottom: Double {
        get { lastBaselinePosition.offsetFromBottom(height: storedFrame.height) }
        set {
            mutableExtras.mutableLayoutStorage.lastBaseline = .fromBottom(newValue)
            baselinesDidChange()
        }
    }

    /// Tells the layout system that a baseline position changed.
    public func baselinesDidChange() {
        engineInvalidate(.baselines)
        storedSuperview?.arrangedSubviewDidChange(self)
    }

    // MARK: Sizing


    /// Resizes the view to `sizeThatFits` of its current size, keeping the
    /// origin.
    public func sizeToFit() {
        let s = sizeThatFits(storedFrame.size)
        frame = Rect(origin: storedFrame.origin, size: s)
    }

    // MARK: Layout

}

/// Where a baseline lies in a view: at a fixed distance from its top or
/// from its bottom.
public enum BaselinePosition: Sendable, Hashable {
    /// `d` points below the top edge.
    case fromTop(Double)
    /// `d` points above the bottom edge.
    case fromBottom(Double)

    /// The distance from the top for a view of the given height.
    @inlinable
    public func offsetFromTop(height: Double) -> Double {
        switch self {
        case .fromTop(let d): return d
        case .fromBottom(let d): return height - d
        }
    }

    /// The distance from the bottom for a view of the given height.
    @inlinable
    public func offsetFromBottom(height: Double) -> Double {
        switch self {
        case .fromTop(let d): return height - d
        case .fromBottom(let d): return d
        }
    }
}
