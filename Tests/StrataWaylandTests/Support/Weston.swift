import Foundation
import Glibc
import Strata
import StrataRaster
import StrataTestHarness

/// A headless Weston 10 (headless backend, pixman renderer, no seat, no
/// server-side decorations) for the tests, in its own `XDG_RUNTIME_DIR`
/// (mode 700), run as the unprivileged test user when the tests run as
/// root (as `Sway`). `--debug` lets `weston-screenshooter` read the output
/// back; the background is a plain colour and there is no panel.
final class Weston: @unchecked Sendable {
    /// Whether weston, weston-screenshooter and setpriv are installed.
    static var isAvailable: Bool {
        ["/usr/bin/weston", "/usr/bin/weston-screenshooter", "/usr/bin/setpriv"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The desktop's colour (0xAARRGGBB in weston.ini).
    static let background = RGBA8(0xc0, 0xc0, 0xc0)

    /// The runtime folder (the socket, the config, screenshots).
    let runtime: URL
    /// The socket's name under `runtime`.
    let display = "wayland-strata"
    /// weston itself (set once it started).
    private var process: ChildProcess?
    private let user: (uid: UInt32, gid: UInt32)?

    /// Starts weston with one 640×480 output.
    init() throws {
        user = getuid() == 0 ? try Sway.testUser() : nil
        runtime = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-weston-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let config = """
            [core]
            idle-time=0
            [shell]
            background-color=0xffc0c0c0
            panel-position=none
            locking=false
            """
        try Data(config.utf8).write(to: runtime.appendingPathComponent("weston.ini"))
        if let user { chown(runtime.path, user.uid, user.gid) }
        chmod(runtime.path, 0o700)
        process = try ChildProcess(["/usr/bin/setpriv"] + wrap(["/usr/bin/weston", "--backend=headless-backend.so", "--use-pixman",
                                                                "--width=640", "--height=480", "--debug", "--socket=\(display)",
                                                                "--config=\(runtime.appendingPathComponent("weston.ini").path)"]),
                                   environment: environment(), stderr: created("weston.log").path)
        // Ready once the socket exists and the shell has drawn the desktop.
        let socket = runtime.appendingPathComponent(display).path
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        guard FileManager.default.fileExists(atPath: socket) else {
            kill()
            throw SwayError.didNotStart(fileText(runtime.appendingPathComponent("weston.log").path) ?? "")
        }
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: runtime)
    }

    /// Stops weston (its process only; its helper clients exit with it).
    func kill() {
        guard let process, process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }

    /// A client's environment.
    func environment() -> [String: String] {
        ["XDG_RUNTIME_DIR": runtime.path, "HOME": runtime.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
         "WAYLAND_DISPLAY": display]
    }

    /// `command` as the test user (through `setpriv`'s arguments).
    func wrap(_ command: [String]) -> [String] {
        guard let user else { return ["--"] + command }
        return ["--reuid", "\(user.uid)", "--regid", "\(user.gid)", "--init-groups", "--"] + command
    }

    /// A new file in the runtime folder, owned by the test user.
    func created(_ name: String, contents: Data = Data()) throws -> URL {
        let url = runtime.appendingPathComponent(name)
        try contents.write(to: url)
        if let user { chown(url.path, user.uid, user.gid) }
        return url
    }

    /// Starts a client in the runtime folder.
    func start(_ command: [String], stdout: URL, stderr: URL) throws -> ChildProcess {
        try ChildProcess(["/usr/bin/setpriv"] + wrap(command), environment: environment(), directory: runtime.path,
                         stdout: stdout.path, stderr: stderr.path)
    }

    /// The output's pixels: `weston-screenshooter` (allowed by `--debug`)
    /// writes `wayland-screenshot-….png` in its folder.
    func screenshot() throws -> Canvas {
        let folder = runtime.appendingPathComponent("shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let user { chown(folder.path, user.uid, user.gid) }
        let p = try ChildProcess(["/usr/bin/setpriv"] + wrap(["/usr/bin/weston-screenshooter"]), environment: environment(),
                                 directory: folder.path)
        p.waitUntilExit()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        guard let name = names.first(where: { $0.hasSuffix(".png") }) else { throw SwayError.didNotStart("no screenshot") }
        return Canvas(try Image(pngData: Array(Data(contentsOf: folder.appendingPathComponent(name)))))
    }
}
