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

    /// Starts the bridge when accessibility is on; failures leave the window without it.
    func startAccessibility() {
        guard loop.accessibility == nil,
              let bridge = try? AccessibilityBus.start(window: window, applicationName: loop.title) else { return }
        bridge.connection.startDispatching(on: .main)
        loop.accessibility = bridge
    }

    /// Unregisters and drops the bridge.
    func stopAccessibility() {
        loop.accessibility?.connection.stopDispatching()
        loop.accessibility?.stop()
        loop.accessibility = nil
    }

    /// Publishes the window `show(_:title:)` put up instead of the old one.
    func restartAccessibility() {
        stopAccessibility()
        startAccessibility()
    }
}
