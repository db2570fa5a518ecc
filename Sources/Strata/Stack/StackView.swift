/// A view that lays out a row or a column of arranged subviews: the
/// counterpart of `UIStackView`.
///
/// The stack owns the layout of its `arrangedSubviews`: their lengths along
/// `axis` follow `distribution`, their placement across it follows
/// `alignment`, separated by `spacing` (or a per-view custom spacing).
/// Hidden arranged views take no room. The rules are those of
/// `UIStackView`; `Docs/StackView.md` states them exactly.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, button])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// ```
///
/// A stack whose frame is set directly (or by a superview's
/// `layoutSubviews`) computes its layout arithmetically (the direct path);
/// a stack inside a window that uses constraints hands the same rules to
/// the constraint engine as constraints (the constraint path). The two agree.
@MainActor
open class StackView: View {
    /// The arranged subviews, in layout order.
    var storedArranged: [View] = []
    /// Custom gaps after arranged views, in arranged order of insertion;
    /// keyed by view identity, dropped when the view leaves the stack.
    var customSpacings: [(view: View, spacing: Double)] = []

    /// Observers of `arrangedSubviews` changes.
    var arrangedObservers = ObserverList<Void>()

    /// Reused buffers for the direct path (no allocation per pass once warm).
    @exclusivity(unchecked) final var scratch = StackScratch()

    /// The fitting size of the content (margins excluded), kept until the
    /// arrangement changes; `nil` when stale (see `fittingContentSize`).
    var cachedFittingContent: Size?

    /// Whether `scratch.arrangement`'s items and gaps still describe the
    /// arranged views (cleared by `stackPropertyDidChange`).
    var arrangementItemsValid = false

    /// What the direct path keeps to hide or show one arranged view
    /// incrementally (see `StackView+VisibilityChange.swift`).
    @exclusivity(unchecked) final var visibility = StackVisibilityState()

    /// The axis along which arranged views are laid out (`.horizontal` by
    /// default).
    public var axis: Axis = .horizontal {
        didSet { if oldValue != axis { stackPropertyDidChange() } }
    }

    /// How arranged views share the length along the axis (`.fill` by default).
    public var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { stackPropertyDidChange() } }
    }

    /// How arranged views are placed across the axis (`.fill` by default).
    public var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { stackPropertyDidChange() } }
    }

    /// The gap between consecutive visible arranged views, in points (may be
    /// negative: the views overlap). 0 by default.
    public var spacing: Double = 0 {
        didSet { if oldValue != spacing { stackPropertyDidChange() } }
    }

    /// Whether vertical gaps are measured between text baselines (from the
    /// upper view's last baseline to the lower view's first baseline).
    public var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { stackPropertyDidChange() } }
    }

    /// Whether arranged views are laid out within the layout margins
    /// rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { stackPropertyDidChange() } }
    }

    /// Creates an empty horizontal stack with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a stack that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// The sentinel for `setCustomSpacing(_:after:)` that resets a view's
    /// gap to `spacing`.
    public nonisolated static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The sentinel for `setCustomSpacing(_:after:)` that asks for the
    /// system spacing (8 points).
    public nonisolated static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The system spacing between two views, in points.
    public nonisolated static let systemSpacing: Double = 8

    /// Marks the stack's layout (and the engine's constraints for it) stale.
    final func stackPropertyDidChange() {
        if visibility.recording {
            visibility.invalidationsWhileRecording += 1
        } else if visibility.isCurrent || visibility.pending != nil {
            visibility.drop()
        }
        cachedFittingContent = nil
        arrangementItemsValid = false
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        engineInvalidate(.stackArrangement)
    }

    // MARK: Overrides

    /// The stack's fitting size: what its arranged views need (see
    /// `Docs/StackView.md`, "Size of the stack itself").
    open override var intrinsicContentSize: Size {
        fittingContentSize()
    }

    /// The fitting size; a stack answers the size its content needs.
    open override func sizeThatFits(_ size: Size) -> Size {
        fittingContentSize()
    }

    /// The first visible arranged view's first-baseline view, recursively.
    open override var viewForFirstBaselineLayout: View {
        storedArranged.first { !$0.isHidden }?.viewForFirstBaselineLayout ?? self
    }

    /// The last visible arranged view's last-baseline view, recursively.
    open override var viewForLastBaselineLayout: View {
        storedArranged.last { !$0.isHidden }?.viewForLastBaselineLayout ?? self
    }

    /// The first baseline of the first visible arranged view, in the
    /// stack's coordinates, as a distance from the top.
    open override var firstBaselinePosition: BaselinePosition {
        guard let v = storedArranged.first(where: { !$0.isHidden }) else { return .fromBottom(0) }
        return .fromTop(v.storedFrame.minY + v.firstBaselineOffsetFromTop - storedBoundsOrigin.y)
    }

    /// The last baseline of the last visible arranged view, as a distance
    /// from the bottom of the stack.
    open override var lastBaselinePosition: BaselinePosition {
        guard let v = storedArranged.last(where: { !$0.isHidden }) else { return .fromBottom(0) }
        let bottom = v.storedFrame.maxY - storedBoundsOrigin.y
        return .fromBottom(storedFrame.height - bottom + v.lastBaselineOffsetFromBottom)
    }

    /// Lays out the arranged views (direct path), unless the constraint
    /// engine already placed them.
    open override func layoutSubviews() {
        if isManagedByEngine { return }
        applyDirectLayout()
    }

    /// Invalidates the stack when an arranged view's hidden state,
    /// intrinsic size, priorities or baselines change.
    open override func arrangedSubviewDidChange(_ subview: View) {
        if isArranged(subview) {
            stackPropertyDidChange()
        }
    }

    /// Records a change of an arranged view's hidden flag, so that the
    /// next pass can apply it alone (`recordVisibilityChange(of:)`).
    override func arrangedSubviewVisibilityDidChange(_ subview: View) {
        recordVisibilityChange(of: subview)
    }

    /// A frame set from outside on an arranged view: the next pass writes
    /// every frame again, as a full pass would.
    override func arrangedSubviewFrameWasSet(_ subview: View) {
        if visibility.isCurrent { visibility.drop() }
    }

    /// A margin-relative stack's fitting size includes its margins: the
    /// stack that arranges it must measure it again.
    override func layoutMarginsDidChange() {
        if isLayoutMarginsRelativeArrangement { storedSuperview?.arrangedSubviewDidChange(self) }
    }

    /// Stops managing a subview that leaves the stack.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if isArranged(subview), let i = storedArranged.firstIndex(where: { $0 === subview }) {
            storedArranged.remove(at: i)
            subview.isArrangedBySuperview = false
            customSpacings.removeAll { $0.view === subview }
            arrangedSubviewsDidChange()
        }
    }
}
