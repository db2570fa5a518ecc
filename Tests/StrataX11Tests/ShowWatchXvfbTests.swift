import Foundation
import Strata
import StrataRaster
import StrataScene
import Testing
@testable import StrataX11

/// `strata show --watch` under Xvfb, as a person edits a scene: saves in
/// place, through a temporary file and a rename, by deleting and creating;
/// breaks the file and fixes it. Each save reloads once, and the window
/// shows the new scene (read back from the server).
@MainActor
@Suite("strata show --watch under Xvfb", .enabled(if: Xvfb.isAvailable, "Xvfb is not on the PATH (apt-get install xvfb)"))
struct ShowWatchXvfbTests {
    typealias Show = ShowCommandXvfbTests.Show

    static func scene(spacing: Int) -> String {
        ShowCommandXvfbTests.scene.replacingOccurrences(of: #""spacing": 4"#, with: #""spacing": \#(spacing)"#)
    }

    /// The scene as `strata show` draws it at scale 1.
    static func expected(spacing: Int) throws -> Canvas {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: scene(spacing: spacing), fileName: "bar.json"))
        world.window.scale = world.window.scale ?? 1
        world.window.layoutIfNeeded()
        return Raster(scale: 1).render(world.window.displayList(), background: RGBA8(255, 255, 255))
    }

    /// The lines of standard output that start with `{"KEY"`.
    static func lines(_ show: Show, _ key: String) -> Int {
        show.stdout.split(separator: "\n").filter { $0.hasPrefix("{\"\(key)\"") }.count
    }

    /// Waits (up to 10 s) until `show` has printed `count` lines of `key`.
    static func waitForLines(_ show: Show, _ key: String, _ count: Int) -> Int {
        for _ in 0..<500 where lines(show, key) < count { usleep(20_000) }
        return lines(show, key)
    }

    /// User and system CPU time of a process so far, in clock ticks (`/proc/PID/stat`, fields 14 and 15).
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let bytes = try? FileReader.bytes(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// A watching window with nothing to do uses no processor: at most two
    /// clock ticks (20 ms at Linux's 100 Hz) over 5 s.
    @Test func anIdleWatchingWindowUsesNoProcessor() throws {
        let server = try Xvfb()
        let show = try Show(["show", "bar.json", "--watch", "--exit-after", "60"], environment: ["DISPLAY": server.display],
                            files: ["bar.json": Self.scene(spacing: 4)])
        let shown = try show.shownLine()
        let window = try #require((shown["window"] as? NSNumber)?.uint32Value)
        let connection = try X11Connection(display: X11DisplayName(number: server.number), cookie: nil)
        let first = try Self.expected(spacing: 4)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, first) == first)
        usleep(300_000)  // the first frame's last work settles
        let pid = show.process.processIdentifier
        let before = try #require(Self.cpuTicks(pid))
        usleep(5_000_000)
        let after = try #require(Self.cpuTicks(pid))
        #expect(after - before <= 2, "\(after - before) ticks in 5 s")
        try ShowCommandXvfbTests.sendDeleteWindow(connection, window: window)
        #expect(show.exitStatus() == 0)
    }

    @Test func reloadsOnceForEveryWayOfSavingAndShowsErrorsUntilFixed() throws {
        let server = try Xvfb()
        let show = try Show(["show", "bar.json", "--watch", "--exit-after", "60"], environment: ["DISPLAY": server.display],
                            files: ["bar.json": Self.scene(spacing: 4)])
        let shown = try show.shownLine()
        let window = try #require((shown["window"] as? NSNumber)?.uint32Value)
        let connection = try X11Connection(display: X11DisplayName(number: server.number), cookie: nil)
        let first = try Self.expected(spacing: 4)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, first) == first)
        let file = show.directory.appendingPathComponent("bar.json")

        // 1. Written in place (truncated and rewritten, as vim's default and most editors do).
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(Self.scene(spacing: 12).utf8))
        try handle.close()
        // It animates: on the way from the old picture to the new one the
        // server shows frames that are neither (0.3 s of easing).
        let twelve = try Self.expected(spacing: 12)
        var between = 0, last = first
        for _ in 0..<200 where last != twelve {
            last = try ShowCommandXvfbTests.readBack(connection, window: window, width: 120, height: 80)
            if last != first && last != twelve { between += 1 }
            usleep(10_000)
        }
        #expect(last == twelve)
        #expect(between >= 1, "no frame between the old spacing and the new one")
        #expect(Self.waitForLines(show, "reloaded", 1) == 1)

        // 2. A temporary file renamed over it (as gedit and VS Code save).
        let temporary = show.directory.appendingPathComponent(".bar.json.swp")
        try Data(Self.scene(spacing: 20).utf8).write(to: temporary)
        #expect(rename(temporary.path, file.path) == 0)
        #expect(Self.waitForLines(show, "reloaded", 2) == 2)
        let twenty = try Self.expected(spacing: 20)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, twenty) == twenty)

        // 3. Deleted and created again.
        try FileManager.default.removeItem(at: file)
        try Data(Self.scene(spacing: 8).utf8).write(to: file)
        #expect(Self.waitForLines(show, "reloaded", 3) == 3)
        let eight = try Self.expected(spacing: 8)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, eight) == eight)

        // 4. Broken: the last good scene stays, under a red banner; the error goes to standard error.
        try Data(#"{"window": {"width": 120, "height": 80}, "views": [{"id": "a", "colour": 1}]}"#.utf8).write(to: file)
        #expect(Self.waitForLines(show, "reloadFailed", 1) == 1)
        var banner = RGBA8(0, 0, 0)
        for _ in 0..<100 {
            banner = try ShowCommandXvfbTests.readBack(connection, window: window, width: 120, height: 80)[1, 1]
            if banner.r > 150 && banner.g < 80 { break }
            usleep(50_000)
        }
        #expect(banner.r > 150 && banner.g < 80 && banner.b < 80, "\(banner)")
        #expect(show.stderr.contains("bar.json") && show.stderr.contains("views[0].colour: unknown key"), "\(show.stderr)")

        // 5. Fixed: the banner goes, the scene is the file's.
        try Data(Self.scene(spacing: 8).utf8).write(to: file)
        #expect(Self.waitForLines(show, "reloaded", 4) == 4)
        #expect(try ShowCommandXvfbTests.waitForPixels(connection, window: window, eight) == eight)

        // Once per save: no late duplicates.
        usleep(500_000)
        #expect(Self.lines(show, "reloaded") == 4 && Self.lines(show, "reloadFailed") == 1, "\(show.stdout)")
        try ShowCommandXvfbTests.sendDeleteWindow(connection, window: window)
        #expect(show.exitStatus() == 0)
    }
}
