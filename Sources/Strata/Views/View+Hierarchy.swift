extension View {
    /// The view this one is a subview of, or `nil`.
    public var superview: View? { storedSuperview }

    /// The subviews, back to front (the last one is drawn on top).
    public var subviews: [View] { storedSubviews }

    /// The window the view is in, or `nil` when it is not in one.
    public var window: Window? { storedWindow }

    /// Adds `view` as the front-most subview, moving it from its old
    /// superview if it has one (or to the front if it is already a subview).
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors.
    public func addSubview(_ view: View) {
        insertSubview(view, at: storedSubviews.count - (view.storedSuperview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` of `subviews` (0 is the back), moving it from
    /// its old superview if needed.
    ///
    /// An index past the end appends, as UIKit does.
    /// - Precondition: `view` is neither this view nor one of its ancestors;
    ///   `index >= 0`; no view of `view`'s subtree ends up deeper than
    ///   `View.maximumDepth`.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "View.insertSubview: a view cannot be added to itself")
        precondition(!isDescendant(of: view),
                     "View.insertSubview: cannot add an ancestor of the view as its subview (that would make a cycle)")
        precondition(index >= 0, "View.insertSubview: index \(index) is negative")
        precondition(view.storedSuperview === self || depthAfterAdding(view) != nil,
                     "View.insertSubview: the view tree would be more than \(View.maximumDepth) levels deep (View.maximumDepth)")
        ObserverQueue.batch {
            if view.storedSuperview === self {
                // Reorder only: no move notifications, as UIKit.
                let from = storedSubviews.firstIndex { $0 === view }!
                storedSubviews.remove(at: from)
                storedSubviews.insert(view, at: min(index, storedSubviews.count))
                subviewsDidChange()
                return
            }
            let newWindow = storedWindow
            let windowChanges = view.storedWindow !== newWindow
            if windowChanges { view.propagateWillMove(toWindow: newWindow) }
            view.willMove(toSuperview: self)
            if let old = view.storedSuperview {
                old.detach(view, notifyWillRemove: true)
            }
            storedSubviews.insert(view, at: min(index, storedSubviews.count))
            view.storedSuperview = self
            if windowChanges { view.propagateWindow(newWindow) }
            view.didMoveToSuperview()
            if windowChanges { view.propagateDidMoveToWindow() }
            didAddSubview(view)
            if view.needsLayout || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
            setNeedsLayout()
            engineInvalidate(.hierarchy)
            subviewsDidChange()
        }
    }

    /// Inserts `view` just above `sibling` in z-order.
    /// - Precondition: `sibling` is a subview of this view.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = storedSubviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("View.insertSubview(_:aboveSubview:): the sibling is not a subview of this view")
        }
        let adjust = indexAdjustment(moving: view, before: i)
        insertSubview(view, at: i + 1 - adjust)
    }

    /// Inserts `view` just below `sibling` in z-order.
    /// - Precondition: `sibling` is a subview of this view.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = storedSubviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("View.insertSubview(_:belowSubview:): the sibling is not a subview of this view")
        }
        let adjust = indexAdjustment(moving: view, before: i)
        insertSubview(view, at: i - adjust)
    }

    /// 1 when `view` is already a subview placed before index `i` (removing
    /// it first shifts `i` down by one).
    private func indexAdjustment(moving view: View, before i: Int) -> Int {
        guard view.storedSuperview === self,
              let j = storedSubviews.firstIndex(where: { $0 === view }) else { return 0 }
        return j < i ? 1 : 0
    }

    /// Removes the view from its superview (and from a stack's arranged
    /// subviews); does nothing when it has no superview.
    public func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        ObserverQueue.batch {
            let windowChanges = storedWindow != nil
            if windowChanges, let window = storedWindow, window.focusState.focusedView != nil {
                window.focusState.removalContainer = parent   // where focus looks for a replacement
            }
            if windowChanges { propagateWillMove(toWindow: nil) }
            willMove(toSuperview: nil)
            parent.detach(self, notifyWillRemove: true)
            if windowChanges { propagateWindow(nil) }
            didMoveToSuperview()
            if windowChanges { propagateDidMoveToWindow() }
        }
    }

    /// Unlinks `view` from this view's subviews.
    private func detach(_ view: View, notifyWillRemove: Bool) {
        if notifyWillRemove { willRemoveSubview(view) }
        let i = storedSubviews.firstIndex { $0 === view }!
        storedSubviews.remove(at: i)
        view.storedSuperview = nil
        engineInvalidate(.hierarchy)
        setNeedsLayout()
        subviewsDidChange()
    }

    /// Moves `view` to the front of the subviews (drawn last).
    /// - Precondition: `view` is a subview of this view.
    public func bringSubviewToFront(_ view: View) {
        precondition(view.storedSuperview === self, "View.bringSubviewToFront: the view is not a subview")
        guard storedSubviews.last !== view else { return }
        let i = storedSubviews.firstIndex { $0 === view }!
        storedSubviews.remove(at: i)
        storedSubviews.append(view)
        subviewsDidChange()
    }

    /// Moves `view` to the back of the subviews (drawn first).
    /// - Precondition: `view` is a subview of this view.
    public func sendSubviewToBack(_ view: View) {
        precondition(view.storedSuperview === self, "View.sendSubviewToBack: the view is not a subview")
        guard storedSubviews.first !== view else { return }
        let i = storedSubviews.firstIndex { $0 === view }!
        storedSubviews.remove(at: i)
        storedSubviews.insert(view, at: 0)
        subviewsDidChange()
    }

    /// Swaps the subviews at two indices of `subviews`.
    /// - Precondition: both indices are in range.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(storedSubviews.indices.contains(index1) && storedSubviews.indices.contains(index2),
                     "View.exchangeSubview: index out of range (\(index1), \(index2)) for \(storedSubviews.count) subviews")
        guard index1 != index2 else { return }
        storedSubviews.swapAt(index1, index2)
        subviewsDidChange()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.storedSuperview
        }
        return false
    }

    /// The first view with `tag`, searching this view and then its
    /// descendants depth-first in subview order.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view whose `identifier` is `identifier`, searching this view
    /// and then its descendants depth-first.
    public func viewWithIdentifier(_ identifier: String) -> View? {
        if self.identifier == identifier { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithIdentifier(identifier) { return found }
        }
        return nil
    }

    // MARK: Window propagation

    private func propagateWillMove(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    /// Sets `window` on this view and its subtree.
    final func propagateWindow(_ newWindow: Window?) {
        let old = storedWindow
        storedWindow = newWindow
        old?.viewDidLeave(self)
        newWindow?.viewDidEnter(self)
        // Property variants follow the new window's traits (constraint
        // variants wait for their next trait change: their other item may
        // not be in the window yet).
        if newWindow != nil, let variants = extras?.traitState?.variants, !variants.isEmpty {
            let traits = traitCollection
            for v in variants { v.apply(to: self, for: traits) }
        }
        for subview in storedSubviews { subview.propagateWindow(newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.propagateDidMoveToWindow() }
    }

    /// Records a change of `subviews` for observers.
    private func subviewsDidChange() {
        invalidateOwnSubviewIndex()
        subviewGeometryDidChange()
        if let observers, !observers.subviews.isEmpty {
            ObserverQueue.post { observers.notifySubviews() }
        }
        accessibilitySubviewsDidChange()
    }
}
