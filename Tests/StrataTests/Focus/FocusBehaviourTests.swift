import Testing
@testable import Strata

@MainActor
@Suite("Focus: guides, memory, announcements, keys, losing focus")
struct FocusBehaviourTests {
    /// An uneven layout: a column of two buttons on the left, one far
    /// button on the right whose top is above the column's bottom, so it is
    /// not below the column. Down from the column's last button finds
    /// nothing; a guide under the column sends focus to the far button.
    @Test(arguments: [false, true])
    func aFocusGuideBridgesAGap(withGuide: Bool) {
        var scene = FocusScene()
        scene.add("top", Rect(x: 0, y: 0, width: 100, height: 50))
        scene.add("second", Rect(x: 0, y: 70, width: 100, height: 50))
        scene.add("far", Rect(x: 600, y: 100, width: 100, height: 50))
        if withGuide {
            let guide = FocusGuide()
            scene.window.rootView.addLayoutGuide(guide)
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: scene.window.rootView.leadingAnchor),
                guide.topAnchor.constraint(equalTo: scene.window.rootView.topAnchor, constant: 300),
                guide.widthAnchor.constraint(equalToConstant: 100),
                guide.heightAnchor.constraint(equalToConstant: 50),
            ])
            guide.preferredFocusEnvironments = [scene.views["far"]!]
            scene.window.layoutIfNeeded()
        }
        scene.window.focus(scene.views["second"]!)
        #expect(scene.window.moveFocus(.down) == withGuide)
        #expect(scene.focused == (withGuide ? "far" : "second"))
    }

    @Test func aGuideThatLeadsBackToTheFocusedViewIsPassedOver() {
        var scene = FocusScene()
        scene.add("a", Rect(x: 0, y: 0, width: 100, height: 50))
        scene.add("b", Rect(x: 0, y: 300, width: 100, height: 50))
        let guide = FocusGuide()
        scene.window.rootView.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: scene.window.rootView.leadingAnchor),
            guide.topAnchor.constraint(equalTo: scene.window.rootView.topAnchor, constant: 100),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 50),
        ])
        guide.preferredFocusEnvironments = [scene.views["a"]!]
        scene.window.layoutIfNeeded()
        scene.window.focus(scene.views["a"]!)
        scene.window.moveFocus(.down)
        #expect(scene.focused == "b")
    }

    /// A row of three above a wide view: Up from the wide view goes to the
    /// geometric choice the first time, and back to the one that had focus
    /// when the row remembers.
    @Test(arguments: [true, false])
    func aContainerRemembersItsLastFocusedView(remembers: Bool) {
        var scene = FocusScene()
        let row = View(frame: Rect(x: 0, y: 0, width: 360, height: 50))
        row.remembersLastFocusedDescendant = remembers
        scene.window.rootView.addSubview(row)
        for i in 0..<3 { scene.add("r\(i)", Rect(x: Double(i) * 120, y: 0, width: 100, height: 50), to: row) }
        scene.add("wide", Rect(x: 0, y: 100, width: 360, height: 50))
        scene.window.focus(scene.views["r2"]!)
        scene.window.moveFocus(.down)
        #expect(scene.focused == "wide")
        scene.window.moveFocus(.up)
        #expect(scene.focused == (remembers ? "r2" : "r1"))   // r1 is centred over the wide view
        #expect(StackView().remembersLastFocusedDescendant)
        #expect(!View().remembersLastFocusedDescendant)
    }

    @Test func aChangeIsAnnouncedToBothChainsOnceAndAnimated() {
        final class Recorder: View {
            var log: [String] = []
            override func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {
                log.append("\(context.previouslyFocusedView?.identifier ?? "-")→\(context.nextFocusedView?.identifier ?? "-")")
                coordinator.addCoordinatedAnimations { self.alpha = context.nextFocusedView?.isDescendant(of: self) == true ? 1 : 0.5 }
            }
        }
        let scene = FocusScene()
        let left = Recorder(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let right = Recorder(frame: Rect(x: 300, y: 0, width: 200, height: 100))
        scene.window.rootView.addSubview(left)
        scene.window.rootView.addSubview(right)
        let a = Button(frame: Rect(x: 0, y: 0, width: 100, height: 50)); a.identifier = "a"
        let b = Button(frame: Rect(x: 0, y: 0, width: 100, height: 50)); b.identifier = "b"
        left.addSubview(a)
        right.addSubview(b)
        var observed: [String] = []
        let token = scene.window.observeFocus { observed.append("\($0.nextFocusedView?.identifier ?? "-") \(String(describing: $0.focusHeading))") }
        scene.window.focus(a)
        #expect(a.isFocused && a.state.contains(.focused) && a.borderWidth == 3)
        scene.clock.advance(by: 0.3)
        scene.window.moveFocus(.right)
        #expect(left.log == ["-→a", "a→b"])
        #expect(right.log == ["a→b"])                   // not in the first change's chains
        #expect(!a.isFocused && !a.state.contains(.focused) && a.borderWidth == 0)
        #expect(b.isFocused && b.state.contains(.focused))
        #expect(observed == ["a nil", "b Optional(Strata.FocusHeading.right)"])
        // The coordinated animation: 0.2 s, ease in and out.
        #expect(left.alpha == 0.5)
        #expect(left.presentationAlpha == 1)
        scene.clock.advance(by: 0.1)
        #expect(abs(left.presentationAlpha - (1 - 0.5 * TimingCurve.easeInOut.progress(at: 0.5))) < 1e-9)
        scene.clock.advance(by: 0.1)
        #expect(left.presentationAlpha == 0.5)
        _ = token
    }

    @Test func keysMoveFocusAndActivateTheFocusedControl() {
        let window = Window(size: Size(width: 400, height: 200))
        window.timeline = Timeline(clock: ManualClock())
        var log: [String] = []
        let a = Button(title: "A") { log.append("A") }
        a.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let b = Button(title: "B") { log.append("B") }
        b.frame = Rect(x: 200, y: 0, width: 100, height: 50)
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        #expect(window.keyDown(.right))                 // nothing focused: the first in reading order
        #expect(window.focusedView === a)
        #expect(window.keyDown(.right))
        #expect(window.focusedView === b)
        #expect(!window.keyDown(.right))                // nothing further right
        #expect(window.keyDown(.return))
        #expect(log == ["B"])
        #expect(window.keyDown(.tab.with(.shift)))
        #expect(window.focusedView === a)
        #expect(window.keyDown(.space))
        #expect(log == ["B", "A"])
        #expect(window.keyDown(.tab))
        #expect(window.focusedView === b)
    }

    /// Hiding, disabling or removing the focused view moves focus to the
    /// nearest focusable view of the same container, or to nothing.
    @Test(arguments: ["hide", "disable", "remove", "hideContainer"])
    func losingTheFocusedView(how: String) {
        var scene = FocusScene()
        let container = View(frame: Rect(x: 0, y: 0, width: 600, height: 100))
        scene.window.rootView.addSubview(container)
        let near = Button(frame: Rect(x: 120, y: 0, width: 100, height: 50)); near.identifier = "near"
        let far = Button(frame: Rect(x: 480, y: 0, width: 100, height: 50)); far.identifier = "far"
        let focused = Button(frame: Rect(x: 0, y: 0, width: 100, height: 50)); focused.identifier = "focused"
        container.addSubview(far)
        container.addSubview(near)
        container.addSubview(focused)
        scene.add("outside", Rect(x: 0, y: 60, width: 100, height: 50))     // nearer, but in another container
        scene.window.focus(focused)
        switch how {
        case "hide": focused.isHidden = true
        case "disable": focused.isEnabled = false
        case "remove": focused.removeFromSuperview()
        default: container.isHidden = true
        }
        #expect(scene.focused == (how == "hideContainer" ? "outside" : "near"))
        #expect(!focused.state.contains(.focused))
    }

    @Test func focusGoesToNothingWhenTheContainerHasNoOtherView() {
        var scene = FocusScene()
        let box = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scene.window.rootView.addSubview(box)
        scene.add("only", Rect(x: 0, y: 0, width: 100, height: 50), to: box)
        scene.window.focus(scene.views["only"]!)
        scene.views["only"]!.isHidden = true
        #expect(scene.window.focusedView == nil)
    }

    @Test func preferredFocusAndFocusUpdates() {
        final class Root: View {
            var preferred: [View] = []
            override var preferredFocusEnvironments: [View] { preferred }
        }
        let window = Window(size: Size(width: 400, height: 400))
        let root = Root(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.rootView.addSubview(root)
        let a = Button(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let b = Button(frame: Rect(x: 0, y: 100, width: 100, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        window.setNeedsFocusUpdate()
        window.updateFocusIfNeeded()
        #expect(window.focusedView === a)                // no preference: reading order
        // A container's preference is followed when focus lands on it.
        let container = View(frame: Rect(x: 200, y: 0, width: 100, height: 200))
        container.isFocusable = true
        root.addSubview(container)
        #expect(container.resolvedFocusTarget() === container)
        final class Pointing: View {
            weak var target: View?
            override var preferredFocusEnvironments: [View] { target.map { [$0] } ?? [] }
        }
        let pointing = Pointing()
        pointing.target = b
        #expect(pointing.resolvedFocusTarget() === b)
    }

    @Test func aFocusedViewInsideAScrollViewIsScrolledIntoView() {
        let window = Window(size: Size(width: 400, height: 400))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = Size(width: 200, height: 2000)
        window.rootView.addSubview(scroll)
        var rows: [Button] = []
        for i in 0..<20 {
            let b = Button(frame: Rect(x: 0, y: Double(i) * 100, width: 200, height: 80))
            scroll.addSubview(b)
            rows.append(b)
        }
        window.focus(rows[0])
        window.moveFocus(.down)
        window.moveFocus(.down)
        #expect(window.focusedView === rows[2])
        #expect(scroll.isScrollAnimating)
        clock.advance(by: 0.3)
        // Row 2 spans 200–280: the least scroll that shows it is 80.
        #expect(scroll.contentOffset == Point(x: 0, y: 80))
        let visible = scroll.bounds
        #expect(visible.minY <= rows[2].frame.minY && rows[2].frame.maxY <= visible.maxY)
    }
}
