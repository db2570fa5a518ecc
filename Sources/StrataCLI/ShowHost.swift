import Foundation
import Strata
import StrataWayland
import StrataX11

/// The window `strata show` draws into: an `X11Host` or a `WaylandHost`,
/// behind the few operations the command uses (their names are parallel).
@MainActor
final class ShowHost {
    /// Which display server: `"wayland"` or `"x11"` (the shown line names it).
    let backend: String
    /// Replaces the window shown.
    let show: (Window, String) throws -> Void
    /// Asks for a redraw.
    let setNeedsDisplay: () -> Void
    /// Follows a replaced timeline.
    let timelineDidChange: () -> Void
    /// Starts the loop on the main queue.
    let start: () -> Void
    /// Closes the window (without calling `onClose`).
    let close: () -> Void

    /// What the host reports: the first frame (window id when X11, size in
    /// pixels), the end (with the error, if any), each key press (its
    /// keysym's name and the modifier state: Shift 0x1, Control 0x4) and
    /// pointer motion.
    struct Handlers {
        var firstFrame: (UInt32?, Int, Int) -> Void
        var closed: ((any Error)?) -> Void
        var key: (String?, UInt32) -> Void
        var motion: () -> Void
    }

    private init(backend: String, show: @escaping (Window, String) throws -> Void, setNeedsDisplay: @escaping () -> Void,
                 timelineDidChange: @escaping () -> Void, start: @escaping () -> Void, close: @escaping () -> Void) {
        self.backend = backend
        self.show = show
        self.setNeedsDisplay = setNeedsDisplay
        self.timelineDidChange = timelineDidChange
        self.start = start
        self.close = close
    }

    /// Opens the window on `backend` (`"wayland"`, `"x11"`, or `nil`:
    /// Wayland when `$WAYLAND_DISPLAY` is set and the compositor answers,
    /// else X11).
    static func open(backend: String?, window: Window, title: String, scale: Double, handlers: Handlers) throws -> ShowHost {
        var wayland: WaylandConnection?
        switch backend {
        case "wayland":
            wayland = try WaylandConnection()
        case "x11":
            break
        default:
            if let display = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"], !display.isEmpty {
                wayland = try? WaylandConnection()
            }
        }
        if let wayland {
            return try openWayland(connection: wayland, window: window, title: title, scale: scale, handlers: handlers)
        }
        return try openX11(window: window, title: title, scale: scale, handlers: handlers)
    }

    private static func openWayland(connection: WaylandConnection, window: Window, title: String, scale: Double,
                                    handlers: Handlers) throws -> ShowHost {
        let host = try WaylandHost(window: window, title: title, scale: scale, connection: connection)
        host.appID = "strata"
        host.onFirstFrame = { w, h in handlers.firstFrame(nil, w, h) }
        host.onClose = { error in handlers.closed(error) }
        host.onEvent = { event in
            switch event {
            case .key(_, _, let key, 1): handlers.key(X11Keysym.name(host.keysym(key: key)), host.modifierState)
            case .pointerMotion: handlers.motion()
            default: break
            }
        }
        return ShowHost(backend: "wayland", show: { try host.show($0, title: $1) }, setNeedsDisplay: host.setNeedsDisplay,
                        timelineDidChange: host.timelineDidChange, start: host.start,
                        close: { host.onClose = nil; host.close() })
    }

    private static func openX11(window: Window, title: String, scale: Double, handlers: Handlers) throws -> ShowHost {
        let host = try X11Host(window: window, title: title, scale: scale, connection: X11Connection())
        host.onFirstFrame = { id, w, h in handlers.firstFrame(id, w, h) }
        host.onClose = { error in handlers.closed(error) }
        host.onEvent = { event in
            switch event {
            case .motion: handlers.motion()
            case .key(true, let keycode, let state, _):
                handlers.key(X11Keysym.name(host.keysym(keycode: keycode, state: state)), UInt32(state))
            default: break
            }
        }
        return ShowHost(backend: "x11", show: { try host.show($0, title: $1) }, setNeedsDisplay: host.setNeedsDisplay,
                        timelineDidChange: host.timelineDidChange, start: host.start,
                        close: { host.onClose = nil; host.close() })
    }
}
