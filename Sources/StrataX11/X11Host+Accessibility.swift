import Strata
import StrataAccessibilityBus

/// The window on AT-SPI: when accessibility is on (`STRATA_ACCESSIBILITY=1`
/// or the desktop's `org.a11y.Status`), `start()` publishes the window with
/// `AccessibilityBus` under the window's title, driven by Dispatch on the
/// main queue; closing the window unregisters it. The bridge's
/// `windowOrigin` follows the window on the screen (asked of the server when
/// the bridge starts and at each `ConfigureNotify`, which a window manager
/// sends when it moves the frame), so screen extents are screen
/// coordinates. Docs/Accessibility.md.
extension X11Host {
    /// The AT-SPI bridge while accessibility is on (`nil` otherwise); the
    /// host keeps its `windowOrigin` at the window's place on the screen.
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
        followWindowOrigin()
    }

    /// Sets the bridge's `windowOrigin` to the window's top-left corner on
    /// the root window, in points (the server's answer to
    /// `TranslateCoordinates`, divided by the scale). Nothing is asked
    /// while accessibility is off; a failed request keeps the last origin
    /// (a broken connection ends the loop on its next read). `runOnce()`
    /// asks once after the events it handled when any was a
    /// `ConfigureNotify`.
    /// - Complexity: one round trip to the X server.
    func followWindowOrigin() {
        guard let bridge = loop.accessibility else { return }
        let request = X11Request.translateCoordinates(source: setup.windowID, destination: connection.screen.root,
                                                      x: 0, y: 0)
        guard let reply = try? connection.roundTrip(request), reply.count >= 16 else { return }
        let r = X11Reader(reply)
        bridge.windowOrigin = Point(x: Double(r.i16(12)) / scale, y: Double(r.i16(14)) / scale)
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
