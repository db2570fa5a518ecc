extension View {
    /// Whether the window's constraint engine leaves this view's frame
    /// undetermined: its `x`, `y`, `width` or `height` can move without
    /// changing any required constraint or the optimum of any priority
    /// level. The same test as `Window.viewsWithAmbiguousLayout`.
    ///
    /// `false` for a view outside a window, one the engine does not lay out
    /// (no constraint names it or a descendant), the root view, and a view
    /// that translates its autoresizing mask (its frame is pinned). Brings
    /// the window's layout up to date first, like
    /// `Window.viewsWithAmbiguousLayout`.
    ///
    /// - Complexity: the engine's pending solve, if any, then O(rows) per
    ///   variable checked.
    public var hasAmbiguousLayout: Bool {
        guard let engine = storedWindow?.engine else { return false }
        return engine.isAmbiguous(self)
    }

    /// The active constraints that relate this view along `axis`: those
    /// with this view (or its `layoutMarginsGuide`) as an item with an
    /// attribute of that axis (`width` counts as horizontal, `height` and
    /// the baselines as vertical), in activation order.
    ///
    /// Only direct constraints are listed: not those that reach the view
    /// through another view or a guide (UIKit also lists the constraints
    /// the solver's dependency reaches), and not the engine's own
    /// constraints (autoresizing pins, intrinsic size, stack arrangement),
    /// which are not `LayoutConstraint`s here. A broken constraint is still
    /// active and is listed. The view need not be in a window.
    ///
    /// ```swift
    /// let root = View(), box = View()
    /// root.addSubview(box)
    /// let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    /// let top = box.topAnchor.constraint(equalTo: root.topAnchor)
    /// LayoutConstraint.activate([leading, top])
    /// box.constraintsAffectingLayout(for: .horizontal)   // [leading]
    /// ```
    ///
    /// - Complexity: O(depth + constraints installed on this view and its
    ///   ancestors), plus sorting the result.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var host: View? = self
        while let current = host {
            for c in current.extras?.layoutStorage?.constraints ?? [] where affects(c, along: axis) { result.append(c) }
            host = current.storedSuperview
        }
        result.sort { $0.activationSerial < $1.activationSerial }
        return result
    }

    /// Whether `c` names this view (or its margins guide) with an
    /// attribute along `axis`.
    private func affects(_ c: LayoutConstraint, along axis: Axis) -> Bool {
        func names(_ item: (any LayoutItem)?) -> Bool {
            guard let item else { return false }
            if item === self { return true }
            if let guide = item as? LayoutGuide { return guide.isMarginsGuide && guide.owningView === self }
            return false
        }
        return (names(c.firstItem) && c.firstAttribute.axis == axis)
            || (names(c.secondItem) && c.secondAttribute.axis == axis)
    }
}
