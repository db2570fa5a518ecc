/// A view whose subviews are a larger content area seen through its
/// bounds: the counterpart of `UIScrollView` (without touch handling,
/// deceleration or indicators).
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

    /// Creates a scroll view with the given frame, clipping its subviews.
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

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

    /// Sets the content offset. Animation is not supported: the change is
    /// immediate whatever `animated` says.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

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
    /// the view shows its top-left part. Returns the new offset.
    @discardableResult
    public func scrollRectToVisible(_ rect: Rect) -> Point {
        let size = storedFrame.size
        var offset = storedBoundsOrigin
        func axis(_ current: Double, _ lo: Double, _ length: Double, _ visible: Double) -> Double {
            if length >= visible || lo < current { return lo }
            if lo + length > current + visible { return lo + length - visible }
            return current
        }
        offset.x = axis(offset.x, rect.minX, rect.width, size.width)
        offset.y = axis(offset.y, rect.minY, rect.height, size.height)
        offset = clampedContentOffset(offset)
        contentOffset = offset
        return offset
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
