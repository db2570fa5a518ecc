import Foundation
import Strata
import StrataRaster
import StrataScene

/// `strata render SCENE (--png OUT | --svg OUT) [--at T] [--scale S] [--outline]`.
///
/// `OUT` may be `-` (standard output) for one of the two; the summary line
/// then goes to standard error.
@MainActor
enum RenderCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "render", flags: ["--outline"],
                                             options: ["--png", "--svg", "--at", "--scale"])
        let path = try options.scenePath(command: "render")
        let png = options.value("--png"), svg = options.value("--svg")
        guard png != nil || svg != nil else {
            throw UsageError(description: "strata render: give --png OUT.png and/or --svg OUT.svg")
        }
        if png == "-" && svg == "-" {
            throw UsageError(description: "strata render: only one of --png and --svg can write to standard output ('-')")
        }
        let scale = try options.number("--scale", command: "render", in: 0.1...16) ?? 1
        let at = try options.number("--at", command: "render", in: 0...1e6)
        let scene = try loadScene(path)
        let list = SceneRenderer.displayList(scene, at: at, outline: options.flags.contains("--outline"))
        var wrote: [String] = []
        if let png {
            let raster = Raster(scale: scale)
            do {
                _ = try raster.canvasSize(for: list)
            } catch {
                throw UsageError(description: "strata render: \(error) (window \(JSONWriter.format(list.size.width)) x \(JSONWriter.format(list.size.height)) points at --scale \(JSONWriter.format(scale)))")
            }
            let canvas = raster.render(list, background: RGBA8(255, 255, 255))
            try write(Data(PNGEncoder().encode(canvas)), to: png)
            wrote.append(png)
        }
        if let svg {
            // Streamed: a long text's document is never held in memory whole.
            var file = try OutputFile(path: svg)
            SVGWriter(scale: scale).write(list) { file.write($0) }
            try file.close()
            wrote.append(svg)
        }
        let summary = JSONWriter(style: .compact).string(for: .object([
            ("wrote", .array(wrote.map { .string($0) })),
            ("size", .numbers([list.size.width * scale, list.size.height * scale])),
            ("commands", .number(Double(list.commands.count))),
        ]))
        if wrote.contains("-") {
            FileHandle.standardError.write(Data((summary + "\n").utf8))
        } else {
            print(summary)
        }
        return 0
    }

    /// Writes a file (standard output for `-`), turning failures into a
    /// clear error.
    static func write(_ data: Data, to path: String) throws {
        var file = try OutputFile(path: path)
        data.withUnsafeBytes { file.write($0) }
        try file.close()
    }
}
