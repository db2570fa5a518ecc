import Dispatch
import Strata
import StrataAccessibilityBus

/// The state of a `WaylandHost`'s loop and lifecycle: whether the window
/// is open, the Dispatch read source and the window's observations while
/// `start()` runs, and the waiter of `run()`.
@MainActor
final class WaylandHostLoop {
    /// Whether the window is still open (not closed by the user, and the
    /// connection is alive).
    var isOpen = true
    /// Why the window closed: `nil` when the user closed it.
    var closeError: WaylandError?
    /// The read source on the socket while `start()` runs.
    var readSource: DispatchSourceRead?
    /// Whether a turn of the main queue is already asked for to handle
    /// buffered events.
    var bufferedEventsScheduled = false
    /// The window's timeline and layout observations.
    var tokens: [ObservationToken] = []
    /// The clock's ticks while animations run.
    var tickToken: ObservationToken?
    /// The AT-SPI bridge while accessibility is on (see `WaylandHost+Accessibility`).
    var accessibility: AccessibilityBus?
    /// The accessibility bus to publish on instead of the desktop's (see `WaylandHost.accessibilityBusAddress`).
    var accessibilityBusAddress: String?
    /// The content's origin inside the window geometry, in points (the host's decorations).
    var accessibilityOrigin = Point.zero
    /// The waiter of `run()`.
    var closeContinuation: CheckedContinuation<Void, any Error>?

    /// Whether the Dispatch loop runs.
    var isRunning: Bool { readSource != nil }

    /// Stops following the window: cancels the tick and drops the
    /// observations.
    func stopObserving() {
        tokens.removeAll()
        tickToken?.cancel()
        tickToken = nil
    }
}
