import Strata

/// The inspector's cost, per frame drawn while it is on, in a window of
/// 1,000 views in an engine-managed row (`benchWideStack`) with the
/// pointer resting on one view:
/// - `inspector.display_list`: `displayList()` when the constraints have
///   not changed since the last frame (an idle or animating window): the
///   views' commands, an outline a view, the red marks from the kept
///   ambiguity answer, the highlight and the panel;
/// - `inspector.display_list.solved`: the first frame after the
///   constraints were solved again, which probes the whole system for
///   ambiguity (as `engine.ambiguity`);
/// - `inspector.display_list.off`: the same window with the inspector off,
///   so the differences are the overlay's cost.
@MainActor
func inspectorBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    for (name, inspecting, warm) in [("inspector.display_list", true, true),
                                     ("inspector.display_list.solved", true, false),
                                     ("inspector.display_list.off", false, true)] {
        all.append(Benchmark(name, n: 1_000, quick: name == "inspector.display_list") {
            let window = benchWideStack(1_000)
            window.size = Size(width: 1_200, height: 200)
            window.layoutIfNeeded()
            window.isInspecting = inspecting
            window.pointerMoved(to: Point(x: 0.5, y: 0.5))
            if warm { blackHole(window.displayList()) }
            return { blackHole(window.displayList()) }
        })
    }
    return all
}
