import Foundation
import Glibc
import StrataTestHarness
@testable import StrataDBus

/// A private session bus for one test: `dbus-daemon --session --nofork`
/// on a socket in a fresh temporary folder, killed by `stop()` (and, if
/// the test process dies first, by `timeout` after 120 s).
final class PrivateBus {
    static let daemon = "/usr/bin/dbus-daemon"
    static let isAvailable = FileManager.default.isExecutableFile(atPath: daemon)
    static let hasDBusSend = FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-send")
    static let hasGDBus = FileManager.default.isExecutableFile(atPath: "/usr/bin/gdbus")

    /// The process group leader: `timeout` (or the daemon when there is none).
    private(set) var pid: pid_t = 0
    let directory: String
    /// The address the daemon printed (with its guid).
    private(set) var address = ""

    /// Starts the daemon. It is spawned with the signals the test runner
    /// blocks unblocked (a child inherits the mask, and `timeout` and the
    /// daemon must see SIGALRM and SIGTERM), in a process group of its own
    /// that `stop()` kills whole.
    init() throws {
        directory = NSTemporaryDirectory() + "strata-dbus-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var arguments = [Self.daemon, "--session", "--nofork", "--nopidfile", "--print-address=1",
                         "--address=unix:path=\(directory)/bus"]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout") {
            arguments = ["/usr/bin/timeout", "120"] + arguments
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw DBusError.cannotConnect(address: directory, reason: "pipe") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(fds[0]) }
        pid = try Self.spawn(arguments, stdout: fds[1])
        close(fds[1])
        // The address line comes once the daemon listens (waited for up to 10 s).
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.last != UInt8(ascii: "\n") {
            var pfd = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 10_000) > 0, read(fds[0], &byte, 1) == 1 else {
                stop()
                throw DBusError.cannotConnect(address: directory, reason: "dbus-daemon printed no address")
            }
            line.append(byte)
        }
        address = String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// `posix_spawn` of `arguments` with standard output on `stdout`,
    /// standard error on /dev/null, a clean signal mask and its own group.
    static func spawn(_ arguments: [String], stdout: Int32) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGALRM, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        SpawnActions.closeInheritedDescriptors(&actions)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard status == 0 else {
            throw DBusError.cannotConnect(address: arguments[0], reason: String(cString: strerror(status)))
        }
        return pid
    }

    /// Kills the daemon's process group, reaps it, and removes its folder.
    func stop() {
        if pid > 0 {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            pid = 0
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
        // SIGKILL: the runner's blocked signals are the child's too.
        if child.isRunning { kill(child.processIdentifier, SIGKILL) }
        child.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return (child.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
