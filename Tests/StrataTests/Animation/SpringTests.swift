import Testing
@testable import Strata

@Suite("Springs")
struct SpringTests {
    @Test(arguments: [0.3, 1.0, 2.5])
    func startsAtZeroAndApproachesOne(dampingRatio: Double) {
        let spring = Spring(dampingRatio: dampingRatio, duration: 0.6)
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.value(at: 0.6) - 1) <= Spring.settlingTolerance)
        #expect(abs(spring.value(at: 5) - 1) < 1e-9)
    }

    @Test(arguments: [0.2, 0.7, 1.0, 1.5, 4.0])
    func durationBasedSpringSettlesAtItsDuration(dampingRatio: Double) {
        let spring = Spring(dampingRatio: dampingRatio, duration: 0.5)
        #expect(abs(spring.settlingDuration - 0.5) < 1e-9)
        #expect(abs(spring.dampingRatio - dampingRatio) < 1e-12)
        // Never outside the tolerance after settling.
        for i in 0...200 {
            let t = 0.5 + Double(i) * 0.01
            #expect(abs(spring.value(at: t) - 1) <= Spring.settlingTolerance + 1e-12)
        }
    }

    @Test func criticallyDampedMatchesTheClosedForm() {
        // m = 1, k = 100 → ω0 = 10; c = 20 → ζ = 1; v0 = 3.
        let spring = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)
        for t in [0.05, 0.1, 0.25, 0.5, 1.0] {
            // x(t) = 1 − e^(−10t)(1 + (10 − 3)t), written out independently.
            var e = 1.0, term = 1.0
            for n in 1..<60 { term *= -10 * t / Double(n); e += term }
            let expected = 1 - e * (1 + 7 * t)
            #expect(abs(spring.value(at: t) - expected) < 1e-12, "t = \(t)")
        }
    }

    @Test func underDampedMatchesTheClosedFormAndStartsWithItsVelocity() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4, initialVelocity: -1)
        let omega0 = 5.0, zeta = 4 / (2 * 10.0), lambda = zeta * omega0
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        #expect(abs(spring.dampingRatio - zeta) < 1e-15)
        let t = 0.3
        let expected = 1 - Math.exp(-lambda * t) * (Math.cos(omegaD * t) + (lambda + 1) / omegaD * Math.sin(omegaD * t))
        #expect(abs(spring.value(at: t) - expected) < 1e-12)
        let h = 1e-6
        #expect(abs((spring.value(at: h) - spring.value(at: 0)) / h - -1) < 1e-4)
        #expect(spring.value(at: 0.5) > 1) // it overshoots
    }

    @Test func overDampedNeverOvershootsAndStartsWithItsVelocity() {
        let spring = Spring(mass: 1, stiffness: 4, damping: 10, initialVelocity: 2)
        #expect(spring.value(at: 0) == 0)
        let h = 1e-6
        #expect(abs(spring.value(at: h) / h - 2) < 1e-4)
        var previous = 0.0
        for i in 1...400 {
            let v = spring.value(at: Double(i) * 0.05)
            #expect(v <= 1 && v >= previous)
            previous = v
        }
        // Roots −5 ± √21; x − 1 = A e^(r1 t) + B e^(r2 t), A + B = −1, r1 A + r2 B = 2.
        let root21: Double = 21.0.squareRoot()
        let r1: Double = -5 + root21, r2: Double = -5 - root21
        let a = (2 + r2) / (r1 - r2), b = -1 - a
        #expect(abs(spring.value(at: 0.7) - (1 + a * Math.exp(r1 * 0.7) + b * Math.exp(r2 * 0.7))) < 1e-12)
    }

    @Test(arguments: [(0.0, 1.0), (0.3, 0.7), (-0.5, 2.0)])
    func responseAndBounceMapToStiffnessAndDampingRatio(bounce: Double, zeta: Double) {
        let spring = Spring(response: 0.5, bounce: bounce)
        #expect(abs(spring.naturalFrequency - 4 * Double.pi) < 1e-12)
        #expect(abs(spring.dampingRatio - zeta) < 1e-12)
    }

    @Test func criticalSettlingDurationIsWhereTheEnvelopeMeetsTheTolerance() {
        // ω0 = 1, v0 = 0: e^(−t)(1 + t) = 0.001 at t ≈ 9.2334.
        let spring = Spring(mass: 1, stiffness: 1, damping: 2)
        let t = spring.settlingDuration
        #expect(abs(Math.exp(-t) * (1 + t) - 0.001) < 1e-12)
    }
}
