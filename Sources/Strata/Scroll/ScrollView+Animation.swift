/// Animated offsets and the running motion: `setContentOffset(_:animated:)`,
/// `scrollRectToVisible(_:animated:)`, `isDecelerating`, stopping.
extension ScrollView {
    /// Moves the content to `offset`; with `animated`, over
    /// `ScrollView.scrollAnimationDuration` seconds (ease in and out) on the
    /// window's timeline, then the did-end-scrolling-animation callbacks
    /// run. Without a window, or when nothing moves, the change is
    /// immediate (and no callback runs). The offset is not clamped, as in
    /// UIKit. A running deceleration or animation stops first; a drag that
    /// starts stops the animation.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        precondition(offset.x.isFinite && offset.y.isFinite,
                     "ScrollView.setContentOffset(_:animated:): the offset must be finite (got \(offset))")
        stopScrolling()
        let current = storedBoundsOrigin
        guard animated, offset != current, let window = storedWindow else {
            contentOffset = offset
            return
        }
        let now = window.timeline.now, duration = Self.scrollAnimationDuration
        let x: AxisMotion = offset.x == current.x ? .idle : .curve(from: current.x, to: offset.x, time: now, duration: duration)
        let y: AxisMotion = offset.y == current.y ? .idle : .curve(from: current.y, to: offset.y, time: now, duration: duration)
        start(ScrollMotion(kind: .animation, x: x, y: y, scrollView: self), on: window)
    }

    /// Scrolls as little as possible to show `rect` (content coordinates),
    /// within the resting range, animated as `setContentOffset(_:animated:)`
    /// when `animated`. Returns the offset it moves to.
    @discardableResult
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) -> Point {
        let offset = offsetShowing(rect)
        setContentOffset(offset, animated: animated)
        return offset
    }

    /// Whether the content is moving on its own after a drag was released:
    /// gliding, bouncing back or settling on a page.
    public var isDecelerating: Bool { motion?.kind == .deceleration }

    /// Whether a `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` animation is running.
    public var isScrollAnimating: Bool { motion?.kind == .animation }

    /// Stops a deceleration or offset animation where it is, without its
    /// end callbacks (as a finger that catches the content does).
    public func stopScrolling() {
        guard let running = motion else { return }
        motion = nil
        storedWindow?.timeline.remove(running)
    }

    /// Ends a deceleration or offset animation at once, where it would
    /// have come to rest, with its end callbacks (as if its time had run
    /// out). Does nothing when nothing moves.
    public func finishScrolling() {
        guard let running = motion, let destination = running.destination else { return }
        contentOffset = destination
        storedWindow?.timeline.remove(running)
        motionDidFinish(running)
    }

    /// Starts `motion`, replacing any running one.
    func start(_ newMotion: ScrollMotion, on window: Window) {
        stopScrolling()
        motion = newMotion
        window.timeline.add(newMotion)
    }

    /// A motion came to rest: the matching end callbacks run.
    func motionDidFinish(_ finished: ScrollMotion) {
        guard motion === finished else { return }
        motion = nil
        switch finished.kind {
        case .deceleration: scrollObservers.notifyDidEndDecelerating()
        case .animation: scrollObservers.notifyDidEndScrollingAnimation()
        }
    }
}
