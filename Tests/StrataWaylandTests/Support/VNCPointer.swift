import Foundation
import Glibc
import StrataTestHarness

/// A pointer on the sway seat, moved and pressed as a person would, through
/// `wayvnc` (which adds a virtual pointer to the seat) and the smallest
/// RFB client that drives it: the 3.8 handshake with no authentication,
/// then `PointerEvent` messages (RFC 6143 §7.5.5). Nothing of the server's
/// screen updates is read: the tests look at the screen with `grim`.
final class VNCPointer {
    /// The `wayvnc` process (the test user's, on `sway`'s output).
    private let server: ChildProcess
    /// The RFB connection.
    private let socket: Int32
    /// Where the pointer is and which buttons are down (bit 0 left, 1 middle, 2 right).
    private(set) var x = 0, y = 0, buttons: UInt8 = 0

    /// Whether `wayvnc` is installed.
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/wayvnc") }

    /// Starts `wayvnc` on `sway`'s output at a free local port and
    /// connects to it (up to 10 s for it to listen).
    init(_ sway: Sway) throws {
        let port = try Self.freePort()
        let log = try sway.created("wayvnc-\(port).log")
        server = try sway.start(["/usr/bin/wayvnc", "-o", "HEADLESS-1", "127.0.0.1", "\(port)"], stdout: log, stderr: log)
        var connected: Int32 = -1
        for _ in 0..<500 where server.isRunning {
            if let fd = Self.connect(port: port) { connected = fd; break }
            usleep(20_000)
        }
        guard connected >= 0 else {
            if server.isRunning { Glibc.kill(server.processIdentifier, SIGKILL) }
            throw SwayError.didNotStart("wayvnc: " + String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self))
        }
        socket = connected
        do {
            try handshake()
        } catch {
            close(socket)
            Glibc.kill(server.processIdentifier, SIGKILL)
            throw error
        }
    }

    deinit {
        close(socket)
        // SIGKILL: wayvnc can sit on SIGTERM while it holds the output.
        if server.isRunning { Glibc.kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
    }

    /// Moves the pointer to (`x`, `y`) in output pixels, buttons unchanged.
    func move(to x: Int, _ y: Int) throws {
        self.x = x
        self.y = y
        try sendPointer()
    }

    /// Presses (`down`) or releases a button: 1 left, 2 middle, 3 right.
    func button(_ number: Int, down: Bool) throws {
        let bit = UInt8(1) << UInt8(number - 1)
        buttons = down ? buttons | bit : buttons & ~bit
        try sendPointer()
    }

    private func sendPointer() throws {
        let message: [UInt8] = [5, buttons, UInt8(x >> 8 & 0xFF), UInt8(x & 0xFF), UInt8(y >> 8 & 0xFF), UInt8(y & 0xFF)]
        try write(message)
    }

    /// RFB 3.8: version, security type None (1), its result, ClientInit
    /// (shared), ServerInit (read and dropped).
    private func handshake() throws {
        let version = try read(12)
        guard version.starts(with: Array("RFB 003.".utf8)) else { throw VNCError.protocol("version \(version)") }
        try write(Array("RFB 003.008\n".utf8))
        let count = Int(try read(1)[0])
        guard count > 0 else { throw VNCError.protocol("the server refused the connection") }
        let types = try read(count)
        guard types.contains(1) else { throw VNCError.protocol("no 'None' security type in \(types)") }
        try write([1])
        guard try read(4) == [0, 0, 0, 0] else { throw VNCError.protocol("security failed") }
        try write([1])
        let initMessage = try read(24)
        let nameLength = Int(initMessage[20]) << 24 | Int(initMessage[21]) << 16 | Int(initMessage[22]) << 8 | Int(initMessage[23])
        guard nameLength < 4096 else { throw VNCError.protocol("name of \(nameLength) bytes") }
        _ = try read(nameLength)
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw VNCError.protocol("send failed: errno \(errno)") }
            sent += n
        }
    }

    /// Reads exactly `count` bytes (up to 10 s).
    private func read(_ count: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: max(count, 1))
        while out.count < count {
            var pfd = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 10_000) == 1 else { throw VNCError.protocol("no answer") }
            let n = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count - out.count, 0) }
            guard n > 0 else { throw VNCError.protocol("connection closed") }
            out += buffer[0..<n]
        }
        return out
    }

    private static func connect(port: UInt16) -> Int32? {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if ok == 0 { return fd }
        close(fd)
        return nil
    }

    /// A local port nothing listens on now (the kernel's choice).
    private static func freePort() throws -> UInt16 {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { p -> Bool in
                Glibc.bind(fd, p, length) == 0 && getsockname(fd, p, &length) == 0
            }
        }
        guard bound else { throw VNCError.protocol("no free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// What went wrong talking to `wayvnc`.
enum VNCError: Error {
    case `protocol`(String)
}
