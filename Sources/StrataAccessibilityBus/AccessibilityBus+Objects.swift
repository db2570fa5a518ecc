import Strata
import StrataDBus

/// The exported objects: the application at the root path, and every
/// view of the tree under `/org/a11y/atspi/accessible/<id>`, made when
/// called (`DBusConnection.exportSubtree`).
extension AccessibilityBus {
    /// Interfaces named in `GetInterfaces`, by AT-SPI's names.
    static let accessibleInterface = "org.a11y.atspi.Accessible"
    static let applicationInterface = "org.a11y.atspi.Application"
    static let componentInterface = "org.a11y.atspi.Component"
    static let actionInterface = "org.a11y.atspi.Action"
    static let valueInterface = "org.a11y.atspi.Value"

    func exportObjects() {
        for interface in applicationInterfaces() { connection.export(interface, at: AccessibilityObjectTable.rootPath) }
        // The cache clients ask for first: empty, so they ask each object (objects are made on demand).
        let node = DBusType.structure([.string, .objectPath])
        let item = DBusType.structure([node, node, node, .int32, .int32, .array(.string), .string, .uint32, .string,
                                       .array(.uint32)])
        connection.export(DBusInterface(name: "org.a11y.atspi.Cache", methods: [
            DBusMethod(name: "GetItems", output: "a((so)(so)(so)iiassusau)") { _ in [.array(element: item, [])] },
        ], signals: [
            DBusSignalDescription(name: "AddAccessible", signature: "((so)(so)(so)iiassusau)"),
            DBusSignalDescription(name: "RemoveAccessible", signature: "(so)"),
        ]), at: "/org/a11y/atspi/cache")
        connection.exportSubtree(under: AccessibilityObjectTable.prefix) { [weak self] path in
            MainActor.assumeIsolated { () -> MadeInterfaces in
                guard let self, let view = self.objects.view(at: path), view.window === self.window else {
                    return MadeInterfaces(interfaces: nil)
                }
                return MadeInterfaces(interfaces: self.interfaces(for: view))
            }.interfaces
        }
    }

    /// Interfaces made on the main actor for the connection (which is
    /// driven there too, so nothing crosses threads).
    struct MadeInterfaces: @unchecked Sendable {
        let interfaces: [DBusInterface]?
    }

    /// The path of `view` (the tree's root view, or any node).
    func path(for view: View) -> String { objects.path(for: view) }

    /// An AT-SPI object reference `(so)`: our bus name and `path`.
    func reference(path: String) -> DBusValue {
        .structure([.string(connection.uniqueName), .objectPath(path)])
    }

    /// The reference of `view`.
    func reference(_ view: View) -> DBusValue { reference(path: path(for: view)) }

    /// The reference AT-SPI uses for no object.
    var nullReference: DBusValue { .structure([.string(""), .objectPath(AccessibilityObjectTable.nullPath)]) }

    /// The desktop's reference (the application's parent).
    var desktopReference: DBusValue {
        desktop.name.isEmpty ? nullReference : .structure([.string(desktop.name), .objectPath(desktop.path)])
    }

    /// Runs `body` on the main actor (the connection is driven there) for
    /// a handler; throws `UnknownObject` when the bridge is gone.
    nonisolated static func handle(_ bridge: AccessibilityBus?, _ body: @MainActor (AccessibilityBus) throws -> [DBusValue])
        throws -> [DBusValue]
    {
        try MainActor.assumeIsolated {
            guard let bridge else {
                throw DBusError.remote(name: DBusConnection.StandardError.unknownObject, message: "the window is gone")
            }
            return try body(bridge)
        }
    }

    /// `Accessible` and `Application` of the application object.
    func applicationInterfaces() -> [DBusInterface] {
        let version = DBusProperty(name: "version", type: .uint32, get: { .uint32(1) })
        let accessible = DBusInterface(name: Self.accessibleInterface, methods: [
            DBusMethod(name: "GetChildAtIndex", input: "i", output: "(so)") { [weak self] call in
                try Self.handle(self) { bridge in
                    guard case .int32(let i)? = call.body.first, i == 0 else { return [bridge.nullReference] }
                    return [bridge.reference(bridge.window.accessibilityRoot)]
                }
            },
            DBusMethod(name: "GetChildren", output: "a(so)") { [weak self] _ in
                try Self.handle(self) { bridge in
                    [.array(element: .structure([.string, .objectPath]), [bridge.reference(bridge.window.accessibilityRoot)])]
                }
            },
            DBusMethod(name: "GetIndexInParent", output: "i") { _ in [.int32(-1)] },
            DBusMethod(name: "GetRelationSet", output: "a(ua(so))") { _ in [Self.emptyRelationSet] },
            DBusMethod(name: "GetRole", output: "u") { _ in [.uint32(AtspiRole.application)] },
            DBusMethod(name: "GetRoleName", output: "s") { _ in [.string("application")] },
            DBusMethod(name: "GetLocalizedRoleName", output: "s") { _ in [.string("application")] },
            DBusMethod(name: "GetState", output: "au") { _ in [.array(element: .uint32, [.uint32(0), .uint32(0)])] },
            DBusMethod(name: "GetAttributes", output: "a{ss}") { _ in [Self.attributes(["toolkit": "Strata"])] },
            DBusMethod(name: "GetApplication", output: "(so)") { [weak self] _ in
                try Self.handle(self) { [$0.reference(path: AccessibilityObjectTable.rootPath)] }
            },
            DBusMethod(name: "GetInterfaces", output: "as") { _ in
                [.array(element: .string, [.string(Self.accessibleInterface), .string(Self.applicationInterface)])]
            },
        ], properties: [
            version,
            DBusProperty(name: "Name", type: .string, get: { [weak self] in
                MainActor.assumeIsolated { .string(self?.applicationName ?? "") }
            }),
            DBusProperty(name: "Description", type: .string, get: { .string("") }),
            DBusProperty(name: "Parent", type: .structure([.string, .objectPath]), get: { [weak self] in
                MainActor.assumeIsolated { self?.desktopReference ?? .structure([.string(""), .objectPath(AccessibilityObjectTable.nullPath)]) }
            }),
            DBusProperty(name: "ChildCount", type: .int32, get: { .int32(1) }),
            DBusProperty(name: "Locale", type: .string, get: { .string("") }),
            DBusProperty(name: "AccessibleId", type: .string, get: { .string("") }),
            DBusProperty(name: "HelpText", type: .string, get: { .string("") }),
        ])
        let application = DBusInterface(name: Self.applicationInterface, methods: [
            DBusMethod(name: "GetLocale", input: "u", output: "s") { _ in [.string("")] },
            DBusMethod(name: "GetApplicationBusAddress", output: "s") { _ in [.string("")] },
        ], properties: [
            version,
            DBusProperty(name: "ToolkitName", type: .string, get: { .string("Strata") }),
            DBusProperty(name: "Version", type: .string, get: { .string("1.0") }),
            DBusProperty(name: "ToolkitVersion", type: .string, get: { .string("1.0") }),
            DBusProperty(name: "AtspiVersion", type: .string, get: { .string("2.1") }),
            DBusProperty(name: "InterfaceVersion", type: .uint32, get: { .uint32(1) }),
            DBusProperty(name: "Id", type: .int32, get: { [weak self] in
                MainActor.assumeIsolated { .int32(self?.applicationID ?? 0) }
            }, set: { [weak self] value in
                MainActor.assumeIsolated { if case .int32(let id) = value { self?.applicationID = id } }
            }),
        ])
        return [accessible, application]
    }

    /// An empty `a(ua(so))`.
    static let emptyRelationSet = DBusValue.array(
        element: .structure([.uint32, .array(.structure([.string, .objectPath]))]), [])

    /// An `a{ss}` of `pairs`, sorted by key.
    static func attributes(_ pairs: [String: String]) -> DBusValue {
        .dictionary(key: .string, value: .string, pairs.keys.sorted().map {
            DBusDictionaryEntry(key: .string($0), value: .string(pairs[$0] ?? ""))
        })
    }
}
