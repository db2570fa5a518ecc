import Strata

/// Turns scenes into display lists, as `strata render` and `strata demo`
/// draw them.
@MainActor
public enum SceneRenderer {
    /// The display list of `scene` after all its steps (applied without
    /// animation, as `SceneWorld.applyAllSteps` does), or, with `at`, at that time of its timeline: steps due
    /// by then applied, animations at their on-screen (presentation)
    /// values.
    /// With `outline`, views without a background colour are drawn as thin
    /// outlines with their id (`Window.displayList(outliningUncolouredViews:)`).
    /// - Precondition: `at` is nil or ≥ 0.
    public static func displayList(_ scene: Scene, at: Double? = nil, outline: Bool = false) -> DisplayList {
        let world = SceneWorld(scene: scene)
        guard let at else {
            world.applyAllSteps()
            return world.window.displayList(outliningUncolouredViews: outline)
        }
        precondition(at >= 0, "SceneRenderer.displayList: time must be >= 0 (got \(at))")
        let timeline = SceneTimeline(world: world)
        timeline.advance(to: at)
        world.window.layoutIfNeeded()
        return world.window.displayList(outliningUncolouredViews: outline)   // presentation frames
    }
}
