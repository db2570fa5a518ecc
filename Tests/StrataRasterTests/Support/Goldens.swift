import Foundation
import Strata
import StrataRaster
import Testing

/// Reference pictures for the raster: `Tests/Fixtures/Goldens/NAME.png`.
/// A rendering must match its golden to within `tolerance` per channel
/// (sines and cosines may differ in the last bit between C libraries).
/// `STRATA_UPDATE_GOLDENS=1 swift test --filter …` rewrites them; a
/// missing golden fails the test and names the variable.
enum Goldens {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Goldens")

    static func expectMatch(_ canvas: Canvas, _ name: String, tolerance: Int = 2,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["STRATA_UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(PNGEncoder().encode(canvas)).write(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("no golden \(url.path): run with STRATA_UPDATE_GOLDENS=1 to write it", sourceLocation: sourceLocation)
            return
        }
        guard let image = try? Image(pngData: [UInt8](data)) else {
            Issue.record("golden \(name).png does not decode", sourceLocation: sourceLocation)
            return
        }
        guard image.pixelWidth == canvas.width, image.pixelHeight == canvas.height else {
            Issue.record("\(name): \(canvas.width)x\(canvas.height), golden \(image.pixelWidth)x\(image.pixelHeight)",
                         sourceLocation: sourceLocation)
            return
        }
        var worst = 0, differing = 0, first: (Int, Int)? = nil
        let rgba = image.rgba
        for i in 0..<canvas.bytes.count {
            let a = Int(canvas.bytes[i]), b = Int(rgba[i])
            // A fully transparent pixel's colour does not matter.
            if canvas.bytes[i | 3] == 0 && rgba[i | 3] == 0 { continue }
            let d = abs(a - b)
            if d > tolerance {
                differing += 1
                if first == nil { first = ((i / 4) % canvas.width, (i / 4) / canvas.width) }
            }
            worst = max(worst, d)
        }
        #expect(differing == 0, "\(name): \(differing) channels differ by more than \(tolerance) (worst \(worst), first at pixel \(first.map { "\($0)" } ?? "-"))",
                sourceLocation: sourceLocation)
    }
}
