/// The counter that tells a window's kept focus-candidate list that it may
/// be stale.
///
/// It lives in `Views`, not `Focus`: layout code (views, the engine,
/// stacks, controls) bumps it, and only the focus engine reads it, so the
/// dependency runs one way (`Focus` → `Views`).
///
/// Every change that can move, add or remove a focus candidate (frames,
/// bounds origins, the tree, hidden, alpha, interaction, `isFocusable`,
/// `isEnabled`, guide frames) bumps it. It is one counter for the process
/// rather than one per window: bumping it must cost next to nothing on the
/// layout pass's hot path (a per-window counter meant retaining the window
/// for every frame written, about 40 % of a 10,000-view row's relayout),
/// and a change in one window only makes the others re-collect once.
@MainActor
enum FocusGeneration {
    /// The current value; only ever grows (wrapping).
    static var current = 0

    /// Records a change that can affect focus candidates.
    /// - Complexity: O(1), no retain.
    @inline(__always)
    static func bump() { current &+= 1 }
}
