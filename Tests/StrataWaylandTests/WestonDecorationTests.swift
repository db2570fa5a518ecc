import Foundation
import Strata
import StrataRaster
import Testing
import StrataTestHarness

/// Client-side decorations as a person sees them on Weston 10, which has
/// no `zxdg_decoration_manager_v1`: `strata show` draws its own title bar,
/// border and shadow, and `weston-screenshooter` reads the output back.
@Suite("client-side decorations on Weston", .serialized,
       .enabled(if: Weston.isAvailable, "needs weston, weston-screenshooter and setpriv (apt-get install weston)"))
struct WestonDecorationTests {
    /// The sway tests' scene, 260 points wide (room for the title).
    static let scene = SwayTests.scene.replacingOccurrences(of: "\"width\": 120", with: "\"width\": 260")

    /// `strata render` of the scene at scale 1.
    static func rendered(_ weston: Weston) throws -> Canvas {
        let png = weston.runtime.appendingPathComponent("expected.png")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: SwayTests.strata)
        p.arguments = ["render", weston.runtime.appendingPathComponent("csd.json").path, "--png", png.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return Canvas(try Image(pngData: Array(Data(contentsOf: png))))
    }

    /// Where `part` is in `shot` (its top-left pixel), if anywhere.
    static func find(_ part: Canvas, in shot: Canvas) -> (x: Int, y: Int)? {
        guard part.width <= shot.width, part.height <= shot.height else { return nil }
        for y in 0...(shot.height - part.height) {
            for x in 0...(shot.width - part.width) where shot[x, y] == part[0, 0]
                && shot[x + part.width - 1, y + part.height - 1] == part[part.width - 1, part.height - 1] {
                var same = true
                for py in 0..<part.height where same {
                    for px in 0..<part.width where shot[x + px, y + py] != part[px, py] {
                        same = false
                        break
                    }
                }
                if same { return (x, y) }
            }
        }
        return nil
    }

    @Test func strataShowDrawsItsOwnTitleBarBorderAndShadow() throws {
        let weston = try Weston()
        _ = try weston.created("csd.json", contents: Data(Self.scene.utf8))
        let out = try weston.created("out"), err = try weston.created("err")
        let show = try weston.start([SwayTests.strata, "show", "csd.json", "--backend", "wayland"], stdout: out, stderr: err)
        defer { if show.isRunning { show.terminate() } }
        for _ in 0..<1000 where show.isRunning && (fileText(out.path) ?? "").isEmpty { usleep(20_000) }
        let line = fileText(out.path) ?? ""
        #expect(line.contains("\"backend\":\"wayland\"") || line.contains("\"backend\": \"wayland\""),
                "stdout: \(line) stderr: \(fileText(err.path) ?? "")")
        let content = try Self.rendered(weston)
        var shot = Canvas(width: 0, height: 0)
        var place: (x: Int, y: Int)?
        for _ in 0..<50 where place == nil {
            shot = try weston.screenshot()
            place = Self.find(content, in: shot)
            if place == nil { usleep(100_000) }
        }
        let (x, y) = try #require(place, "the content is not on screen")
        // The default style at scale 1: border 1, title bar 32 above the content, shadow 12.
        let style = WaylandDecorationStyleValues.self
        #expect([style.titleBar, style.inactiveTitleBar].contains(shot[x + 4, y - 28]))
        #expect([style.titleBar, style.inactiveTitleBar].contains(shot[x + 4, y - 2]))
        #expect(shot[x - 1, y + 40] == style.border)
        #expect(shot[x + content.width, y + 40] == style.border)
        #expect(shot[x + 40, y + content.height] == style.border)
        #expect(shot[x + 40, y - 33] == style.border)
        // The shadow: darker than the desktop just outside the border, the desktop beyond it.
        let near = shot[x - 3, y + 40], far = shot[x - 20, y + 40]
        #expect(near.r < Weston.background.r && near.r > 0x40)
        #expect(far == Weston.background)
        // The title (the file's name), centred: ink darker than the bar in its middle.
        var ink = 0
        for py in (y - 28)..<(y - 4) {
            for px in (x + 100)..<(x + 160) where shot[px, py].r < 0xd0 { ink += 1 }
        }
        #expect(ink > 20)
        // The three buttons' symbols at the trailing end: ink in each button.
        for (i, _) in ["close", "maximise", "minimise"].enumerated() {
            let right = x + content.width - i * 30 - 6 // each button is 24 wide, 6 apart
            var symbol = 0
            for py in (y - 28)..<(y - 4) { for px in (right - 24)..<right where shot[px, py].r < 0xa0 { symbol += 1 } }
            #expect(symbol > 5, "button \(i)")
        }
    }
}

/// The default `WaylandDecorationStyle`'s colours as pixels.
enum WaylandDecorationStyleValues {
    static let titleBar = RGBA8(0xeb, 0xeb, 0xeb)
    static let inactiveTitleBar = RGBA8(0xf6, 0xf6, 0xf6)
    static let border = RGBA8(0xb6, 0xb6, 0xb3)
}
