/// A D-Bus message: its type, flags, serial, header fields and body.
///
/// Build one with `methodCall`, `signal`, `methodReturn(to:)` or
/// `error(to:)`; `DBusConnection.send` gives it its serial.
public struct DBusMessage: Hashable, Sendable {
    /// The four message types.
    public enum Kind: UInt8, Sendable {
        /// A method call (1).
        case methodCall = 1
        /// A method's reply (2).
        case methodReturn = 2
        /// An error reply (3).
        case error = 3
        /// A signal emission (4).
        case signal = 4
    }

    /// The header flags.
    public struct Flags: OptionSet, Hashable, Sendable {
        /// The flag bits.
        public let rawValue: UInt8
        /// A flag set of these bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The caller wants no reply (0x1).
        public static let noReplyExpected = Flags(rawValue: 0x1)
        /// The bus must not start a service for the destination (0x2).
        public static let noAutoStart = Flags(rawValue: 0x2)
        /// The caller is willing to wait for interactive authorization (0x4).
        public static let allowInteractiveAuthorization = Flags(rawValue: 0x4)
    }

    /// The largest message, in bytes (128 MiB).
    public static let maximumLength = 128 << 20

    /// The message type.
    public var kind: Kind
    /// The flags.
    public var flags: Flags
    /// The serial (nonzero once sent or received).
    public var serial: UInt32
    /// `PATH` (1): the object a call goes to or a signal comes from.
    public var path: String?
    /// `INTERFACE` (2).
    public var interface: String?
    /// `MEMBER` (3): the method or signal name.
    public var member: String?
    /// `ERROR_NAME` (4): an error reply's name.
    public var errorName: String?
    /// `REPLY_SERIAL` (5): the serial of the call this answers.
    public var replySerial: UInt32?
    /// `DESTINATION` (6): the bus name it is sent to.
    public var destination: String?
    /// `SENDER` (7): the sender's unique name (the bus fills it in).
    public var sender: String?
    /// `UNIX_FDS` (9): how many file descriptors go with it.
    public var unixFDs: UInt32?
    /// The body values; their types make the `SIGNATURE` field (8).
    public var body: [DBusValue]

    /// A message of any type (the static makers are shorter).
    public init(kind: Kind, flags: Flags = [], serial: UInt32 = 0, path: String? = nil, interface: String? = nil,
                member: String? = nil, errorName: String? = nil, replySerial: UInt32? = nil,
                destination: String? = nil, sender: String? = nil, unixFDs: UInt32? = nil, body: [DBusValue] = []) {
        self.kind = kind
        self.flags = flags
        self.serial = serial
        self.path = path
        self.interface = interface
        self.member = member
        self.errorName = errorName
        self.replySerial = replySerial
        self.destination = destination
        self.sender = sender
        self.unixFDs = unixFDs
        self.body = body
    }

    /// The body's signature.
    public var signature: DBusSignature { DBusSignature(body.map(\.type)) }

    /// A method call to `member` of `interface` on the object at `path`
    /// of `destination`.
    public static func methodCall(destination: String?, path: String, interface: String?, member: String,
                                  body: [DBusValue] = []) -> DBusMessage {
        DBusMessage(kind: .methodCall, path: path, interface: interface, member: member,
                    destination: destination, body: body)
    }

    /// A signal `member` of `interface` from the object at `path`.
    public static func signal(path: String, interface: String, member: String, destination: String? = nil,
                              body: [DBusValue] = []) -> DBusMessage {
        DBusMessage(kind: .signal, path: path, interface: interface, member: member,
                    destination: destination, body: body)
    }

    /// The reply to `call`, carrying `body`.
    public static func methodReturn(to call: DBusMessage, body: [DBusValue] = []) -> DBusMessage {
        DBusMessage(kind: .methodReturn, replySerial: call.serial, destination: call.sender, body: body)
    }

    /// An error reply to `call`: `name` with a human-readable `message`.
    public static func error(to call: DBusMessage, name: String, message: String) -> DBusMessage {
        DBusMessage(kind: .error, errorName: name, replySerial: call.serial, destination: call.sender,
                    body: [.string(message)])
    }

    /// For an error reply, the error: its name and first string argument.
    public var remoteError: DBusError? {
        guard kind == .error else { return nil }
        let text: String
        if case .string(let s)? = body.first { text = s } else { text = "" }
        return .remote(name: errorName ?? "", message: text)
    }
}
