import Strata
import StrataRaster

/// SVG icons (Docs/Drawing.md):
/// - `svg.icon.parse_and_draw@64px`: a typical symbolic icon (the one
///   below: two paths of lines, arcs and curves, a circle, an opacity)
///   read with `VectorImage(svgData:)`, shown by an image view and drawn
///   into 64 × 64 pixels by the raster;
/// - `svg.icon.redraw`: the window's display list with that image view
///   again, its commands from the view's cache (what a host asks for
///   every frame);
/// - `svg.icon.raster@64px`: those cached commands drawn into pixels.
@MainActor
func svgBenchmarks() -> [Benchmark] {
    let bytes = Array(benchmarkIcon.utf8)
    func window(_ image: VectorImage) -> Window {
        let window = Window(size: Size(width: 64, height: 64))
        let view = ImageView(vectorImage: image)
        view.frame = Rect(x: 0, y: 0, width: 64, height: 64)
        window.rootView.addSubview(view)
        return window
    }
    return [
        Benchmark("svg.icon.parse_and_draw@64px", n: 1, perItem: false, quick: true) {
            let raster = Raster(scale: 1)
            return {
                guard let image = try? VectorImage(svgData: bytes) else { return }
                blackHole(raster.render(window(image).displayList()))
            }
        },
        Benchmark("svg.icon.redraw", n: 1, perItem: false, quick: true) {
            guard let image = try? VectorImage(svgData: bytes) else { return {} }
            let w = window(image)
            blackHole(w.displayList())
            return { blackHole(w.displayList()) }
        },
        Benchmark("svg.icon.raster@64px", n: 1, perItem: false, quick: true) {
            guard let image = try? VectorImage(svgData: bytes) else { return {} }
            let list = window(image).displayList()
            let raster = Raster(scale: 1)
            return { blackHole(raster.render(list)) }
        },
    ]
}

/// A 16 × 16 symbolic icon in the style of icon themes: a document with a
/// folded corner (arcs as curves, relative commands), lines of text at
/// half opacity and a dot, all in `currentColor`.
let benchmarkIcon = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="16px" height="16px" viewBox="0 0 16 16">
      <g fill="currentColor">
        <path d="m 3 1 c -1.105469 0 -2 0.894531 -2 2 v 10 c 0 1.105469 0.894531 2 2 2 h 7 l 5 -5 v -7 \
    c 0 -1.105469 -0.894531 -2 -2 -2 z m 0 2 h 10 v 6 h -3 c -0.550781 0 -1 0.449219 -1 1 v 3 h -6 z m 0 0"/>
        <path d="m 5 5 h 6 v 1 h -6 z m 0 2 h 4 v 1 h -4 z" opacity="0.5"/>
        <circle cx="12.5" cy="12.5" r="1.5" fill-opacity="0.35"/>
      </g>
    </svg>
    """
