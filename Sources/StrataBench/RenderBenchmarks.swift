import Strata
import StrataRaster

/// Rendering: `render.raster.rects` (rasterize N overlapping translucent,
/// rounded, fractional rects on a 375×667 canvas at scale 2),
/// `render.png.encode` (a 375×667 rendered screen to PNG) and
/// `render.display_list` / `render.raster` (a 1280×720 window with N
/// views: building its display list; rasterizing it at scale 1),
/// `render.raster.serial` (that at n = 1,000 in one band) and
/// `render.raster.4k` (n = 1,000 at scale 3: 3840 × 2160 pixels, redrawn
/// into a kept canvas as a host does; `.fresh` renders a new canvas).
@MainActor
func renderBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    let screen = Size(width: 375, height: 667)
    for n in [10, 100, 1_000] {
        all.append(Benchmark("render.raster.rects", n: n, quick: n == 100) {
            let list = benchmarkRectList(n, size: screen)
            let raster = Raster(scale: 2)
            return { blackHole(raster.render(list, background: RGBA8(255, 255, 255))) }
        })
    }
    all.append(Benchmark("render.png.encode", n: 375 * 667, quick: true) {
        let canvas = Raster(scale: 1).render(benchmarkRectList(100, size: screen), background: RGBA8(255, 255, 255))
        let encoder = PNGEncoder()
        return { blackHole(encoder.encode(canvas)) }
    })
    for n in [100, 1_000, 10_000] {
        // One window for every repetition (nothing in it changes): a host
        // draws every frame, so this measures a frame after the first
        // (labels have typeset their lines by then).
        let shared = LazyBox { benchmarkHDWindow(n) }
        all.append(Benchmark("render.display_list", n: n, quick: n == 1_000) {
            let window = shared.value
            return { blackHole(window.displayList()) }
        })
        all.append(Benchmark("render.display_list.reuse", n: n, quick: n == 1_000) {
            let window = shared.value
            var list = window.displayList()
            return {
                window.displayList(into: &list)
                blackHole(list.commands.count)
            }
        })
    }
    for n in [100, 1_000, 10_000] {
        all.append(Benchmark("render.raster", n: n, quick: n == 1_000) {
            let list = benchmarkHDWindow(n).displayList()
            let raster = Raster(scale: 1)
            return { blackHole(raster.render(list, background: RGBA8(255, 255, 255))) }
        })
    }
    // The same window drawn on one thread (bands off), and at 4K:
    // 3840 × 2160 pixels at scale 3.
    all.append(Benchmark("render.raster.serial", n: 1_000, quick: true) {
        let list = benchmarkHDWindow(1_000).displayList()
        let raster = Raster(scale: 1, bandCount: 1)
        return { blackHole(raster.render(list, background: RGBA8(255, 255, 255))) }
    })
    // 4K as a host draws a frame: into the canvas it keeps (a fresh
    // 33 MB canvas a frame costs page faults, not drawing).
    all.append(Benchmark("render.raster.4k", n: 1_000, quick: true) {
        let list = benchmarkHDWindow(1_000).displayList()
        let raster = Raster(scale: 3)
        var canvas = Canvas(width: 3840, height: 2160)
        let all = PixelRect(x: 0, y: 0, width: 3840, height: 2160)
        return {
            raster.draw(list, into: &canvas, region: all, background: RGBA8(255, 255, 255))
            blackHole(canvas.width)
        }
    })
    all.append(Benchmark("render.raster.4k.fresh", n: 1_000) {
        let list = benchmarkHDWindow(1_000).displayList()
        let raster = Raster(scale: 3)
        return { blackHole(raster.render(list, background: RGBA8(255, 255, 255))) }
    })
    return all
}

/// A value made on first use and kept.
@MainActor
final class LazyBox<Value> {
    private let make: () -> Value
    private var made: Value?

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

/// A 1280×720 window with `n` views: cards in a grid of 40 columns (each
/// card 30×20, nested four deep in groups), every third without a
/// background, every fifth clipping, every fourth rounded, every tenth a
/// label.
@MainActor
func benchmarkHDWindow(_ n: Int) -> Window {
    let window = Window(size: Size(width: 1280, height: 720))
    var parent = window.rootView
    var parentOrigin = Point(x: 0, y: 0)
    for i in 0..<n {
        let v = i % 10 == 0 ? Label(text: "Row \(i)", fontSize: 11) : View()
        let cell = i % 1_000
        let x = Double(cell % 40) * 32 + Double(i / 1_000) * 0.5, y = Double(cell / 40) * 28.8
        v.frame = Rect(x: x - parentOrigin.x, y: y - parentOrigin.y, width: 30, height: 20)
        v.backgroundColor = i % 3 == 0 ? nil : Color(red: Double(i % 5) / 4, green: 0.6, blue: 0.8,
                                                     alpha: i % 2 == 0 ? 1 : 0.7)
        v.clipsToBounds = i % 5 == 0
        v.cornerRadius = i % 4 == 0 ? 4 : 0
        parent.addSubview(v)
        if i % 4 == 3 {
            parent = window.rootView
            parentOrigin = Point(x: 0, y: 0)
        } else {
            parent = v
            parentOrigin = Point(x: x, y: y)
        }
    }
    window.layoutIfNeeded()
    return window
}

/// N rects spread over `size`: fractional positions, some rounded,
/// bordered and translucent, and a text run every tenth.
func benchmarkRectList(_ n: Int, size: Size) -> DisplayList {
    var commands: [DisplayCommand] = []
    for i in 0..<n {
        let x = Double((i * 37) % 300) + 0.25, y = Double((i * 53) % 600) + 0.5
        let color = Color(red: Double(i % 5) / 4, green: Double(i % 7) / 6, blue: 0.5, alpha: i % 2 == 0 ? 1 : 0.6)
        commands.append(.rect(RectCommand(rect: Rect(x: x, y: y, width: 60.5, height: 44), fill: color,
                                          cornerRadius: i % 3 == 0 ? 8 : 0, borderWidth: i % 4 == 0 ? 1 : 0)))
        if i % 10 == 0 {
            commands.append(.text(TextRun(text: "Item \(i)", origin: Point(x: x + 4, y: y + 20), fontSize: 15,
                                          color: .black)))
        }
    }
    return DisplayList(size: size, commands: commands)
}
