/// The motion laws of a scroll view (Docs/ScrollView.md states each one):
/// rubber-banding, exponential deceleration and a critically damped spring.
/// Pure functions of their inputs, so that a `ManualClock` reproduces every
/// frame exactly.
enum ScrollPhysics {
    // MARK: Rubber band

    /// How far the content moves when a drag pulls it `overshoot` points
    /// past an edge of a view `dimension` points long: UIKit's
    /// `(1 − 1 / (x · c / d + 1)) · d` with `c = rubberBandCoefficient`.
    /// Never reaches `dimension`.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        let c = ScrollView.rubberBandCoefficient
        return (1 - 1 / (overshoot * c / dimension + 1)) * dimension
    }

    /// The pull that `rubberBand` turns into `offset` (its inverse), so a
    /// drag that catches a bouncing view continues from where it is.
    static func pull(producing offset: Double, dimension: Double) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        let c = ScrollView.rubberBandCoefficient
        let fraction = min(offset / dimension, 1 - 1e-9)
        return offset / (c * (1 - fraction))
    }

    /// The offset a drag shows on one axis: `raw` inside `lo…hi`, pulled
    /// past an edge with resistance when `bounces`, else held at the edge.
    static func dragged(_ raw: Double, lo: Double, hi: Double, dimension: Double, bounces: Bool) -> Double {
        if raw < lo { return bounces ? lo - rubberBand(lo - raw, dimension: dimension) : lo }
        if raw > hi { return bounces ? hi + rubberBand(raw - hi, dimension: dimension) : hi }
        return raw
    }

    /// The finger position (before resistance) that shows `offset`: the
    /// inverse of `dragged` for a bouncing view.
    static func raw(for offset: Double, lo: Double, hi: Double, dimension: Double) -> Double {
        if offset < lo { return lo - pull(producing: lo - offset, dimension: dimension) }
        if offset > hi { return hi + pull(producing: offset - hi, dimension: dimension) }
        return offset
    }

    // MARK: Deceleration: v(t) = v₀ e^(kt), x(t) = x₀ + v₀ (e^(kt) − 1) / k

    /// Where a glide from `start` at `velocity` is after `t` seconds, with
    /// exponent `k` (negative, per second).
    static func glidePosition(start: Double, velocity: Double, k: Double, t: Double) -> Double {
        start + velocity * (Math.exp(k * t) - 1) / k
    }

    /// The glide's speed after `t` seconds.
    static func glideVelocity(velocity: Double, k: Double, t: Double) -> Double {
        velocity * Math.exp(k * t)
    }

    /// Where the glide comes to rest (t → ∞): `start − velocity / k`.
    static func glideEnd(start: Double, velocity: Double, k: Double) -> Double {
        start - velocity / k
    }

    /// The time at which the glide's speed falls below `ScrollView.decelerationStopSpeed`
    /// (0 when it starts below it).
    static func glideDuration(velocity: Double, k: Double) -> Double {
        let speed = abs(velocity)
        guard speed > ScrollView.decelerationStopSpeed else { return 0 }
        return Math.log(ScrollView.decelerationStopSpeed / speed) / k
    }

    /// The time the glide reaches `edge`, if it does before it stops.
    static func glideCrossing(start: Double, velocity: Double, k: Double, edge: Double) -> Double? {
        let distance = edge - start
        guard velocity != 0, distance != 0, (distance > 0) == (velocity > 0) else { return nil }
        let fraction = 1 + distance * k / velocity   // e^(k t) at the crossing
        guard fraction > 0 else { return nil }
        let t = Math.log(fraction) / k
        return t <= glideDuration(velocity: velocity, k: k) ? t : nil
    }

    // MARK: Spring: x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ωt), around the target

    /// The displacement from the target after `t` seconds of a critically
    /// damped spring that starts at `displacement` moving at `velocity`.
    static func springDisplacement(_ displacement: Double, velocity: Double, t: Double) -> Double {
        let w = ScrollView.bounceFrequency
        return (displacement + (velocity + w * displacement) * t) * Math.exp(-w * t)
    }

    /// The spring's velocity after `t` seconds.
    static func springVelocity(_ displacement: Double, velocity: Double, t: Double) -> Double {
        let w = ScrollView.bounceFrequency
        return (velocity - w * (velocity + w * displacement) * t) * Math.exp(-w * t)
    }

    /// Whether the spring has settled: closer than `springRestDistance`
    /// and slower than `decelerationStopSpeed`.
    static func springHasSettled(_ displacement: Double, velocity: Double) -> Bool {
        abs(displacement) < ScrollView.springRestDistance && abs(velocity) < ScrollView.decelerationStopSpeed
    }
}
