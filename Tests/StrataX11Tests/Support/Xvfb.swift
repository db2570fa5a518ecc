import Foundation

/// An Xvfb server on a free display number, for integration tests; `nil`
/// (with a visible notice) when `Xvfb` is not on the PATH.
final class Xvfb: @unchecked Sendable {
    let number: Int
    private let process: Process

    /// The `Xvfb` executable on the PATH, if any.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/Xvfb"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether integration tests can run; prints the notice when not.
    static let isAvailable: Bool = {
        if executable != nil { return true }
        print("NOTICE: Xvfb is not on the PATH: the X11 integration tests are skipped (apt-get install xvfb)")
        return false
    }()

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
            let p = Process()
            p.executableURL = URL(fileURLWithPath: executable)
            p.arguments = [":\(n)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
                + (authFile.map { ["-auth", $0] } ?? [])
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            // Ready when the socket accepts connections (up to 10 s).
            for _ in 0..<200 where p.isRunning {
                if Xvfb.accepts("/tmp/.X11-unix/X\(n)") {
                    // Another process's server may have taken the number first (ours then
                    // exits, finding its lock file): the socket must be our server's.
                    usleep(100_000)
                    guard p.isRunning else { break }
                    number = n
                    process = p
                    return
                }
                usleep(50_000)
            }
            p.terminate()
            attempt += 1
            if attempt == 5 { throw CocoaError(.featureUnsupported) }
        }
    }

    /// `:N`.
    var display: String { ":\(number)" }

    deinit {
        process.terminate()
        // Not waitUntilExit: it spins a run loop, which a test thread lacks.
        for _ in 0..<100 where process.isRunning { usleep(20_000) }
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
