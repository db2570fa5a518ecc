/// Recognizes a quick straight movement in a direction (UIKit's
/// `UISwipeGestureRecognizer`): a discrete gesture.
///
/// It is recognized when, within `maximumDuration` seconds of touch-down,
/// the centroid has moved `minimumDistance` points along an allowed
/// direction while straying no more than half that far across it. Lifting
/// before that, or running out of time, fails it.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Towards larger x.
        public static let right = Direction(rawValue: 1)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 2)
        /// Towards smaller y.
        public static let up = Direction(rawValue: 4)
        /// Towards larger y.
        public static let down = Direction(rawValue: 8)
    }

    /// The allowed directions (`.right` by default, as UIKit).
    public var direction: Direction = .right
    /// Fingers needed (1).
    public var numberOfTouchesRequired = 1
    /// How far the swipe must go, in points (50).
    public var minimumDistance = 50.0
    /// How long it may take, in seconds (0.5).
    public var maximumDuration = 0.5

    var start: (time: Double, point: Point)?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > numberOfTouchesRequired { return state = .failed }
        start = (event.timestamp, location(in: nil))
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start, state == .possible else { return }
        if event.timestamp - start.time > maximumDuration { return state = .failed }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let along: Double, across: Double, moved: Direction
        if abs(dx) >= abs(dy) {
            (along, across, moved) = (abs(dx), abs(dy), dx >= 0 ? .right : .left)
        } else {
            (along, across, moved) = (abs(dy), abs(dx), dy >= 0 ? .down : .up)
        }
        guard along >= minimumDistance else { return }
        state = direction.contains(moved) && across <= along / 2 ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
