import Foundation
import Strata
import StrataRaster
import StrataScene

/// `strata demo [--out DIR]`: renders the built-in example scenes, in
/// outline mode (uncoloured views drawn as outlines with their id), with
/// `Font.system` when a system font is installed (the built-in font
/// otherwise); the last JSON line names the font used.
@MainActor
enum DemoCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "demo", flags: [], options: ["--out"])
        guard options.positionals.isEmpty else {
            throw UsageError(description: "strata demo: unexpected argument '\(options.positionals[0])'")
        }
        let dir = options.value("--out") ?? "strata-demo"
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw UsageError(description: "strata demo: cannot create '\(dir)': \(error.localizedDescription)")
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let font = Font.system(size: 17)
        let savedMeasurer = Label.defaultMeasurer
        Label.defaultMeasurer = font.measurer
        defer { Label.defaultMeasurer = savedMeasurer }
        var rows: [JSONOutput] = []
        for (name, text) in BuiltinScenes.all {
            let scene = try SceneDecoder.decode(text: text, fileName: name + ".json")
            let world = SceneWorld(scene: scene)
            world.applyAllSteps()
            let list = world.window.displayList(outliningUncolouredViews: true)
            let canvas = Raster(scale: scale).render(list, background: RGBA8(255, 255, 255))
            let path = (dir as NSString).appendingPathComponent(name + ".png")
            try RenderCommand.write(Data(PNGEncoder().encode(canvas)), to: path)
            rows.append(.object([("scene", .string(name)), ("png", .string(path)),
                                 ("pixels", .numbers([Double(canvas.width), Double(canvas.height)])),
                                 ("views", .number(Double(world.views.count))),
                                 ("broken", .number(Double(world.window.brokenLayoutConstraints.count)))]))
            if scene.steps.contains(where: \.playsOverTime) {
                rows.append(try writeStrip(scene, name: name, dir: dir))
            }
        }
        for row in rows { print(JSONWriter(style: .compact).string(for: row)) }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        print(JSONWriter(style: .compact).string(for: .object([
            ("wrote", .number(Double(rows.count))), ("dir", .string(dir)),
            ("font", .string(font.face?.fontName ?? font.familyName)),
            ("missingFontPackages", .array(missingFontPackages(FontLibrary.shared).map { .string($0) })),
            ("milliseconds", .number((ms * 10).rounded() / 10)),
        ])))
        return 0
    }

    /// The Debian packages that would add the fonts `world-text` falls back
    /// to, for those not installed (its characters are drawn as boxes
    /// without them): Noto Sans CJK (`fonts-noto-cjk`), Noto Sans
    /// Devanagari (`fonts-noto-core`), Noto Color Emoji
    /// (`fonts-noto-color-emoji`).
    static func missingFontPackages(_ library: FontLibrary) -> [String] {
        [("Noto Sans CJK SC", "fonts-noto-cjk"), ("Noto Sans Devanagari", "fonts-noto-core"),
         ("Noto Color Emoji", "fonts-noto-color-emoji")]
            .filter { library.bestMatch(family: $0.0) == nil }.map(\.1)
    }

    /// Pixels per point of the demo's pictures.
    static let scale = 2.0
    /// Frames in an animation strip.
    static let stripFrames = 5

    /// Draws `stripFrames` moments of the scene's timeline, from its start
    /// to the end of its last animation, side by side in `NAME-strip.png`.
    static func writeStrip(_ scene: Scene, name: String, dir: String) throws -> JSONOutput {
        // One timeline played forward: each instant is drawn on the way.
        // Input steps start animations the steps do not describe (a button's
        // action): the strip ends when the timeline settles.
        var end = 0.0
        SceneTimeline(world: SceneWorld(scene: scene)).play(fps: 60, until: nil) { end = $0 }
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        let times = (0..<stripFrames).map { end * Double($0) / Double(stripFrames - 1) }
        let frames = times.map { t in
            timeline.advance(to: t)
            timeline.world.window.layoutIfNeeded()
            return Raster(scale: scale).render(timeline.world.window.displayList(outliningUncolouredViews: true), background: RGBA8(255, 255, 255))
        }
        let gap = Int(4 * scale)
        var strip = Canvas(width: frames.reduce(0) { $0 + $1.width } + gap * (frames.count - 1),
                           height: frames.map(\.height).max() ?? 0, background: RGBA8(128, 128, 128))
        var x = 0
        for frame in frames {
            strip.paste(frame, x: x, y: 0)
            x += frame.width + gap
        }
        let path = (dir as NSString).appendingPathComponent(name + "-strip.png")
        try RenderCommand.write(Data(PNGEncoder().encode(strip)), to: path)
        return .object([("scene", .string(name)), ("strip", .string(path)),
                        ("pixels", .numbers([Double(strip.width), Double(strip.height)])),
                        ("times", .numbers(times))])
    }
}
