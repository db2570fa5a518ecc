import Strata
import StrataRaster

/// The display-list diff the hosts run before each damaged frame, alone:
/// - `raster.damage.diff`: `DamageTracker.damage(from:to:)` between two
///   display lists of the HD window (1,000 views and a button), the second
///   with the button's colour changed — what `host.x11.damage` and
///   `host.wayland.damage` spend before they redraw. The tracker compares
///   frame after frame as a host does (each list is the next call's old).
/// - `raster.damage.region`: the redraw that follows, alone: the button's
///   damaged rectangle (122 × 46 pixels) drawn again from the whole list
///   into the window's canvas (`Raster.draw(_:into:region:background:)`).
@MainActor
func damageBenchmarks() -> [Benchmark] {
    let window = benchmarkHDWindow(1_000)
    let button = Button(title: "Highlight")
    button.frame = Rect(x: 600, y: 340, width: 120, height: 44)
    window.rootView.addSubview(button)
    var lists: [DisplayList] = []
    for color in [Color(red: 0, green: 0.3, blue: 0.66), Color(red: 0, green: 0.48, blue: 1)] {
        button.backgroundColor = color
        lists.append(window.displayList())
    }
    final class State {
        var tracker = DamageTracker(scale: 1)
        var turn = 0
    }
    let state = State()
    let raster = Raster(scale: 1)
    let background = RGBA8(255, 255, 255)
    final class Target { var canvas = Canvas(width: 1, height: 1) }
    let target = Target()
    target.canvas = raster.render(lists[0], background: background)
    let region = PixelRect(x: 599, y: 339, width: 122, height: 46)
    return [
        Benchmark("raster.damage.diff", n: lists[0].commands.count, quick: true) {
            let old = lists[state.turn % 2], new = lists[(state.turn + 1) % 2]
            state.turn += 1
            return { blackHole(state.tracker.damage(from: old, to: new, width: 1280, height: 720)) }
        },
        Benchmark("raster.damage.region", n: region.width * region.height, quick: true) {
            let list = lists[state.turn % 2]
            state.turn += 1
            return { raster.draw(list, into: &target.canvas, region: region, background: background) }
        },
    ]
}
