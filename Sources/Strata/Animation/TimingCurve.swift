/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps the
/// fraction of elapsed time to the fraction of the change shown.
///
/// The presets use Core Animation's control points. A curve is a pure
/// function of time, so it can be sampled at any instant:
///
/// ```swift
/// TimingCurve.easeInOut.progress(at: 0.5)   // 0.5
/// TimingCurve(0.3, 0, 0.2, 1).progress(at: 0.25)
/// ```
public struct TimingCurve: Sendable, Hashable {
    /// The first control point (x in `0…1`).
    public let controlPoint1: Point
    /// The second control point (x in `0…1`).
    public let controlPoint2: Point

    /// Creates a curve from its two control points, `(x1, y1)` and `(x2, y2)`.
    ///
    /// - Precondition: `x1` and `x2` are in `0…1` (so time maps to exactly
    ///   one progress value).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "TimingCurve: control point x coordinates must be in 0...1 (got \(x1), \(x2))")
        controlPoint1 = Point(x: x1, y: y1)
        controlPoint2 = Point(x: x2, y: y2)
    }

    /// Creates a curve from its two control points.
    public init(controlPoint1 p1: Point, controlPoint2 p2: Point) {
        self.init(p1.x, p1.y, p2.x, p2.y)
    }

    /// Constant speed: `(0,0)(1,1)`.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly: `(0.42,0)(1,1)`.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Ends slowly: `(0,0)(0.58,1)`.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly: `(0.42,0)(0.58,1)`, UIKit's default curve.
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's default curve: `(0.25,0.1)(0.25,1)`.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// Whether the curve is the identity (both control points on the diagonal).
    public var isLinear: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// The progress shown when `fraction` of the time has elapsed; `fraction`
    /// is clamped to `0…1`.
    ///
    /// Solves x(t) = `fraction` for the curve parameter t by Newton–Raphson
    /// from a guess interpolated between 11 samples, falling back to
    /// bisection, then returns y(t). The error is below 1e-7 (in practice
    /// below 1e-12).
    /// - Complexity: O(1), no allocation.
    public func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        if isLinear { return fraction }
        let t = parameter(forX: fraction)
        return Self.bezier(t, controlPoint1.y, controlPoint2.y)
    }

    /// The slope d(progress)/d(fraction) at `fraction` (for hand-off to a
    /// spring or velocity-matched continuation).
    public func velocity(at fraction: Double) -> Double {
        if isLinear { return 1 }
        let t = parameter(forX: min(max(fraction, 0), 1))
        let dx = Self.bezierDerivative(t, controlPoint1.x, controlPoint2.x)
        let dy = Self.bezierDerivative(t, controlPoint1.y, controlPoint2.y)
        return dx == 0 ? 0 : dy / dx
    }

    /// The curve parameter t whose x is `x` (in `0…1`).
    func parameter(forX x: Double) -> Double {
        let x1 = controlPoint1.x, x2 = controlPoint2.x
        // Sampled guess: find the tenth of t whose x range contains `x`.
        var lo = 0.0, loX = 0.0
        var hi = 1.0, hiX = 1.0
        for i in 1...10 {
            let t = Double(i) / 10
            let sx = Self.bezier(t, x1, x2)
            if sx >= x {
                hi = t; hiX = sx
                break
            }
            lo = t; loX = sx
        }
        var t = hiX > loX ? lo + (x - loX) / (hiX - loX) * (hi - lo) : lo
        // Newton–Raphson.
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.bezierDerivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < lo || next > hi { break }
            t = next
        }
        // Bisection on the bracketing tenth (x is monotone in t).
        var a = lo, b = hi
        while b - a > 1e-14 {
            let m = (a + b) / 2
            if Self.bezier(m, x1, x2) < x { a = m } else { b = m }
        }
        return (a + b) / 2
    }

    /// One coordinate of the Bézier with end points 0 and 1 and inner
    /// control values `p1`, `p2`, at parameter `t`.
    @inline(__always)
    static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of `bezier` with respect to `t`.
    @inline(__always)
    static func bezierDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
