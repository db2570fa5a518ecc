import Strata
import StrataRaster

/// Snapshot comparison, what `assertSnapshot` and `strata snapshot` do with
/// a reference: `snapshot.compare@1280x720` decodes the reference PNG of a
/// 1280×720 window of 1,000 views (`benchmarkHDWindow`: cards, labels,
/// clips, rounded corners, drawn on white) and compares it byte for byte
/// with the picture just drawn (equal: the common, passing case);
/// `snapshot.compare.perceptual@1280x720` decodes it and compares it at
/// perceptual precision 0.98 with a picture whose every pixel differs by
/// one step of each channel (the worst case: a ΔE for every pixel);
/// `snapshot.compare.pixels@1280x720` is the comparison alone, without
/// decoding. n = pixels.
@MainActor
func snapshotBenchmarks() -> [Benchmark] {
    let width = 1280, height = 720
    let actual = LazyBox {
        Raster(scale: 1).render(benchmarkHDWindow(1_000).displayList(), background: RGBA8(255, 255, 255))
    }
    let png = LazyBox { PNGEncoder().encode(actual.value) }
    let shifted = LazyBox {
        var canvas = actual.value
        for y in 0..<height {
            for x in 0..<width {
                let p = canvas[x, y]
                func step(_ c: UInt8) -> UInt8 { c == 255 ? 254 : c + 1 }
                canvas[x, y] = RGBA8(step(p.r), step(p.g), step(p.b), p.a)
            }
        }
        return canvas
    }
    return [
        Benchmark("snapshot.compare.pixels@\(width)x\(height)", n: width * height, quick: true) {
            let reference = Canvas(try! Image(pngData: png.value)), canvas = actual.value
            return { blackHole(PixelComparison(actual: canvas, reference: reference)) }
        },
        Benchmark("snapshot.compare@\(width)x\(height)", n: width * height, quick: true) {
            let bytes = png.value, canvas = actual.value
            return {
                guard let reference = try? Image(pngData: bytes) else { fatalError("snapshot.compare: reference does not decode") }
                let c = PixelComparison(actual: canvas, reference: Canvas(reference))
                precondition(c.matches(), "snapshot.compare: pictures differ")
                blackHole(c)
            }
        },
        Benchmark("snapshot.compare.perceptual@\(width)x\(height)", n: width * height, quick: true) {
            let bytes = png.value, canvas = shifted.value
            return {
                guard let reference = try? Image(pngData: bytes) else { fatalError("snapshot.compare: reference does not decode") }
                let c = PixelComparison(actual: canvas, reference: Canvas(reference), perceptualPrecision: 0.98)
                precondition(c.changedPixelCount == 1280 * 720 && c.matches(), "snapshot.compare.perceptual: unexpected result")
                blackHole(c)
            }
        },
    ]
}
