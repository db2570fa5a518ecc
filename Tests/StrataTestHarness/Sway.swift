import Foundation
import Glibc
import Strata
import StrataRaster

/// A headless sway (wlroots' headless backend, pixman renderer, no input
/// devices) for the tests, in its own `XDG_RUNTIME_DIR` (mode 700).
///
/// sway refuses to run as root, so when the tests run as root the harness
/// makes an unprivileged user (`strata-wayland-test`, `useradd`) and runs
/// sway and every client as that user with `setpriv`, sharing the runtime
/// folder the user owns.
public final class Sway: @unchecked Sendable {
    /// Whether this test process runs under ThreadSanitizer or
    /// AddressSanitizer, where every turn of a synchronous pump is several
    /// times slower and the main actor is held longer.
    /// Whether sway, grim, swaymsg and setpriv are installed.
    public static var isAvailable: Bool {
        ["/usr/bin/sway", "/usr/bin/grim", "/usr/bin/swaymsg", "/usr/bin/setpriv"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The runtime folder (sway's socket, the config, files for clients).
    public let runtime: URL
    /// The socket's name under `runtime`, and sway's IPC socket (for swaymsg).
    public private(set) var display = "", ipcSocket = ""
    /// sway itself (set once it started).
    private var process: ChildProcess?
    /// The user and group ids clients run as (`nil`: this process's).
    private let user: (uid: UInt32, gid: UInt32)?

    /// The output's scale.
    public let outputScale: Int

    /// Starts sway with one 640×480 output at `outputScale`; floating
    /// windows for app id `strata` with no border, so a window's pixels are
    /// its own.
    public init(outputScale: Int = 1) throws {
        self.outputScale = outputScale
        user = getuid() == 0 ? try Sway.testUser() : nil
        runtime = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-sway-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let config = """
            output HEADLESS-1 resolution 640x480 position 0 0 scale \(outputScale) bg #202020 solid_color
            xwayland disable
            default_border none
            default_floating_border none
            for_window [app_id="strata"] floating enable, move position 40 30
            """
        try Data(config.utf8).write(to: runtime.appendingPathComponent("config"))
        if let user { chown(runtime.path, user.uid, user.gid) }
        chmod(runtime.path, 0o700)
        let sway = try ChildProcess(["/usr/bin/setpriv"] + wrap(["/usr/bin/sway", "-c", runtime.appendingPathComponent("config").path]),
                                    environment: environment(extra: ["WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1",
                                                                     "WLR_RENDERER": "pixman"]),
                                    stderr: created("sway.log").path)
        process = sway
        for _ in 0..<500 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []).sorted()
            if let name = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") }) {
                display = name
                ipcSocket = runtime.appendingPathComponent(ipc).path
                break
            }
            usleep(10_000)
        }
        guard !display.isEmpty else {
            kill()
            throw SwayError.didNotStart(fileText(runtime.appendingPathComponent("sway.log").path) ?? "")
        }
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: runtime)
    }

    /// Stops sway at once (`SIGKILL`: headless sway can sit on `SIGTERM`);
    /// the clients lose their connection.
    public func kill() {
        guard let process, process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The environment of a client: only what it needs.
    public func environment(extra: [String: String] = [:]) -> [String: String] {
        var env = ["XDG_RUNTIME_DIR": runtime.path, "HOME": runtime.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        if !display.isEmpty { env["WAYLAND_DISPLAY"] = display }
        if !ipcSocket.isEmpty { env["SWAYSOCK"] = ipcSocket }
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// `command` as the test user (through `setpriv`'s arguments).
    public func wrap(_ command: [String]) -> [String] {
        guard let user else { return ["--"] + command }
        return ["--reuid", "\(user.uid)", "--regid", "\(user.gid)", "--init-groups", "--"] + command
    }

    /// A new empty file in the runtime folder, owned by the test user.
    public func created(_ name: String, contents: Data = Data()) throws -> URL {
        let url = runtime.appendingPathComponent(name)
        try contents.write(to: url)
        if let user { chown(url.path, user.uid, user.gid) }
        return url
    }

    /// Runs a client to its end; its standard output.
    @discardableResult
    public func run(_ command: [String]) throws -> Data {
        let out = try created("run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let p = try ChildProcess(["/usr/bin/setpriv"] + wrap(command), environment: environment(), stdout: out.path)
        p.waitUntilExit()
        return Data((fileText(out.path) ?? "").utf8)
    }

    /// Starts a client in the runtime folder; the process.
    public func start(_ command: [String], stdout: URL, stderr: URL) throws -> ChildProcess {
        try ChildProcess(["/usr/bin/setpriv"] + wrap(command), environment: environment(), directory: runtime.path,
                         stdout: stdout.path, stderr: stderr.path)
    }

    /// The outputs' pixels (`grim` to a PNG, decoded): the whole layout at
    /// the largest output scale, or only `output` at its own scale.
    public func screenshot(output: String? = nil) throws -> Canvas {
        let file = try created("shot-\(UUID().uuidString).png")
        try run(["/usr/bin/grim", "-t", "png"] + (output.map { ["-o", $0] } ?? []) + [file.path])
        let image = try Image(pngData: Array(Data(contentsOf: file)))
        return Canvas(image)
    }

    /// The rectangle of the first window with app id `appID`, from
    /// `swaymsg -t get_tree` (output coordinates).
    public func windowRect(appID: String) throws -> (x: Int, y: Int, width: Int, height: Int)? {
        let data = try run(["/usr/bin/swaymsg", "-t", "get_tree"])
        guard let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        var stack: [[String: Any]] = [tree]
        while let node = stack.popLast() {
            if node["app_id"] as? String == appID, let rect = node["rect"] as? [String: Any],
               let x = rect["x"] as? Int, let y = rect["y"] as? Int, let w = rect["width"] as? Int, let h = rect["height"] as? Int {
                return (x, y, w, h)
            }
            for key in ["nodes", "floating_nodes"] { stack += (node[key] as? [[String: Any]]) ?? [] }
        }
        return nil
    }

    /// The unprivileged user the tests run sway as, made when missing.
    public static func testUser() throws -> (uid: UInt32, gid: UInt32) {
        let name = "strata-wayland-test"
        if getpwnam(name) == nil {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/sbin/useradd")
            p.arguments = ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name]
            try p.run()
            p.waitUntilExit()
        }
        guard let entry = getpwnam(name) else { throw SwayError.noUser }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }
}

/// Why the harness could not start.
public enum SwayError: Error {
    case didNotStart(String)
    case noUser
}
