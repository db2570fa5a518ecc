import Strata
import StrataRaster

/// Effects (Docs/Effects.md):
/// - `render.transform.rotated`: the `render.raster` window of N views
///   (1280×720, cards nested four deep, a tenth of them labels) with every
///   view turned by its own angle (0…80°, so nested turns compose):
///   building the display list and rasterizing it at scale 1.
@MainActor
func effectBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    let rotated = LazyBox { () -> Window in
        let window = benchmarkHDWindow(1_000)
        var pending = window.rootView.subviews, i = 0
        while let view = pending.popLast() {
            view.transform = AffineTransform(rotationAngle: Double(i % 9) * 10 * .pi / 180)
            i += 1
            pending += view.subviews
        }
        return window
    }
    all.append(Benchmark("render.transform.rotated", n: 1_000, quick: true) {
        let window = rotated.value
        let raster = Raster(scale: 1)
        return { blackHole(raster.render(window.displayList(), background: RGBA8(255, 255, 255))) }
    })
    return all
}
