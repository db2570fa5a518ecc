import Testing
@testable import Strata

@Suite("Timing parameters")
struct TimingParametersTests {
    @Test func delayHoldsProgressAtZero() {
        let timing = TimingParameters(curve: .linear, duration: 1, delay: 0.5)
        #expect(timing.progress(atElapsed: 0.25) == 0)
        #expect(timing.progress(atElapsed: 0.5) == 0)
        #expect(timing.progress(atElapsed: 1.0) == 0.5)
        #expect(timing.progress(atElapsed: 1.5) == 1)
        #expect(timing.totalDuration == 1.5)
    }

    @Test func summedFrameStepsLandOnTheEnd() {
        let timing = TimingParameters(curve: .linear, duration: 0.3)
        #expect(timing.isFinished(atElapsed: 0.1 + 0.1 + 0.1))
        #expect(!timing.isFinished(atElapsed: 0.29))
    }

    @Test func autoreverseRunsBackOnOddRuns() {
        let timing = TimingParameters(curve: .linear, duration: 1, repeatCount: 3, autoreverses: true)
        #expect(timing.progress(atElapsed: 0.25) == 0.25)
        #expect(timing.progress(atElapsed: 1.25) == 0.75)
        #expect(timing.progress(atElapsed: 2.25) == 0.25)
        #expect(timing.totalDuration == 3)
        #expect(timing.progress(atElapsed: 3) == 1)
    }

    @Test func repeatWithoutAutoreverseRestarts() {
        let timing = TimingParameters(curve: .linear, duration: 2, repeatCount: 2.5)
        #expect(timing.progress(atElapsed: 2.5) == 0.25)
        #expect(timing.progress(atElapsed: 4.5) == 0.25)
        #expect(timing.isFinished(atElapsed: 5))
    }

    @Test func springTimingDefaultsToItsSettlingDuration() {
        let spring = Spring(dampingRatio: 0.5, duration: 0.8)
        let timing = TimingParameters(spring: spring)
        #expect(abs(timing.duration - 0.8) < 1e-9)
        #expect(timing.progress(atElapsed: 0.3) == spring.value(at: 0.3))
    }
}
