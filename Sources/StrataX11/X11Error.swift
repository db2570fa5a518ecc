/// What can go wrong talking to an X server.
public enum X11Error: Error, Sendable, Equatable, CustomStringConvertible {
    /// `$DISPLAY` is unset or empty.
    case noDisplay
    /// `$DISPLAY` names something this client cannot reach (only local
    /// Unix sockets are spoken).
    case unsupportedDisplay(String)
    /// The socket could not be opened or connected.
    case cannotConnect(path: String, reason: String)
    /// The server refused the connection (its reason).
    case refused(String)
    /// The server sent bytes this client does not understand.
    case protocolViolation(String)
    /// The server has no visual this client can draw to.
    case unsupportedVisual(String)
    /// The connection was closed or broke.
    case connectionLost(String)
    /// The server answered a request with an `Error` packet.
    case request(X11RequestError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noDisplay: return "no X display (set DISPLAY, or run under Xvfb)"
        case .unsupportedDisplay(let d): return "cannot use DISPLAY '\(d)': only local displays (':N', ':N.S', 'unix:N') are supported"
        case .cannotConnect(let path, let reason): return "cannot connect to the X server at \(path): \(reason)"
        case .refused(let reason): return "the X server refused the connection: \(reason)"
        case .protocolViolation(let what): return "unexpected data from the X server: \(what)"
        case .unsupportedVisual(let what): return "unsupported visual: \(what)"
        case .connectionLost(let why): return "the connection to the X server was lost: \(why)"
        case .request(let error): return error.description
        }
    }
}

/// An X `Error` packet, with the name of the request that caused it.
public struct X11RequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error code (1 `Request` … 17 `Implementation`, or an extension's).
    public var code: UInt8
    /// The request's name, e.g. `"CreateWindow"` or `"MIT-SHM:Attach"`.
    public var requestName: String
    /// The bad resource id or value the server reports.
    public var badValue: UInt32
    /// The low 16 bits of the request's sequence number.
    public var sequence: UInt16

    /// Creates an error description.
    public init(code: UInt8, requestName: String, badValue: UInt32, sequence: UInt16) {
        self.code = code
        self.requestName = requestName
        self.badValue = badValue
        self.sequence = sequence
    }

    /// The core protocol's name for the code, e.g. `"BadWindow"`.
    public var codeName: String {
        let names = ["Request", "Value", "Window", "Pixmap", "Atom", "Cursor", "Font", "Match", "Drawable",
                     "Access", "Alloc", "Colormap", "GContext", "IDChoice", "Name", "Length", "Implementation"]
        return code >= 1 && Int(code) <= names.count ? "Bad" + names[Int(code) - 1] : "error \(code)"
    }

    /// `X error BadWindow (3) from CreateWindow (value 0x…, sequence N)`.
    public var description: String {
        "X error \(codeName) (\(code)) from \(requestName) (value 0x\(String(badValue, radix: 16)), sequence \(sequence))"
    }
}
