import Testing
@testable import Strata

@MainActor
@Suite("ShapeView")
struct ShapeViewTests {
    static let square = { () -> Path in
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        return p
    }()

    /// A 40 × 40 shape view at (10, 20) in a window on a manual clock.
    func shape(_ path: Path? = ShapeViewTests.square) -> (Window, ManualClock, ShapeView) {
        let (window, clock) = manualClockWindow()
        let s = ShapeView(frame: Rect(x: 10, y: 20, width: 40, height: 40))
        s.path = path
        window.rootView.addSubview(s)
        window.layoutIfNeeded()
        return (window, clock, s)
    }

    func pathCommands(_ window: Window) -> [PathCommand] {
        window.displayList().commands.compactMap { if case .path(let p) = $0 { return p } else { return nil } }
    }

    let linear = TimingParameters(curve: .linear, duration: 1)
    let moved = AffineTransform(translationX: 10, y: 20)

    @Test func drawsFillThenStrokeInWindowCoordinates() {
        let (window, _, s) = shape()
        #expect(pathCommands(window) == [PathCommand(path: Self.square.applying(moved), drawing: .fill(.nonZero), color: .black)])
        s.fillColor = .red
        s.fillRule = .evenOdd
        s.strokeColor = .blue
        s.lineWidth = 3
        s.lineCap = .round
        s.lineJoin = .bevel
        s.lineDashPattern = [4, 2]
        s.lineDashPhase = 1
        s.strokeStart = 0.25
        s.strokeEnd = 0.5
        s.alpha = 0.5
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        #expect(pathCommands(window) == [
            PathCommand(path: Self.square.applying(moved), drawing: .fill(.evenOdd), color: .red, opacity: 0.5),
            PathCommand(path: Self.square.applying(moved).trimmed(from: 0.25, to: 0.5), drawing: .stroke(style), color: .blue,
                        opacity: 0.5),
        ])
        #expect(Self.square.applying(moved).trimmed(from: 0.25, to: 0.5).elements
                == [.move(to: Point(x: 30, y: 20)), .line(to: Point(x: 30, y: 40))])
        s.fillColor = nil
        s.strokeColor = nil
        #expect(pathCommands(window).isEmpty && !s.showsDisplayListContent)
        s.path = nil
        s.fillColor = .red
        #expect(pathCommands(window).isEmpty)
    }

    @Test func strokeEndAnimates() {
        let (window, clock, s) = shape()
        s.fillColor = nil
        s.strokeColor = .blue
        s.strokeEnd = 0
        #expect(pathCommands(window).isEmpty)
        ViewAnimator.animate(in: window, timing: linear) { s.strokeEnd = 1 }
        #expect(s.strokeEnd == 1 && s.presentationStrokeEnd == 0 && s.isAnimating)
        clock.advance(to: 0.25)
        #expect(s.presentationStrokeEnd == 0.25 && s.presentationStrokeStart == 0)
        #expect(pathCommands(window).map(\.path) == [Path(elements: [.move(to: Point(x: 10, y: 20)), .line(to: Point(x: 30, y: 20))])])
        clock.advance(to: 1)
        #expect(s.presentationStrokeEnd == 1 && !s.isAnimating)
        #expect(pathCommands(window).map(\.path) == [Self.square.applying(moved)])
    }

    @Test func widthPhaseAndColoursAnimate() {
        let (window, clock, s) = shape()
        s.fillColor = .red
        ViewAnimator.animate(in: window, timing: linear) {
            s.fillColor = .blue
            s.strokeColor = Color(red: 0, green: 1, blue: 0)
            s.lineWidth = 5
            s.lineDashPhase = 4
            s.strokeStart = 0.5
        }
        clock.advance(to: 0.5)
        #expect(s.presentationFillColor == Color(red: 0.5, green: 0, blue: 0.5))
        // From no stroke (clear): the colour fades in, premultiplied.
        #expect(s.presentationStrokeColor == Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        #expect(s.presentationLineWidth == 3 && s.presentationLineDashPhase == 2 && s.presentationStrokeStart == 0.25)
        #expect(s.lineWidth == 5 && s.fillColor == .blue)
        clock.advance(to: 1)
        #expect(s.presentationFillColor == .blue && s.presentationLineWidth == 5 && !s.isAnimating)
    }

    @Test func pathAnimatesPointByPointWhenTheElementsMatch() {
        let (window, clock, s) = shape()
        var bigger = Path()
        bigger.addRect(Rect(x: 0, y: 0, width: 40, height: 30))
        ViewAnimator.animate(in: window, timing: linear) { s.path = bigger }
        clock.advance(to: 0.5)
        var half = Path()
        half.addRect(Rect(x: 0, y: 0, width: 30, height: 25))
        #expect(s.presentationPath == half)
        #expect(pathCommands(window).map(\.path) == [half.applying(moved)])
        clock.advance(to: 1)
        #expect(s.presentationPath == bigger && !s.isAnimating)
        // Another sequence of elements shows at once; the stroke end still animates.
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40))
        ViewAnimator.animate(in: window, timing: linear) {
            s.path = circle
            s.strokeEnd = 0
        }
        #expect(s.presentationPath == circle && s.presentationStrokeEnd == 1)
        clock.advance(to: 1.5)
        #expect(s.presentationStrokeEnd == 0.5)
    }

    @Test func propertyAnimatorStopsAtTheShownValues() {
        let (window, clock, s) = shape()
        let animator = PropertyAnimator(in: window, duration: 1, curve: .linear) {
            s.strokeEnd = 0
            s.lineWidth = 9
        }
        animator.startAnimation()
        clock.advance(to: 0.25)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(s.strokeEnd == 0.75 && s.lineWidth == 3 && s.presentationStrokeEnd == 0.75 && !s.isAnimating)
        #expect(s.fillColor == .black && s.strokeColor == nil && s.path == Self.square)
    }

    /// With `hitTestsPath`, a point in the bounds but outside the triangle
    /// goes to the view behind.
    @Test func hitTestingFollowsThePath() {
        let triangle = Path(elements: [.move(to: .zero), .line(to: Point(x: 40, y: 0)), .line(to: Point(x: 0, y: 40)), .closeSubpath])
        let (window, _, s) = shape(triangle)
        let inside = Point(x: 15, y: 25), outside = Point(x: 45, y: 55)   // window points: (5, 5) and (35, 35) in the view
        #expect(window.rootView.hitTest(inside) === s && window.rootView.hitTest(outside) === s)
        #expect(!s.hitTestsPath)
        s.hitTestsPath = true
        #expect(window.rootView.hitTest(inside) === s && window.rootView.hitTest(outside) === window.rootView)
        s.fillRule = .evenOdd
        #expect(s.point(inside: Point(x: 5, y: 5)) && !s.point(inside: Point(x: 35, y: 35)))
    }
}
