/// What can go wrong speaking D-Bus: reaching the bus, authenticating,
/// a malformed message (an error for that message only), a value that
/// cannot be marshalled, or a peer's error reply.
public enum DBusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `DBUS_SESSION_BUS_ADDRESS` is unset or empty.
    case noAddress
    /// An address string that does not parse (the address, the reason).
    case invalidAddress(String, String)
    /// No address of the list uses a transport this client speaks
    /// (`unix:path=` and `unix:abstract=`).
    case unsupportedAddress(String)
    /// The socket could not be opened or connected.
    case cannotConnect(address: String, reason: String)
    /// The bus refused the SASL `EXTERNAL` authentication (what it said).
    case authenticationFailed(String)
    /// The connection was closed, broke, or the peer broke the framing.
    case connectionLost(String)
    /// No reply came within the timeout.
    case timedOut
    /// A type signature that is not valid (the signature, the reason).
    case invalidSignature(String, String)
    /// A message or value ends before the bytes it announces (the offset
    /// where more was needed).
    case truncated(at: Int)
    /// Containers nested deeper than the specification's limits (32 arrays,
    /// 32 structures, 64 in all, variants counted).
    case nestingTooDeep
    /// An array longer than 64 MiB (its announced length).
    case arrayTooLong(Int)
    /// An array whose elements do not end where its length says (offset).
    case arrayLengthMismatch(at: Int)
    /// A message longer than 128 MiB (its announced length).
    case messageTooLong(Int)
    /// A string, object path or signature that is not valid UTF-8 (offset).
    case invalidUTF8(at: Int)
    /// A string without its terminating nul, or with a nul inside (offset).
    case missingNul(at: Int)
    /// A nonzero alignment padding byte (offset).
    case nonzeroPadding(at: Int)
    /// A boolean other than 0 or 1 (the value).
    case invalidBoolean(UInt32)
    /// An object path that breaks the path rules.
    case invalidObjectPath(String)
    /// A bus name that breaks the naming rules.
    case invalidBusName(String)
    /// An interface name that breaks the naming rules.
    case invalidInterfaceName(String)
    /// A member (method or signal) name that breaks the naming rules.
    case invalidMemberName(String)
    /// An error name that breaks the naming rules.
    case invalidErrorName(String)
    /// The first byte of a message is neither `l` nor `B` (the byte).
    case invalidEndianness(UInt8)
    /// A message type other than 1–4 (the byte).
    case invalidMessageType(UInt8)
    /// A major protocol version other than 1 (the byte).
    case invalidProtocolVersion(UInt8)
    /// A message serial of zero.
    case zeroSerial
    /// A header field whose variant holds the wrong type (field code, the
    /// type it held).
    case headerFieldType(code: UInt8, signature: String)
    /// A header field the message type requires is absent (its name).
    case missingHeaderField(String)
    /// The body does not fill the length the header gives (offset where
    /// the values ended, the length).
    case bodyLengthMismatch(decoded: Int, length: Int)
    /// A value that does not match the type it is written as (what).
    case typeMismatch(String)
    /// The connection is not in a state for this (what).
    case invalidState(String)
    /// The peer answered with an error reply (its name and first string).
    case remote(name: String, message: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noAddress: return "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset)"
        case .invalidAddress(let a, let why): return "invalid D-Bus address '\(a)': \(why)"
        case .unsupportedAddress(let a): return "no supported transport in D-Bus address '\(a)' (unix:path= and unix:abstract= are spoken)"
        case .cannotConnect(let a, let why): return "cannot connect to the bus at \(a): \(why)"
        case .authenticationFailed(let what): return "the bus refused authentication: \(what)"
        case .connectionLost(let why): return "the connection to the bus was lost: \(why)"
        case .timedOut: return "no reply within the timeout"
        case .invalidSignature(let s, let why): return "invalid signature '\(s)': \(why)"
        case .truncated(let at): return "message ends early (at byte \(at))"
        case .nestingTooDeep: return "containers nested too deeply"
        case .arrayTooLong(let n): return "array of \(n) bytes (the limit is 64 MiB)"
        case .arrayLengthMismatch(let at): return "array elements overrun its length (at byte \(at))"
        case .messageTooLong(let n): return "message of \(n) bytes (the limit is 128 MiB)"
        case .invalidUTF8(let at): return "string is not valid UTF-8 (at byte \(at))"
        case .missingNul(let at): return "string without its nul terminator, or with a nul inside (at byte \(at))"
        case .nonzeroPadding(let at): return "nonzero alignment padding (at byte \(at))"
        case .invalidBoolean(let v): return "boolean of value \(v)"
        case .invalidObjectPath(let p): return "invalid object path '\(p)'"
        case .invalidBusName(let n): return "invalid bus name '\(n)'"
        case .invalidInterfaceName(let n): return "invalid interface name '\(n)'"
        case .invalidMemberName(let n): return "invalid member name '\(n)'"
        case .invalidErrorName(let n): return "invalid error name '\(n)'"
        case .invalidEndianness(let b): return "invalid endianness byte \(b)"
        case .invalidMessageType(let b): return "invalid message type \(b)"
        case .invalidProtocolVersion(let b): return "unsupported protocol version \(b)"
        case .zeroSerial: return "message serial of zero"
        case .headerFieldType(let code, let s): return "header field \(code) holds type '\(s)'"
        case .missingHeaderField(let name): return "required header field \(name) is missing"
        case .bodyLengthMismatch(let decoded, let length): return "body values end at \(decoded), its length is \(length)"
        case .typeMismatch(let what): return "value does not match its type: \(what)"
        case .invalidState(let what): return "invalid connection state: \(what)"
        case .remote(let name, let message): return message.isEmpty ? name : "\(name): \(message)"
        }
    }
}
