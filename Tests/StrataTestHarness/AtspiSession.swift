import Foundation
import Glibc
import StrataDBus

/// A private desktop accessibility stack for one test: a session bus
/// (`dbus-daemon --session`), then `at-spi-bus-launcher --launch-immediately`
/// on it (the accessibility bus; the registry is activated by the first
/// application), and Debian's `/usr/bin/python3` with pyatspi to read it
/// as Orca would. Everything runs in process groups `stop()` kills.
public final class AtspiSession {
    public static let daemon = "/usr/bin/dbus-daemon"
    public static let launcher = "/usr/libexec/at-spi-bus-launcher"
    public static let python = "/usr/bin/python3"
    /// Whether the packages are there: dbus-daemon, at-spi2-core, python3-pyatspi (with gir1.2-atspi-2.0).
    public static let isAvailable: Bool = {
        let files = FileManager.default
        return files.isExecutableFile(atPath: daemon) && files.isExecutableFile(atPath: launcher)
            && files.isExecutableFile(atPath: python) && files.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")
            && (files.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/girepository-1.0/Atspi-2.0.typelib")
                || files.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/girepository-1.0/Atspi-2.0.typelib"))
    }()

    /// Debian's X server without a screen (`xvfb`), for the tests through `X11Host`.
    public static let xvfb = "/usr/bin/Xvfb"
    /// Whether `startXvfb()` can run.
    public static let hasXvfb = FileManager.default.isExecutableFile(atPath: xvfb)

    public let directory: String
    public private(set) var sessionAddress = ""
    private var groups: [pid_t] = []
    /// What the last script wrote to standard error (GLib's warnings go there).
    public private(set) var lastErrors = ""

    public init() throws {
        directory = NSTemporaryDirectory() + "strata-atspi-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let addressFile = directory + "/address"
        let daemon = try spawn([Self.daemon, "--session", "--nofork", "--nopidfile", "--print-address=1",
                                "--address=unix:path=\(directory)/bus"], output: addressFile)
        groups.append(daemon)
        sessionAddress = try waitForLine(in: addressFile)
        groups.append(try spawn([Self.launcher, "--launch-immediately"], output: directory + "/launcher.log"))
        // The launcher owns org.a11y.Bus once the accessibility bus runs.
        let session = try connectSession()
        defer { session.close() }
        let start = monotonicMilliseconds()
        while (try? session.nameOwner(of: "org.a11y.Bus")) == nil {
            guard monotonicMilliseconds() - start < 10_000 else { throw AtspiSessionError.noAccessibilityBus }
            usleep(20_000)
        }
    }

    /// Starts an Xvfb (its display number chosen by the server with
    /// `-displayfd`, so parallel tests never collide), stopped with the
    /// rest; returns the display number.
    public func startXvfb() throws -> Int {
        let file = directory + "/display"
        groups.append(try spawn([Self.xvfb, "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp",
                                 "-noreset"], output: file, errors: directory + "/xvfb.log"))
        guard let number = Int(try waitForLine(in: file)) else { throw AtspiSessionError.cannotStart(Self.xvfb) }
        return number
    }

    /// Starts `arguments` (a program of the test's) with the session's
    /// environment plus `extra`, standard output and error to `output`;
    /// stopped with the rest. Returns its process id.
    public func start(_ arguments: [String], extra: [String], output: String) throws -> pid_t {
        let pid = try spawn(arguments, output: output, extraEnvironment: extra)
        groups.append(pid)
        return pid
    }

    /// A connection to the private session bus.
    public func connectSession() throws -> DBusConnection {
        try DBusConnection(addresses: DBusAddress.parse(sessionAddress), timeoutMilliseconds: 10_000)
    }

    /// The environment of the processes started here.
    public var environment: [String] {
        ["DBUS_SESSION_BUS_ADDRESS=\(sessionAddress)", "PATH=/usr/bin:/bin", "HOME=\(directory)",
         "XDG_RUNTIME_DIR=\(directory)", "NO_AT_BRIDGE=1", "LANG=C.UTF-8"]
    }

    /// Runs `script` with Debian's python3 while `pump` keeps our side
    /// answering; returns its standard output (killed after 20 s).
    public func runPython(_ script: String, pump: () throws -> Void, whileRunning: (() -> Void)? = nil) throws -> String {
        let scriptFile = directory + "/script-\(UUID().uuidString).py"
        try script.write(toFile: scriptFile, atomically: true, encoding: .utf8)
        let outputFile = scriptFile + ".out"
        let pid = try spawn([Self.python, scriptFile], output: outputFile, errors: outputFile + ".err")
        groups.append(pid)
        let start = monotonicMilliseconds()
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard monotonicMilliseconds() - start < 20_000 else {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw AtspiSessionError.pythonTimedOut(fileText(outputFile) ?? "")
            }
            try pump()
            whileRunning?()
        }
        groups.removeAll { $0 == pid }
        lastErrors = fileText(outputFile + ".err") ?? ""
        return fileText(outputFile) ?? ""
    }

    /// `posix_spawn` of `arguments` in a group of its own, with our
    /// environment, a clean signal mask, standard output and error to `output`.
    private func spawn(_ arguments: [String], output: String, errors: String? = nil, extraEnvironment: [String] = [])
        throws -> pid_t
    {
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
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        SpawnActions.closeInheritedDescriptors(&actions)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = ((sessionAddress.isEmpty ? ["PATH=/usr/bin:/bin"] : environment) + extraEnvironment).map { strdup($0) } + [nil]
        defer { for arg in argv + envp { free(arg) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw AtspiSessionError.cannotStart(arguments[0]) }
        return pid
    }

    /// The first line of `file`, waited for up to 10 s.
    private func waitForLine(in file: String) throws -> String {
        let start = monotonicMilliseconds()
        while monotonicMilliseconds() - start < 10_000 {
            if let text = fileText(file), let end = text.firstIndex(of: "\n") {
                return String(text[..<end])
            }
            usleep(10_000)
        }
        throw AtspiSessionError.cannotStart(file)
    }

    /// Kills every process group started here and removes the folder.
    public func stop() {
        for pid in groups.reversed() {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        groups.removeAll()
        try? FileManager.default.removeItem(atPath: directory)
    }

    deinit { stop() }
}

public enum AtspiSessionError: Error {
    case cannotStart(String)
    case noAccessibilityBus
    case pythonTimedOut(String)
}

/// The monotonic clock in milliseconds.
public func monotonicMilliseconds() -> Int {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return t.tv_sec * 1000 + t.tv_nsec / 1_000_000
}
