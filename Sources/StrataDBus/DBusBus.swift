/// The message bus's own names, and its methods (`org.freedesktop.DBus`)
/// as blocking calls on a connection.
public enum DBusBus {
    /// The bus's name, `org.freedesktop.DBus`.
    public static let name = "org.freedesktop.DBus"
    /// The bus's object path, `/org/freedesktop/DBus`.
    public static let path = "/org/freedesktop/DBus"
    /// The bus's interface, `org.freedesktop.DBus`.
    public static let interface = "org.freedesktop.DBus"

    /// `RequestName`'s flags.
    public struct RequestNameFlags: OptionSet, Hashable, Sendable {
        /// The flag bits.
        public let rawValue: UInt32
        /// Flags of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Another connection asking with `replaceExisting` may take the name (0x1).
        public static let allowReplacement = RequestNameFlags(rawValue: 0x1)
        /// Take the name from its owner if it allowed replacement (0x2).
        public static let replaceExisting = RequestNameFlags(rawValue: 0x2)
        /// Do not wait in the queue when the name is owned (0x4).
        public static let doNotQueue = RequestNameFlags(rawValue: 0x4)
    }

    /// `RequestName`'s answers.
    public enum RequestNameReply: UInt32, Sendable {
        /// The caller now owns the name (1).
        case primaryOwner = 1
        /// The caller waits in the name's queue (2).
        case inQueue = 2
        /// Someone else owns it and the caller does not queue (3).
        case exists = 3
        /// The caller already owned it (4).
        case alreadyOwner = 4
    }

    /// `ReleaseName`'s answers.
    public enum ReleaseNameReply: UInt32, Sendable {
        /// The name was released (1).
        case released = 1
        /// Nobody owns the name (2).
        case nonExistent = 2
        /// Someone else owns it (3).
        case notOwner = 3
    }
}

extension DBusConnection {
    /// Calls `member` of the bus with `body` and returns the reply's body.
    func callBus(_ member: String, _ body: [DBusValue] = []) throws -> [DBusValue] {
        try call(.methodCall(destination: DBusBus.name, path: DBusBus.path, interface: DBusBus.interface,
                             member: member, body: body)).body
    }

    private func single(_ body: [DBusValue], _ member: String) throws -> DBusValue {
        guard body.count == 1 else { throw DBusError.typeMismatch("\(member) answered \(body.count) values") }
        return body[0]
    }

    /// `RequestName`: asks the bus for a well-known name (blocking).
    public func requestName(_ name: String, flags: DBusBus.RequestNameFlags = [.doNotQueue]) throws -> DBusBus.RequestNameReply {
        guard DBusNames.isValidBusName(name), !name.hasPrefix(":") else { throw DBusError.invalidBusName(name) }
        let answer = try single(callBus("RequestName", [.string(name), .uint32(flags.rawValue)]), "RequestName")
        guard let code = answer.uint32Value, let reply = DBusBus.RequestNameReply(rawValue: code) else {
            throw DBusError.typeMismatch("RequestName answered \(answer)")
        }
        return reply
    }

    /// `ReleaseName`: gives up a well-known name (blocking).
    public func releaseName(_ name: String) throws -> DBusBus.ReleaseNameReply {
        guard DBusNames.isValidBusName(name) else { throw DBusError.invalidBusName(name) }
        let answer = try single(callBus("ReleaseName", [.string(name)]), "ReleaseName")
        guard let code = answer.uint32Value, let reply = DBusBus.ReleaseNameReply(rawValue: code) else {
            throw DBusError.typeMismatch("ReleaseName answered \(answer)")
        }
        return reply
    }

    /// `GetNameOwner`: the unique name owning `name` (blocking); a name
    /// nobody owns is the error `org.freedesktop.DBus.Error.NameHasNoOwner`.
    public func nameOwner(of name: String) throws -> String {
        guard DBusNames.isValidBusName(name) else { throw DBusError.invalidBusName(name) }
        guard case .string(let owner) = try single(callBus("GetNameOwner", [.string(name)]), "GetNameOwner") else {
            throw DBusError.typeMismatch("GetNameOwner answered no string")
        }
        return owner
    }

    /// `ListNames`: every name on the bus, unique and well-known, in the
    /// bus's order (blocking).
    public func listNames() throws -> [String] {
        let answer = try single(callBus("ListNames"), "ListNames")
        guard let names = answer.arrayElements?.compactMap(\.stringValue), names.count == answer.arrayElements?.count else {
            throw DBusError.typeMismatch("ListNames answered \(answer.type)")
        }
        return names
    }

    /// `GetId`: the bus's unique id, 32 hex digits (blocking).
    public func busID() throws -> String {
        guard case .string(let id) = try single(callBus("GetId"), "GetId") else {
            throw DBusError.typeMismatch("GetId answered no string")
        }
        return id
    }

    /// `AddMatch` of `rule` (blocking), then `handler` receives each
    /// message that fits it, in arrival order, until `removeMatch`.
    @discardableResult
    public func addMatch(_ rule: DBusMatchRule, handler: @escaping (DBusMessage) -> Void) throws -> DBusMatchToken {
        _ = try callBus("AddMatch", [.string(rule.description)])
        let id = nextMatchID
        nextMatchID += 1
        matchHandlers.append(MatchHandler(id: id, rule: rule, handler: handler))
        return DBusMatchToken(id: id)
    }

    /// Drops the handler of `token` and `RemoveMatch`es its rule (blocking).
    public func removeMatch(_ token: DBusMatchToken) throws {
        guard let index = matchHandlers.firstIndex(where: { $0.id == token.id }) else { return }
        let rule = matchHandlers.remove(at: index).rule
        _ = try callBus("RemoveMatch", [.string(rule.description)])
    }
}

/// Identifies a handler added with `DBusConnection.addMatch`.
public struct DBusMatchToken: Hashable, Sendable {
    let id: Int
}
