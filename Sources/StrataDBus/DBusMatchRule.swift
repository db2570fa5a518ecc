/// A match rule: which messages the bus routes to this connection
/// (`AddMatch`), and which of those a handler receives.
public struct DBusMatchRule: Hashable, Sendable, CustomStringConvertible {
    /// The message type (`type=`); `signal` by default.
    public var kind: DBusMessage.Kind?
    /// The sender (`sender=`); a unique name is also checked locally, a
    /// well-known name only by the bus.
    public var sender: String?
    /// The interface (`interface=`).
    public var interface: String?
    /// The member (`member=`).
    public var member: String?
    /// The object path (`path=`).
    public var path: String?
    /// A path and everything below it (`path_namespace=`).
    public var pathNamespace: String?
    /// The destination (`destination=`).
    public var destination: String?
    /// The first body argument, when a string (`arg0=`).
    public var arg0: String?

    /// A rule; every field left `nil` matches anything.
    public init(kind: DBusMessage.Kind? = .signal, sender: String? = nil, interface: String? = nil,
                member: String? = nil, path: String? = nil, pathNamespace: String? = nil,
                destination: String? = nil, arg0: String? = nil) {
        self.kind = kind
        self.sender = sender
        self.interface = interface
        self.member = member
        self.path = path
        self.pathNamespace = pathNamespace
        self.destination = destination
        self.arg0 = arg0
    }

    /// The rule's text as `AddMatch` takes it, e.g.
    /// `type='signal',interface='org.example.Foo'` (quotes escaped).
    public var description: String {
        var parts: [String] = []
        func add(_ key: String, _ value: String?) {
            guard let value else { return }
            // A ' ends the quoted value; it is written as '\'' outside quotes.
            let escaped = value.split(separator: "'", omittingEmptySubsequences: false).map { "'\($0)'" }
                .joined(separator: "\\'")
            parts.append(key + "=" + escaped)
        }
        let typeNames: [DBusMessage.Kind: String] = [.methodCall: "method_call", .methodReturn: "method_return",
                                                      .error: "error", .signal: "signal"]
        add("type", kind.flatMap { typeNames[$0] })
        add("sender", sender)
        add("interface", interface)
        add("member", member)
        add("path", path)
        add("path_namespace", pathNamespace)
        add("destination", destination)
        add("arg0", arg0)
        return parts.joined(separator: ",")
    }

    /// Whether `message` fits the rule (a well-known `sender` is left to
    /// the bus).
    public func matches(_ message: DBusMessage) -> Bool {
        if let kind, message.kind != kind { return false }
        if let sender, sender.hasPrefix(":"), message.sender != sender { return false }
        if let interface, message.interface != interface { return false }
        if let member, message.member != member { return false }
        if let path, message.path != path { return false }
        if let pathNamespace {
            guard let p = message.path else { return false }
            let inside = pathNamespace == "/" || p == pathNamespace || p.hasPrefix(pathNamespace + "/")
            if !inside { return false }
        }
        if let destination, message.destination != destination { return false }
        if let arg0 {
            guard case .string(let first)? = message.body.first, first == arg0 else { return false }
        }
        return true
    }
}
