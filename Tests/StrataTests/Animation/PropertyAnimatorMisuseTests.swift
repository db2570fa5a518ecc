import Testing
@testable import Strata

@MainActor
@Suite("Property animator misuse")
struct PropertyAnimatorMisuseTests {
    @Test func finishingAnAnimatorThatIsNotStoppedIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                window.timeline = Timeline(clock: ManualClock())
                let animator = PropertyAnimator(in: window, duration: 1) {}
                animator.startAnimation()
                animator.finishAnimation(at: .end)
            }
        }
    }

    @Test func startingAStoppedAnimatorIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                window.timeline = Timeline(clock: ManualClock())
                let animator = PropertyAnimator(in: window, duration: 1) {}
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.startAnimation()
            }
        }
    }

    @Test func scrubbingARunningAnimatorIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                window.timeline = Timeline(clock: ManualClock())
                let animator = PropertyAnimator(in: window, duration: 1) {}
                animator.startAnimation()
                animator.fractionComplete = 0.5
            }
        }
    }

    @Test func stoppingAnInactiveAnimatorIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = PropertyAnimator(duration: 1)
                animator.stopAnimation(true)
            }
        }
    }
}
