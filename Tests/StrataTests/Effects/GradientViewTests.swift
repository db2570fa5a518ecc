import Testing
@testable import Strata

@MainActor
@Suite("GradientView")
struct GradientViewTests {
    @Test func defaultsAreCAGradientLayers() {
        let g = GradientView()
        #expect(g.colors.isEmpty && g.locations == nil && g.startPoint == Point(x: 0.5, y: 0)
            && g.endPoint == Point(x: 0.5, y: 1) && g.type == .axial)
    }

    @Test func locationsAreEvenWhenMissingAndKeptIncreasing() {
        let g = GradientView()
        g.colors = [.red, .green, .blue]
        #expect(g.resolvedLocations == [0, 0.5, 1])
        g.locations = [0.2, 0.1, 1.5]
        #expect(g.resolvedLocations == [0.2, 0.2, 1])
        g.locations = [0, 1]
        #expect(g.resolvedLocations == [0, 0.5, 1])   // a count that differs is ignored
    }

    @Test func itDrawsOneGradientAboveItsBackgroundAndBelowItsSubviews() {
        let window = Window(size: Size(width: 200, height: 200))
        let g = GradientView(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        g.backgroundColor = .white
        g.cornerRadius = 6
        g.colors = [.red, .blue]
        g.type = .radial
        let child = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = .green
        g.addSubview(child)
        window.rootView.addSubview(g)
        #expect(window.displayList().commands == [
            .rect(RectCommand(rect: Rect(x: 10, y: 20, width: 100, height: 50), fill: .white, cornerRadius: 6)),
            .gradient(GradientCommand(rect: Rect(x: 10, y: 20, width: 100, height: 50), cornerRadius: 6, colors: [.red, .blue],
                                      locations: [0, 1], type: .radial)),
            .rect(RectCommand(rect: Rect(x: 10, y: 20, width: 5, height: 5), fill: .green)),
        ])
        g.colors = []
        #expect(window.displayList().commands.count == 2)
    }

    @Test func colourAtInterpolatesPremultipliedBetweenStops() {
        let c = GradientCommand(rect: .zero, colors: [.red, Color(red: 0, green: 0, blue: 1, alpha: 0)], locations: [0.5, 1])
        #expect(c.color(at: 0.25) == .red)
        #expect(c.color(at: 0.75) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(c.color(at: 2) == Color(red: 0, green: 0, blue: 1, alpha: 0))
        #expect(GradientCommand(rect: .zero, colors: [.red, .blue], locations: [0.3]).locations == [0, 1])
    }

    /// A 10 × 10 gradient from black to white in a window on a manual clock.
    func blackToWhite() -> (Window, ManualClock, GradientView) {
        let (window, clock) = manualClockWindow()
        let g = GradientView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        g.colors = [.black, .white]
        window.rootView.addSubview(g)
        window.layoutIfNeeded()
        return (window, clock, g)
    }

    @Test func gradientColoursAnimateStopByStop() {
        let (window, clock, g) = blackToWhite()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            g.colors = [.white, .black]
        }
        #expect(g.presentationColors == [.black, .white] && g.isAnimating)
        clock.advance(to: 0.5)
        #expect(g.presentationColors == [Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0.5, green: 0.5, blue: 0.5)])
        if case .gradient(let command) = window.displayList().commands.first {
            #expect(command.colors == g.presentationColors)
        } else {
            Issue.record("no gradient")
        }
        clock.advance(to: 1)
        #expect(g.presentationColors == [.white, .black] && !g.isAnimating)
        // Another number of colours shows at once.
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) { g.colors = [.red] }
        #expect(g.presentationColors == [.red] && !g.isAnimating)
    }

    @Test func locationsAndPointsAnimateLinearly() {
        let (window, clock, g) = blackToWhite()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            g.locations = [0.2, 0.6]
            g.startPoint = Point(x: 0, y: 0)
            g.endPoint = Point(x: 1, y: 0.5)
        }
        // The model is final at once; the screen starts from the old values.
        #expect(g.resolvedLocations == [0.2, 0.6] && g.startPoint == Point(x: 0, y: 0))
        #expect(g.presentationLocations == [0, 1] && g.presentationStartPoint == Point(x: 0.5, y: 0) && g.isAnimating)
        clock.advance(to: 0.5)
        #expect(g.presentationLocations == [0.1, 0.8])
        #expect(g.presentationStartPoint == Point(x: 0.25, y: 0) && g.presentationEndPoint == Point(x: 0.75, y: 0.75))
        #expect(g.presentationColors == [.black, .white])
        if case .gradient(let command) = window.displayList().commands.first {
            #expect(command.locations == [0.1, 0.8] && command.startPoint == Point(x: 0.25, y: 0)
                    && command.endPoint == Point(x: 0.75, y: 0.75))
        } else {
            Issue.record("no gradient")
        }
        clock.advance(to: 1)
        #expect(g.presentationLocations == [0.2, 0.6] && g.presentationEndPoint == Point(x: 1, y: 0.5) && !g.isAnimating)
    }

    @Test func stoppingAnAnimatorAtItsMiddleKeepsTheGradientThere() {
        let (window, clock, g) = blackToWhite()
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) {
            g.endPoint = Point(x: 0.5, y: 0)
        }
        animator.startAnimation()
        clock.advance(to: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(g.endPoint == Point(x: 0.5, y: 0.5) && g.presentationEndPoint == Point(x: 0.5, y: 0.5))
        // Evenly spaced locations stay unset.
        #expect(g.locations == nil)
    }
}
