import Testing
@testable import Strata

@Suite("Timing curves")
struct TimingCurveTests {
    @Test(arguments: [
        (TimingCurve.linear, 0.0, 0.0, 1.0, 1.0), (TimingCurve.easeIn, 0.42, 0, 1, 1),
        (TimingCurve.easeOut, 0, 0, 0.58, 1), (TimingCurve.easeInOut, 0.42, 0, 0.58, 1),
        (TimingCurve.default, 0.25, 0.1, 0.25, 1),
    ])
    func presetsUseCoreAnimationControlPoints(curve: TimingCurve, x1: Double, y1: Double, x2: Double, y2: Double) {
        #expect(curve.controlPoint1 == Point(x: x1, y: y1))
        #expect(curve.controlPoint2 == Point(x: x2, y: y2))
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default])
    func endsAreExactAndOutOfRangeClamps(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
    }

    @Test func linearIsTheIdentity() {
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(TimingCurve.linear.progress(at: x) == x)
        }
    }

    @Test func easeInOutIsSymmetricWithHalfAtHalf() {
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
        for i in 1..<50 {
            let x = Double(i) / 100
            let a = TimingCurve.easeInOut.progress(at: x)
            let b = TimingCurve.easeInOut.progress(at: 1 - x)
            #expect(abs(a + b - 1) < 1e-9)
        }
    }

    /// Pick a curve parameter t, compute the exact point (x(t), y(t)) by the
    /// Bernstein form, and check the solver maps x back to y.
    @Test(arguments: [TimingCurve.easeIn, .easeOut, .easeInOut, .default, TimingCurve(0.9, -0.5, 0.1, 1.5),
                      TimingCurve(1, 0, 0, 1), TimingCurve(0, 1, 1, 0)])
    func solverInvertsTheBezierBelowTolerance(curve: TimingCurve) {
        func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        for i in 1..<200 {
            let t = Double(i) / 200
            let x = bernstein(t, curve.controlPoint1.x, curve.controlPoint2.x)
            let y = bernstein(t, curve.controlPoint1.y, curve.controlPoint2.y)
            #expect(abs(curve.progress(at: x) - y) < 1e-7, "t = \(t)")
        }
    }

    @Test func easeInStartsSlowerThanLinearAndEaseOutFaster() {
        #expect(TimingCurve.easeIn.progress(at: 0.3) < 0.3)
        #expect(TimingCurve.easeOut.progress(at: 0.3) > 0.3)
    }

    @Test func velocityOfLinearIsOneAndEaseInOutPeaksInTheMiddle() {
        #expect(TimingCurve.linear.velocity(at: 0.3) == 1)
        #expect(TimingCurve.easeInOut.velocity(at: 0.5) > TimingCurve.easeInOut.velocity(at: 0.1))
        // At t = 1/2: dy/dt = 1.5, dx/dt = 3(1−2·0.42·…) → ratio 1.5 / 1.02.
        let dx = TimingCurve.bezierDerivative(0.5, 0.42, 0.58), dy = TimingCurve.bezierDerivative(0.5, 0, 1)
        #expect(abs(TimingCurve.easeInOut.velocity(at: 0.5) - dy / dx) < 1e-9)
    }

    /// The independently computed values (bisection on the
    /// Bernstein form): easeInOut(0.25) = 0.1291619, easeIn(0.5) = 0.3153568.
    @Test(arguments: [(TimingCurve.easeInOut, 0.25, 0.1291619), (TimingCurve.easeIn, 0.5, 0.3153568)])
    func matchesIndependentlyComputedValues(curve: TimingCurve, x: Double, expected: Double) {
        #expect(abs(curve.progress(at: x) - expected) < 1e-6)
    }
}
