/// A focus change, as `didUpdateFocus(in:with:)` and `observeFocus(_:)`
/// see it (UIKit's `UIFocusUpdateContext`).
@MainActor
public struct FocusUpdateContext {
    /// The view that had focus, if any.
    public let previouslyFocusedView: View?
    /// The view that has focus now, if any.
    public let nextFocusedView: View?
    /// The move that caused the change; `nil` for `focus(_:)`, focus
    /// updates and a focused view that went away.
    public let focusHeading: FocusHeading?
}

/// Runs animations alongside a focus change (UIKit's
/// `UIFocusAnimationCoordinator`): closures added with
/// `addCoordinatedAnimations` run inside the window's focus animation, a
/// `ViewAnimator` animation of `Window.focusAnimationDuration` (0.2 s,
/// ease in and out); completions run when it ends.
@MainActor
public final class FocusAnimationCoordinator {
    var animations: [() -> Void] = []
    var completions: [() -> Void] = []

    init() {}

    /// Runs `animations` inside the focus animation, and `completion` (if
    /// any) when it finishes.
    public func addCoordinatedAnimations(_ animations: @escaping () -> Void, completion: (() -> Void)? = nil) {
        self.animations.append(animations)
        if let completion { completions.append(completion) }
    }
}
