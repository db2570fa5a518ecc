extension Window {
    /// The accessibility elements a screen reader visits, in reading order:
    /// the focus engine's order (rows from top to bottom, a view joining the
    /// row of the first view above it whose extent its top lies within;
    /// each row in the layout direction's order, right to left in
    /// right-to-left windows), ties broken by tree order.
    ///
    /// An element hides its subtree. Hidden views and views with alpha
    /// below 0.01 are left out with their subtrees; views that ignore
    /// touches are not (a label is read though it ignores touches).
    /// - Complexity: O(views + elements · log elements).
    public func accessibilityElements() -> [View] {
        layoutIfNeeded()
        var items: [ReadingOrderItem] = []
        var order = 0
        func visit(_ view: View) {
            if view.isHidden || view.alpha < 0.01 { return }
            if view.isAccessibilityElement {
                items.append(ReadingOrderItem(view: view, frame: view.accessibilityFrame, order: order))
                order += 1
                return
            }
            order += 1
            for subview in view.subviews { visit(subview) }
        }
        visit(rootView)
        return Self.readingOrder(items, rightToLeft: rootView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The accessibility tree as text, one element a line in reading order
    /// (`accessibilityDescription`): what `strata layout --accessibility`
    /// prints.
    public func accessibilityTreeDescription() -> String {
        accessibilityElements().map { $0.accessibilityDescription + "\n" }.joined()
    }
}
