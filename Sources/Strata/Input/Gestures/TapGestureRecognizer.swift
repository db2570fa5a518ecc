/// Recognizes taps (UIKit's `UITapGestureRecognizer`): a discrete gesture.
///
/// A tap is `numberOfTouchesRequired` fingers down and up without moving
/// more than `allowableMovement`. With `numberOfTapsRequired > 1`, each
/// next tap must start within `Touch.multipleTapInterval` seconds (on the
/// window's timeline) of the previous lift and within
/// `Touch.multipleTapDistance` points of the first tap; otherwise it fails.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (1 by default).
    public var numberOfTapsRequired = 1
    /// Fingers needed in each tap (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far a finger may move before the tap fails, in points (10).
    public var allowableMovement = 10.0

    var tapsDone = 0
    var fingersInTap = 0
    var starts: [ObjectIdentifier: Point] = [:]
    var firstTapLocation: Point?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        cancelTimer()
        for touch in touches.sorted(by: { $0.id < $1.id }) {
            starts[ObjectIdentifier(touch)] = touch.locationInWindow
            if let first = firstTapLocation, Point.distance(first, touch.locationInWindow) > Touch.multipleTapDistance {
                return state = .failed
            }
        }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            if let start = starts[ObjectIdentifier(touch)], Point.distance(start, touch.locationInWindow) > allowableMovement {
                return state = .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
        guard state == .possible, numberOfTouches == touches.count else { return }
        // The last finger of this tap lifts.
        guard fingersInTap == numberOfTouchesRequired else { return state = .failed }
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        tapsDone += 1
        fingersInTap = 0
        starts.removeAll()
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            startTimer(after: Touch.multipleTapInterval) { $0.state = .failed }
        }
    }

    open override func reset() {
        tapsDone = 0
        fingersInTap = 0
        starts.removeAll()
        firstTapLocation = nil
    }
}
