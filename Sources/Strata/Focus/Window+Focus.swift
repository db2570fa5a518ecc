extension Window {
    /// The length of the focus animation, in seconds (ease in and out): the
    /// `ViewAnimator` animation that runs the coordinated animations of a
    /// focus change. 0.2 s.
    nonisolated public static let focusAnimationDuration = 0.2

    /// The focused view; `nil` until something is focused.
    public var focusedView: View? { focusState.focusedView }

    /// Focuses `view` directly.
    /// - Returns: whether `view` has focus now; `false`, with nothing
    ///   changed, when it cannot be focused (not in this window, hidden,
    ///   disabled, or `canBecomeFocused` is false).
    @discardableResult
    public func focus(_ view: View) -> Bool {
        guard view.storedWindow === self, view.isFocusableNow else { return false }
        if focusState.focusedView === view { return true }
        changeFocus(to: view, heading: nil)
        return true
    }

    /// Moves focus by `heading`: to the best view beyond the focused one's
    /// edge for a direction, to the next or previous view in reading order
    /// for `.next` / `.previous` (wrapping around). With nothing focused
    /// yet, any heading focuses the initial view (the root view's preferred
    /// focus, else the first view in reading order). Docs/Focus.md gives
    /// the exact rule.
    /// - Returns: whether focus moved.
    /// - Complexity: O(views in the window).
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        updateFocusIfNeeded()
        collectFocusCandidates()
        guard let current = focusState.focusedView, current.storedWindow === self, current.isFocusableNow else {
            guard let initial = initialFocus() else { return false }
            changeFocus(to: initial, heading: heading)
            return true
        }
        let target: View?
        switch heading {
        case .next, .previous:
            let order = readingOrder()
            guard !order.isEmpty else { return false }
            if let i = order.firstIndex(where: { $0 === current }) {
                let step = heading == .next ? 1 : order.count - 1
                target = order[(i + step) % order.count]
            } else {
                target = heading == .next ? order.first : order.last
            }
        default:
            target = directionalTarget(from: current, heading: heading)
        }
        guard let target, target !== current else { return false }
        changeFocus(to: remembered(entering: target, from: current) ?? target, heading: heading)
        return true
    }

    /// Asks for a focus update: the next `updateFocusIfNeeded()` (or
    /// focus move) moves focus to the preferred focus.
    public func setNeedsFocusUpdate() {
        focusState.needsUpdate = true
    }

    /// Applies a requested focus update now: focus goes to the first
    /// focusable view of the root view's `preferredFocusEnvironments`
    /// (followed recursively); without one it stays where it is when that
    /// view can still be focused, else it goes to the first view in
    /// reading order (or nowhere).
    public func updateFocusIfNeeded() {
        guard focusState.needsUpdate else { return }
        focusState.needsUpdate = false
        var target: View?
        for preferred in rootView.preferredFocusEnvironments {
            if let t = preferred.resolvedFocusTarget() { target = t; break }
        }
        if target == nil, let current = focusState.focusedView, current.storedWindow === self, current.isFocusableNow {
            target = current
        }
        if target == nil {
            collectFocusCandidates()
            target = readingOrder().first
        }
        if target !== focusState.focusedView { changeFocus(to: target, heading: nil) }
    }

    /// Calls `handler` after every focus change, with its context.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeFocus(_ handler: @escaping (FocusUpdateContext) -> Void) -> ObservationToken {
        focusState.observers.add(handler)
    }

    // MARK: Choosing

    /// The view focus starts on: the root view's preferred focus, else the
    /// first focusable view in reading order (candidates collected).
    func initialFocus() -> View? {
        for preferred in rootView.preferredFocusEnvironments {
            if let t = preferred.resolvedFocusTarget() { return t }
        }
        return readingOrder().first
    }

    /// The view a directional move from `current` reaches: the best
    /// candidate; a guide sends focus to its preferred views, and one that
    /// resolves to nothing (or to `current`) is passed over.
    func directionalTarget(from current: View, heading: FocusHeading) -> View? {
        let f = current.windowFrame
        focusState.focusedFrame = f
        guard let best = bestDirectionalCandidate(from: f, heading: heading, excluding: current) else { return nil }
        if let view = best.view { return view }
        for c in directionalCandidates(from: f, heading: heading, excluding: current) {
            if let view = c.view { return view }
            guard let guide = c.guide else { continue }
            for preferred in guide.preferredFocusEnvironments {
                if let t = preferred.resolvedFocusTarget(), t !== current { return t }
            }
        }
        return nil
    }

    /// The remembered descendant of the outermost container of `target`
    /// that focus enters from outside and that remembers one.
    func remembered(entering target: View, from current: View) -> View? {
        var found: View?
        var container = target.storedSuperview
        while let c = container, c !== rootView {
            if c.remembersLastFocusedDescendant, !current.isDescendant(of: c),
               let last = c.extras?.focusSettings?.lastFocusedDescendant, last !== target, last.isDescendant(of: c), last.isFocusableNow {
                found = last
            }
            container = c.storedSuperview
        }
        return found
    }
}
