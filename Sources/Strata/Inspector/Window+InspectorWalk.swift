/// Walking the inspector through the view tree with the keyboard.

/// Where `Window.walkInspector(_:)` goes from the inspected view.
public enum InspectorStep: Sendable, Hashable, CaseIterable {
    /// To the superview (Up arrow); the root view stays.
    case superview
    /// To the first subview, back to front (Down arrow).
    case firstSubview
    /// To the subview before it in its superview (Left arrow).
    case previousSibling
    /// To the subview after it in its superview (Right arrow).
    case nextSibling
}

extension Window {
    /// Moves the inspector's choice one step through the tree from the
    /// inspected view (or the root view when none is inspected) and pins
    /// it there: `inspectedView` is the chosen view until the pointer
    /// moves onto another view. A step that has nowhere to go (the first
    /// subview of a leaf, the sibling after the last) stays. Returns the
    /// chosen view. Hidden views are walked too: the inspector describes
    /// them. Does nothing and returns `nil` when the inspector is off.
    ///
    /// `strata show` walks with the arrow keys while the inspector is on
    /// (Up: superview, Down: first subview, Left and Right: siblings).
    ///
    /// - Complexity: O(siblings) for a sibling step, O(1) otherwise.
    @discardableResult
    public func walkInspector(_ step: InspectorStep) -> View? {
        guard let overlay = displayOverlay as? InspectorOverlay else { return nil }
        let from = inspectedView ?? rootView
        var to = from
        switch step {
        case .superview:
            if let parent = from.superview { to = parent }
        case .firstSubview:
            if let first = from.subviews.first { to = first }
        case .previousSibling, .nextSibling:
            if let siblings = from.superview?.subviews, let index = siblings.firstIndex(where: { $0 === from }) {
                let next = step == .nextSibling ? index + 1 : index - 1
                if siblings.indices.contains(next) { to = siblings[next] }
            }
        }
        overlay.pin(to, hovered: hoveredView)
        return to
    }
}
