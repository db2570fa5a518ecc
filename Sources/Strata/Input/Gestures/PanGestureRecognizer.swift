/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): a continuous
/// gesture that begins once the fingers' centroid has moved
/// `PanGestureRecognizer.hysteresis` (10) points from where it went down.
///
/// `translation(in:)` is measured from that first point (so it is at least
/// 10 points long when the gesture begins); `velocity(in:)` is the
/// centroid's displacement over the samples of the last
/// `PanGestureRecognizer.velocityWindow` seconds, in points per second.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the centroid moves before the pan begins, in points.
    public static let hysteresis = 10.0
    /// The span of recent movement `velocity(in:)` looks at, in seconds.
    public static let velocityWindow = 0.1
    /// The fewest fingers that pan (1).
    public var minimumNumberOfTouches = 1
    /// The most fingers that pan (no limit).
    public var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates.
    var origin = Point.zero
    /// Recent centroids with their times (oldest first), for the velocity.
    var samples: [(time: Double, point: Point)] = []

    /// The translation since the pan started (or since the last
    /// `setTranslation(_:in:)`), in the coordinate system of `view`.
    public func translation(in view: View?) -> Point {
        let now = location(in: nil)
        let delta = Point(x: now.x - origin.x, y: now.y - origin.y)
        guard let view else { return delta }
        let a = view.convert(Point.zero, from: nil), b = view.convert(delta, from: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation in `view`'s coordinates equal `translation`.
    public func setTranslation(_ translation: Point, in view: View?) {
        var t = translation
        if let view {
            let a = view.convert(Point.zero, to: nil), b = view.convert(translation, to: nil)
            t = Point(x: b.x - a.x, y: b.y - a.y)
        }
        let now = location(in: nil)
        origin = Point(x: now.x - t.x, y: now.y - t.y)
    }

    /// The centroid's velocity in points per second, in `view`'s coordinate
    /// system: its displacement from the oldest to the newest sample of the
    /// last `velocityWindow` seconds divided by their time apart (0 when
    /// they are at the same time).
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow + 1e-12 }),
              last.time > first.time else { return .zero }
        let dt = last.time - first.time
        let v = Point(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
        guard let view else { return v }
        let a = view.convert(Point.zero, from: nil), b = view.convert(v, from: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    func sample(_ time: Double) {
        let point = location(in: nil)
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].point = point
        } else {
            samples.append((time, point))
        }
        while let first = samples.first, time - first.time > Self.velocityWindow + 1e-12, samples.count > 2 {
            samples.removeFirst()
        }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        // A new finger moves the centroid: keep the translation continuous.
        if state == .possible {
            origin = location(in: nil)
        } else {
            let t = translation(in: nil)
            setTranslation(t, in: nil)
        }
        sample(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        sample(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            let t = translation(in: nil)
            if (t.x * t.x + t.y * t.y).squareRoot() >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        sample(event.timestamp)
        guard numberOfTouches == touches.count else {
            // A finger of several lifted: keep the translation continuous.
            let t = translation(in: nil)
            trackedTouches.removeAll { touches.contains($0) }
            setTranslation(t, in: nil)
            return
        }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        samples.removeAll(keepingCapacity: true)
        origin = .zero
    }
}
