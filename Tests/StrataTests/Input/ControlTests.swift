import Testing
@testable import Strata

/// Records the events a control sends, by name, in order.
@MainActor
final class EventLog {
    var names: [String] = []
    static let all: [(String, Control.Event)] = [
        ("down", .touchDown), ("repeat", .touchDownRepeat), ("dragInside", .touchDragInside),
        ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ("value", .valueChanged), ("primary", .primaryActionTriggered),
    ]
    init(_ control: Control) {
        for (name, event) in Self.all {
            control.addAction(Action(title: name) { [unowned self, unowned control] action in
                #expect(action.sender === control)
                self.names.append(name)
            }, for: event)
        }
    }
}

@MainActor
@Suite("Controls")
struct ControlTests {
    func windowWithButton() -> (Window, ManualClock, Button, EventLog) {
        let (window, clock) = manualClockWindow(size: Size(width: 400, height: 400))
        let button = Button(title: "OK")
        button.frame = Rect(x: 100, y: 100, width: 80, height: 40)
        window.rootView.addSubview(button)
        window.layoutIfNeeded()
        return (window, clock, button, EventLog(button))
    }

    @Test func aTapSendsUIKitsEventsAndTheHighlightFollowsTheTouch() {
        let (window, _, button, log) = windowWithButton()
        #expect(window.touchDown(at: Point(x: 110, y: 110)) == true)
        #expect(button.isHighlighted && button.isTracking && button.state == .highlighted)
        #expect(button.backgroundColor == button.backgroundColor(for: .highlighted))
        window.touchUp(at: Point(x: 110, y: 110))
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(button.backgroundColor == button.backgroundColor(for: .normal))
        #expect(log.names == ["down", "upInside", "primary"])
    }

    /// "Inside" reaches `Control.dragOutsideMargin` (70) points beyond the
    /// bounds: 69 points out is still inside, 71 is outside.
    @Test(arguments: [(69.0, "upInside"), (71.0, "upOutside")])
    func touchUpOutsidePastTheDragDistance(_ beyond: Double, _ last: String) {
        let (window, _, _, log) = windowWithButton()
        window.touchDown(at: Point(x: 150, y: 120))
        window.touchUp(at: Point(x: 180 + beyond, y: 120))
        #expect(log.names == (last == "upInside" ? ["down", "upInside", "primary"] : ["down", "upOutside"]))
    }

    @Test func draggingOutAndBackInSendsExitAndEnter() {
        let (window, _, button, log) = windowWithButton()
        window.touchDown(at: Point(x: 150, y: 120))
        window.touchMoved(to: Point(x: 160, y: 120))
        window.touchMoved(to: Point(x: 300, y: 120))
        #expect(!button.isHighlighted)
        window.touchMoved(to: Point(x: 170, y: 120))
        #expect(button.isHighlighted)
        window.touchUp(at: Point(x: 170, y: 120))
        #expect(log.names == ["down", "dragInside", "dragOutside", "exit", "dragInside", "enter", "upInside", "primary"])
    }

    @Test func aDisabledButtonSendsNothingAndPassesTheTouchOn() {
        let (window, _, button, log) = windowWithButton()
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.backgroundColor == button.backgroundColor(for: .disabled))
        #expect(window.touchDown(at: Point(x: 110, y: 110)) == false)
        window.touchUp(at: Point(x: 110, y: 110))
        #expect(log.names.isEmpty && !button.isHighlighted)
    }

    @Test func disablingWhileTrackingCancels() {
        let (window, _, button, log) = windowWithButton()
        window.touchDown(at: Point(x: 110, y: 110))
        button.isEnabled = false
        window.touchUp(at: Point(x: 110, y: 110))
        #expect(log.names == ["down", "cancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    /// A button inside a stack, hidden while pressed: the press is
    /// cancelled and the lift does nothing.
    @Test func aButtonInAStackHiddenWhilePressed() {
        let (window, _) = manualClockWindow(size: Size(width: 400, height: 400))
        let a = Button(title: "A"), b = Button(title: "B")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        let log = EventLog(b)
        let point = Point(x: b.frame.midX, y: 20)
        window.touchDown(at: point)
        b.isHidden = true
        window.layoutIfNeeded()
        window.touchUp(at: point)
        #expect(log.names == ["down", "cancel"])
        #expect(!b.isHighlighted && !b.isTracking && window.activeTouches.isEmpty)
    }

    @Test func aControlRemovedWhileTrackingIsCancelled() {
        let (window, _, button, log) = windowWithButton()
        window.touchDown(at: Point(x: 110, y: 110))
        button.removeFromSuperview()
        window.touchUp(at: Point(x: 110, y: 110))
        #expect(log.names == ["down", "cancel"])
        #expect(window.activeTouches.isEmpty)
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        let (window, clock, _, log) = windowWithButton()
        window.tap(at: Point(x: 110, y: 110))
        clock.advance(by: 0.1)
        window.tap(at: Point(x: 112, y: 110))
        #expect(log.names == ["down", "upInside", "primary", "down", "repeat", "upInside", "primary"])
    }

    @Test func buttonTitleInsetsAndIntrinsicSize() {
        let button = Button(title: "Hello")
        let title = button.titleLabel.intrinsicContentSize
        #expect(button.intrinsicContentSize == Size(width: title.width + 24, height: title.height + 12))
        button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.intrinsicContentSize == Size(width: title.width + 6, height: title.height + 4))
        button.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == Rect(x: 2 + (94 - title.width) / 2, y: 1 + (46 - title.height) / 2,
                                                 width: title.width, height: title.height))
        button.setTitleColor(.black, for: .highlighted)
        #expect(button.titleColor(for: [.highlighted, .selected]) == .black)
        #expect(button.titleColor(for: .selected) == .white)
    }

    @Test func buttonTitleActionRunsOnTap() {
        let (window, _) = manualClockWindow(size: Size(width: 400, height: 400))
        var taps = 0
        let button = Button(title: "Go") { taps += 1 }
        button.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        window.rootView.addSubview(button)
        window.tap(at: Point(x: 10, y: 10))
        window.tap(at: Point(x: 300, y: 300))
        #expect(taps == 1)
        let action = button.actions[0].action
        button.removeAction(action, for: .primaryActionTriggered)
        window.tap(at: Point(x: 10, y: 10))
        #expect(taps == 1)
    }

    @Test func returnOrSpaceOnTheFirstResponderTriggersThePrimaryAction() {
        let (window, _, button, log) = windowWithButton()
        #expect(button.becomeFirstResponder())
        #expect(window.keyDown(.return) == true)
        #expect(window.keyDown(.space) == true)
        #expect(window.keyDown(.character("x")) == false)
        #expect(log.names == ["primary", "primary"])
    }

    @Test func switchTogglesAnimatedOnTap() {
        let (window, clock) = manualClockWindow(size: Size(width: 400, height: 400))
        let toggle = Switch()
        toggle.frame = Rect(x: 10, y: 10, width: 51, height: 31)
        window.rootView.addSubview(toggle)
        window.layoutIfNeeded()
        let log = EventLog(toggle)
        #expect(!toggle.isOn && toggle.thumb.frame == Rect(x: 2, y: 2, width: 27, height: 27))
        window.tap(at: Point(x: 30, y: 25))
        #expect(toggle.isOn)
        #expect(log.names == ["down", "upInside", "value", "primary"])
        #expect(toggle.thumb.frame == Rect(x: 22, y: 2, width: 27, height: 27))          // the model at once
        #expect(toggle.thumb.presentationFrame.origin.x < 22)                            // on screen, still sliding
        clock.advance(by: Switch.animationDuration)
        #expect(toggle.thumb.presentationFrame == Rect(x: 22, y: 2, width: 27, height: 27))
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn && toggle.thumb.frame.origin.x == 2)
        #expect(log.names.count == 4)                                                    // setOn sends nothing
    }

    @Test func sliderFollowsTheThumbAndSendsValueChanged() {
        let (window, _) = manualClockWindow(size: Size(width: 400, height: 400))
        let slider = Slider()
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.frame = Rect(x: 0, y: 0, width: 228, height: 28)   // 200 points of travel
        window.rootView.addSubview(slider)
        window.layoutIfNeeded()
        let log = EventLog(slider)
        window.drag(from: Point(x: 14, y: 14), to: Point(x: 114, y: 14), duration: 0.1, steps: 2)
        #expect(slider.value == 50)
        #expect(log.names.filter { $0 == "value" }.count == 2)
        window.layoutIfNeeded()
        #expect(slider.thumb.frame == Rect(x: 100, y: 0, width: 28, height: 28))
        window.drag(from: Point(x: 114, y: 14), to: Point(x: 390, y: 14), duration: 0.1, steps: 1)
        #expect(slider.value == 100)
        slider.isContinuous = false
        log.names.removeAll()
        window.drag(from: Point(x: 214, y: 14), to: Point(x: 64, y: 14), duration: 0.1, steps: 3)
        #expect(slider.value == 25)
        #expect(log.names.filter { $0 == "value" }.count == 1)
        slider.value = 1000
        #expect(slider.value == 100)
    }

    @Test func segmentedControlSelectsTheTappedSegment() {
        let (window, _) = manualClockWindow(size: Size(width: 400, height: 400))
        let control = SegmentedControl(items: ["One", "Two"])
        control.insertSegment(withTitle: "Three", at: 5)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Three")
        control.frame = Rect(x: 0, y: 0, width: 300, height: 32)
        window.rootView.addSubview(control)
        window.layoutIfNeeded()
        let log = EventLog(control)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        window.tap(at: Point(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.names == ["down", "value", "primary", "upInside"])   // the value changes as tracking ends
        window.tap(at: Point(x: 150, y: 16))                           // already selected: no change
        #expect(log.names.filter { $0 == "value" }.count == 1)
        control.insertSegment(withTitle: "Zero", at: 0)
        #expect(control.selectedSegmentIndex == 2)                     // the selection follows its segment
        #expect(control.segments[2].backgroundColor == .white && control.segments[0].backgroundColor == nil)
    }
}
