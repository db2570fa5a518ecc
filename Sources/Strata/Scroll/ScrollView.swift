/// A view whose subviews are a larger content area seen through its
/// bounds: the counterpart of `UIScrollView`. A finger (or the mouse)
/// drags the content with rubber-banding past the edges; a release
/// decelerates, bounces back or settles on a page, all on the window's
/// timeline (Docs/ScrollView.md has the exact formulas). There are no
/// scroll indicators.
///
/// The content offset *is* the bounds origin: setting it moves every
/// subview on screen without changing their frames, which stay in content
/// coordinates. A scroll view clips its subviews by default.
///
/// The content size is either set (`contentSize = …`) or derived by the
/// constraint engine from the constraints between the scroll view's edges
/// and its descendants, UIKit's rule before `contentLayoutGuide`:
///
/// ```swift
/// let scroll = ScrollView()
/// let stack = StackView(arrangedSubviews: rows)
/// stack.axis = .vertical
/// scroll.addSubview(stack)
/// LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
///     stack.topAnchor.constraint(equalTo: scroll.topAnchor),
///     stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
///     stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
/// ])
/// window.layoutIfNeeded()
/// scroll.contentSize     // (scroll width, the stack's fitting height)
/// ```
@MainActor
open class ScrollView: View {
    /// The content size last set or derived.
    var storedContentSize: Size = .zero
    /// Observers of content-offset changes.
    var contentOffsetObservers = ObserverList<(old: Point, new: Point)>()
    /// Observers of content-size changes.
    var contentSizeObservers = ObserverList<(old: Size, new: Size)>()
    /// The observers of the scrolling moments (dragging, deceleration).
    var scrollObservers = ScrollObservers()
    /// The running deceleration, bounce or offset animation, if any.
    var motion: ScrollMotion?
    /// The drag in progress: where the offset started, before rubber-banding.
    var dragStart: Point?
    /// Stored `isDragging`.
    var storedIsDragging = false

    /// The recognizer that drags the content (UIKit's `panGestureRecognizer`).
    ///
    /// It is attached to the scroll view when it is created. Its handlers,
    /// `shouldBegin`, `require(toFail:)` and the like can be used as on any
    /// recognizer; do not move it to another view.
    public let panGestureRecognizer: PanGestureRecognizer

    /// Whether the user can scroll (`true` by default): turning it off
    /// ends a drag in progress, and drags and scroll-wheel events pass this
    /// view by. Offsets set in code still move the content.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether a drag may pull the content past its edges (with
    /// rubber-band resistance) and a deceleration may overshoot and spring
    /// back (`true` by default). Without it the offset stops at the edges.
    public var bounces = true

    /// Whether a vertical drag moves the content even when it is not taller
    /// than the view (it then only rubber-bands). `false` by default.
    public var alwaysBounceVertical = false

    /// Whether a horizontal drag moves the content even when it is not
    /// wider than the view. `false` by default.
    public var alwaysBounceHorizontal = false

    /// How fast a released drag slows down: the fraction of its speed kept
    /// per millisecond (`.normal` is 0.998, `.fast` 0.99).
    public var decelerationRate: DecelerationRate = .normal

    /// Whether a released drag comes to rest on a multiple of the view's
    /// size (a page). `false` by default.
    public var isPagingEnabled = false

    /// Whether the content's `touchesBegan` waits until the scroll view
    /// knows the touch is not a drag: `ScrollView.contentTouchDelay`
    /// seconds, or the touch lifting first (`true` by default, as in UIKit).
    public var delaysContentTouches = true {
        didSet { panGestureRecognizer.delaysTouchesBegan = delaysContentTouches }
    }

    /// Whether a drag that starts after the content got a touch cancels
    /// that touch (asking `touchesShouldCancel(in:)`) and scrolls. When it
    /// is `false`, content that has a touch keeps it and the drag does not
    /// scroll. `true` by default.
    public var canCancelContentTouches = true

    /// The role the kind has in the accessibility tree (`.scrollPane`;
    /// `CollectionView`: `.list`).
    var kindAccessibilityRole: AccessibilityRole { .scrollPane }

    /// Creates a scroll view with the given frame, clipping its subviews.
    public override init(frame: Rect) {
        let pan = ScrollPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        clipsToBounds = true
        pan.delaysTouchesBegan = true
        addGestureRecognizer(pan)
    }

    /// Asked when a drag begins on content that already has the touch
    /// (after `ScrollView.contentTouchDelay`, with `delaysContentTouches`):
    /// `true` cancels the content's touch (`touchesCancelled`) and scrolls,
    /// `false` leaves the touch to the content and does not scroll.
    ///
    /// Returns `true` for every view, controls included, so that a drag
    /// that starts on a button scrolls. (UIKit returns `false` for
    /// controls; override to get that behaviour.)
    open func touchesShouldCancel(in view: View) -> Bool { true }

    /// The size of the scrollable content, in points.
    ///
    /// Setting it also sets `automaticallyDerivesContentSize` to `false`,
    /// so that the constraint engine leaves the value alone.
    public var contentSize: Size {
        get { storedContentSize }
        set {
            automaticallyDerivesContentSize = false
            setContentSize(newValue)
        }
    }

    /// Whether the constraint engine sets `contentSize` from the
    /// constraints between this view's edges (or margins) and its
    /// descendants (`true` by default; setting `contentSize` clears it).
    ///
    /// Only the axes such constraints mention are derived; the other axis
    /// keeps its value. An axis they mention but do not determine gets 0.
    public var automaticallyDerivesContentSize = true {
        didSet {
            if automaticallyDerivesContentSize && !oldValue { engineInvalidate(.contentSize) }
        }
    }

    /// The point of the content shown at the view's top-left corner: the
    /// bounds origin.
    ///
    /// Not clamped (UIKit does not clamp offsets set in code either); use
    /// `clampedContentOffset(_:)` for a resting position.
    public var contentOffset: Point {
        get { storedBoundsOrigin }
        set { setBoundsOrigin(newValue) }
    }

    /// Extra scrollable room around the content (e.g. 20 points on top to
    /// start below a bar); it widens the offset range only.
    public var contentInset: EdgeInsets = .zero

    /// The insets the offset range uses: `contentInset` (there are no
    /// safe areas or bars to add).
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// The smallest resting offset: `(-inset.left, -inset.top)`.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest resting offset: the one that shows the content's
    /// bottom-right corner (plus insets) at the view's bottom-right, or the
    /// minimum when the content is smaller than the view.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let lo = minimumContentOffset
        let size = storedFrame.size
        return Point(x: max(lo.x, storedContentSize.width + inset.right - size.width),
                     y: max(lo.y, storedContentSize.height + inset.bottom - size.height))
    }

    /// `offset` moved into `minimumContentOffset…maximumContentOffset` on
    /// each axis: where the view would come to rest.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Scrolls as little as possible to show `rect` (in content
    /// coordinates), staying within the resting range; a rect larger than
    /// the view shows its top-left part. Returns the new offset. Any
    /// running deceleration or offset animation stops.
    @discardableResult
    public func scrollRectToVisible(_ rect: Rect) -> Point {
        let offset = offsetShowing(rect)
        stopScrolling()
        contentOffset = offset
        return offset
    }

    /// The resting offset closest to the current one that shows `rect`.
    func offsetShowing(_ rect: Rect) -> Point {
        let size = storedFrame.size
        let current = motion?.destination ?? storedBoundsOrigin
        func axis(_ current: Double, _ lo: Double, _ length: Double, _ visible: Double) -> Double {
            if length >= visible || lo < current { return lo }
            if lo + length > current + visible { return lo + length - visible }
            return current
        }
        return clampedContentOffset(Point(x: axis(current.x, rect.minX, rect.width, size.width),
                                          y: axis(current.y, rect.minY, rect.height, size.height)))
    }

    /// Calls `handler` with the old and new offset after every change of
    /// `contentOffset` (or of `bounds.origin`, the same thing).
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeContentOffset(_ handler: @escaping (_ old: Point, _ new: Point) -> Void) -> ObservationToken {
        contentOffsetObservers.add { handler($0.old, $0.new) }
    }

    /// Calls `handler` with the old and new size after every change of
    /// `contentSize`, set or derived by a layout pass.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeContentSize(_ handler: @escaping (_ old: Size, _ new: Size) -> Void) -> ObservationToken {
        contentSizeObservers.add { handler($0.old, $0.new) }
    }

    override func boundsOriginDidChange(from oldOrigin: Point) {
        let new = storedBoundsOrigin
        if contentOffsetObservers.isEmpty { return }
        let observers = contentOffsetObservers
        ObserverQueue.post { observers.notify((oldOrigin, new)) }
    }

    /// Stores a content size and notifies observers (the engine calls it
    /// with derived sizes).
    final func setContentSize(_ size: Size) {
        let old = storedContentSize
        if old == size { return }
        storedContentSize = size
        if contentSizeObservers.isEmpty { return }
        let observers = contentSizeObservers
        ObserverQueue.post { observers.notify((old, size)) }
    }
}
