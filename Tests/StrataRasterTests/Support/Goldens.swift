import Foundation
import Strata
import StrataRaster
import Testing

/// Reference pictures for the raster: `Tests/Fixtures/Goldens/NAME.png`.
/// A rendering must match its golden to within `tolerance` per channel
/// (sines and cosines may differ in the last bit between C libraries),
/// measured by `PixelComparison`, as snapshot tests and `strata diff` do.
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
        let comparison = PixelComparison(actual: canvas, reference: Canvas(image))
        #expect(comparison.sizesMatch && comparison.maximumChannelDifference <= tolerance,
                "\(name): \(comparison.summary()) (tolerance \(tolerance) a channel)", sourceLocation: sourceLocation)
    }
}
