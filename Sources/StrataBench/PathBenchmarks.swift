import Strata
import StrataRaster

#if canImport(Glibc)
import Glibc
#endif

/// Vector paths (Docs/Drawing.md):
/// - `raster.path.fill`: a 64-point star (128 edges, non-zero) filled on a
///   512 × 512 canvas;
/// - `raster.path.stroke`: a 200-segment zigzag polyline stroked 3 wide
///   with round joins on 512 × 512;
/// - `animation.stroke_end_tick`: one timeline tick with N progress rings
///   (`ShapeView`s) animating `strokeEnd`.
@MainActor
func pathBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    all.append(Benchmark("raster.path.fill", n: 64, perItem: false, quick: true) {
        let list = DisplayList(size: Size(width: 512, height: 512), commands: [
            .path(PathCommand(path: benchmarkStar(points: 64), drawing: .fill(.nonZero), color: Color(red: 0.2, green: 0.3, blue: 0.8))),
        ])
        let raster = Raster(scale: 1)
        return { blackHole(raster.render(list, background: RGBA8(255, 255, 255))) }
    })
    all.append(Benchmark("raster.path.stroke", n: 200, perItem: false, quick: true) {
        let style = StrokeStyle(lineWidth: 3, lineJoin: .round)
        let list = DisplayList(size: Size(width: 512, height: 512), commands: [
            .path(PathCommand(path: benchmarkPolyline(segments: 200), drawing: .stroke(style), color: Color(red: 0.8, green: 0.1, blue: 0.1))),
        ])
        let raster = Raster(scale: 1)
        return { blackHole(raster.render(list, background: RGBA8(255, 255, 255))) }
    })
    for n in [100, 1_000] {
        all.append(Benchmark("animation.stroke_end_tick", n: n, quick: n == 1_000) {
            let window = Window(size: Size(width: 1280, height: 720))
            let clock = ManualClock()
            window.timeline = Timeline(clock: clock)
            var rings: [ShapeView] = []
            for i in 0..<n {
                let ring = ShapeView(frame: Rect(x: Double(i % 40) * 32, y: Double(i / 40) * 28, width: 28, height: 28))
                var circle = Path()
                circle.addArc(center: Point(x: 14, y: 14), radius: 12, startAngle: -Double.pi / 2, endAngle: 1.5 * Double.pi,
                              clockwise: true)
                ring.path = circle
                ring.fillColor = nil
                ring.strokeColor = Color(red: 0, green: 0.5, blue: 1)
                ring.lineWidth = 3
                ring.strokeEnd = 0
                window.rootView.addSubview(ring)
                rings.append(ring)
            }
            window.layoutIfNeeded()
            ViewAnimator.animate(in: window, timing: TimingParameters(curve: .easeInOut, duration: 1_000)) {
                for ring in rings { ring.strokeEnd = 1 }
            }
            return {
                clock.advance(by: 1.0 / 60)
                blackHole(rings[n - 1].presentationStrokeEnd)
                withExtendedLifetime(window) {}
            }
        })
    }
    return all
}

/// A star of `points` points round (256, 256): radii 240 and 110, alternating.
func benchmarkStar(points: Int) -> Path {
    var star = Path()
    for i in 0..<(2 * points) {
        let angle = Double(i) * Double.pi / Double(points) - Double.pi / 2
        let r = i % 2 == 0 ? 240.0 : 110.0
        let p = Point(x: 256 + r * cos(angle), y: 256 + r * sin(angle))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    return star
}

/// A zigzag of `segments` segments across 512 × 512: down the canvas in
/// rows, each segment 2.4 points lower and alternately up and down 40.
func benchmarkPolyline(segments: Int) -> Path {
    var line = Path()
    line.move(to: Point(x: 16, y: 40))
    for i in 1...segments {
        let x = 16 + Double(i % 40) * 12, row = Double(i / 40) * 96
        line.addLine(to: Point(x: x, y: 40 + row + (i % 2 == 0 ? 0 : 40)))
    }
    return line
}
