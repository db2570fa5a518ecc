import Testing
@testable import Strata

@MainActor
@Suite("Group opacity")
struct GroupOpacityTests {
    func rect(_ r: Rect, _ fill: Color?, opacity: Double = 1) -> DisplayCommand {
        .rect(RectCommand(rect: r, fill: fill, opacity: opacity))
    }

    @Test func aTranslucentViewWithSubviewsIsOneLayer() {
        let window = Window(size: Size(width: 100, height: 100))
        let panel = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        panel.backgroundColor = .white
        panel.alpha = 0.5
        let a = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        a.backgroundColor = .red
        let b = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        b.backgroundColor = .blue
        b.alpha = 0.8
        window.rootView.addSubview(panel)
        panel.addSubview(a)
        panel.addSubview(b)
        // Inside the layer the opacities are the views' own; b is a leaf,
        // so its alpha goes into its command.
        #expect(window.displayList().commands == [
            .beginLayer(opacity: 0.5),
            rect(Rect(x: 0, y: 0, width: 50, height: 50), .white),
            rect(Rect(x: 0, y: 0, width: 20, height: 20), .red),
            rect(Rect(x: 10, y: 10, width: 20, height: 20), .blue, opacity: 0.8),
            .endLayer,
        ])
    }

    @Test func layersNestAndAnOpaqueOrLeafViewHasNone() {
        let window = Window(size: Size(width: 100, height: 100))
        let outer = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        outer.alpha = 0.5
        let inner = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        inner.alpha = 0.5
        inner.backgroundColor = .green
        let leaf = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        leaf.backgroundColor = .red
        let sibling = View(frame: Rect(x: 30, y: 30, width: 5, height: 5))
        sibling.backgroundColor = .blue
        window.rootView.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)
        outer.addSubview(sibling)
        #expect(window.displayList().commands == [
            .beginLayer(opacity: 0.5),
            .beginLayer(opacity: 0.5),
            rect(Rect(x: 0, y: 0, width: 20, height: 20), .green),
            rect(Rect(x: 0, y: 0, width: 5, height: 5), .red),
            .endLayer,
            rect(Rect(x: 30, y: 30, width: 5, height: 5), .blue),
            .endLayer,
        ])
    }

    @Test func aLayerHoldingOneDrawingIsThatDrawingFaded() {
        let window = Window(size: Size(width: 100, height: 100))
        let panel = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        panel.alpha = 0.4
        let label = Label(text: "Hi")
        label.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        panel.addSubview(label)
        let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        panel.addSubview(hidden)
        window.rootView.addSubview(panel)
        let commands = window.displayList().commands
        #expect(commands.count == 1)
        if case .text(let run) = commands.first { #expect(run.opacity == 0.4) } else { Issue.record("\(commands)") }
    }

    @Test func aFadingPanelIsALayerOnlyWhileTranslucent() {
        let (window, clock) = manualClockWindow()
        let panel = makeView("panel", Rect(x: 0, y: 0, width: 50, height: 50))
        panel.backgroundColor = .white
        let child = makeView("child", Rect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        panel.addSubview(child)
        window.rootView.addSubview(panel)
        window.layoutIfNeeded()
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) { panel.alpha = 0 }
        clock.advance(to: 0.25)
        #expect(window.displayList().commands.first == .beginLayer(opacity: 0.75))
        clock.advance(to: 1)
        #expect(window.displayList().commands.isEmpty)
    }
}
