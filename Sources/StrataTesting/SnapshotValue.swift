import Foundation
import Strata
import StrataRaster

/// What a strategy made of a window: a picture or text, with how to
/// compare it with a reference's bytes.
@MainActor
enum SnapshotValue {
    case picture(Canvas, png: [UInt8], precision: Double, perceptualPrecision: Double)
    case text(String)

    /// The bytes written as a reference.
    var bytes: [UInt8] {
        switch self {
        case .picture(_, let png, _, _): png
        case .text(let s): Array(s.utf8)
        }
    }

    /// Draws the window with the rasterizer on white at `scale`.
    static func render(_ window: Window, scale: Double) -> Canvas {
        window.layoutIfNeeded()
        return Raster(scale: scale).render(window.displayList(), background: RGBA8(255, 255, 255))
    }

    /// The value `snapshotting` takes of `window`.
    static func make(of window: Window, as snapshotting: Snapshotting) -> SnapshotValue {
        switch snapshotting.kind {
        case .image(let scale, let precision, let perceptual):
            let canvas = render(window, scale: scale)
            return .picture(canvas, png: PNGEncoder().encode(canvas), precision: precision, perceptualPrecision: perceptual)
        case .strip(let times, let scale):
            guard let clock = window.timeline.clock as? ManualClock else {
                preconditionFailure("assertSnapshot(as: .strip): the window's timeline needs a ManualClock (window.timeline = Timeline(clock: ManualClock()))")
            }
            precondition(times[0] >= clock.now,
                         "assertSnapshot(as: .strip): the first time \(times[0]) is before the clock's time \(clock.now)")
            var frames: [Canvas] = []
            for t in times {
                if t > clock.now { clock.advance(to: t) }
                frames.append(render(window, scale: scale))
            }
            var strip = Canvas(width: frames.reduce(0) { $0 + $1.width }, height: frames.map(\.height).max() ?? 0,
                               background: RGBA8(255, 255, 255))
            var x = 0
            for frame in frames {
                strip.paste(frame, x: x, y: 0)
                x += frame.width
            }
            return .picture(strip, png: PNGEncoder().encode(strip), precision: 1, perceptualPrecision: 1)
        case .layout:
            return .text(SnapshotText.layout(of: window))
        case .displayList:
            window.layoutIfNeeded()
            return .text(SnapshotText.displayList(of: window))
        case .recursiveDescription:
            window.layoutIfNeeded()
            return .text(window.rootView.recursiveDescription())
        }
    }

    /// `nil` when this value matches the reference; otherwise the failure
    /// message, after writing the artifacts it names.
    func mismatch(reference: [UInt8], referencePath: String, artifacts: URL, fileName: String) -> String? {
        let stem = String(fileName.dropLast(fileName.hasSuffix(".png") ? 4 : fileName.hasSuffix(".json") ? 5 : 4))
        switch self {
        case .picture(let canvas, let png, let precision, let perceptual):
            if png == reference { return nil }
            let decoded: Canvas
            do {
                decoded = Canvas(try Image(pngData: reference))
            } catch {
                return "cannot decode the reference \(referencePath): \(error)"
            }
            let comparison = PixelComparison(actual: canvas, reference: decoded, perceptualPrecision: perceptual)
            if comparison.matches(precision: precision) { return nil }
            let difference = PixelComparison.differenceCanvas(actual: canvas, reference: decoded, perceptualPrecision: perceptual)
            let files = [("actual", png), ("reference", reference), ("difference", PNGEncoder().encode(difference))]
            var message = "snapshot does not match \(referencePath): \(comparison.summary(precision: precision))"
            message += Self.writeArtifacts(files, folder: artifacts, stem: stem, pathExtension: "png")
            return message
        case .text(let text):
            let referenceText = String(decoding: reference, as: UTF8.self)
            if text == referenceText { return nil }
            var message = "snapshot does not match \(referencePath):\n" + Self.lineDifferences(actual: text, reference: referenceText)
            let ext = fileName.hasSuffix(".json") ? "json" : "txt"
            message += Self.writeArtifacts([("actual", Array(text.utf8)), ("reference", reference)],
                                           folder: artifacts, stem: stem, pathExtension: ext)
            return message
        }
    }

    /// Writes `<stem>.<kind>.<ext>` files and returns lines naming them.
    private static func writeArtifacts(_ files: [(String, [UInt8])], folder: URL, stem: String, pathExtension: String) -> String {
        var out = ""
        for (kind, bytes) in files {
            let url = folder.appendingPathComponent("\(stem).\(kind).\(pathExtension)")
            do {
                try SnapshotFiles.write(bytes, to: url)
                out += "\n  \(kind): \(url.path)"
            } catch {
                out += "\n  \(kind): cannot write \(url.path): \(error)"
            }
        }
        return out
    }

    /// The first lines (at most 8) that differ, as `-reference` / `+actual`
    /// pairs with their line numbers.
    static func lineDifferences(actual: String, reference: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let r = reference.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var shown = 0
        for i in 0..<max(a.count, r.count) where shown < 8 {
            let al = i < a.count ? a[i] : nil, rl = i < r.count ? r[i] : nil
            if al == rl { continue }
            shown += 1
            out.append("  line \(i + 1):")
            out.append("  - \(rl.map(String.init) ?? "(none)")")
            out.append("  + \(al.map(String.init) ?? "(none)")")
        }
        return out.joined(separator: "\n")
    }
}
