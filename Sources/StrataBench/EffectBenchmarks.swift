import Strata
import StrataRaster

/// Effects (Docs/Effects.md):
/// - `render.transform.rotated`: the `render.raster` window of N views
///   (1280×720, cards nested four deep, a tenth of them labels) with every
///   view turned by its own angle (0…80°, so nested turns compose):
///   building the display list and rasterizing it at scale 1;
/// - `raster.shadow`: N cards (100 × 56 points, rounded 8) with 10-point
///   shadows (opacity 0.3, offset (0, 4)) on a 1280×720 canvas at scale
///   1, rasterized; the blurred mask comes from the shadow cache (the
///   cards are equal), so this is the cost of blending the shadows and
///   drawing the cards;
/// - `animation.transform_tick`: one timeline tick with N views whose
///   transforms animate (a turn and a scale on a cubic curve), as
///   `animation.tick` is for frames.
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
    all.append(Benchmark("raster.shadow", n: 100, quick: true) {
        var commands: [DisplayCommand] = []
        for i in 0..<100 {
            let rect = Rect(x: 20 + Double(i % 10) * 124, y: 20 + Double(i / 10) * 70, width: 100, height: 56)
            commands.append(.shadow(ShadowCommand(rect: rect, cornerRadius: 8, offset: Size(width: 0, height: 4),
                                                  radius: 10, color: .black, opacity: 0.3)))
            commands.append(.rect(RectCommand(rect: rect, fill: .white, cornerRadius: 8)))
        }
        let list = DisplayList(size: Size(width: 1280, height: 720), commands: commands)
        let raster = Raster(scale: 1)
        return { blackHole(raster.render(list, background: RGBA8(235, 238, 242))) }
    })
    for n in [1_000, 10_000] {
        all.append(Benchmark("animation.transform_tick", n: n, quick: n == 10_000) {
            let window = Window(size: Size(width: 1000, height: 1000))
            var views: [View] = []
            for i in 0..<n {
                let view = View(frame: Rect(x: Double(i % 10) * 44, y: Double(i / 10) * 44, width: 40, height: 40))
                window.rootView.addSubview(view)
                views.append(view)
            }
            window.layoutIfNeeded()
            let clock = ManualClock()
            window.timeline = Timeline(clock: clock)
            ViewAnimator.animate(in: window, timing: TimingParameters(curve: .easeInOut, duration: 1_000)) {
                for view in views { view.transform = AffineTransform(rotationAngle: 1).scaledBy(x: 0.95, y: 0.95) }
            }
            return {
                clock.advance(by: 1.0 / 60)
                blackHole(views[n - 1].presentationTransform)
                withExtendedLifetime(window) {}
            }
        })
    }
    return all
}
