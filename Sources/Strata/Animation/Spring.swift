/// A damped harmonic oscillator that carries a value from 0 to 1: the
/// timing function of spring animations.
///
/// A spring is described physically (mass, stiffness, damping), by a
/// damping ratio and the duration it must settle in (UIKit's
/// `usingSpringWithDamping`), or by SwiftUI's response and bounce. The
/// initial velocity is in units of the whole change per second (UIKit's
/// `initialSpringVelocity`).
///
/// ```swift
/// let spring = Spring(dampingRatio: 0.7, duration: 0.5)
/// spring.value(at: 0)            // 0
/// spring.value(at: 0.5)          // within 0.001 of 1
/// ```
public struct Spring: Sendable, Hashable {
    /// The mass m of the moving body.
    public let mass: Double
    /// The stiffness k of the spring.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double
    /// The velocity at t = 0, in units of the change per second.
    public let initialVelocity: Double

    /// The fraction of the change within which a spring counts as settled.
    public static let settlingTolerance = 0.001

    /// The largest damping ratio `init(dampingRatio:duration:initialVelocity:)`
    /// takes: 1000. Far beyond it the spring's settling time overflows
    /// (the stiffness that makes it settle in time would be 0). Scenes and
    /// the C interface check the same range.
    public static let maximumDampingRatio = 1000.0

    /// The largest initial velocity (in either direction) scenes and the C
    /// interface accept: 1e6 changes per second.
    public static let maximumInitialVelocity = 1e6

    /// Creates a spring from its physical constants.
    /// - Precondition: mass and stiffness are positive, damping is not negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        precondition(mass > 0, "Spring: mass must be positive (got \(mass))")
        precondition(stiffness > 0, "Spring: stiffness must be positive (got \(stiffness))")
        precondition(damping >= 0, "Spring: damping must not be negative (got \(damping))")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Creates a spring of mass 1 with damping ratio `dampingRatio` whose
    /// stiffness makes it settle within 0.1 % of the change at `duration`
    /// (counting from rest; an initial velocity is added afterwards).
    /// - Precondition: `0 < dampingRatio <= Spring.maximumDampingRatio`,
    ///   `duration` positive and finite, `initialVelocity` finite.
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        precondition(dampingRatio > 0 && dampingRatio <= Spring.maximumDampingRatio,
                     "Spring: dampingRatio must be in 0 < ζ ≤ \(Spring.maximumDampingRatio) (got \(dampingRatio))")
        precondition(duration > 0 && duration.isFinite, "Spring: duration must be positive and finite (got \(duration))")
        precondition(initialVelocity.isFinite, "Spring: initialVelocity must be finite (got \(initialVelocity))")
        // With v0 = 0 the settling time scales as 1/ω0: settle a unit spring
        // (ω0 = 1) and scale.
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio)
        let omega0 = unit.settlingDuration / duration
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * dampingRatio * omega0,
                  initialVelocity: initialVelocity)
    }

    /// Creates a spring the SwiftUI way: `response` is the period of the
    /// undamped oscillation (2π/ω0) and `bounce` is `1 − ζ` for bouncy
    /// springs (`0…1`) and `1/ζ − 1` for overdamped ones (`-1…0`).
    /// - Precondition: `response > 0`, `bounce` in `-1 < bounce < 1`.
    public init(response: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        precondition(response > 0, "Spring: response must be positive (got \(response))")
        precondition(bounce > -1 && bounce < 1, "Spring: bounce must be in -1 < bounce < 1 (got \(bounce))")
        let omega0 = 2 * Double.pi / response
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0,
                  initialVelocity: initialVelocity)
    }

    /// The undamped angular frequency ω0 = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(mk)): below 1 the spring oscillates.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ velocity: Double) -> Spring {
        Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// The value at time `t` (seconds): 0 at t = 0, tending to 1.
    ///
    /// The closed form of the damped oscillator for Δ = 1: under-damped
    /// (cos/sin), critically damped (linear × exponential) or over-damped
    /// (two exponentials). Negative times give 0.
    /// - Complexity: O(1).
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        return 1 + displacement(at: t)
    }

    /// x(t) − 1: the signed distance from the target.
    func displacement(at t: Double) -> Double {
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        let lambda = zeta * omega0
        let v0 = initialVelocity
        switch Regime(zeta) {
        case .under:
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return -Math.exp(-lambda * t)
                * (Math.cos(omegaD * t) + (lambda - v0) / omegaD * Math.sin(omegaD * t))
        case .critical:
            return -Math.exp(-lambda * t) * (1 + (lambda - v0) * t)
        case .over:
            let (r1, r2, a, b) = overdampedTerms(omega0: omega0, lambda: lambda)
            return a * Math.exp(r1 * t) + b * Math.exp(r2 * t)
        }
    }

    /// The roots −λ ± √(λ² − ω0²) and the coefficients A, B of
    /// x(t) − 1 = A e^(r1 t) + B e^(r2 t) with x(0) = 0, x'(0) = v0.
    private func overdampedTerms(omega0: Double, lambda: Double)
        -> (r1: Double, r2: Double, a: Double, b: Double) {
        let root = (lambda * lambda - omega0 * omega0).squareRoot()
        let r1 = -lambda + root, r2 = -lambda - root
        let a = (initialVelocity + r2) / (r1 - r2)
        return (r1, r2, a, -1 - a)
    }

    /// The time after which the spring stays within `settlingTolerance` of
    /// the target: where an envelope of |x(t) − 1| falls below the
    /// tolerance (e^(−λt)·amplitude when oscillating, the slower exponential
    /// when over-damped).
    public var settlingDuration: Double {
        let eps = Spring.settlingTolerance
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        let lambda = zeta * omega0
        let v0 = initialVelocity
        switch Regime(zeta) {
        case .under:
            precondition(lambda > 0, "Spring: an undamped spring never settles")
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let c = (lambda - v0) / omegaD
            let amplitude = (1 + c * c).squareRoot()
            return max(0, Math.log(amplitude / eps) / lambda)
        case .critical:
            // Envelope g(t) = e^(−λt)(1 + |λ − v0| t), decreasing after its peak.
            let c = abs(lambda - v0)
            func g(_ t: Double) -> Double { Math.exp(-lambda * t) * (1 + c * t) }
            var lo = c > lambda ? 1 / lambda - 1 / c : 0
            if g(lo) <= eps { return lo }
            var hi = max(lo, 1 / lambda) * 2
            while g(hi) > eps { lo = hi; hi *= 2 }
            for _ in 0..<100 where hi - lo > 1e-12 {
                let m = (lo + hi) / 2
                if g(m) > eps { lo = m } else { hi = m }
            }
            return hi
        case .over:
            let (r1, _, a, b) = overdampedTerms(omega0: omega0, lambda: lambda)
            return max(0, Math.log((abs(a) + abs(b)) / eps) / -r1)
        }
    }

    /// The three regimes of the oscillator (critical within 1e-9 of ζ = 1).
    private enum Regime {
        case under, critical, over
        init(_ zeta: Double) {
            if abs(zeta - 1) < 1e-9 { self = .critical } else { self = zeta < 1 ? .under : .over }
        }
    }
}
