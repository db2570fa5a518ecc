import Glibc

/// One server address from a D-Bus address list such as
/// `unix:path=/run/user/1000/bus,guid=…;unix:abstract=/tmp/dbus-x`.
///
/// Only the Unix socket transports are spoken; a `guid` is kept but not
/// checked.
public struct DBusAddress: Hashable, Sendable, CustomStringConvertible {
    /// Where the socket is.
    public enum Socket: Hashable, Sendable {
        /// A socket file (`unix:path=`).
        case path(String)
        /// A Linux abstract socket name (`unix:abstract=`).
        case abstract(String)
    }

    /// The socket.
    public var socket: Socket
    /// The server's GUID, when the address names one (ignored).
    public var guid: String?

    /// An address of a socket.
    public init(socket: Socket, guid: String? = nil) {
        self.socket = socket
        self.guid = guid
    }

    /// `unix:path=…` or `unix:abstract=…` (values unescaped).
    public var description: String {
        switch socket {
        case .path(let p): return "unix:path=" + p
        case .abstract(let a): return "unix:abstract=" + a
        }
    }

    /// The addresses of a `;`-separated list this client can use, in
    /// order; entries of other transports (`tcp:`, `unixexec:`, …) are
    /// skipped.
    ///
    /// - Throws: `DBusError.invalidAddress` for a malformed entry,
    ///   `DBusError.unsupportedAddress` when no entry is usable.
    public static func parse(_ text: String) throws -> [DBusAddress] {
        var result: [DBusAddress] = []
        for entry in text.split(separator: ";", omittingEmptySubsequences: true) {
            guard let colon = entry.firstIndex(of: ":") else {
                throw DBusError.invalidAddress(String(entry), "no ':' after the transport")
            }
            let transport = entry[..<colon]
            var keys: [(String, String)] = []
            for pair in entry[entry.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: true) {
                guard let equals = pair.firstIndex(of: "=") else {
                    throw DBusError.invalidAddress(String(entry), "'\(pair)' is not key=value")
                }
                let value = try unescape(pair[pair.index(after: equals)...], entry: String(entry))
                keys.append((String(pair[..<equals]), value))
            }
            guard transport == "unix" else { continue }
            let path = keys.first { $0.0 == "path" }?.1
            let abstract = keys.first { $0.0 == "abstract" }?.1
            let guid = keys.first { $0.0 == "guid" }?.1
            if let path, abstract == nil {
                result.append(DBusAddress(socket: .path(path), guid: guid))
            } else if let abstract, path == nil {
                result.append(DBusAddress(socket: .abstract(abstract), guid: guid))
            } else if path != nil {
                throw DBusError.invalidAddress(String(entry), "both path and abstract")
            }
            // unix:dir=, tmpdir= and runtime= are for servers: skipped.
        }
        guard !result.isEmpty else { throw DBusError.unsupportedAddress(text) }
        return result
    }

    /// The addresses of `DBUS_SESSION_BUS_ADDRESS`.
    public static func session() throws -> [DBusAddress] {
        guard let env = getenv("DBUS_SESSION_BUS_ADDRESS"), env.pointee != 0 else { throw DBusError.noAddress }
        return try parse(String(cString: env))
    }

    /// Undoes `%XX` escapes.
    private static func unescape(_ value: Substring, entry: String) throws -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(value.utf8)[...]
        while let b = utf8.popFirst() {
            guard b == UInt8(ascii: "%") else { bytes.append(b); continue }
            guard utf8.count >= 2, let hi = hex(utf8[utf8.startIndex]), let lo = hex(utf8[utf8.startIndex + 1]) else {
                throw DBusError.invalidAddress(entry, "a '%' not followed by two hex digits")
            }
            bytes.append(hi << 4 | lo)
            utf8 = utf8.dropFirst(2)
        }
        guard !bytes.contains(0) else { throw DBusError.invalidAddress(entry, "a nul byte in a value") }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }
}
