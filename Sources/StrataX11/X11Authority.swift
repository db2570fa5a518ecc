import Glibc
import Strata

/// An entry of an Xauthority file: the credentials for one display.
public struct X11AuthorityEntry: Sendable, Hashable {
    /// The address family: 256 local (address = host name), 65535 any.
    public var family: UInt16
    /// The address (the host name for local entries).
    public var address: [UInt8]
    /// The display number as decimal text (empty: any display).
    public var number: String
    /// The protocol name, e.g. `MIT-MAGIC-COOKIE-1`.
    public var name: String
    /// The secret (16 bytes for a magic cookie).
    public var data: [UInt8]

    /// Creates an entry.
    public init(family: UInt16, address: [UInt8], number: String, name: String, data: [UInt8]) {
        self.family = family
        self.address = address
        self.number = number
        self.name = name
        self.data = data
    }

    /// The local family (address is the host name).
    public static let familyLocal: UInt16 = 256
    /// The wildcard family (any address).
    public static let familyWild: UInt16 = 65535
    /// The only protocol this client speaks.
    public static let magicCookie = "MIT-MAGIC-COOKIE-1"
}

/// Reads Xauthority files (`$XAUTHORITY`, else `~/.Xauthority`) and picks
/// the cookie for a display.
///
/// The file is a sequence of entries, each: family (2 bytes, big-endian),
/// then four counted strings (2-byte big-endian length + bytes): address,
/// display number, protocol name, data.
public enum X11Authority {
    /// Parses an Xauthority file's bytes; a truncated last entry is dropped.
    public static func parse(_ bytes: [UInt8]) -> [X11AuthorityEntry] {
        var entries: [X11AuthorityEntry] = []
        var i = 0
        func counted() -> [UInt8]? {
            guard i + 2 <= bytes.count else { return nil }
            let n = Int(bytes[i]) << 8 | Int(bytes[i + 1])
            guard i + 2 + n <= bytes.count else { return nil }
            defer { i += 2 + n }
            return Array(bytes[i + 2..<i + 2 + n])
        }
        while i + 2 <= bytes.count {
            let family = UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
            i += 2
            guard let address = counted(), let number = counted(), let name = counted(), let data = counted() else { break }
            entries.append(X11AuthorityEntry(family: family, address: address,
                                             number: String(decoding: number, as: UTF8.self),
                                             name: String(decoding: name, as: UTF8.self), data: data))
        }
        return entries
    }

    /// The first `MIT-MAGIC-COOKIE-1` entry for display `number` on this
    /// host (`hostName`), or `nil` when none matches (then the client
    /// connects without authentication).
    public static func cookie(in entries: [X11AuthorityEntry], display number: Int, hostName: String) -> [UInt8]? {
        let host = Array(hostName.utf8)
        for entry in entries where entry.name == X11AuthorityEntry.magicCookie {
            let addressMatches = entry.family == X11AuthorityEntry.familyWild
                || (entry.family == X11AuthorityEntry.familyLocal && entry.address == host)
            let numberMatches = entry.number.isEmpty || entry.number == String(number)
            if addressMatches && numberMatches { return entry.data }
        }
        return nil
    }

    /// The cookie for `display` from `$XAUTHORITY` or `~/.Xauthority`.
    static func cookie(forDisplay display: Int) -> [UInt8]? {
        let path: String
        if let env = getenv("XAUTHORITY"), env.pointee != 0 {
            path = String(cString: env)
        } else if let home = getenv("HOME") {
            path = String(cString: home) + "/.Xauthority"
        } else {
            return nil
        }
        guard let bytes = readFile(path) else { return nil }
        return cookie(in: parse(bytes), display: display, hostName: hostName())
    }

    /// This machine's host name.
    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The largest Xauthority file read (real ones hold a few entries of
    /// tens of bytes).
    static let maximumFileSize = 1 << 20

    /// The whole file, or `nil` when it cannot be read, is not a regular
    /// file (`/dev/zero`, a FIFO) or is larger than `maximumFileSize`.
    static func readFile(_ path: String) -> [UInt8]? {
        try? FileReader.bytes(atPath: path, limit: maximumFileSize)
    }
}
