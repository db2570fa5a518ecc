import Testing
@testable import Strata

/// The snippets of Docs/Effects.md, run with what they say they give.
@MainActor
@Suite("Docs/Effects.md snippets")
struct EffectsGuideTests {
    @Test func transforms() {
        let window = Window(size: Size(width: 200, height: 200))
        let button = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        window.rootView.addSubview(button)
        let pressed = AffineTransform(scaleX: 0.95, y: 0.95)
        button.transform = pressed
        #expect(button.convert(Rect(x: 0, y: 0, width: 100, height: 40), to: nil) == Rect(x: 2.5, y: 1, width: 95, height: 38))
        let tilted = AffineTransform(rotationAngle: .pi / 12).translatedBy(x: 0, y: -4)
        #expect(!tilted.isIdentity)
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && p.y == 1)
    }

    @Test func pressedButton() {
        let (window, clock) = manualClockWindow()
        let button = makeView("button", Rect(x: 0, y: 0, width: 100, height: 40))
        window.rootView.addSubview(button)
        View.animate(withDuration: 0.1) { button.transform = AffineTransform(scaleX: 0.95, y: 0.95) }
        clock.advance(to: 0.05)
        View.animate(withDuration: 0.1) { button.transform = .identity }
        let shown = button.presentationTransform
        #expect(shown.b == 0 && shown.c == 0 && shown.a < 1 && shown.a == shown.d)   // no rotation creeps in
        clock.advance(to: 0.2)
        #expect(button.presentationTransform == .identity)
    }

    @Test func shadowGradientAndColour() {
        let (window, clock) = manualClockWindow()
        let card = makeView("card", Rect(x: 20, y: 20, width: 100, height: 60))
        card.cornerRadius = 12
        card.shadowOpacity = 0.25
        card.shadowRadius = 10
        card.shadowOffset = Size(width: 0, height: 4)
        let menuBackground = GradientView(frame: window.rootView.bounds)
        menuBackground.colors = [Color(red: 0.08, green: 0.1, blue: 0.3), Color(red: 0.95, green: 0.55, blue: 0.35)]
        menuBackground.startPoint = Point(x: 0, y: 0)
        menuBackground.endPoint = Point(x: 1, y: 1)
        window.rootView.addSubview(menuBackground)
        window.rootView.addSubview(card)
        View.animate(withDuration: 0.2) {
            card.backgroundColor = Color(red: 0.2, green: 0.5, blue: 1)   // highlighted
            card.borderColor = .white
        }
        clock.advance(to: 0.1)
        #expect(card.presentationBackgroundColor.map { $0.alpha > 0 && $0.alpha < 1 } == true)
        let kinds = window.displayList().commands.map { c -> String in
            switch c {
            case .gradient: "gradient"
            case .shadow: "shadow"
            case .rect: "rect"
            default: "other"
            }
        }
        #expect(kinds == ["gradient", "shadow", "rect"])
    }
}
