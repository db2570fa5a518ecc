import Strata
import StrataAccessibilityBus

/// The window on AT-SPI: when accessibility is on (`STRATA_ACCESSIBILITY=1`
/// or the desktop's `org.a11y.Status`), `start()` publishes the window with
/// `AccessibilityBus` under the window's title, driven by Dispatch on the
/// main queue; closing the window unregisters it. Docs/Accessibility.md.
extension X11Host {
    /// The AT-SPI bridge while accessibility is on (`nil` otherwise), e.g.
    /// to set `windowOrigin` when the window manager moves the window.
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
        loop.accessibility = AccessibilityBus.startOnMainQueue(window: window, applicationName: loop.title,
                                                              busAddress: loop.accessibilityBusAddress)
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
}
