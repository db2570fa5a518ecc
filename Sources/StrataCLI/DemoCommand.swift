import Foundation
import Strata
import StrataRaster
import StrataScene

/// `strata demo [--out DIR]`: renders the built-in example scenes.
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
        var rows: [JSONOutput] = []
        for (name, text) in BuiltinScenes.all {
            let scene = try SceneDecoder.decode(text: text, fileName: name + ".json")
            let world = SceneWorld(scene: scene)
            for step in scene.steps { world.apply(step.action) }
            world.window.layoutIfNeeded()
            let list = world.window.displayList()
            let canvas = Raster(scale: 2).render(list, background: RGBA8(255, 255, 255))
            let path = (dir as NSString).appendingPathComponent(name + ".png")
            try RenderCommand.write(Data(PNGEncoder().encode(canvas)), to: path)
            rows.append(.object([("scene", .string(name)), ("png", .string(path)),
                                 ("pixels", .numbers([Double(canvas.width), Double(canvas.height)])),
                                 ("views", .number(Double(world.views.count))),
                                 ("broken", .number(Double(world.window.brokenLayoutConstraints.count)))]))
        }
        for row in rows { print(JSONWriter(style: .compact).string(for: row)) }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        print(JSONWriter(style: .compact).string(for: .object([
            ("wrote", .number(Double(rows.count))), ("dir", .string(dir)),
            ("milliseconds", .number((ms * 10).rounded() / 10)),
        ])))
        return 0
    }
}
