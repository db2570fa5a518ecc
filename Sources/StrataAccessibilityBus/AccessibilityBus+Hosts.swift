import Strata

/// What `X11Host` and `WaylandHost` do to publish their window: start the
/// bridge when accessibility is on (or on a given bus) and drive its
/// connection from Dispatch's main queue; stop both on close.
extension AccessibilityBus {
    /// The bridge of a host's `window`, named `applicationName`, driven by
    /// Dispatch on the main queue: on the accessibility bus at `busAddress`
    /// when given, else when the desktop has accessibility on
    /// (`start(window:applicationName:)`). `nil` when it is off or fails
    /// (a window without the bridge still works).
    public static func startOnMainQueue(window: Window, applicationName: String, busAddress: String?) -> AccessibilityBus? {
        let started: AccessibilityBus?
        if let busAddress {
            started = try? start(window: window, applicationName: applicationName, busAddress: busAddress)
        } else {
            started = try? start(window: window, applicationName: applicationName)
        }
        started?.connection.startDispatching(on: .main)
        return started
    }

    /// Stops driving the connection from the main queue and unregisters
    /// (the end of `startOnMainQueue(window:applicationName:busAddress:)`).
    public func stopOnMainQueue() {
        connection.stopDispatching()
        stop()
    }
}
