import Foundation
import StrataTestHarness

/// An Xvfb server on a free display number, for integration tests (their
/// suites are skipped, with the reason, when `Xvfb` is not on the PATH).
///
/// The server is started with `posix_spawn` and an empty signal mask: test
/// bodies run on worker threads whose mask blocks SIGTERM, and a child
/// inherits its parent thread's mask, so a server started through
/// Foundation's `Process` from there ignored `terminate()` and outlived
/// every test run. Ending it sends SIGTERM, then SIGKILL after 2 s, and
/// reaps it.
final class Xvfb: @unchecked Sendable {
    let number: Int
    private let pid: pid_t

    /// The `Xvfb` executable on the PATH, if any.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/Xvfb"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether integration tests can run: the condition of their suites'
    /// `.enabled(if:)` traits, which show them as skipped, with the reason,
    /// when not.
    static let isAvailable = executable != nil

    /// Starts Xvfb with one 24-bit screen; `authFile` makes it demand the
    /// cookie in that Xauthority file.
    /// `prepare` runs with the display number before the server starts
    /// (to write its authority file).
    init(authFile: String? = nil, prepare: (Int) -> Void = { _ in }) throws {
        guard let executable = Xvfb.executable else { throw CocoaError(.fileNoSuchFile) }
        var attempt = 0
        while true {
            let n = Xvfb.reserveNumber(from: 60 + Int(getpid() % 400) + attempt * 7)
            prepare(n)
            let arguments = [executable, ":\(n)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
                + (authFile.map { ["-auth", $0] } ?? [])
            let p = try Xvfb.spawn(executable, arguments)
            // Ready when the socket accepts connections (up to 10 s).
            for _ in 0..<200 where Xvfb.isRunning(p) {
                if Xvfb.accepts("/tmp/.X11-unix/X\(n)") {
                    // Another process's server may have taken the number first (ours then
                    // exits, finding its lock file): the socket must be our server's.
                    usleep(100_000)
                    guard Xvfb.isRunning(p) else { break }
                    number = n
                    pid = p
                    return
                }
                usleep(50_000)
            }
            Xvfb.end(p)
            attempt += 1
            if attempt == 5 { throw CocoaError(.featureUnsupported) }
        }
    }

    /// `:N`.
    var display: String { ":\(number)" }

    deinit {
        Xvfb.end(pid)
    }

    /// Starts `path` with `arguments` (the first is the program's name),
    /// output to /dev/null, no signal blocked and default signal actions.
    private static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        SpawnActions.closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for case let pointer? in argv { free(pointer) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, path, &actions, &attributes, &argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        return pid
    }

    /// Whether `pid` still runs (it is reaped when it has ended).
    private static func isRunning(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Ends `pid`: SIGTERM, then SIGKILL if it still runs after 2 s; reaped.
    private static func end(_ pid: pid_t) {
        guard isRunning(pid) else { return }
        kill(pid, SIGTERM)
        for _ in 0..<100 where isRunning(pid) { usleep(20_000) }
        guard isRunning(pid) else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Display numbers this process has handed out (tests start servers
    /// concurrently: two must never pick the same free number).
    private static let reserved = NSLock()
    nonisolated(unsafe) private static var taken: Set<Int> = []

    /// The first display number from `start` with no lock file or socket
    /// that this process has not handed out yet; it is handed out.
    private static func reserveNumber(from start: Int) -> Int {
        reserved.lock()
        defer { reserved.unlock() }
        var n = start
        while taken.contains(n) || FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
                || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { n += 1 }
        taken.insert(n)
        return n
    }

    /// Whether a Unix socket at `path` accepts a connection.
    private static func accepts(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.enumerated() { raw[i] = b }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }
}
