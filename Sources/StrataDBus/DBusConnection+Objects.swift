/// Exporting objects: interfaces registered by path answer incoming method
/// calls, with `org.freedesktop.DBus.Introspectable`, `Properties` and
/// `Peer` answered for every exported path; and emitting signals.
extension DBusConnection {
    /// The standard error names this connection replies with.
    public enum StandardError {
        /// No object at the path.
        public static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
        /// The object has no such interface.
        public static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
        /// The interface has no such method.
        public static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
        /// No such property.
        public static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
        /// The property is read-only.
        public static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
        /// The arguments do not fit the method's signature.
        public static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
        /// The handler failed.
        public static let failed = "org.freedesktop.DBus.Error.Failed"
    }

    static let introspectable = "org.freedesktop.DBus.Introspectable"
    static let properties = "org.freedesktop.DBus.Properties"
    static let peer = "org.freedesktop.DBus.Peer"

    /// Exports `interface` on the object at `path` (replacing an interface
    /// of the same name there).
    public func export(_ interface: DBusInterface, at path: String) {
        precondition(DBusNames.isValidObjectPath(path), "DBusConnection.export: '\(path)' is not a valid object path")
        objects[path, default: [:]][interface.name] = interface
    }

    /// Stops exporting `interfaceName` at `path` (every interface there
    /// when `nil`).
    public func unexport(path: String, interfaceName: String? = nil) {
        if let interfaceName {
            objects[path]?[interfaceName] = nil
            if objects[path]?.isEmpty == true { objects[path] = nil }
        } else {
            objects[path] = nil
        }
    }

    /// Answers calls to the objects under `prefix` (a path ending in `/`)
    /// that were not exported one by one: `resolve` gets the called path
    /// and returns that object's interfaces, made for this call, or `nil`
    /// for none (`UnknownObject`). Many objects then cost nothing until
    /// called, as an accessibility tree of thousands of elements needs.
    public func exportSubtree(under prefix: String, resolve: @escaping (String) -> [DBusInterface]?) {
        precondition(prefix.hasPrefix("/") && prefix.hasSuffix("/"), "DBusConnection.exportSubtree: '\(prefix)' must start and end with '/'")
        subtrees.append((prefix, resolve))
    }

    /// The interfaces at `path`: exported ones, else a subtree's.
    func interfaces(at path: String) -> [String: DBusInterface] {
        if let exported = objects[path] { return exported }
        for subtree in subtrees where path.hasPrefix(subtree.prefix) {
            guard let made = subtree.resolve(path) else { continue }
            var byName: [String: DBusInterface] = [:]
            for interface in made { byName[interface.name] = interface }
            return byName
        }
        return [:]
    }

    /// The paths with exported interfaces, sorted.
    public var exportedPaths: [String] { objects.keys.sorted() }

    /// Emits the signal `member` of `interface` from the object at `path`.
    @discardableResult
    public func emitSignal(path: String, interface: String, member: String, body: [DBusValue] = [],
                           destination: String? = nil) throws -> UInt32 {
        try send(.signal(path: path, interface: interface, member: member, destination: destination, body: body))
    }

    /// Emits `org.freedesktop.DBus.Properties.PropertiesChanged` for
    /// `names` of the interface exported at `path`, with their current values.
    public func emitPropertiesChanged(path: String, interfaceName: String, names: [String]) throws {
        guard let interface = objects[path]?[interfaceName] else {
            throw DBusError.remote(name: StandardError.unknownInterface, message: interfaceName)
        }
        var changed: [DBusDictionaryEntry] = []
        for name in names {
            guard let property = interface.properties.first(where: { $0.name == name }) else {
                throw DBusError.remote(name: StandardError.unknownProperty, message: name)
            }
            changed.append(DBusDictionaryEntry(key: .string(name), value: .variant(property.get())))
        }
        try emitSignal(path: path, interface: Self.properties, member: "PropertiesChanged",
                       body: [.string(interfaceName), .dictionary(key: .string, value: .variant, changed),
                              .array(element: .string, [])])
    }

    /// Answers an incoming method call (unless it expects no reply).
    func handleCall(_ call: DBusMessage) {
        let reply: DBusMessage
        do {
            reply = .methodReturn(to: call, body: try answer(call))
        } catch DBusError.remote(let name, let message) where DBusNames.isValidErrorName(name) {
            reply = .error(to: call, name: name, message: message)
        } catch {
            reply = .error(to: call, name: StandardError.failed, message: "\(error)")
        }
        guard !call.flags.contains(.noReplyExpected) else { return }
        if (try? send(reply)) == nil {
            // A reply that breaks a rule (e.g. a handler's bad value) becomes an error reply.
            _ = try? send(.error(to: call, name: StandardError.failed, message: "the reply could not be encoded"))
        }
    }

    /// The reply body for `call`, or a thrown `DBusError.remote`.
    func answer(_ call: DBusMessage) throws -> [DBusValue] {
        guard let path = call.path, let member = call.member else {
            throw DBusError.remote(name: StandardError.unknownMethod, message: "no path or member")
        }
        let interfaces = interfaces(at: path)
        switch call.interface {
        case Self.peer? where member == "Ping": return []
        case Self.introspectable? where member == "Introspect", nil where member == "Introspect" && interfaces.isEmpty:
            return [.string(introspectionXML(path: path))]
        case Self.properties? where !interfaces.isEmpty:
            return try answerProperties(call, interfaces: interfaces)
        default: break
        }
        guard !interfaces.isEmpty else {
            throw DBusError.remote(name: StandardError.unknownObject, message: "no object at \(path)")
        }
        let method: DBusMethod
        if let name = call.interface {
            guard let interface = interfaces[name] else {
                throw DBusError.remote(name: StandardError.unknownInterface, message: "\(path) has no interface \(name)")
            }
            guard let m = interface.methods.first(where: { $0.name == member }) else {
                throw DBusError.remote(name: StandardError.unknownMethod, message: "\(name) has no method \(member)")
            }
            method = m
        } else {
            // No interface: the first interface (by name) with the method.
            guard let m = interfaces.keys.sorted().lazy.compactMap({ interfaces[$0]?.methods.first { $0.name == member } }).first else {
                if member == "Introspect" { return [.string(introspectionXML(path: path))] }
                throw DBusError.remote(name: StandardError.unknownMethod, message: "\(path) has no method \(member)")
            }
            method = m
        }
        guard call.signature == method.inputSignature else {
            throw DBusError.remote(name: StandardError.invalidArgs,
                                   message: "\(member) takes '\(method.inputSignature)', not '\(call.signature)'")
        }
        let results = try method.handler(call)
        guard DBusSignature(results.map(\.type)) == method.outputSignature else {
            throw DBusError.remote(name: StandardError.failed, message: "\(member) returned values of the wrong types")
        }
        return results
    }

    /// `Get`, `GetAll` and `Set` of `org.freedesktop.DBus.Properties`.
    func answerProperties(_ call: DBusMessage, interfaces: [String: DBusInterface]) throws -> [DBusValue] {
        func interface(_ value: DBusValue?) throws -> DBusInterface {
            guard case .string(let name)? = value, let found = interfaces[name] else {
                throw DBusError.remote(name: StandardError.unknownInterface, message: "\(value?.stringValue ?? "")")
            }
            return found
        }
        func property(_ iface: DBusInterface, _ value: DBusValue) throws -> DBusProperty {
            guard case .string(let name) = value, let p = iface.properties.first(where: { $0.name == name }) else {
                throw DBusError.remote(name: StandardError.unknownProperty, message: "\(value.stringValue ?? "")")
            }
            return p
        }
        switch (call.member, call.signature.description) {
        case ("Get"?, "ss"):
            return [.variant(try property(interface(call.body[0]), call.body[1]).get())]
        case ("GetAll"?, "s"):
            let iface = try interface(call.body[0])
            return [.dictionary(key: .string, value: .variant, iface.properties.map {
                DBusDictionaryEntry(key: .string($0.name), value: .variant($0.get()))
            })]
        case ("Set"?, "ssv"):
            let p = try property(interface(call.body[0]), call.body[1])
            guard let set = p.set else { throw DBusError.remote(name: StandardError.propertyReadOnly, message: p.name) }
            guard let value = call.body[2].variantValue, value.type == p.type else {
                throw DBusError.remote(name: StandardError.invalidArgs, message: "\(p.name) is of type '\(p.type)'")
            }
            try set(value)
            return []
        default:
            throw DBusError.remote(name: StandardError.unknownMethod,
                                   message: "Properties has no \(call.member ?? "")('\(call.signature)')")
        }
    }
}
