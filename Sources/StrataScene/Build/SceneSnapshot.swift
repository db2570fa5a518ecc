import Strata

/// What `strata layout` prints: every view's frame, window frame and
/// hidden state, the broken constraints and the ambiguous views.
@MainActor
public enum SceneSnapshot {
    /// The layout snapshot of `world` as a JSON document.
    ///
    /// - Parameter presentation: use the on-screen (presentation) values
    ///   and add `alpha`, as `strata animate` prints them.
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
        return .object([("views", .object(views)), ("brokenConstraints", .array(broken)),
                        ("ambiguous", .array(ambiguous))])
    }

    /// `[x, y, w, h]`.
    static func rect(_ r: Rect) -> JSONOutput {
        .numbers([r.origin.x, r.origin.y, r.size.width, r.size.height])
    }
}
