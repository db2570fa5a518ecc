import Strata
import Testing

/// The accessibility tree: UIKit's defaults for labels and controls,
/// settable properties, activation, and reading order.
@MainActor
@Suite("Accessibility: defaults, overrides, activation, reading order")
struct AccessibilityTests {
    /// A window with `views` placed at their frames.
    private func window(_ views: [(View, Rect)], rightToLeft: Bool = false) -> Window {
        let window = Window(size: Size(width: 400, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        if rightToLeft { window.layoutDirection = .rightToLeft }
        for (view, frame) in views {
            view.frame = frame
            window.rootView.addSubview(view)
        }
        window.layoutIfNeeded()
        return window
    }

    @Test func defaultsFollowUIKit() {
        let label = Label(text: "Score")
        let empty = Label()
        let button = Button(title: "Play")
        let toggle = Switch()
        let slider = Slider()
        slider.value = 0.255
        let plain = View()
        let rows: [(View, Bool, String?, String?, AccessibilityTraits)] = [
            (label, true, "Score", nil, .staticText),
            (empty, false, nil, nil, .staticText),
            (button, true, "Play", nil, .button),
            (toggle, true, nil, "0", .button),
            (slider, true, nil, "26%", .adjustable),
            (plain, false, nil, nil, []),
        ]
        for (view, element, label, value, traits) in rows {
            #expect(view.isAccessibilityElement == element, "\(type(of: view))")
            #expect(view.accessibilityLabel == label, "\(type(of: view))")
            #expect(view.accessibilityValue == value, "\(type(of: view))")
            #expect(view.accessibilityTraits == traits, "\(type(of: view))")
            #expect(view.accessibilityHint == nil)
        }
        toggle.setOn(true, animated: false)
        #expect(toggle.accessibilityValue == "1")
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(button.accessibilityTraits.description == "button, selected, notEnabled")
    }

    @Test func settingOverridesAndNilRestoresTheDefault() {
        let button = Button(title: "Play")
        button.accessibilityLabel = "Start the game"
        button.accessibilityValue = "paused"
        button.accessibilityHint = "Plays from the start"
        button.accessibilityTraits = [.button, .header]
        #expect(button.accessibilityLabel == "Start the game" && button.accessibilityValue == "paused")
        #expect(button.accessibilityHint == "Plays from the start" && button.accessibilityTraits == [.button, .header])
        button.accessibilityLabel = nil
        button.accessibilityValue = nil
        #expect(button.accessibilityLabel == "Play" && button.accessibilityValue == nil)
        let plain = View()
        plain.isAccessibilityElement = true
        plain.accessibilityTraits = .image
        #expect(plain.isAccessibilityElement && plain.accessibilityTraits == .image)
        button.isAccessibilityElement = false
        #expect(!button.isAccessibilityElement)
    }

    @Test func activationSendsTheControlsAction() {
        var presses = 0
        let button = Button(title: "Play") { presses += 1 }
        let toggle = Switch()
        var toggles = 0
        toggle.addAction(Action { _ in toggles += 1 }, for: .valueChanged)
        let segments = SegmentedControl(items: ["One", "Two", "Three"])
        var changes = 0
        segments.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let w = window([(button, Rect(x: 0, y: 0, width: 80, height: 30)), (toggle, Rect(x: 0, y: 40, width: 51, height: 31)),
                        (segments, Rect(x: 0, y: 80, width: 300, height: 32))])
        #expect(button.accessibilityActivate() && presses == 1)
        #expect(toggle.accessibilityActivate() && toggles == 1 && toggle.accessibilityValue == "1")
        let elements = w.accessibilityElements()
        let segmentElements = elements.filter { ["One", "Two", "Three"].contains($0.accessibilityLabel ?? "") }
        #expect(segmentElements.map(\.accessibilityTraits) == [.button, .button, .button])
        #expect(segmentElements[1].accessibilityActivate() && segments.selectedSegmentIndex == 1 && changes == 1)
        #expect(segmentElements.map(\.accessibilityTraits) == [.button, [.button, .selected], .button])
        #expect(!segments.isAccessibilityElement)
        button.isEnabled = false
        #expect(!button.accessibilityActivate() && presses == 1)
        #expect(!Label(text: "x").accessibilityActivate())
    }

    /// Rows top to bottom, each in the layout direction; an element hides
    /// its subviews (the button's title label); hidden views are left out.
    @Test(arguments: [false, true])
    func readingOrder(rightToLeft: Bool) {
        let title = Label(text: "Title")
        let left = Button(title: "Left")
        let right = Button(title: "Right")
        let lower = Label(text: "Lower")          // top within the row's extent: joins it
        let below = Label(text: "Below")
        let hidden = Label(text: "Hidden")
        hidden.isHidden = true
        let w = window([(title, Rect(x: 100, y: 0, width: 200, height: 30)),
                        (right, Rect(x: 300, y: 50, width: 80, height: 40)),
                        (left, Rect(x: 0, y: 50, width: 80, height: 40)),
                        (lower, Rect(x: 150, y: 60, width: 80, height: 40)),
                        (below, Rect(x: 0, y: 200, width: 80, height: 20)),
                        (hidden, Rect(x: 0, y: 250, width: 80, height: 20))], rightToLeft: rightToLeft)
        let labels = w.accessibilityElements().map { $0.accessibilityLabel ?? "?" }
        #expect(labels == (rightToLeft ? ["Title", "Right", "Lower", "Left", "Below"]
                                       : ["Title", "Left", "Lower", "Right", "Below"]))
        #expect(left.accessibilityFrame == Rect(x: 0, y: 50, width: 80, height: 40))
    }

    /// Rows whose edges meet only through rounding stay separate rows:
    /// 20.4-point rows put row 6's top at 122.39999999999999, a hair
    /// above row 5's bottom (122.4); they used to merge, reading row 6's
    /// left cell before row 5's right one.
    @Test func rowsMeetingThroughRoundingStaySeparate() {
        var items: [(View, Rect)] = []
        for row in 0..<8 {
            for column in [1, 0] {    // the right cell first in tree order
                let label = Label(text: "\(row)\(column)")
                items.append((label, Rect(x: Double(column) * 100, y: Double(row) * 20.4, width: 80, height: 20.4)))
            }
        }
        let w = window(items)
        let labels = w.accessibilityElements().map { $0.accessibilityLabel ?? "?" }
        #expect(labels == (0..<8).flatMap { ["\($0)0", "\($0)1"] })
    }

    @Test func treeDescriptionIsOneElementALine() {
        let toggle = Switch()
        toggle.accessibilityLabel = "Sound"
        toggle.identifier = "sound"
        let w = window([(Label(text: "Settings"), Rect(x: 10, y: 10, width: 100, height: 20)),
                        (toggle, Rect(x: 10, y: 40, width: 51, height: 31))])
        #expect(w.accessibilityTreeDescription() == """
            Label "Settings" [staticText] (10, 10, 100, 20)
            Switch "Sound" [button] value="0" id=sound (10, 40, 51, 31)

            """)
    }
}
