import Glibc
import Strata
@testable import StrataAccessibilityBus
import StrataDBus
import Testing

/// `showing`, `accessible-name`, secure text and relations on the scripted
/// bus of `AtspiBridgeTests` (no desktop needed): the exact signals, in order.
@MainActor
@Suite("AT-SPI bridge: showing, names, secure text and relations on a scripted bus")
struct AtspiBridgeStateEventsTests {
    @Test func showingNamesAndBulletsReachTheBusInOrder() throws {
        let window = Window(size: Size(width: 300, height: 200))
        window.timeline = Timeline(clock: ManualClock())
        let button = Button(title: "A"), caption = Label(text: "Idle"), field = TextField(), secret = TextField()
        secret.isSecureTextEntry = true
        field.accessibilityLabelledBy = caption
        let rows: [(View, Rect)] = [
            (button, Rect(x: 10, y: 10, width: 80, height: 40)), (caption, Rect(x: 10, y: 60, width: 200, height: 24)),
            (field, Rect(x: 10, y: 90, width: 200, height: 30)), (secret, Rect(x: 10, y: 130, width: 200, height: 30)),
        ]
        for (view, frame) in rows {
            view.frame = frame
            window.rootView.addSubview(view)
        }
        window.layoutIfNeeded()
        let fixture = try ScriptedAtspiBus(window: window)
        let bridge = fixture.bridge
        for view in [button, field] { bridge.noteShowing(of: view, bridge.isShowing(view)) }   // as GetState does
        let (b, c, f, s) = (bridge.path(for: button), bridge.path(for: caption), bridge.path(for: field),
                            bridge.path(for: secret))
        #expect(try fixture.signals().isEmpty)
        button.isHidden = true
        caption.text = "Busy"
        button.isHidden = false
        button.frame = Rect(x: 400, y: 10, width: 81, height: 40)     // out of the window (a new size lays out)
        window.layoutIfNeeded()
        button.setTitle("B")
        _ = secret.becomeFirstResponder()
        _ = window.insertText("pw")
        let signals = try fixture.signals().filter { !$0.contains(" focused ") && !$0.contains("TextCaretMoved") }
        #expect(signals == [
            "\(b) StateChanged showing 0 0 int32(0)",
            "\(c) PropertyChange accessible-name 0 0 string(\"Busy\")",
            "\(f) PropertyChange accessible-name 0 0 string(\"Busy\")",
            "\(b) StateChanged showing 1 0 int32(0)",
            "\(b) StateChanged showing 0 0 int32(0)",
            "\(b) PropertyChange accessible-name 0 0 string(\"B\")",
            "\(s) TextChanged insert 0 2 string(\"••\")",
        ])
        #expect(bridge.text(of: secret) == "••")
        #expect(secret.text == "pw")
        // Relations: the field is labelled by the caption, which labels it.
        #expect(bridge.relations(of: field).map { "\($0.0) \($0.1.map { bridge.path(for: $0) })" } == ["labelledBy [\"\(c)\"]"])
        #expect(bridge.relations(of: caption).map { "\($0.0) \($0.1.map { bridge.path(for: $0) })" } == ["labelFor [\"\(f)\"]"])
        #expect(bridge.relations(of: button).isEmpty)
    }

    /// Text attributes as GTK names them, from a style.
    @Test(arguments: [
        (Color(red: 1, green: 0, blue: 0), 20.0, "65535,0,0", "20"),
        (Color(red: 0, green: 0.5, blue: 1), 13.5, "0,32768,65535", "13.5"),
    ])
    func textAttributesFollowGtkNames(color: Color, size: Double, fg: String, sizeText: String) {
        let style = AccessibilityTextStyle(font: .builtin(size: size), color: color)
        #expect(AccessibilityBus.textAttributes(style) == [
            "family-name": "builtin", "size": sizeText, "weight": "400", "style": "normal", "fg-color": fg,
        ])
    }
}
