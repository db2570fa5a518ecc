/// Something a window draws above its views, at the end of its display
/// list, without changing a view: the inspector's overlay
/// (`Window.isInspecting`). Every host draws it, as it draws the views.
@MainActor
protocol DisplayListOverlay: AnyObject {
    /// The commands to draw after the views', in window coordinates.
    func overlayCommands(for window: Window) -> [DisplayCommand]
}
