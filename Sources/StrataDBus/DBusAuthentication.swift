import Glibc

/// The SASL exchange before the first message: a nul byte, `AUTH EXTERNAL`
/// with the process's uid in hex of its decimal digits, the server's
/// `OK <guid>`, then `BEGIN`. File descriptors are not passed, so
/// `NEGOTIATE_UNIX_FD` is not sent.
enum DBusAuthentication {
    /// The longest line the server may send, in bytes.
    static let maximumLineLength = 4096

    /// The client's opening: the nul byte and the `AUTH` line for `uid`.
    static func authLine(uid: UInt32) -> [UInt8] {
        let digits = Array(String(uid).utf8)
        let hexDigits = Array("0123456789abcdef".utf8)
        var line: [UInt8] = [0] + Array("AUTH EXTERNAL ".utf8)
        for d in digits {
            line.append(hexDigits[Int(d >> 4)])
            line.append(hexDigits[Int(d & 0xf)])
        }
        return line + Array("\r\n".utf8)
    }

    /// The GUID of an `OK <guid>` line, or the failure it names.
    static func guid(fromReply line: String) throws -> String {
        let words = line.split(separator: " ")
        guard words.first == "OK", words.count == 2 else {
            throw DBusError.authenticationFailed(line.isEmpty ? "no answer" : line)
        }
        return String(words[1])
    }

    /// Runs the exchange on the non-blocking `fd`; returns the server's
    /// GUID and any bytes read past the `OK` line.
    static func authenticate(_ fd: Int32, timeoutMilliseconds: Int) throws -> (guid: String, extra: [UInt8]) {
        let deadline = DBusSocket.now() + timeoutMilliseconds
        try writeAll(fd, authLine(uid: getuid()), deadline: deadline)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while true {
            if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                guard end > 0, received[end - 1] == UInt8(ascii: "\r") else {
                    throw DBusError.authenticationFailed("a line without CR LF")
                }
                let line = String(decoding: received[..<(end - 1)], as: UTF8.self)
                let guid = try guid(fromReply: line)
                try writeAll(fd, Array("BEGIN\r\n".utf8), deadline: deadline)
                return (guid, Array(received[(end + 1)...]))
            }
            guard received.count <= maximumLineLength else { throw DBusError.authenticationFailed("a line too long") }
            let left = deadline - DBusSocket.now()
            guard left > 0, DBusSocket.wait(fd, write: false, milliseconds: left) else { throw DBusError.timedOut }
            _ = try DBusSocket.readSome(fd, into: &received, chunk: &chunk, budget: chunk.count)
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], deadline: Int) throws {
        var sent = 0
        while sent < bytes.count {
            sent += try DBusSocket.writeSome(fd, bytes, from: sent)
            if sent < bytes.count {
                let left = deadline - DBusSocket.now()
                guard left > 0, DBusSocket.wait(fd, write: true, milliseconds: left) else { throw DBusError.timedOut }
            }
        }
    }
}
