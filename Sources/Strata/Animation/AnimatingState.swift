/// The states of a `PropertyAnimator` (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Sendable, Hashable {
    /// No animation captured: the animations have not started, or have ended.
    case inactive
    /// The animations are captured; running or paused.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where a `PropertyAnimator` ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: Sendable, Hashable {
    /// At the start values (it ran reversed, or was finished at `.start`).
    case start
    /// At the end values.
    case end
    /// Where it was when it was finished at `.current`.
    case current
}
