/// Recognizes a press held in place (UIKit's `UILongPressGestureRecognizer`):
/// a continuous gesture that begins after `minimumPressDuration` seconds on
/// the window's timeline, changes as the fingers move, and ends when they
/// lift. Moving more than `allowableMovement` before it begins fails it.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds (0.5).
    public var minimumPressDuration = 0.5
    /// How far the fingers may move before it begins, in points (10).
    public var allowableMovement = 10.0
    /// Fingers needed (1).
    public var numberOfTouchesRequired = 1

    var start: Point?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { return state = .failed }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        start = location(in: nil)
        startTimer(after: minimumPressDuration) { recognizer in
            if recognizer.state == .possible { recognizer.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if let start, Point.distance(start, location(in: nil)) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() { start = nil }
}
