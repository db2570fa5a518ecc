import Strata
import StrataC

/// `capi.call_overhead@N`: N frame reads through the C interface
/// (`strata_view_frame`: thread check, handle lookup, write to the caller's
/// struct), and `capi.swift_frame@N`, the same N reads of `View.frame` in
/// Swift, for comparison. Per call = time / N.
@MainActor
func cInterfaceBenchmarks() -> [Benchmark] {
    let n = 1_000
    return [
        Benchmark("capi.call_overhead", n: n, quick: true) {
            let window = strata_window_create(375, 667)
            let view = strata_view_create(window, 0, "v")
            _ = strata_view_add_subview(strata_window_root_view(window), view)
            let out = UnsafeMutableRawPointer.allocate(byteCount: 32, alignment: 8)
            return {
                for _ in 0..<n { _ = strata_view_frame(view, out) }
                blackHole(out.load(as: Double.self))
            }
        },
        Benchmark("capi.swift_frame", n: n, quick: true) {
            let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
            var sum = 0.0
            return {
                for _ in 0..<n { sum += view.frame.origin.x }
                blackHole(sum)
            }
        },
    ]
}
