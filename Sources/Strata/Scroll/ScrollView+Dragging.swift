/// Dragging the content: the pan recognizer's states moved onto
/// `contentOffset`, with rubber-banding past the edges.
extension ScrollView {
    /// Whether a finger (or the mouse button) is down on the view or its
    /// content and may still drag it.
    public var isTracking: Bool {
        let state = panGestureRecognizer.state
        return panGestureRecognizer.numberOfTouches > 0 && (state == .possible || state == .began || state == .changed)
    }

    /// Whether the content is being dragged: from the moment the pan
    /// begins until it is released.
    public var isDragging: Bool { storedIsDragging }

    /// Whether a horizontal drag moves the content: scrolling is enabled
    /// and the content (with insets) is wider than the view, or
    /// `alwaysBounceHorizontal` is set.
    public var canScrollHorizontally: Bool {
        isScrollEnabled && (alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x)
    }

    /// Whether a vertical drag moves the content (see `canScrollHorizontally`).
    public var canScrollVertically: Bool {
        isScrollEnabled && (alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y)
    }

    /// The pan recognizer changed state.
    func panStateChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging(pan)
        case .changed:
            updateDrag(pan)
        case .ended:
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// The drag begins where the content is now: the translation restarts
    /// at zero (the pan's first 10 points do not jump the content).
    private func beginDragging(_ pan: PanGestureRecognizer) {
        stopScrolling()
        pan.setTranslation(.zero, in: self)
        let lo = minimumContentOffset, hi = maximumContentOffset, size = storedFrame.size
        let offset = storedBoundsOrigin
        dragStart = Point(x: ScrollPhysics.raw(for: offset.x, lo: lo.x, hi: hi.x, dimension: size.width),
                          y: ScrollPhysics.raw(for: offset.y, lo: lo.y, hi: hi.y, dimension: size.height))
        storedIsDragging = true
        if !scrollObservers.willBeginDragging.isEmpty {
            let list = scrollObservers.willBeginDragging
            ObserverQueue.post { list.notify(()) }
        }
    }

    /// The offset follows the finger: `start − translation` on each axis
    /// that can scroll, with resistance past the edges.
    private func updateDrag(_ pan: PanGestureRecognizer) {
        guard let start = dragStart else { return }
        let t = pan.translation(in: self)
        let lo = minimumContentOffset, hi = maximumContentOffset, size = storedFrame.size
        var offset = storedBoundsOrigin
        if canScrollHorizontally {
            offset.x = ScrollPhysics.dragged(start.x - t.x, lo: lo.x, hi: hi.x, dimension: size.width, bounces: bounces)
        }
        if canScrollVertically {
            offset.y = ScrollPhysics.dragged(start.y - t.y, lo: lo.y, hi: hi.y, dimension: size.height, bounces: bounces)
        }
        contentOffset = offset
    }

    /// The finger lifted (or the drag was cancelled, with zero velocity).
    private func endDragging(velocity fingerVelocity: Point) {
        guard dragStart != nil else { return }
        dragStart = nil
        storedIsDragging = false
        // The content moves against the finger.
        let velocity = Point(x: canScrollHorizontally ? -fingerVelocity.x : 0,
                             y: canScrollVertically ? -fingerVelocity.y : 0)
        let release = releaseMotion(velocity: velocity)
        let decelerates = release.map { motion -> Bool in
            if case .idle = motion.x, case .idle = motion.y { return false }
            return true
        } ?? false
        if decelerates, let motion = release, let window = storedWindow {
            start(motion, on: window)
        }
        if !scrollObservers.didEndDragging.isEmpty {
            let list = scrollObservers.didEndDragging
            ObserverQueue.post { list.notify(decelerates) }
        }
    }
}
