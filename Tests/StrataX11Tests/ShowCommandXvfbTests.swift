import Foundation
import Strata
import StrataRaster
import StrataScene
import Testing
@testable import StrataX11

/// `strata show` against Xvfb: the shown line, the pixels, a resize, the
/// close button, and the cookie.
@MainActor
@Suite("strata show under Xvfb", .enabled(if: Xvfb.isAvailable, "Xvfb is not on the PATH (apt-get install xvfb)"))
struct ShowCommandXvfbTests {
    /// The built `strata`, beside the test bundle.
    nonisolated static var strata: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.path.hasSuffix(".xctest/Contents/MacOS") { dir = dir.deletingLastPathComponent().deletingLastPathComponent() }
        return dir.appendingPathComponent("strata").path
    }

    nonisolated static let scene = """
        { "window": { "width": 120, "height": 80 },
          "views": [ { "id": "bar", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 4,
                       "backgroundColor": "#eeeeee",
                       "arranged": [ { "id": "a", "backgroundColor": "#3366cc" },
                                     { "id": "b", "type": "label", "text": "Hi", "backgroundColor": "#ffcc00" } ] } ],
          "constraints": [ "bar.leading == root.leading + 8", "bar.trailing == root.trailing - 8",
                           "bar.top == root.top + 8", "bar.bottom == root.bottom - 8" ] }
        """

    /// A running `strata show`, its output in files. Not main-actor bound,
    /// so that its `deinit` runs where the last reference goes (an
    /// isolated one waited for the main actor and had not run at exit).
    final class Show {
        let process = Process()
        let directory: URL
        /// Runs `strata` with `arguments` in a new folder holding `files`
        /// (name to text; the bar scene as `bar.json` by default).
        init(_ arguments: [String], environment: [String: String],
             files: [String: String] = ["bar.json": ShowCommandXvfbTests.scene]) throws {
            directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-show-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, text) in files.sorted(by: { $0.key < $1.key }) {
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            }
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("out").path, contents: nil)
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("err").path, contents: nil)
            process.executableURL = URL(fileURLWithPath: ShowCommandXvfbTests.strata)
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("out"))
            process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("err"))
            var env = ProcessInfo.processInfo.environment
            env.removeValue(forKey: "XAUTHORITY")
            env["HOME"] = directory.path
            for (k, v) in environment { env[k] = v }
            process.environment = env
            try process.run()
        }
        var stdout: String { read("out") }
        var stderr: String { read("err") }
        /// A file of the directory as text, read without Foundation (whose
        /// reading of an empty file leaks a buffer).
        private func read(_ name: String) -> String {
            String(decoding: (try? FileReader.bytes(atPath: directory.appendingPathComponent(name).path)) ?? [], as: UTF8.self)
        }
        /// Waits (up to 10 s) for the process to end; its status.
        func exitStatus() -> Int32? {
            for _ in 0..<500 where process.isRunning { usleep(20_000) }
            return process.isRunning ? nil : process.terminationStatus
        }
        /// Waits for the `shown` line.
        func shownLine() throws -> [String: Any] {
            for _ in 0..<500 {
                if let line = stdout.split(separator: "\n").first,
                   let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                    return object
                }
                if !process.isRunning { break }
                usleep(20_000)
            }
            throw CocoaError(.fileReadCorruptFile, userInfo: ["stderr": stderr])
        }
        deinit {
            if process.isRunning { process.terminate() }
            // Lets Foundation notice the exit: until it does, the Process
            // keeps itself alive (a leak at the end of the test run).
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// The scene laid out at `size` (points) with the window rounded to
    /// `scale`, drawn as `strata show` draws it.
    static func expected(size: Size? = nil, scale: Double) throws -> Canvas {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: scene, fileName: "bar.json"))
        world.window.scale = world.window.scale ?? scale
        if let size { world.window.size = size }
        world.window.layoutIfNeeded()
        return Raster(scale: scale).render(world.window.displayList(), background: RGBA8(255, 255, 255))
    }

    /// The window's pixels, read with GetImage from a second connection.
    nonisolated static func readBack(_ connection: X11Connection, window: UInt32, width: Int, height: Int) throws -> Canvas {
        let layout = try connection.setup.pixelLayout(screen: connection.screen)
        let bytes = try connection.getImage(window, x: 0, y: 0, width: width, height: height)
        var canvas = Canvas(width: width, height: height)
        let stride = layout.rowBytes(width: width)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = layout.rgb(at: y * stride + x * layout.bytesPerPixel, in: bytes)
                canvas[x, y] = RGBA8(r, g, b)
            }
        }
        return canvas
    }

    /// Whether `window` shows exactly `expected`: `readBack(…) == expected`
    /// (each pixel's red, green and blue as `readBack` reads them, and
    /// `expected` opaque) without building a canvas a pixel at a time,
    /// which a debug build does slowly and the click tests do every 10 ms.
    nonisolated static func shows(_ expected: Canvas, _ connection: X11Connection, window: UInt32) throws -> Bool {
        let layout = try connection.setup.pixelLayout(screen: connection.screen)
        let bytes = try connection.getImage(window, x: 0, y: 0, width: expected.width, height: expected.height)
        let stride = layout.rowBytes(width: expected.width), bpp = layout.bytesPerPixel
        guard bytes.count >= stride * expected.height else { return false }
        return expected.bytes.withUnsafeBufferPointer { want in
            for y in 0..<expected.height {
                var s = y * stride, w = 4 * y * expected.width
                for _ in 0..<expected.width {
                    let (r, g, b) = layout.rgb(at: s, in: bytes)
                    if r != want[w] || g != want[w + 1] || b != want[w + 2] || want[w + 3] != 255 {
                        return false
                    }
                    s += bpp
                    w += 4
                }
            }
            return true
        }
    }

    /// Reads the window back until it equals `expected` (up to 5 s).
    static func waitForPixels(_ connection: X11Connection, window: UInt32, _ expected: Canvas) throws -> Canvas {
        var last = Canvas(width: 0, height: 0)
        for _ in 0..<100 {
            last = try readBack(connection, window: window, width: expected.width, height: expected.height)
            if last == expected { break }
            usleep(50_000)
        }
        return last
    }

    /// Sends `WM_DELETE_WINDOW` to `window`, as a window manager's close
    /// button does.
    nonisolated static func sendDeleteWindow(_ connection: X11Connection, window: UInt32) throws {
        let protocols = try connection.internAtom("WM_PROTOCOLS")
        let delete = try connection.internAtom("WM_DELETE_WINDOW")
        var event = [UInt8](repeating: 0, count: 32)
        event[0] = 33; event[1] = 32
        event.replaceSubrange(4..<8, with: u32(window))
        event.replaceSubrange(8..<12, with: u32(protocols))
        event.replaceSubrange(12..<16, with: u32(delete))
        connection.send([25, 0, 11, 0] + u32(window) + u32(0) + event)
        try connection.sync()
    }

    /// An Xauthority file with one wildcard entry for `display`.
    static func authority(display: Int, cookie: [UInt8]) -> Data {
        func counted(_ b: [UInt8]) -> [UInt8] { [UInt8(b.count >> 8), UInt8(b.count & 0xff)] + b }
        return Data([0xff, 0xff] + counted([]) + counted(Array(String(display).utf8))
                    + counted(Array("MIT-MAGIC-COOKIE-1".utf8)) + counted(cookie))
    }

    @Test func showsTheSceneResizesAndClosesWithTheCookie() throws {
        let cookie: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255) }
        let authDir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-xauth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: authDir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: authDir) }
        let serverAuth = authDir.appendingPathComponent("server")
        // Xvfb reads the cookie for its own display from -auth: write it for every likely number.
        let server = try Xvfb(authFile: serverAuth.path) { number in
            try? ShowCommandXvfbTests.authority(display: number, cookie: cookie).write(to: serverAuth)
        }
        let clientAuth = authDir.appendingPathComponent("client")
        try Self.authority(display: server.number, cookie: cookie).write(to: clientAuth)

        // Without the cookie the server refuses: a clear message, exit 1.
        let refused = try Show(["show", "bar.json"], environment: ["DISPLAY": server.display])
        #expect(refused.exitStatus() == 1)
        #expect(refused.stderr.hasPrefix("strata show: the X server refused the connection"))

        let show = try Show(["show", "bar.json", "--scale", "2", "--exit-after", "30"],
                            environment: ["DISPLAY": server.display, "XAUTHORITY": clientAuth.path])
        let shown = try show.shownLine()
        #expect(shown["shown"] as? String == "bar.json")
        #expect(shown["size"] as? [Int] == [240, 160])
        let window = try #require((shown["window"] as? NSNumber)?.uint32Value)

        let connection = try X11Connection(display: X11DisplayName(number: server.number), cookie: cookie)
        let first = try Self.expected(scale: 2)
        #expect(try Self.waitForPixels(connection, window: window, first) == first)

        // A resize by another client (as a window manager would): the scene relays out.
        connection.send(X11Request.resizeWindow(window, width: 300, height: 120))
        try connection.flush()
        let resized = try Self.expected(size: Size(width: 150, height: 60), scale: 2)
        #expect(try Self.waitForPixels(connection, window: window, resized) == resized)

        // The window manager's close button: WM_DELETE_WINDOW ends the program with 0.
        try Self.sendDeleteWindow(connection, window: window)
        #expect(show.exitStatus() == 0)
        #expect(show.stderr.isEmpty)
    }

    @Test func withoutADisplayItSaysSo() throws {
        let show = try Show(["show", "bar.json"], environment: ["DISPLAY": ""])
        #expect(show.exitStatus() == 1)
        #expect(show.stderr == "strata show: no X display (set DISPLAY, or run under Xvfb)\n")
        #expect(show.stdout.isEmpty)
    }

    /// A text property of a window (GetProperty).
    static func property(_ connection: X11Connection, window: UInt32, name: String) throws -> String {
        let atom = try connection.internAtom(name)
        let reply = try connection.roundTrip([20, 0] + u16(6) + u32(window) + u32(atom) + u32(0) + u32(0) + u32(256))
        let count = Int(le32(reply, 16))
        return String(decoding: reply[32..<32 + count], as: UTF8.self)
    }

    @Test func theGalleryShowsTheExamplesAndRightSwitches() throws {
        let server = try Xvfb()
        let show = try Show(["show", "--exit-after", "30"], environment: ["DISPLAY": server.display])
        let shown = try show.shownLine()
        let names = BuiltinScenes.all.map(\.name)
        #expect(shown["shown"] as? String == "builtin:" + names[0])
        let window = try #require((shown["window"] as? NSNumber)?.uint32Value)
        let connection = try X11Connection(display: X11DisplayName(number: server.number), cookie: nil)
        #expect(try Self.property(connection, window: window, name: "_NET_WM_NAME")
                == "strata show — \(names[0]) (1/\(names.count))")

        // The Right key, typed through XTEST with the pointer over the window (focus follows it).
        let mapping = try connection.keyboardMapping()
        let right = try #require((Int(connection.setup.minKeycode)...Int(connection.setup.maxKeycode)).first {
            mapping.keysym(keycode: UInt8($0), state: 0) == 0xff53
        })
        let xtest = try #require(try connection.queryExtension("XTEST"))
        connection.send(XvfbHostTests.fakeInput(connection, major: xtest.major, type: 6, detail: 0, x: 5, y: 5))
        connection.send(XvfbHostTests.fakeInput(connection, major: xtest.major, type: 2, detail: UInt8(right)))
        connection.send(XvfbHostTests.fakeInput(connection, major: xtest.major, type: 3, detail: UInt8(right)))
        try connection.sync()
        var title = ""
        for _ in 0..<100 {
            title = try Self.property(connection, window: window, name: "_NET_WM_NAME")
            if title.contains("(2/") { break }
            usleep(50_000)
        }
        #expect(title == "strata show — \(names[1]) (2/\(names.count))")
        #expect(try Self.property(connection, window: window, name: "WM_NAME")
                == title.replacingOccurrences(of: "—", with: "?")) // Latin-1
        // Closed as a window manager closes it: `terminate()` (SIGTERM) did
        // nothing here, as the child inherits the test thread's blocked
        // SIGTERM, and the gallery ran on to --exit-after (30 s).
        try Self.sendDeleteWindow(connection, window: window)
        #expect(show.exitStatus() == 0, "strata show: \(show.stderr)")
    }
}
