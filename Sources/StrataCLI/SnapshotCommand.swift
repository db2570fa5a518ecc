import Foundation
import Strata
import StrataRaster
import StrataScene

/// `strata snapshot SCENE --reference DIR [--record] [--at T]... [--precision P]
/// [--perceptual-precision P] [--scale S]`: draws the scene (after its
/// steps, or at each time T) and compares each picture with
/// `DIR/<scene>.png` or `DIR/<scene>@<T>.png`.
///
/// Exit 0 when every picture matches or was recorded; 1 when one differs
/// (`<name>.diff.png` is written beside the reference and named); 2 for a
/// bad scene or a missing reference without `--record`. One JSON line per
/// picture on standard output. A match removes a stale `<name>.diff.png`.
@MainActor
enum SnapshotCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "snapshot", flags: ["--record"],
                                             options: ["--reference", "--at", "--precision", "--perceptual-precision", "--scale"])
        let path = try options.scenePath(command: "snapshot")
        guard let folder = options.value("--reference") else {
            throw UsageError(description: "strata snapshot: give --reference DIR (the folder of reference pictures)")
        }
        let (precision, perceptual) = try PictureComparison.precisions(options, command: "snapshot")
        let scale = try options.number("--scale", command: "snapshot", in: 0.1...16) ?? 1
        var times: [Double?] = []
        for (name, text) in options.values where name == "--at" {
            guard let t = Double(text), t.isFinite, t >= 0, t <= 1e6 else {
                throw UsageError(description: "strata snapshot: --at expects a number in 0.0...1000000.0, got '\(text)'")
            }
            times.append(t)
        }
        if times.isEmpty { times = [nil] }
        let record = options.flags.contains("--record")
        let scene = try loadScene(path)
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if record {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError(description: "strata snapshot: cannot create \(folder): \(error.localizedDescription)")
            }
        }
        var status: Int32 = 0
        for time in times {
            let name = time.map { "\(base)@\(JSONWriter.format($0))" } ?? base
            let reference = (folder as NSString).appendingPathComponent(name + ".png")
            let list = SceneRenderer.displayList(scene, at: time)
            let raster = Raster(scale: scale)
            do {
                _ = try raster.canvasSize(for: list)
            } catch {
                throw UsageError(description: "strata snapshot: \(error) (at --scale \(JSONWriter.format(scale)))")
            }
            let canvas = raster.render(list, background: RGBA8(255, 255, 255))
            var members: [(String, JSONOutput)] = [("reference", .string(reference))]
            if let time { members.append(("at", .number(time))) }
            if record {
                try RenderCommand.write(Data(PNGEncoder().encode(canvas)), to: reference)
                members.append(("result", .string("recorded")))
            } else if !FileManager.default.fileExists(atPath: reference) {
                printError("strata snapshot: \(reference): no reference picture (run with --record to write it)")
                members.append(("result", .string("missing")))
                status = 2
            } else {
                let referenceCanvas: Canvas
                do {
                    referenceCanvas = try PictureComparison.load(reference)
                } catch {
                    printError("strata snapshot: \(error.description)")
                    members.append(("result", .string("unreadable")))
                    status = 2
                    print(JSONWriter(style: .compact).string(for: .object(members)))
                    continue
                }
                let diff = (folder as NSString).appendingPathComponent(name + ".diff.png")
                let comparison = try PictureComparison.compare(canvas, referenceCanvas, precision: precision,
                                                               perceptual: perceptual, diffPath: diff)
                let matches = comparison.matches(precision: precision)
                members.append(("result", .string(matches ? "matched" : "differs")))
                members += PictureComparison.members(comparison, precision: precision)
                if matches {
                    try? FileManager.default.removeItem(atPath: diff)   // a stale one from an earlier run
                } else {
                    members.append(("diff", .string(diff)))
                    printError("strata snapshot: \(reference) differs: \(comparison.summary(precision: precision)); wrote \(diff)")
                    if status == 0 { status = 1 }
                }
            }
            print(JSONWriter(style: .compact).string(for: .object(members)))
        }
        return status
    }
}
