import Strata

@MainActor
func begin(_ window: OpaquePointer?, _ timing: () throws(CFailure) -> TimingParameters) throws(CFailure) {
    let e = try CRegistry.window(window)
    guard e.batch == nil else { throw CFailure(.animationState, "an animation is already open (commit it first)") }
    e.batch = AnimationBatch(timing: try timing())
}

/// `value` when it lies in `range` (finite); else `STRATA_INVALID_ARGUMENT`
/// naming the argument, the range and the value.
func inRange(_ value: Double, _ name: String, _ range: ClosedRange<Double>) throws(CFailure) -> Double {
    guard range.contains(value) else {
        throw CFailure(.invalidArgument, "\(name) must be in \(format(range.lowerBound))…\(format(range.upperBound)), got \(value)")
    }
    return value
}

/// A bound as people write it: integral values without a fraction.
private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
}

@c(strata_animation_begin) @MainActor
public func strata_animation_begin(_ window: OpaquePointer?, _ duration: Double, _ curve: Int32) -> Int32 {
    entry("strata_animation_begin") { () throws(CFailure) in
        try begin(window) { () throws(CFailure) in
            let d = try inRange(duration, "duration", 0...TimingParameters.maximumDuration)
            let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
            guard curves.indices.contains(Int(curve)) else { throw CFailure(.invalidArgument, "unknown curve \(curve)") }
            return TimingParameters(curve: curves[Int(curve)], duration: d)
        }
    }
}

@c(strata_animation_begin_spring) @MainActor
public func strata_animation_begin_spring(_ window: OpaquePointer?, _ duration: Double, _ dampingRatio: Double,
                                          _ initialVelocity: Double) -> Int32 {
    entry("strata_animation_begin_spring") { () throws(CFailure) in
        try begin(window) { () throws(CFailure) in
            let d = try inRange(duration, "duration", 0...TimingParameters.maximumDuration)
            let z = try inRange(dampingRatio, "damping_ratio", 0...Spring.maximumDampingRatio)
            let v = try inRange(initialVelocity, "initial_velocity",
                                -Spring.maximumInitialVelocity...Spring.maximumInitialVelocity)
            guard d > 0, z > 0 else { throw CFailure(.invalidArgument, "duration and damping_ratio must be positive") }
            return TimingParameters(spring: Spring(dampingRatio: z, duration: d, initialVelocity: v), duration: d)
        }
    }
}

@c(strata_animation_commit) @MainActor
public func strata_animation_commit(_ window: OpaquePointer?,
                                    _ completion: (@convention(c) (UnsafeMutableRawPointer?, Bool) -> Void)?,
                                    _ context: UnsafeMutableRawPointer?) -> Int32 {
    entry("strata_animation_commit") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let batch = e.batch else { throw CFailure(.animationState, "no animation is open (call strata_animation_begin first)") }
        e.batch = nil
        ViewAnimator.animate(in: e.window, timing: batch.timing, animations: {
            for change in batch.changes { change() }
        }, completion: { finished in completion?(context, finished) })
    }
}
