/// A kind of view that scrolls its content (scroll views and what is built
/// on them) declares here, in its own folder, its role as a container and
/// how a page scroll moves it. Separate from `AccessibilityDefaults` so a
/// subclass (a text view) can still declare its own defaults; those win
/// where both speak.
@MainActor
protocol AccessibilityScrollContainer: AnyObject {
    /// The role as a container (`.scrollPane`, `.list`).
    var accessibilityContainerRole: AccessibilityRole { get }
    /// Scrolls a page in `direction`; `false` when nothing moved.
    func scrollForAccessibility(_ direction: AccessibilityScrollDirection) -> Bool
}
