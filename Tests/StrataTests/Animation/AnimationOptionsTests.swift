import Testing
@testable import Strata

@MainActor
@Suite("Animation options")
struct AnimationOptionsTests {
    private func scene() -> (Window, ManualClock, View) { manualClockWindowWithOneView() }

    @Test(arguments: [
        (AnimationOptions(), nil), (.curveEaseInOut, TimingCurve.easeInOut), (.curveEaseIn, .easeIn),
        (.curveEaseOut, .easeOut), (.curveLinear, .linear), ([.curveLinear, .additive, .allowUserInteraction], .linear),
    ] as [(AnimationOptions, TimingCurve?)])
    func curveOptionSelectsTheCurve(options: AnimationOptions, expected: TimingCurve?) {
        #expect(options.curve == expected)
    }

    @Test func optionBitsAreDistinct() {
        let all: [AnimationOptions] = [.fadesHiddenViews, .repeat, .autoreverse, .additive, .allowUserInteraction,
                                       .beginFromCurrentState, .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        #expect(all.map(\.rawValue).reduce(0, |) == all.map(\.rawValue).reduce(0, +))
        #expect(all.allSatisfy { $0.rawValue != 0 })
    }

    /// 100 pt in 1 s: the presentation x at 0.25 s is 100 × curve(0.25)
    /// (reference values from bisection on the Bernstein form, in Python).
    @Test(arguments: [
        (AnimationOptions.curveLinear, 25.0), (.curveEaseInOut, 12.91619310473198), (.curveEaseIn, 9.346465071882484),
        (.curveEaseOut, 37.81381308251097), ([], 12.91619310473198), (.beginFromCurrentState, 12.91619310473198),
    ] as [(AnimationOptions, Double)])
    func viewAnimateUsesTheCurveOption(options: AnimationOptions, expectedX: Double) {
        let (window, clock, v) = scene()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, options: options) { v.frame.origin.x = 100 }
        clock.advance(by: 0.25)
        #expect(abs(v.presentationFrame.minX - expectedX) < 1e-6)
        clock.advance(by: 0.75)
        #expect(v.presentationFrame.minX == 100)
    }

    @Test func linearCurveOptionLandsOnExactValues() {
        let (window, clock, v) = scene()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 0.4, options: [.curveLinear]) { v.frame.origin.x = 40 }
        var seen: [Double] = []
        for _ in 0..<4 {
            clock.advance(by: 0.1)
            seen.append(v.presentationFrame.minX)
        }
        #expect(zip(seen, [10.0, 20, 30, 40]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func anExplicitCurveWinsOverTheCurveOption() {
        let (window, clock, v) = scene()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, curve: .linear, options: .curveEaseIn) { v.frame.origin.x = 100 }
        clock.advance(by: 0.25)
        #expect(abs(v.presentationFrame.minX - 25) < 1e-9)
    }

    @Test func explicitTimingParametersIgnoreTheCurveOption() {
        let (window, clock, v) = scene()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1), options: .curveEaseIn) {
            v.frame.origin.x = 100
        }
        clock.advance(by: 0.5)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-9)
    }

    @Test func beginFromCurrentStateStartsFromThePresentationValue() {
        let (window, clock, v) = scene()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, options: .curveLinear) { v.frame.origin.x = 100 }
        clock.advance(to: 0.3)
        var first: Bool?
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) {
            v.frame.origin.x = 0
        } completion: { first = $0 }
        #expect(abs(v.presentationFrame.minX - 30) < 1e-9)
        clock.advance(to: 0.8)
        #expect(abs(v.presentationFrame.minX - 15) < 1e-9 && first == nil)
        clock.advance(to: 1.3)
        #expect(v.presentationFrame.minX == 0 && first == true)
    }

    @Test func twoCurveOptionsAreAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                window.timeline = Timeline(clock: ManualClock())
                let v = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
                window.rootView.addSubview(v)
                View.animate(withDuration: 1, options: [.curveLinear, .curveEaseIn]) { v.frame.origin.x = 3 }
            }
        }
    }
}
