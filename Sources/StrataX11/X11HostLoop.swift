import Dispatch
import Strata
import StrataAccessibilityBus

/// The state of an `X11Host`'s loop and lifecycle: whether the window is
/// open, the Dispatch read source and the window's observations while
/// `start()` runs, and the waiter of `run()`.
///
/// A class held by the host: observers and Dispatch blocks set its fields
/// one at a time, as they did when these were the host's own.
@MainActor
final class X11HostLoop {
    /// Whether the window is still open (not closed by the user, and the
    /// connection is alive).
    var isOpen = true
    /// Why the window closed: `nil` when the user closed it.
    var closeError: X11Error?
    /// The read source on the socket while `start()` runs.
    var readSource: DispatchSourceRead?
    /// Whether a turn of the main queue is already asked for to handle
    /// buffered events.
    var bufferedEventsScheduled = false
    /// The window's timeline and layout observations.
    var tokens: [ObservationToken] = []
    /// The clock's ticks while animations run.
    var tickToken: ObservationToken?
    /// The AT-SPI bridge while accessibility is on (see `X11Host+Accessibility`).
    var accessibility: AccessibilityBus?
    /// Whether a `ConfigureNotify` came since the bridge's `windowOrigin`
    /// was last asked of the server: asked once after the events at hand
    /// are handled (a window dragged across the screen sends dozens).
    var originMayHaveMoved = false
    /// The accessibility bus to publish on instead of the desktop's (see `X11Host.accessibilityBusAddress`).
    var accessibilityBusAddress: String?
    /// The window's title: the application's name on the accessibility bus.
    var title = ""
    /// The waiter of `run()`.
    var closeContinuation: CheckedContinuation<Void, any Error>?

    /// Whether the Dispatch loop runs (`start()` was called and the window
    /// is open).
    var isRunning: Bool { readSource != nil }

    /// Stops following the window: cancels the tick and drops the
    /// observations.
    func stopObserving() {
        tokens.removeAll()
        tickToken?.cancel()
        tickToken = nil
    }
}
