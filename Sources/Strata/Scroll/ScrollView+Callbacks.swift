/// The moments of `UIScrollViewDelegate`, as observer callbacks.
struct ScrollObservers {
    /// A drag began.
    var willBeginDragging = ObserverList<Void>()
    /// A drag is about to end: velocity and a target the callback may change.
    var willEndDragging: [(flag: CancellationFlag, callback: (Point, inout Point) -> Void)] = []
    /// A drag ended; whether a deceleration follows.
    var didEndDragging = ObserverList<Bool>()
    /// A deceleration came to rest.
    var didEndDecelerating = ObserverList<Void>()
    /// An offset animation finished.
    var didEndScrollingAnimation = ObserverList<Void>()

    @MainActor mutating func notifyDidEndDecelerating() {
        if didEndDecelerating.isEmpty { return }
        let list = didEndDecelerating
        ObserverQueue.post { list.notify(()) }
    }

    @MainActor mutating func notifyDidEndScrollingAnimation() {
        if didEndScrollingAnimation.isEmpty { return }
        let list = didEndScrollingAnimation
        ObserverQueue.post { list.notify(()) }
    }
}

extension ScrollView {
    /// Calls `handler` when a drag begins (UIKit's
    /// `scrollViewWillBeginDragging`), before the offset first moves.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeWillBeginDragging(_ handler: @escaping () -> Void) -> ObservationToken {
        scrollObservers.willBeginDragging.add { handler() }
    }

    /// Calls `handler` when a drag is released (UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`),
    /// synchronously, with the release velocity of the offset in points
    /// per **second** (UIKit uses points per millisecond) and the offset
    /// the content will come to rest at (the nearest edge for a drag
    /// released past one, the chosen page when paging). The handler may
    /// change the target: a glide then starts at the speed that makes it
    /// stop there exactly; a paging view, or one released past an edge,
    /// springs to it instead. The target is clamped to the resting range.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeWillEndDragging(_ handler: @escaping (_ velocity: Point, _ targetContentOffset: inout Point) -> Void) -> ObservationToken {
        scrollObservers.willEndDragging.removeAll { $0.flag.isCancelled }
        let flag = CancellationFlag()
        scrollObservers.willEndDragging.append((flag, handler))
        return ObservationToken(flag: flag)
    }

    /// Calls `handler` after a drag ends, with whether the content goes on
    /// moving (UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`).
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeDidEndDragging(_ handler: @escaping (_ willDecelerate: Bool) -> Void) -> ObservationToken {
        scrollObservers.didEndDragging.add(handler)
    }

    /// Calls `handler` when a released drag's glide, bounce or paging
    /// comes to rest (UIKit's `scrollViewDidEndDecelerating`). Not called
    /// when a touch, a wheel event or code stops it first.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeDidEndDecelerating(_ handler: @escaping () -> Void) -> ObservationToken {
        scrollObservers.didEndDecelerating.add { handler() }
    }

    /// Calls `handler` when a `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` animation finishes (UIKit's
    /// `scrollViewDidEndScrollingAnimation`). Not called when it is
    /// stopped or replaced first.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeDidEndScrollingAnimation(_ handler: @escaping () -> Void) -> ObservationToken {
        scrollObservers.didEndScrollingAnimation.add { handler() }
    }
}
