import Testing
import Strata

/// The host of Docs/Embedding.md, verbatim.
@MainActor
private final class HUD {
    let window = Window(size: Size(width: 1280, height: 720))
    let clock = ManualClock()
    let bar = StackView()

    init() {
        window.timeline = Timeline(clock: clock)
        bar.spacing = 8
        bar.frame = Rect(x: 20, y: 20, width: 400, height: 60)
        for i in 0..<3 {
            let button = Button(title: "Item \(i)")
            button.identifier = "button\(i)"
            button.addAction(Action { [unowned self] action in       // a tap hides the button, animated
                guard let sender = action.sender else { return }
                ViewAnimator.animate(in: self.window, timing: TimingParameters(curve: .easeInOut, duration: 0.3)) {
                    sender.isHidden = true
                }
            }, for: .primaryActionTriggered)
            bar.addArrangedSubview(button)
        }
        bar.distribution = .fillEqually
        window.rootView.addSubview(bar)
    }

    func mouseDown(at point: Point) -> Bool { window.touchDown(at: point) }
    func mouseUp(at point: Point) -> Bool { window.touchUp(at: point) }

    func frame(time: Double, draw: (DisplayCommand) -> Void) {
        window.layoutIfNeeded()
        clock.advance(to: time)
        for command in window.displayList().commands { draw(command) }
    }
}

@MainActor
@Suite("Docs/Embedding.md: the host loop")
struct EmbeddingGuideTests {
    /// The filled rectangles of one frame.
    private func rects(_ hud: HUD, at time: Double) -> [Rect] {
        var out: [Rect] = []
        hud.frame(time: time) { if case .rect(let r) = $0 { out.append(r.rect) } }
        return out
    }

    @Test func aClickHidesTheButtonOverThreeTenthsOfASecond() {
        let hud = HUD()
        // (400 − 2·8) / 3 = 128 per button.
        #expect(rects(hud, at: 0) == [Rect(x: 20, y: 20, width: 128, height: 60),
                                      Rect(x: 156, y: 20, width: 128, height: 60),
                                      Rect(x: 292, y: 20, width: 128, height: 60)])
        #expect(hud.mouseDown(at: Point(x: 200, y: 50)))   // the middle button
        #expect(hud.mouseUp(at: Point(x: 200, y: 50)))
        let middle = rects(hud, at: 0.15)
        #expect(middle.count == 3)            // still drawn while it collapses
        // Half way (easeInOut is symmetric): the buttons are between 128
        // and (400 − 8) / 2 = 196 wide.
        #expect(abs(middle[0].width - 162) < 1e-6)
        #expect(rects(hud, at: 0.3) == [Rect(x: 20, y: 20, width: 196, height: 60),
                                        Rect(x: 224, y: 20, width: 196, height: 60)])
    }

    @Test func clicksOutsideTheBarDoNothing() {
        let hud = HUD()
        #expect(!hud.mouseDown(at: Point(x: 700, y: 500)))   // the game's
        #expect(!hud.mouseUp(at: Point(x: 700, y: 500)))
        #expect(rects(hud, at: 1).count == 3)
        #expect(hud.window.timeline.isIdle)
    }
}
