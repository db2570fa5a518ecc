import Glibc
import Strata
import StrataDBus

/// Publishes a window's accessibility tree on AT-SPI, the Linux desktop's
/// accessibility bus, so that Orca and automation tools read and drive it
/// (Docs/Accessibility.md).
///
/// One call starts it; it returns `nil` when accessibility is off:
///
/// ```swift
/// if let bridge = try AccessibilityBus.start(window: window, applicationName: "Notes") {
///     bridge.connection.startDispatching(on: .main)    // or poll bridge.connection.fileDescriptor
///     keep(bridge)
/// }
/// ```
///
/// The connection must be driven on the main thread (Dispatch's main queue
/// or the host's main loop): the bridge reads views there.
@MainActor
public final class AccessibilityBus {
    /// The connection to the accessibility bus.
    public let connection: DBusConnection
    /// The window published.
    public let window: Window
    /// The application's name, as the desktop lists it.
    public var applicationName: String
    /// The window's top-left corner on the screen, in points: screen
    /// extents are window extents moved by it (hosts update it when the
    /// window moves).
    public var windowOrigin = Point.zero
    /// The id the registry gave the application (`Application.Id`).
    public internal(set) var applicationID: Int32 = 0
    /// The desktop (the registry's root) the application was embedded in,
    /// as `(bus name, path)`; empty before `register()`.
    public private(set) var desktop: (name: String, path: String) = ("", "")

    let objects = AccessibilityObjectTable()
    var notificationToken: ObservationToken?
    /// The last focused view an event was sent for.
    weak var lastFocused: View?
    /// The children last reported per container id path (for children-changed).
    var reportedChildren: [String: [String]] = [:]
    /// The text last reported per text view path (for text-changed).
    var reportedText: [String: String] = [:]
    /// The caret and selection (in scalars) last reported per text view path (for text-caret-moved).
    var reportedCaret: [String: Range<Int>] = [:]
    /// The selected children last reported per list path (for state-changed:selected).
    var reportedSelection: [String: [String]] = [:]
    /// The showing state a client last saw per path (for state-changed:showing).
    var reportedShowing: [String: Bool] = [:]
    /// The name last sent per path (for property-change:accessible-name).
    var reportedNames: [String: String] = [:]
    /// The window's layout-pass observation, once a client read a state.
    var layoutToken: ObservationToken?

    /// A bridge over `connection` (already connected to the accessibility
    /// bus) for `window`: exports the application object and the tree; call
    /// `register()` next.
    public init(connection: DBusConnection, window: Window, applicationName: String) {
        self.connection = connection
        self.window = window
        self.applicationName = applicationName
        exportObjects()
        notificationToken = window.observeAccessibilityNotifications { [weak self] notification in
            self?.send(notification)
        }
    }

    /// Starts the bridge when accessibility is on (`isEnabled()`): finds
    /// the accessibility bus (`busAddress()`), connects, exports the tree
    /// and registers with the registry. Returns `nil` when it is off.
    public static func start(window: Window, applicationName: String) throws -> AccessibilityBus? {
        let session = try? DBusConnection(timeoutMilliseconds: 5_000)
        defer { session?.close() }
        guard isEnabled(session: session) else { return nil }
        return try start(window: window, applicationName: applicationName, busAddress: busAddress(session: session))
    }

    /// Starts the bridge on the accessibility bus at `busAddress` (a D-Bus
    /// address, `unix:path=…`), whatever the desktop's settings: connects,
    /// exports the tree and registers with the registry there.
    public static func start(window: Window, applicationName: String, busAddress: String) throws -> AccessibilityBus {
        let connection = try DBusConnection(addresses: DBusAddress.parse(busAddress), timeoutMilliseconds: 10_000)
        let bridge = AccessibilityBus(connection: connection, window: window, applicationName: applicationName)
        try bridge.register()
        return bridge
    }

    /// Whether accessibility is on: `STRATA_ACCESSIBILITY` (`1` on, `0`
    /// off) when set, else `org.a11y.Status`'s `IsEnabled` or
    /// `ScreenReaderEnabled` on the session bus (`false` without one).
    public static func isEnabled(session: DBusConnection?) -> Bool {
        if let value = environment("STRATA_ACCESSIBILITY") { return value == "1" }
        guard let session else { return false }
        for property in ["IsEnabled", "ScreenReaderEnabled"] {
            var call = DBusMessage.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                              interface: "org.freedesktop.DBus.Properties", member: "Get",
                                              body: [.string("org.a11y.Status"), .string(property)])
            call.flags.insert(.noAutoStart)    // asking must not start the accessibility bus
            if let reply = try? session.call(call, timeoutMilliseconds: 2_000),
               case .variant(.boolean(true))? = reply.body.first { return true }
        }
        return false
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS` when set,
    /// else `org.a11y.Bus.GetAddress` on the session bus.
    public static func busAddress(session: DBusConnection?) throws -> String {
        if let address = environment("AT_SPI_BUS_ADDRESS"), !address.isEmpty { return address }
        guard let session else { throw DBusError.cannotConnect(address: "org.a11y.Bus", reason: "no session bus") }
        let reply = try session.call(.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                                 interface: "org.a11y.Bus", member: "GetAddress", body: []),
                                     timeoutMilliseconds: 5_000)
        guard case .string(let address)? = reply.body.first else {
            throw DBusError.cannotConnect(address: "org.a11y.Bus", reason: "GetAddress returned no string")
        }
        return address
    }

    /// Registers the application: `Embed` on the registry's root (the
    /// registry sets `Application.Id` meanwhile), which returns the
    /// desktop; then `state-changed:showing` (the window shown) and
    /// `window:activate` for the window.
    public func register() throws {
        let reply = try connection.call(.methodCall(
            destination: "org.a11y.atspi.Registry", path: AccessibilityObjectTable.rootPath,
            interface: "org.a11y.atspi.Socket", member: "Embed",
            body: [.structure([.string(connection.uniqueName), .objectPath(AccessibilityObjectTable.rootPath)])]))
        if case .structure(let fields)? = reply.body.first, fields.count == 2,
           let name = fields[0].stringValue, let path = fields[1].stringValue {
            desktop = (name, path)
        }
        let root = window.accessibilityRoot
        let showing = isShowing(root)
        noteShowing(of: root, showing)
        if showing {
            emit(path(for: root), Self.objectEvents, "StateChanged", detail: "showing", 1, value: .int32(0))
        }
        emit(path(for: root), "org.a11y.atspi.Event.Window", "Activate", detail: "", value: .string(applicationName))
    }

    /// Stops publishing: the window's root sends `state-changed:showing` 0,
    /// the application leaves the desktop (`Unembed`) and the connection
    /// closes.
    public func stop() {
        notificationToken = nil
        layoutToken = nil
        if !desktop.name.isEmpty {
            emit(path(for: window.accessibilityRoot), Self.objectEvents, "StateChanged", detail: "showing", 0,
                 value: .int32(0))
            _ = try? connection.send(.methodCall(
                destination: desktop.name, path: desktop.path, interface: "org.a11y.atspi.Socket", member: "Unembed",
                body: [.structure([.string(connection.uniqueName), .objectPath(AccessibilityObjectTable.rootPath)])]))
            try? connection.flush()
        }
        connection.close()
    }

    /// How many views have an object path so far.
    public var publishedObjectCount: Int { objects.count }

    /// An environment variable.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
