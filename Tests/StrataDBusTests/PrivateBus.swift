import Foundation
import Glibc
@testable import StrataDBus

/// A private session bus for one test: `dbus-daemon --session --nofork`
/// on a socket in a fresh temporary folder, stopped by `stop()` (and, if
/// the test process dies first, by `timeout` after 120 s).
final class PrivateBus {
    static let daemon = "/usr/bin/dbus-daemon"
    static let isAvailable = FileManager.default.isExecutableFile(atPath: daemon)
    static let hasDBusSend = FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-send")
    static let hasGDBus = FileManager.default.isExecutableFile(atPath: "/usr/bin/gdbus")

    let process = Process()
    let directory: String
    /// The address the daemon printed (with its guid).
    let address: String

    init() throws {
        directory = NSTemporaryDirectory() + "strata-dbus-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let arguments = [Self.daemon, "--session", "--nofork", "--nopidfile", "--print-address=1",
                         "--address=unix:path=\(directory)/bus"]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout") {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments = ["120"] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: Self.daemon)
            process.arguments = Array(arguments.dropFirst())
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The address line comes once the daemon listens (waited for up to 10 s).
        let fd = output.fileHandleForReading.fileDescriptor
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.last != UInt8(ascii: "\n") {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 10_000) > 0, read(fd, &byte, 1) == 1 else {
                address = ""
                stop()
                throw DBusError.cannotConnect(address: directory, reason: "dbus-daemon printed no address")
            }
            line.append(byte)
        }
        address = String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// Ends the daemon and removes its folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    deinit { stop() }

    /// A new connection to the bus (authenticated, `Hello` said).
    func connect() throws -> DBusConnection {
        try DBusConnection(addresses: DBusAddress.parse(address), timeoutMilliseconds: 10_000)
    }

    /// Runs `processIncoming()` on each connection until `done` or 10 s pass.
    static func pump(_ connections: [DBusConnection], until done: () -> Bool) throws {
        let start = DBusSocket.now()
        while !done() && DBusSocket.now() - start < 10_000 {
            var fds = connections.map { pollfd(fd: $0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 10)
            for c in connections { try c.processIncoming() }
        }
    }

    /// Runs `arguments` while pumping `connections`, and returns its exit
    /// status and standard output (the process is killed after 10 s).
    func run(_ arguments: [String], pumping connections: [DBusConnection]) throws -> (Int32, String) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: arguments[0])
        child.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        try Self.pump(connections) { !child.isRunning }
        if child.isRunning { child.terminate() }
        child.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return (child.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
