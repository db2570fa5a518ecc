import Strata
import StrataTesting
import Testing

/// `find`, `findAll` and the actions, through the public API.
@MainActor
@Suite struct QueryAndActionTests {
    /// A title, a Play button, a sound switch, a hidden label and a box.
    @MainActor private final class Screen {
        let window = Window(size: Size(width: 320, height: 240))
        let title = Label(text: "Score")
        var presses = 0
        lazy var play = Button(title: "Play") { [unowned self] in self.presses += 1 }
        let sound = Switch()
        let secret = Label(text: "Secret")
        let box = View()

        init() {
            window.timeline = Timeline(clock: ManualClock())
            title.frame = Rect(x: 10, y: 10, width: 100, height: 20)
            play.frame = Rect(x: 10, y: 40, width: 100, height: 40)
            sound.frame = Rect(x: 10, y: 90, width: 51, height: 31)
            sound.accessibilityLabel = "Sound"
            secret.frame = Rect(x: 10, y: 130, width: 100, height: 20)
            secret.isHidden = true
            box.frame = Rect(x: 200, y: 10, width: 100, height: 100)
            box.identifier = "box"
            for v in [title, play, sound, secret, box] { window.rootView.addSubview(v) }
        }
    }

    @Test func queriesFindWhatAPersonSees() {
        let s = Screen()
        #expect(s.window.find(.button("Play")) === s.play)
        #expect(s.window.find(.button("Sound")) === s.sound)
        #expect(s.window.find(.label("Score")) === s.title)
        #expect(s.window.find(.label("Play")) === s.play.titleLabel)
        #expect(s.window.find(.text("Play")) === s.play)            // the element, not its title label
        #expect(s.window.find(.text("Score")) === s.title)
        #expect(s.window.find(.text("0")) === s.sound)              // the switch's value
        #expect(s.window.find(.identifier("box")) === s.box)
        #expect(s.window.find(.accessibilityLabel("Sound")) === s.sound)
        #expect(s.window.find(.type(Switch.self)) === s.sound)
        #expect(s.window.findAll(.type(Label.self)).map { ($0 as! Label).text } == ["Score", "Play"])  // hidden one left out
        #expect(s.window.findAll(.label("Secret")).isEmpty)
        #expect(ViewQuery.button("a \"b\"").description == ".button(\"a \\\"b\\\"\")")
        #expect(ViewQuery.type(Switch.self).description == ".type(Switch.self)")
    }

    @Test func findThatMatchesNothingFailsAndPrintsTheTree() {
        let s = Screen()
        withKnownIssue {
            #expect(s.window.find(.button("Stop"), line: 99) == nil)
        } matching: { issue in
            mentions(issue, "find(.button(\"Stop\")): no view matches. The views:\n<View id=root frame=(0, 0, 320, 240)")
                && mentions(issue, "The accessibility elements, in reading order:\nLabel \"Score\" [staticText] (10, 10, 100, 20)\n"
                            + "Button \"Play\" [button] (10, 40, 100, 40)\nSwitch \"Sound\" [button] value=\"0\" (10, 90, 51, 31)\n")
                && issue.sourceLocation?.line == 99
        }
    }

    @Test func tapPressesAButtonAndToggleASwitch() {
        let s = Screen()
        s.window.tap(s.window.find(.button("Play"))!)
        s.window.tap(s.sound)
        #expect(s.presses == 1)
        #expect(s.sound.isOn && s.sound.accessibilityValue == "1")
        #expect((s.window.timeline.clock as! ManualClock).now == 2 * Window.testTapDuration)
    }

    @Test func longPressFiresAfterHalfASecond() {
        let s = Screen()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        s.box.addGestureRecognizer(press)
        s.window.longPress(s.box, duration: 0.4)
        #expect(states.isEmpty)
        s.window.longPress(s.box)
        #expect(states == [.began, .ended])
    }

    @Test func dragMovesAPanByTheOffset() {
        let s = Screen()
        var translation = Point.zero
        let pan = PanGestureRecognizer { translation = ($0 as! PanGestureRecognizer).translation(in: nil) }
        s.box.addGestureRecognizer(pan)
        s.window.drag(s.box, by: Point(x: 60, y: -30))
        #expect(translation == Point(x: 60, y: -30))
    }

    @Test func scrollMovesTheScrollViewUnderTheView() {
        let window = Window(size: Size(width: 200, height: 200))
        window.timeline = Timeline(clock: ManualClock())
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = Size(width: 200, height: 1000)
        let row = Label(text: "Row")
        row.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        scroll.addSubview(row)
        window.rootView.addSubview(scroll)
        window.scroll(row, by: Point(x: 0, y: 120))
        #expect(scroll.contentOffset == Point(x: 0, y: 120))
    }

    @Test func pressMovesFocusAndActivates() {
        let s = Screen()
        s.window.press(.tab)
        #expect(s.window.focusedView === s.play)
        s.window.press(Key(.return))
        #expect(s.presses == 1)
    }

    @Test func advanceAndWaitForAnimations() {
        let s = Screen()
        View.animate(withDuration: 1, curve: .linear) { s.box.frame.origin.x = 100 }
        s.window.advance(by: 0.5)
        #expect(s.box.presentationFrame.minX == 150)
        s.window.waitForAnimations()
        #expect(s.window.timeline.isIdle && s.box.presentationFrame.minX == 100)
        #expect((s.window.timeline.clock as! ManualClock).now == 1)
    }

    @Test func waitForAnimationsFailsAfterItsTimeout() {
        let s = Screen()
        View.animate(withDuration: 20) { s.box.alpha = 0.5 }
        withKnownIssue {
            s.window.waitForAnimations(timeout: 1)
        } matching: { mentions($0, "waitForAnimations: 1 animation(s) still running after 1.0 s") }
        #expect((s.window.timeline.clock as! ManualClock).now == 1)
    }
}
