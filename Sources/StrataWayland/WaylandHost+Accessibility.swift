import Strata
import StrataAccessibilityBus

/// The window on AT-SPI, as `X11Host` publishes it: when accessibility is
/// on (`STRATA_ACCESSIBILITY=1` or the desktop's `org.a11y.Status`),
/// `start()` publishes the window with `AccessibilityBus` under its title,
/// driven by Dispatch on the main queue; closing the window unregisters it.
///
/// A Wayland client never learns where its window is on the screen, so
/// screen extents are window extents (what GTK reports on Wayland too);
/// with the host's own decorations, the window's origin is the frame's
/// top-left corner, so content extents include the border and title bar.
/// Docs/Accessibility.md.
extension WaylandHost {
    /// The AT-SPI bridge while accessibility is on (`nil` otherwise).
    public var accessibility: AccessibilityBus? { loop.accessibility }

    /// The D-Bus address of an accessibility bus to publish the window on
    /// whatever the desktop says (a kiosk's own bus, a test's private one);
    /// `nil` (the default): `STRATA_ACCESSIBILITY` and the desktop's
    /// `org.a11y.Status` decide, and `org.a11y.Bus` gives the address.
    /// Set it before `start()`.
    public var accessibilityBusAddress: String? {
        get { loop.accessibilityBusAddress }
        set { loop.accessibilityBusAddress = newValue }
    }

    /// Starts the bridge when accessibility is on; failures leave the window without it.
    func startAccessibility() {
        guard loop.accessibility == nil else { return }
        loop.accessibility = AccessibilityBus.startOnMainQueue(window: window, applicationName: decoration.title,
                                                              busAddress: loop.accessibilityBusAddress)
        loop.accessibility?.windowOrigin = loop.accessibilityOrigin
    }

    /// Unregisters and drops the bridge.
    func stopAccessibility() {
        loop.accessibility?.stopOnMainQueue()
        loop.accessibility = nil
    }

    /// Publishes the window `show(_:title:)` put up instead of the old one.
    func restartAccessibility() {
        stopAccessibility()
        startAccessibility()
    }

    /// The application's name follows the title.
    func accessibilityTitleDidChange(_ title: String) {
        loop.accessibility?.applicationName = title
    }

    /// Where the content is inside the window geometry (`g`: the host's
    /// decorations, `nil` when it draws none), in points.
    func accessibilityGeometryDidChange(_ g: WaylandDecorationGeometry?) {
        let origin = g.map { Point(x: Double($0.border) / scale, y: Double($0.border + $0.titleBar) / scale) } ?? .zero
        loop.accessibilityOrigin = origin
        loop.accessibility?.windowOrigin = origin
    }
}
