import Foundation
import Strata
import StrataRaster
import StrataScene
import Testing
import StrataTestHarness

/// `strata show` on a real compositor, as a person sees it: headless sway
/// (Support/Sway.swift), its output read back with `grim`, the window
/// found with `swaymsg -t get_tree`, and compared with `strata render`.
@Suite("strata show on sway", .serialized,
       .enabled(if: Sway.isAvailable, "needs sway, grim and setpriv (apt-get install sway grim)"))
struct SwayTests {
    /// The built `strata`, beside the test bundle.
    static var strata: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.path.hasSuffix(".xctest/Contents/MacOS") { dir = dir.deletingLastPathComponent().deletingLastPathComponent() }
        return dir.appendingPathComponent("strata").path
    }

    static let scene = """
        { "window": { "width": 120, "height": 80 },
          "views": [ { "id": "bar", "type": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 4,
                       "backgroundColor": "#eeeeee",
                       "arranged": [ { "id": "a", "backgroundColor": "#3366cc" },
                                     { "id": "b", "type": "label", "text": "Hi", "backgroundColor": "#ffcc00" } ] } ],
          "constraints": [ "bar.leading == root.leading + 8", "bar.trailing == root.trailing - 8",
                           "bar.top == root.top + 8", "bar.bottom == root.bottom - 8" ] }
        """

    /// A running `strata show` as the compositor's user.
    final class Show {
        let process: ChildProcess
        let out: URL, err: URL

        init(_ sway: Sway, _ arguments: [String]) throws {
            _ = try sway.created("bar.json", contents: Data(SwayTests.scene.utf8))
            out = try sway.created("out-\(UUID().uuidString)")
            err = try sway.created("err-\(UUID().uuidString)")
            process = try sway.start([SwayTests.strata] + arguments, stdout: out, stderr: err)
        }

        deinit { if process.isRunning { process.terminate() } }

        var stdout: String { fileText(out.path) ?? "" }
        var stderr: String { fileText(err.path) ?? "" }

        /// Waits (up to 20 s) for the `shown` line.
        func shownLine() throws -> [String: Any] {
            for _ in 0..<1000 {
                if let line = stdout.split(separator: "\n").first,
                   let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                    return object
                }
                guard process.isRunning else { break }
                usleep(20_000)
            }
            throw SwayError.didNotStart("no shown line; stderr: \(stderr)")
        }

        /// Waits (up to 10 s) for the end; the exit status.
        func exitStatus() -> Int32? {
            for _ in 0..<500 where process.isRunning { usleep(20_000) }
            return process.isRunning ? nil : process.terminationStatus
        }
    }

    /// `strata render` of the scene at `scale`.
    static func rendered(scale: Double, in sway: Sway) throws -> Canvas {
        let png = sway.runtime.appendingPathComponent("expected-\(scale).png")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: strata)
        p.arguments = ["render", sway.runtime.appendingPathComponent("bar.json").path, "--png", png.path,
                       "--scale", "\(scale)"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return Canvas(try Image(pngData: Array(Data(contentsOf: png))))
    }

    /// The window's pixels in a screenshot (of the whole layout, or of
    /// `output` alone, which must then be at the layout's origin), once they
    /// equal `expected` (or the last try's after 5 s).
    static func windowPixels(_ sway: Sway, like expected: Canvas, outputScale: Int? = nil,
                             output: String? = nil) throws -> Canvas? {
        var last: Canvas?
        for _ in 0..<50 {
            let s = outputScale ?? sway.outputScale
            if let r = try sway.windowRect(appID: "strata"), r.width * s == expected.width, r.height * s == expected.height {
                let shot = try sway.screenshot(output: output)
                var crop = Canvas(width: expected.width, height: expected.height)
                for y in 0..<expected.height {
                    for x in 0..<expected.width where r.x * s + x < shot.width && r.y * s + y < shot.height {
                        crop[x, y] = shot[r.x * s + x, r.y * s + y]
                    }
                }
                last = crop
                if crop == expected { return crop }
            }
            usleep(100_000)
        }
        return last
    }

    @Test(arguments: [1.0, 2.0])
    func theFirstFrameIsWhatStrataRenderDrawsAndSwaymsgKillEndsIt(scale: Double) throws {
        // The output at the window's scale: a scale-2 window is drawn pixel for pixel (crisp).
        let sway = try Sway(outputScale: Int(scale))
        let show = try Show(sway, ["show", "bar.json", "--backend", "wayland", "--scale", "\(scale)"])
        let shown = try show.shownLine()
        #expect(shown["backend"] as? String == "wayland")
        #expect(shown["shown"] as? String == "bar.json")
        #expect(shown["size"] as? [Int] == [Int(120 * scale), Int(80 * scale)])
        let expected = try Self.rendered(scale: scale, in: sway)
        let seen = try Self.windowPixels(sway, like: expected)
        #expect(seen == expected)
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "kill"])
        #expect(show.exitStatus() == 0)
        #expect(show.stderr.isEmpty)
    }

    /// `swaymsg output HEADLESS-1 scale 2` while the window is shown: the
    /// host follows the output's scale (`wl_output.scale`) and draws the
    /// window again at scale 2, crisp: pixel for pixel `strata render --scale 2`.
    @Test func anOutputScaledTo2RedrawsTheWindowCrispAtScale2() throws {
        let sway = try Sway()
        let show = try Show(sway, ["show", "bar.json", "--backend", "wayland"])
        _ = try show.shownLine()
        #expect(try Self.windowPixels(sway, like: Self.rendered(scale: 1, in: sway)) == Self.rendered(scale: 1, in: sway))
        try sway.run(["/usr/bin/swaymsg", "output", "HEADLESS-1", "scale", "2"])
        let expected = try Self.rendered(scale: 2, in: sway)
        #expect(try Self.windowPixels(sway, like: expected, outputScale: 2) == expected)
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "kill"])
        #expect(show.exitStatus() == 0)
        #expect(show.stderr.isEmpty)
    }

    /// A monitor plugged in while the window is shown (`swaymsg
    /// create_output`, scaled 2) and the window moved onto it: the host
    /// binds the new `wl_output` and draws at its scale, crisp; moved back,
    /// the window is drawn at scale 1 again.
    @Test func aMonitorPluggedInWhileShownIsFollowed() throws {
        let sway = try Sway()
        let show = try Show(sway, ["show", "bar.json", "--backend", "wayland"])
        _ = try show.shownLine()
        let scale1 = try Self.rendered(scale: 1, in: sway), scale2 = try Self.rendered(scale: 2, in: sway)
        #expect(try Self.windowPixels(sway, like: scale1) == scale1)
        try sway.run(["/usr/bin/swaymsg", "create_output"])
        try sway.run(["/usr/bin/swaymsg", "output", "HEADLESS-2", "resolution", "640x480", "position", "640", "0",
                      "scale", "2"])
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "move", "container", "to", "output", "HEADLESS-2"])
        #expect(try Self.windowPixels(sway, like: scale2, outputScale: 2) == scale2)
        // Back on the first monitor: scale 1 again. (Sway 1.7 cannot unplug
        // a headless output, and `disable` leaves it on; `global_remove` is
        // tested on the fake compositor, OutputScaleTests.)
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "move", "container", "to", "output", "HEADLESS-1"])
        #expect(try Self.windowPixels(sway, like: scale1, outputScale: 1, output: "HEADLESS-1") == scale1)
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "kill"])
        #expect(show.exitStatus() == 0)
        #expect(show.stderr.isEmpty)
    }

    @Test func theCompositorKilledEndsWithAClearErrorAndStatus1() throws {
        let sway = try Sway()
        let show = try Show(sway, ["show", "bar.json"])
        let shown = try show.shownLine()
        #expect(shown["backend"] as? String == "wayland")
        sway.kill()
        #expect(show.exitStatus() == 1)
        #expect(show.stderr.hasPrefix("strata show: the connection to the Wayland compositor was lost"))
    }

    /// The scene laid out at `size` and drawn as `strata render` draws it.
    @MainActor
    static func rendered(size: Size) throws -> Canvas {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: scene, fileName: "bar.json"))
        world.window.scale = world.window.scale ?? 1
        world.window.size = size
        world.window.layoutIfNeeded()
        return Raster(scale: 1).render(world.window.displayList(), background: RGBA8(255, 255, 255))
    }

    @Test func aCompositorResizeRelaysOut() async throws {
        let sway = try Sway()
        let show = try Show(sway, ["show", "bar.json", "--backend", "wayland"])
        _ = try show.shownLine()
        #expect(try Self.windowPixels(sway, like: Self.rendered(scale: 1, in: sway)) == Self.rendered(scale: 1, in: sway))
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "resize", "set", "width", "200", "px", "height", "100", "px"])
        let resized = try await Self.rendered(size: Size(width: 200, height: 100))
        #expect(try Self.windowPixels(sway, like: resized) == resized)
    }
}
