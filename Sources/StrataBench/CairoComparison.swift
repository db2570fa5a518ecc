import Strata
import StrataRaster

#if canImport(Glibc)
import Glibc
#endif

/// The scenes `Scripts/compare-cairo` draws with cairo and with
/// `StrataRaster`: `render.raster.rects`' translucent rounded rectangles
/// (375 × 667 at scale 2) and `render.raster`'s window (1280 × 720 at
/// scale 1), both at n = 1,000 and without their text (cairo's text is
/// another font engine). Timed here as `render.raster.shapes.rects` and
/// `render.raster.shapes.window`.
@MainActor
enum CairoComparison {
    /// The two display lists and the scale each is drawn at.
    static func scenes() -> [(name: String, list: DisplayList, scale: Double)] {
        func shapes(_ list: DisplayList) -> DisplayList {
            DisplayList(size: list.size, commands: list.commands.filter { if case .text = $0 { false } else { true } })
        }
        return [("rects", shapes(benchmarkRectList(1_000, size: Size(width: 375, height: 667))), 2),
                ("window", shapes(benchmarkHDWindow(1_000).displayList()), 1)]
    }

    /// The timed cases.
    static func benchmarks() -> [Benchmark] {
        scenes().map { scene in
            Benchmark("render.raster.shapes.\(scene.name)", n: 1_000, quick: false) {
                let raster = Raster(scale: scene.scale)
                return { blackHole(raster.render(scene.list, background: RGBA8(255, 255, 255))) }
            }
        }
    }

    /// Writes each scene as `NAME.txt`, one command a line, for the script:
    /// `size W H SCALE`, `rect X Y W H RADIUS FILL_RGBA|none BORDER_WIDTH BORDER_RGBA OPACITY`,
    /// `clip X Y W H RADIUS`, `pop`.
    static func write(to directory: String) -> Int32 {
        for scene in scenes() {
            var text = "size \(scene.list.size.width) \(scene.list.size.height) \(scene.scale)\n"
            func rgba(_ c: Color) -> String { "\(c.red) \(c.green) \(c.blue) \(c.alpha)" }
            for command in scene.list.commands {
                switch command {
                case .rect(let r):
                    text += "rect \(r.rect.minX) \(r.rect.minY) \(r.rect.width) \(r.rect.height) \(r.cornerRadius) "
                    text += (r.fill.map(rgba) ?? "none") + " \(r.borderWidth) \(rgba(r.borderColor)) \(r.opacity)\n"
                case .pushClip(let rect, let radius):
                    text += "clip \(rect.minX) \(rect.minY) \(rect.width) \(rect.height) \(radius)\n"
                case .popClip:
                    text += "pop\n"
                default:
                    break
                }
            }
            let path = directory + "/" + scene.name + ".txt"
            guard let file = fopen(path, "w") else {
                print("strata-bench: cannot write \(path)")
                return 1
            }
            fputs(text, file)
            fclose(file)
        }
        return 0
    }
}
