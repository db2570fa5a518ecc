/// What can go wrong talking to a Wayland compositor.
public enum WaylandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither `$WAYLAND_SOCKET` nor `$WAYLAND_DISPLAY` (nor the default
    /// `wayland-0`) names a socket: `$XDG_RUNTIME_DIR` is unset.
    case noDisplay
    /// The socket could not be opened or connected.
    case cannotConnect(path: String, reason: String)
    /// The compositor lacks a global this client needs (e.g. `xdg_wm_base`).
    case missingGlobal(String)
    /// The compositor sent bytes this client does not understand.
    case protocolViolation(String)
    /// The compositor reported a fatal protocol error (`wl_display.error`)
    /// about one of this client's objects: its interface, id, code and
    /// message.
    case compositorError(interface: String, objectID: UInt32, code: UInt32, message: String)
    /// Shared memory for the window's pixels could not be made.
    case sharedMemory(String)
    /// The connection was closed or broke.
    case connectionLost(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noDisplay:
            return "no Wayland display (set WAYLAND_DISPLAY and XDG_RUNTIME_DIR, or WAYLAND_SOCKET)"
        case .cannotConnect(let path, let reason):
            return "cannot connect to the Wayland compositor at \(path): \(reason)"
        case .missingGlobal(let name):
            return "the Wayland compositor does not offer \(name)"
        case .protocolViolation(let what):
            return "unexpected data from the Wayland compositor: \(what)"
        case .compositorError(let interface, let id, let code, let message):
            return "Wayland protocol error \(code) on \(interface)@\(id): \(message)"
        case .sharedMemory(let why):
            return "cannot share pixels with the Wayland compositor: \(why)"
        case .connectionLost(let why):
            return "the connection to the Wayland compositor was lost: \(why)"
        }
    }
}
