import Strata

/// What `strata layout` prints: every view's frame, window frame and
/// hidden state, the broken constraints and the ambiguous views.
@MainActor
public enum SceneSnapshot {
    /// The layout snapshot of `world` as a JSON document.
    public static func layout(_ world: SceneWorld) -> JSONOutput {
        world.window.layoutIfNeeded()
        var views: [(String, JSONOutput)] = []
        for (id, view) in world.views {
            views.append((id, .object([
                ("frame", rect(view.frame)),
                ("windowFrame", rect(view.windowFrame)),
                ("hidden", .bool(view.isHidden)),
            ])))
        }
        let broken = world.window.brokenLayoutConstraints.map { c -> JSONOutput in
            .string(world.equation(for: c)?.description ?? c.equationDescription)
        }
        let ambiguous = world.window.viewsWithAmbiguousLayout.compactMap { $0.identifier }.map { JSONOutput.string($0) }
        let focused: JSONOutput = world.window.focusedView.flatMap { v in world.views.first { $0.view === v }?.id }
            .map { .string($0) } ?? .null
        return .object([("views", .object(views)), ("brokenConstraints", .array(broken)),
                        ("ambiguous", .array(ambiguous)), ("focused", focused)])
    }

    /// What `strata animate` prints for one frame at scene time `t`: every
    /// view's on-screen (presentation) frame, window frame, hidden state
    /// and alpha.
    public static func presentation(_ world: SceneWorld, t: Double) -> JSONOutput {
        world.window.layoutIfNeeded()
        var views: [(String, JSONOutput)] = []
        views.reserveCapacity(world.views.count)
        for (id, view) in world.views {
            views.append((id, .object([
                ("frame", rect(view.presentationFrame, rounded: true)),
                ("windowFrame", rect(view.presentationWindowFrame, rounded: true)),
                ("hidden", .bool(view.presentationIsHidden)),
                ("alpha", .number(nearestBillionth(view.presentationAlpha))),
            ])))
        }
        return .object([("t", .number(t)), ("views", .object(views))])
    }

    /// `[x, y, w, h]`, optionally with each number rounded to 1e-9.
    static func rect(_ r: Rect, rounded: Bool = false) -> JSONOutput {
        let numbers = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        return .numbers(rounded ? numbers.map(nearestBillionth) : numbers)
    }

    /// `v` rounded to the nearest 1e-9 (interpolation noise such as
    /// `10.000000000000004` prints as `10`), as the layout engine rounds
    /// solved frames; magnitudes of 1e6 and more are left alone.
    static func nearestBillionth(_ v: Double) -> Double {
        abs(v) < 1e6 ? (v * 1e9).rounded() / 1e9 : v
    }
}
