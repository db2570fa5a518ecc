import Foundation
import Glibc

/// A program the tests start with `posix_spawn` and reap with `waitpid`
/// themselves (Foundation's `Process` on Linux keeps processes whose
/// output goes to a `FileHandle` alive after they end: LeakSanitizer
/// reported every one the Wayland harness started). The members the tests
/// use are `Process`'s: `isRunning`, `terminate()`, `waitUntilExit()`,
/// `processIdentifier`, `terminationStatus`.
public final class ChildProcess: @unchecked Sendable {
    /// The child's process id.
    public let processIdentifier: pid_t
    /// The raw `waitpid` status once reaped.
    private var status: Int32?

    /// Starts `arguments` (the first is the program's path) with exactly
    /// `environment`, in `directory` when given, standard output and error
    /// to the files `stdout` and `stderr` (truncated; `/dev/null` when `nil`).
    public init(_ arguments: [String], environment: [String: String], directory: String? = nil,
                stdout: String? = nil, stderr: String? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        SpawnActions.closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGALRM] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // Glibc's `posix_spawn_file_actions_addchdir_np` is not in Swift's
        // Glibc module: a shell changes the folder, then becomes the program.
        let command = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0] + arguments } ?? arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard error == 0 else { throw SwayError.didNotStart("cannot start \(arguments[0]): errno \(error)") }
        processIdentifier = pid
    }

    /// Whether the child has not ended yet (reaps it when it has).
    public var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(processIdentifier, &raw, WNOHANG)
        if result == processIdentifier { status = raw } else if result < 0 && errno == ECHILD { status = 0 }
        return status == nil
    }

    /// Sends `SIGTERM`.
    public func terminate() {
        if isRunning { kill(processIdentifier, SIGTERM) }
    }

    /// Waits for the child to end and reaps it.
    public func waitUntilExit() {
        while status == nil {
            var raw: Int32 = 0
            let result = waitpid(processIdentifier, &raw, 0)
            if result == processIdentifier { status = raw } else if result < 0 && errno != EINTR { status = 0 }
        }
    }

    /// The exit status, or the signal that ended it (as `Process` reports).
    public var terminationStatus: Int32 {
        guard let status else { return 0 }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
    }

    deinit {
        // Never leave a zombie: a child still running is ended and reaped.
        if isRunning {
            kill(processIdentifier, SIGKILL)
            waitUntilExit()
        }
    }
}
