/// A rectangular area of the screen and the base of every Strata view: the
/// counterpart of `UIView`.
///
/// A view has a frame in its superview's coordinates, bounds in its own,
/// an ordered list of subviews (back to front) and the properties that
/// decide how it is laid out and drawn. Views are main-actor objects, as in
/// UIKit.
///
/// ```swift
/// let window = Window(size: Size(width: 375, height: 667))
/// let box = View(frame: Rect(x: 20, y: 40, width: 100, height: 50))
/// window.rootView.addSubview(box)
/// box.center            // (70, 65)
/// ```
@MainActor
open class View {
    // Field order: the fields the display list reads for every view
    // (frame, bounds origin, subviews, extras, alpha, hidden, clipping,
    // background colour) are declared together at the start, so that a
    // view's visit touches two or three cache lines rather than five
    // (Docs/Performance.md, "What a view costs"). `backgroundColor` and
    // `clipsToBounds` are declared further down with the public API, so
    // their storage lives here.

    // MARK: Geometry storage
    /// The frame in the superview's coordinates; `bounds.size == frame.size`.
    /// Writers tell the superview's subview index (`subviewGeometryDidChange`):
    /// `setFrame` and `setFrameFromLayout` do; the layout passes' field-by-field
    /// writes leave views with `isInSuperviewIndex` to `setFrameFromLayout`.
    var storedFrame: Rect
    /// Observers registered on this view, created on first registration.
    ///
    /// Declared right after the frame: every layout writer reads both
    /// (a view that only moved and is not observed gets its frame field
    /// set), so they share a cache line in most views.
    var observers: ViewObservers?
    /// The bounds origin: which point of the content appears at the top left.
    @exclusivity(unchecked) var storedBoundsOrigin: Point = .zero

    // MARK: Drawn storage
    /// The subviews, back to front.
    ///
    /// The fields the display list reads for every view are not checked
    /// for exclusive access at run time (`@exclusivity(unchecked)`: a
    /// call per read otherwise); they are only written on the main actor.
    @exclusivity(unchecked) var storedSubviews: [View] = []
    /// Per-view data that only some views need (custom intrinsic size,
    /// baselines, layer styling), kept out of line to keep `View` small.
    @exclusivity(unchecked) var extras: ViewExtras?
    @exclusivity(unchecked) var storedAlpha: Double = 1
    /// `backgroundColor`'s storage.
    @exclusivity(unchecked) var storedBackgroundColor: Color? = nil
    @exclusivity(unchecked) var storedHidden = false
    /// `clipsToBounds`'s storage.
    @exclusivity(unchecked) var storedClipsToBounds = false
    /// Whether the superview's `SubviewIndex` (drawing) counts on this
    /// view's frame, clipping, subviews and effects: a change to them
    /// marks it stale. A byte beside `storedHidden`.
    var isInSuperviewIndex = false
    /// Whether `draw(in:)` runs when the view is next drawn
    /// (`setNeedsDisplay()`); true until the first time. A byte beside
    /// `isInSuperviewIndex`, in the padding before the next word.
    @exclusivity(unchecked) var storedNeedsDisplay = true

    // MARK: Tree storage
    /// The view this one is a subview of.
    ///
    /// Not retained, and not `weak`: a weak reference gives the referenced
    /// object a side table, which makes every retain and release of every
    /// container view a slow path (a tenth of a tap's time in a deep
    /// tree). A superview holds its subviews, so it outlives its place in
    /// them, and its `deinit` clears the back-pointers of the subviews it
    /// had, so this never dangles.
    unowned(unsafe) var storedSuperview: View?
    /// The window this view is in, through its root view.
    ///
    /// Not `weak`, for the reason `storedSuperview` is not: a view leaving
    /// its window clears it (`propagateWindow`), and a window's `deinit`
    /// clears it in the tree it had.
    unowned(unsafe) var storedWindow: Window?

    // MARK: Layout state
    /// `layoutSubviews()` must run for this view in the next pass.
    var needsLayout = true
    /// Some descendant needs layout (kept true on every ancestor of a dirty view).
    var subtreeNeedsLayout = false
    /// Whether the superview (a `StackView`) arranges this view: arranged
    /// views are always subviews of their stack, so one flag answers
    /// `StackView.isArranged` in O(1).
    var isArrangedBySuperview = false
    var storedMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var storedContentPriorities = ContentPriorities()
    /// `customIntrinsicContentSize`, kept in the view itself: scenes and
    /// lists of plain views set it on every view, and out of line it cost
    /// each of them a `ViewExtras` (216 bytes) for 16.
    var storedCustomIntrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    /// A number that identifies the view within its hierarchy (0 by default).
    public var tag: Int = 0

    /// A name for debugging, diagnostics and scenes (e.g. `"title"`).
    public var identifier: String? = nil

    /// The colour that fills the view's bounds, or `nil` for none (clear).
    /// Changes inside an animation block animate (Docs/Effects.md).
    public var backgroundColor: Color? {
        get { storedBackgroundColor }
        set {
            willChangeAnimatableEffect()
            storedBackgroundColor = newValue
        }
    }

    /// Whether subviews are clipped to the view's bounds when drawn and hit.
    public var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            storedClipsToBounds = newValue
            subviewGeometryDidChange()
        }
    }

    /// Whether the view (and its subtree) receives hit tests.
    public var isUserInteractionEnabled = true {
        didSet {
            if !isUserInteractionEnabled, let window = storedWindow, window.input.isTracking {
                window.input.viewBecameUnavailable(self)
            }
            FocusGeneration.bump()
        }
    }

    /// Whether the view's layout is expressed by its frame (`true`, the
    /// default) rather than by constraints.
    ///
    /// A view with this flag keeps the frame it was given; the constraint
    /// engine pins it there. Arranging a view in a stack clears the flag.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if oldValue != translatesAutoresizingMaskIntoConstraints {
                engineInvalidate(.autoresizingMask)
            }
        }
    }

    // Clears the subviews' back-pointers (not `weak`; see `storedSuperview`).
    isolated deinit {
        for subview in storedSubviews { subview.storedSuperview = nil }
    }

    /// Creates a view with the given frame.
    public init(frame: Rect) {
        storedFrame = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Frame, bounds, center

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it moves and resizes the view; a new size keeps the bounds
    /// origin and asks for a layout pass.
    public var frame: Rect {
        get { storedFrame }
        set { setFrame(newValue) }
    }

    /// The view's rectangle in its own coordinates.
    ///
    /// The origin says which point of the content is at the top left (a
    /// scroll view's content offset); changing the size keeps the center.
    public var bounds: Rect {
        get { Rect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            setBoundsOrigin(newValue.origin)
            let size = newValue.size
            if size != storedFrame.size {
                // Only a new size moves the frame (about the center), so
                // scrolling never perturbs the frame by rounding.
                let c = center
                setFrame(Rect(x: c.x - size.width / 2, y: c.y - size.height / 2,
                              width: size.width, height: size.height))
            }
        }
    }

    /// Stores a new bounds origin: relayout, engine and observers are told
    /// when it changes. The single place the bounds origin changes.
    final func setBoundsOrigin(_ origin: Point) {
        let oldOrigin = storedBoundsOrigin
        if origin == oldOrigin { return }
        storedBoundsOrigin = origin
        setNeedsLayout()
        engineInvalidate(.boundsOrigin)
        boundsOriginDidChange(from: oldOrigin)
    }

    /// Called after the bounds origin changed (`ScrollView` reports it as
    /// a content-offset change). The base implementation does nothing.
    func boundsOriginDidChange(from oldOrigin: Point) {}

    /// The middle of the frame, in the superview's coordinates.
    public var center: Point {
        get { Point(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            let s = storedFrame.size
            setFrame(Rect(x: newValue.x - s.width / 2, y: newValue.y - s.height / 2,
                          width: s.width, height: s.height))
        }
    }

    /// Stores a new frame, notifying observers and requesting layout when the
    /// size changes. The single place frames change.
    final func setFrame(_ newFrame: Rect) {
        let old = storedFrame
        if old == newFrame { return }
        storedFrame = newFrame
        subviewGeometryDidChange()
        if old.size != newFrame.size { setNeedsLayout() }
        // The engine hears of every frame set from outside: pinned views
        // get new pins, and the next solve writes every frame again
        // (`engineInvalidate` also bumps the focus counter).
        engineInvalidate(.frame)
        if isArrangedBySuperview { storedSuperview?.arrangedSubviewFrameWasSet(self) }
        if let observers, !observers.frame.isEmpty {
            ObserverQueue.post { observers.notifyFrame(old: old, new: newFrame) }
        }
    }

    /// Sets the frame from a layout pass: the same as `frame = …`, but it
    /// leaves the engine alone (the engine wrote the value).
    final func setFrameFromLayout(_ newFrame: Rect) {
        let old = storedFrame
        if old == newFrame { return }
        storedFrame = newFrame
        subviewGeometryDidChange()
        FocusGeneration.bump()
        if old.size != newFrame.size && !layoutPassIsEmpty { setNeedsLayout() }
        if let observers, !observers.frame.isEmpty {
            ObserverQueue.post { observers.notifyFrame(old: old, new: newFrame) }
        }
    }

    /// `setFrameFromLayout` for a subview of `parent` written by `parent`'s
    /// layout: the same effects, without loading the weak superview
    /// reference to mark it (the caller passes it).
    ///
    /// - Precondition: `parent` is the superview.
    @inline(__always)
    final func setFrameFromLayout(_ newFrame: Rect, superview parent: View) {
        assert(storedSuperview === parent, "setFrameFromLayout(_:superview:): not the superview")
        let old = storedFrame
        if old == newFrame { return }
        storedFrame = newFrame
        subviewGeometryDidChange()
        FocusGeneration.bump()
        if old.size != newFrame.size && !needsLayout && !layoutPassIsEmpty {
            needsLayout = true
            parent.markSubtreeNeedsLayout()
        }
        if let observers, !observers.frame.isEmpty {
            ObserverQueue.post { observers.notifyFrame(old: old, new: newFrame) }
        }
    }

    /// Whether laying this view out would do nothing: a plain `View` (so
    /// `layoutSubviews()` is the empty base), without subviews or layout
    /// observers. Layout does not mark such a view when its size changes,
    /// which spares the pass a visit to every leaf of a resized tree.
    @inline(__always)
    final var layoutPassIsEmpty: Bool {
        type(of: self) == View.self && storedSubviews.isEmpty && (observers?.layout.isEmpty ?? true)
    }

    // MARK: Visibility

    /// Whether the view is hidden: not drawn, not hit, and, when arranged in
    /// a stack, given no room.
    ///
    /// A plain Boolean: setting the same value twice changes nothing.
    public var isHidden: Bool {
        get { storedHidden }
        set {
            if storedHidden == newValue { return }
            storedHidden = newValue
            if newValue, let window = storedWindow, window.input.isTracking { window.input.viewBecameUnavailable(self) }
            if newValue, let window = storedWindow, window.focusState.focusedView != nil { window.focusedViewMayHaveGone(self) }
            superview?.arrangedSubviewVisibilityDidChange(self)
            engineInvalidate(.hidden)
            if let observers, !observers.hidden.isEmpty {
                ObserverQueue.post { observers.notifyHidden(newValue) }
            }
            storedSuperview?.accessibilitySubviewsDidChange()
        }
    }

    /// The view's opacity, `0…1`, multiplied down the tree when drawn.
    public var alpha: Double {
        get { storedAlpha }
        set {
            storedAlpha = min(max(newValue, 0), 1)
            FocusGeneration.bump()
        }
    }

    /// Called on a view when one of its subviews changes in a way an
    /// arranging container cares about (hidden, intrinsic size, baselines).
    /// `StackView` overrides it.
    open func arrangedSubviewDidChange(_ subview: View) {}

    /// Called on a view when a subview's `isHidden` changed; calls
    /// `arrangedSubviewDidChange(_:)`. `StackView` overrides it to apply
    /// the change incrementally.
    func arrangedSubviewVisibilityDidChange(_ subview: View) {
        arrangedSubviewDidChange(subview)
    }

    /// Called on a view when the frame of a subview it arranges
    /// (`isArrangedBySuperview`) is set from outside a layout pass. The
    /// base implementation does nothing.
    func arrangedSubviewFrameWasSet(_ subview: View) {}

    /// Called after the layout margins changed (see
    /// `directionalLayoutMargins`). The base implementation does nothing.
    func layoutMarginsDidChange() {}

    // MARK: Override points (UIKit's names)

    /// Called just before the view gets a new superview (or `nil`).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called just after the view got a new superview (or lost it).
    open func didMoveToSuperview() {}
    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: View) {}
    /// Called just before the view moves to another window (or `nil`).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called just after the view moved to another window (or out of one).
    open func didMoveToWindow() {}
    /// Called after the view's `traitCollection` changed (the window's
    /// size class, layout direction or scale, or a `traitOverrides` of it
    /// or an ancestor), with the traits it had before. Not called when
    /// nothing changed. See `Docs/Traits.md`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called after the view's `tintColor` changed: its own was set, or an
    /// ancestor's it inherits (see `View.tintColor`). Not called when a
    /// view moves under another tint; read `tintColor` when drawing.
    open func tintColorDidChange() {}
    /// Draws the view's own content (UIKit's `draw(_:)`): what `context`
    /// records is shown above the background and below the subviews, in
    /// the view's bounds coordinates, and kept until the next
    /// `setNeedsDisplay()` (or, with `contentMode` `.redraw`, a change of
    /// the bounds' size). Called when the view is first drawn and after
    /// `setNeedsDisplay()`, never once per frame. The base
    /// implementation records nothing. See Docs/Drawing.md.
    open func draw(in context: GraphicsContext) {}


    /// The front-most descendant (or this view) that contains `point`, given
    /// in this view's coordinates, and accepts touches.
    ///
    /// Hidden views, views with `alpha < 0.01`, views with
    /// `isUserInteractionEnabled == false`, and views an animation without
    /// `.allowUserInteraction` is driving (moving, fading, or about to hide)
    /// are skipped with their subtrees.
    /// Subviews are tried front to back. With `clipsToBounds`, only points
    /// inside the bounds can hit the view or its subviews; without it a
    /// subview that sticks out of its superview can still be hit there
    /// (UIKit requires the point inside every ancestor; we follow what is
    /// drawn).
    open func hitTest(_ point: Point) -> View? {
        defaultHitTest(point)
    }

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The size the view's content wants (`noIntrinsicMetric` in an axis
    /// with no preference).
    ///
    /// Override it in a subclass, or set `customIntrinsicContentSize`; call
    /// `invalidateIntrinsicContentSize()` when the value changes.
    open var intrinsicContentSize: Size {
        storedCustomIntrinsicSize
    }

    /// Where the view's first baseline is (for a plain view, its bottom edge).
    ///
    /// Override it in a subclass whose content has text (`Label` does).
    open var firstBaselinePosition: BaselinePosition {
        extras?.layoutStorage?.firstBaseline ?? .fromBottom(0)
    }

    /// Where the view's last baseline is (for a plain view, its bottom edge).
    open var lastBaselinePosition: BaselinePosition {
        extras?.layoutStorage?.lastBaseline ?? .fromBottom(0)
    }

    /// The view whose first baseline stands for this view's (itself; a
    /// stack answers its first visible arranged view, recursively).
    open var viewForFirstBaselineLayout: View { self }

    /// The view whose last baseline stands for this view's.
    open var viewForLastBaselineLayout: View { self }

    /// The size the view would like within `size`: by default its current
    /// size, as UIKit's `UIView` answers. Subclasses override it.
    open func sizeThatFits(_ size: Size) -> Size {
        storedFrame.size
    }

    // MARK: Responding to touches and keys (see `Responder`)

    /// A touch went down on this view (or a subview that passed it on).
    /// The default passes the touches to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        forward(event) { $0.touchesBegan(touches, with: event) }
    }
    /// Touches of this view moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        forward(event) { $0.touchesMoved(touches, with: event) }
    }
    /// Touches of this view were lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        forward(event) { $0.touchesEnded(touches, with: event) }
    }
    /// Touches of this view were cancelled. The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        forward(event) { $0.touchesCancelled(touches, with: event) }
    }
    /// Keys went down while this view was first responder (or a responder
    /// before it passed them on). The default passes them to `next`.
    open func pressesBegan(_ presses: Set<Press>, with event: Event) {
        forward(event) { $0.pressesBegan(presses, with: event) }
    }
    /// Keys went up. The default passes them to `next`.
    open func pressesEnded(_ presses: Set<Press>, with event: Event) {
        forward(event) { $0.pressesEnded(presses, with: event) }
    }
    /// Whether the view can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the view lets go of first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }
    /// Called after the view became its window's first responder
    /// (`becomeFirstResponder()`); a text field begins editing here. The
    /// default does nothing.
    open func didBecomeFirstResponder() {}
    /// Called after the view stopped being first responder: it resigned,
    /// another view took over, or it left the window. A text field ends
    /// editing here. The default does nothing.
    open func didResignFirstResponder() {}

    /// Whether keyboard and gamepad navigation may focus the view:
    /// `isFocusable` (false unless set); controls answer `isEnabled`.
    /// Override to decide per view. Hidden, disabled and removed views are
    /// never focused whatever this says (Docs/Focus.md).
    open var canBecomeFocused: Bool { isFocusable }
    /// Where focus goes when it lands on this view, in order of preference
    /// (the first that can be focused wins; empty: the view itself).
    open var preferredFocusEnvironments: [View] { [] }
    /// Focus moved from or to this view or one of its descendants: called
    /// on the views that lost and gained focus and on their ancestors, once
    /// each. Add animations to `coordinator` to run them with the focus
    /// animation. The default does nothing.
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}

    /// Lays out the subviews: the override point of the layout pass.
    ///
    /// Called once per pass for each view that needs it, top-down, after
    /// constraints have been solved and their frames written. The base
    /// implementation does nothing.
    open func layoutSubviews() {}
}
