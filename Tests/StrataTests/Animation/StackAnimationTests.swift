import Testing
@testable import Strata

/// The animation examples of `Examples/` with a real `StackView`.
@MainActor
@Suite("Stack animations")
struct StackAnimationTests {
    /// `animate-hide-linear.json`: a row (spacing 4) of three 40×40 views
    /// pinned to the root's leading and top edges.
    private func row() -> (Window, ManualClock, StackView, [View]) {
        let (window, clock) = manualClockWindow()
        let views = ["a", "b", "c"].map { id -> View in
            let v = makeView(id)
            v.customIntrinsicContentSize = Size(width: 40, height: 40)
            v.setContentHuggingPriority(LayoutPriority(750), for: .horizontal)
            v.setContentHuggingPriority(LayoutPriority(750), for: .vertical)
            return v
        }
        let row = StackView(arrangedSubviews: views)
        row.identifier = "row"
        row.spacing = 4
        row.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            row.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, clock, row, views)
    }

    @Test func hidingTheFirstViewMatchesTheExpectedFrames() {
        let (window, clock, _, views) = row()
        let (a, b, c) = (views[0], views[1], views[2])
        #expect(frames(views) == [[0, 0, 40, 40], [44, 0, 40, 40], [88, 0, 40, 40]])
        View.animate(withDuration: 0.4, curve: .linear) { a.isHidden = true }
        // Expected frames at 10 fps: t = 0, 0.2, 0.4 (and the frames between).
        let expected: [(t: Double, b: Double, c: Double, hidden: Bool)] = [
            (0, 44, 88, false), (0.1, 33, 77, false), (0.2, 22, 66, false), (0.3, 11, 55, false), (0.4, 0, 44, true),
        ]
        for (i, step) in expected.enumerated() {
            if i > 0 { clock.advance(frames: 1, framesPerSecond: 10) }
            #expect(abs(b.presentationFrame.minX - step.b) < 1e-9, "t = \(step.t)")
            #expect(abs(c.presentationFrame.minX - step.c) < 1e-9, "t = \(step.t)")
            #expect(b.presentationFrame.size == Size(width: 40, height: 40))
            #expect(a.presentationIsHidden == step.hidden, "t = \(step.t)")
        }
        #expect(window.timeline.isIdle && !a.isAnimating)
    }

    @Test func showingAgainMidwayCancelsTheHideWithoutAJump() {
        let (window, clock, _, views) = row()
        let (a, b) = (views[0], views[1])
        View.animate(withDuration: 0.4, curve: .linear) { a.isHidden = true }
        clock.advance(to: 0.2)
        View.animate(withDuration: 0.4, curve: .linear) { a.isHidden = false }
        #expect(abs(b.presentationFrame.minX - 22) < 1e-9 && !a.presentationIsHidden)
        clock.advance(to: 0.6)
        #expect(b.presentationFrame.minX == 44 && !a.presentationIsHidden && a.presentationFrame.width == 40)
        #expect(window.timeline.isIdle)
    }

    @Test func changingSpacingAnimates() {
        let (window, clock, row, views) = row()
        View.animate(withDuration: 1, curve: .linear) { row.spacing = 14 }
        clock.advance(to: 0.5)
        #expect(abs(views[2].presentationFrame.minX - 98) < 1e-9)
        #expect(abs(row.presentationFrame.width - 138) < 1e-9)
        clock.advance(to: 1)
        #expect(views[2].presentationFrame.minX == 108 && window.timeline.isIdle)
    }
}

@MainActor
@Suite("Drawing animations")
struct AnimationDrawingTests {
    @Test func aViewBeingHiddenIsDrawnUntilTheEndAtItsPresentationFrame() {
        let (window, clock) = manualClockWindow(size: Size(width: 200, height: 100))
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.rootView.addSubview(v)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1),
                             options: .fadesHiddenViews) {
            v.isHidden = true
            v.frame.size.width = 0
        }
        clock.advance(to: 0.5)
        let list = window.displayList(frameOf: { $0.presentationFrame })
        #expect(list.commands.count == 1)
        if case .rect(let r)? = list.commands.first {
            #expect(r.rect == Rect(x: 0, y: 0, width: 20, height: 40) && abs(r.opacity - 0.5) < 1e-9)
        }
        clock.advance(to: 1)
        #expect(window.displayList(frameOf: { $0.presentationFrame }).commands.isEmpty)
    }

    @Test func theDefaultDisplayListShowsPresentationFramesAndModelFramesOnRequest() {
        let (window, clock) = manualClockWindow(size: Size(width: 200, height: 100))
        let v = makeView("v", Rect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.rootView.addSubview(v)
        ViewAnimator.animate(in: window, timing: TimingParameters(curve: .linear, duration: 1)) {
            v.frame.origin.x = 100
        }
        clock.advance(to: 0.25)
        func rects(_ list: DisplayList) -> [Rect] {
            list.commands.compactMap { if case .rect(let r) = $0 { r.rect } else { nil } }
        }
        #expect(rects(window.displayList()) == [Rect(x: 25, y: 0, width: 40, height: 40)])
        #expect(rects(window.displayList(frameOf: { $0.frame })) == [Rect(x: 100, y: 0, width: 40, height: 40)])
        clock.advance(to: 1)
        #expect(rects(window.displayList()) == [Rect(x: 100, y: 0, width: 40, height: 40)])
    }
}
