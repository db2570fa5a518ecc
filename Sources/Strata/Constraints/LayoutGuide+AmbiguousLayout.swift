extension LayoutGuide {
    /// Whether the window's constraint engine leaves this guide's
    /// `layoutFrame` undetermined (`UILayoutGuide.hasAmbiguousLayout`): its
    /// `x`, `y`, `width` or `height` can move without changing any required
    /// constraint or the optimum of any priority level. An undetermined
    /// variable reads 0 in `layoutFrame`.
    ///
    /// `false` for a guide whose view is outside a window, one no
    /// constraint names, and `layoutMarginsGuide` (its frame is the view's
    /// bounds inset by the margins). Brings the window's layout up to date
    /// first.
    ///
    /// ```swift
    /// let window = Window(size: Size(width: 200, height: 100))
    /// let gap = LayoutGuide()
    /// window.rootView.addLayoutGuide(gap)
    /// LayoutConstraint.activate([
    ///     gap.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
    ///     gap.widthAnchor.constraint(equalToConstant: 50),
    /// ])
    /// gap.hasAmbiguousLayout   // true: nothing places it vertically
    /// ```
    ///
    /// - Complexity: the engine's pending solve, if any, then O(rows) per
    ///   variable checked.
    public var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.storedWindow?.engine else { return false }
        return engine.isAmbiguous(self)
    }
}
