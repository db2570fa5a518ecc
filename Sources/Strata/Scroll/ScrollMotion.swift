/// How one axis of a scroll view moves after a release, or in an offset
/// animation. Each case is a closed-form function of time (ScrollPhysics).
enum AxisMotion {
    /// Not moving.
    case idle
    /// A glide from `start` at `velocity` (points per second) with
    /// exponent `k`, started at `time`. It stops at the end of its glide,
    /// or at the first of `lo`/`hi` it reaches (then springs back from it
    /// when `bounces`).
    case glide(start: Double, velocity: Double, k: Double, time: Double, lo: Double, hi: Double, bounces: Bool)
    /// A critically damped spring towards `target`, starting `displacement`
    /// away and moving at `velocity`, started at `time`.
    case spring(target: Double, displacement: Double, velocity: Double, time: Double)
    /// An eased move from `from` to `to` over `duration` seconds, from `time`.
    case curve(from: Double, to: Double, time: Double, duration: Double)

    /// The value at `now`, whether the motion has finished, and the motion
    /// to continue with (a glide that reaches an edge becomes a spring).
    func evaluate(at now: Double) -> (value: Double, finished: Bool, next: AxisMotion) {
        switch self {
        case .idle:
            return (0, true, self)
        case let .glide(start, velocity, k, time, lo, hi, bounces):
            let t = max(now - time, 0)
            let edge = velocity < 0 ? lo : hi
            if let crossing = ScrollPhysics.glideCrossing(start: start, velocity: velocity, k: k, edge: edge), t >= crossing {
                guard bounces else { return (edge, true, .idle) }
                let speed = ScrollPhysics.glideVelocity(velocity: velocity, k: k, t: crossing)
                let spring = AxisMotion.spring(target: edge, displacement: 0, velocity: speed, time: time + crossing)
                return spring.evaluate(at: now)
            }
            if t >= ScrollPhysics.glideDuration(velocity: velocity, k: k) {
                return (ScrollPhysics.glideEnd(start: start, velocity: velocity, k: k), true, .idle)
            }
            return (ScrollPhysics.glidePosition(start: start, velocity: velocity, k: k, t: t), false, self)
        case let .spring(target, displacement, velocity, time):
            let t = max(now - time, 0)
            let x = ScrollPhysics.springDisplacement(displacement, velocity: velocity, t: t)
            let v = ScrollPhysics.springVelocity(displacement, velocity: velocity, t: t)
            if t > 0, ScrollPhysics.springHasSettled(x, velocity: v) { return (target, true, .idle) }
            return (target + x, false, self)
        case let .curve(from, to, time, duration):
            let f = duration > 0 ? min(max((now - time) / duration, 0), 1) : 1
            if f >= 1 { return (to, true, .idle) }
            return (from + (to - from) * TimingCurve.easeInOut.progress(at: f), false, self)
        }
    }

    /// Where the motion comes to rest.
    func destination(current: Double) -> Double {
        switch self {
        case .idle: return current
        case let .glide(start, velocity, k, _, lo, hi, _):
            return min(max(ScrollPhysics.glideEnd(start: start, velocity: velocity, k: k), lo), hi)
        case let .spring(target, _, _, _): return target
        case let .curve(_, to, _, _): return to
        }
    }
}

/// A scroll view's running motion on its window's timeline: a release
/// (glide, bounce, page) or an offset animation. It sets `contentOffset`
/// on every tick and tells the scroll view when it ends.
@MainActor
final class ScrollMotion: TimelineAnimation {
    /// What started it.
    enum Kind {
        /// A released drag (`isDecelerating`).
        case deceleration
        /// `setContentOffset(_:animated:)` and friends.
        case animation
    }

    let kind: Kind
    private(set) var x: AxisMotion
    private(set) var y: AxisMotion
    weak var scrollView: ScrollView?

    init(kind: Kind, x: AxisMotion, y: AxisMotion, scrollView: ScrollView) {
        self.kind = kind
        self.x = x
        self.y = y
        self.scrollView = scrollView
    }

    /// Where the motion comes to rest.
    var destination: Point? {
        guard let offset = scrollView?.storedBoundsOrigin else { return nil }
        return Point(x: x.destination(current: offset.x), y: y.destination(current: offset.y))
    }

    /// Moves the offset to its value at `time`.
    func timelineTick(at time: Double) -> Bool {
        guard let scroll = scrollView, scroll.motion === self else { return true }
        var offset = scroll.storedBoundsOrigin
        var finished = true
        if case .idle = x {} else {
            let step = x.evaluate(at: time)
            offset.x = step.value
            x = step.next
            finished = finished && step.finished
        }
        if case .idle = y {} else {
            let step = y.evaluate(at: time)
            offset.y = step.value
            y = step.next
            finished = finished && step.finished
        }
        scroll.contentOffset = offset
        if finished { scroll.motionDidFinish(self) }
        return finished
    }
}
