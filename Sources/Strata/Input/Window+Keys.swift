extension Point {
    /// The straight-line distance between two points.
    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Window {
    /// A key went down. It goes to the first responder (else the focused
    /// view, else the root view) and up the responder chain through
    /// `pressesBegan`. When no responder handles it, an arrow moves focus
    /// that way, Tab to `.next` and Shift-Tab to `.previous`
    /// (Docs/Focus.md).
    /// - Returns: whether a responder handled it (did not pass it on to the
    ///   window), or whether it moved focus.
    @discardableResult
    public func keyDown(_ key: Key) -> Bool {
        deliverPress(key, phase: .began)
    }

    /// A key went up; delivered as `keyDown(_:)` through `pressesEnded`.
    @discardableResult
    public func keyUp(_ key: Key) -> Bool {
        deliverPress(key, phase: .ended)
    }

    /// Sends one press to the first responder.
    func deliverPress(_ key: Key, phase: Touch.Phase) -> Bool {
        var target = input.firstResponder ?? focusState.focusedView ?? rootView
        if target.storedWindow !== self {
            input.firstResponder = nil
            target = rootView
        }
        let press = Press(key: key, phase: phase, timestamp: inputTime)
        let event = Event(kind: .presses, timestamp: press.timestamp, allTouches: input.touches)
        if phase == .began { target.pressesBegan([press], with: event) } else { target.pressesEnded([press], with: event) }
        if event.reachedWindow, phase == .began, let heading = FocusHeading(key: key) {
            return moveFocus(heading)
        }
        return !event.reachedWindow
    }

    /// The mouse moved with no button down, to `point` (window
    /// coordinates): `hoveredView` becomes the view under it.
    /// - Returns: whether the pointer is over a view other than the root
    ///   view (a host can route the movement elsewhere otherwise).
    @discardableResult
    public func pointerMoved(to point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let hit = rootView.hitTest(rootView.convert(point, from: nil))
        input.hoveredView = hit
        return hit != nil && hit !== rootView
    }

    /// The deepest view under the pointer after the last `pointerMoved(to:)`.
    public var hoveredView: View? { input.hoveredView }

    /// A scroll wheel (or touchpad) moved by `delta` points over `point`:
    /// the innermost scroll view under the point that can move that way
    /// scrolls by `delta`, clamped to its content (no rubber-banding).
    /// A running deceleration or offset animation stops, and the delta
    /// applies to where it was heading. Scroll views with
    /// `isScrollEnabled == false` are passed by.
    /// - Returns: whether a scroll view under the point took it (also when
    ///   it is already at the edge, so the host does not scroll something
    ///   behind it); `false` when none is under the point.
    @discardableResult
    public func scrollWheel(by delta: Point, at point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite, delta.x.isFinite, delta.y.isFinite else { return false }
        var candidate = rootView.hitTest(rootView.convert(point, from: nil))
        var found = false
        while let view = candidate {
            if let target = view as? any ScrollWheelTarget {
                switch target.takeScrollWheel(delta) {
                case .passed: break
                case .atEdge: found = true
                case .scrolled: return true
                }
            }
            candidate = view.storedSuperview
        }
        return found
    }
}
