/// Turning the inspector's overlay on and off.
extension Window {
    /// Whether the window shows the inspector's overlay: every visible
    /// view's frame outlined, the inspected view (`inspectedView`)
    /// highlighted, and a panel with `inspectorDescription(of:)` for it,
    /// its broken constraints in red. The overlay is drawn at the end of
    /// the display list, so every host shows it; it changes no view.
    /// `strata show` toggles it with F12 or Control+Shift+I and starts
    /// with it on when `STRATA_INSPECT=1` (Docs/Tools.md).
    public var isInspecting: Bool {
        get { displayOverlay is InspectorOverlay }
        set {
            guard newValue != isInspecting else { return }
            displayOverlay = newValue ? InspectorOverlay() : nil
        }
    }

    /// The view the inspector describes: the view chosen with
    /// `walkInspector(_:)` until the pointer moves onto another view, else
    /// the view under the pointer (`hoveredView`, the root view left out),
    /// else the focused view (keyboards and gamepads), else none.
    public var inspectedView: View? {
        if let overlay = displayOverlay as? InspectorOverlay, let pinned = overlay.pinnedView(in: self) { return pinned }
        if let hovered = hoveredView, hovered !== rootView, hovered.window === self { return hovered }
        if let focused = focusedView, focused.window === self { return focused }
        return nil
    }
}
