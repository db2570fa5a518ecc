/// How a step animates (`animate` key).
public enum SceneAnimation: Sendable, Hashable {
    /// A timing curve: `{ "duration", "delay", "curve" }`.
    case timing(duration: Double, delay: Double, curve: SceneCurve)
    /// A spring: `{ "duration", "dampingRatio", "initialVelocity", "delay" }`.
    case spring(duration: Double, delay: Double, dampingRatio: Double, initialVelocity: Double)

    /// The duration in seconds.
    public var duration: Double {
        switch self {
        case .timing(let duration, _, _), .spring(let duration, _, _, _): duration
        }
    }

    /// The delay in seconds.
    public var delay: Double {
        switch self {
        case .timing(_, let delay, _), .spring(_, let delay, _, _): delay
        }
    }
}

/// A timing curve: one of UIKit's four, or a cubic Bézier.
public enum SceneCurve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Slow start: control points (0.42, 0), (1, 1).
    case easeIn
    /// Slow end: control points (0, 0), (0.58, 1).
    case easeOut
    /// Slow start and end: control points (0.42, 0), (0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with two control points.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The control points `(x1, y1, x2, y2)` (Core Animation's for the named curves).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .bezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        }
    }
}
