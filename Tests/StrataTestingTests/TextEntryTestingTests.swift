import Strata
import StrataTesting
import Testing

/// Typing into text fields from a test, as a person would, and what the
/// accessibility tree says about them.
@MainActor
@Suite struct TextEntryTestingTests {
    func form() -> (Window, TextField, TextField) {
        let window = Window(size: Size(width: 320, height: 200))
        window.timeline = Timeline(clock: ManualClock())
        let name = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        name.placeholder = "Name"
        let password = TextField(frame: Rect(x: 10, y: 50, width: 200, height: 30))
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        window.rootView.addSubview(name)
        window.rootView.addSubview(password)
        window.layoutIfNeeded()
        return (window, name, password)
    }

    @Test func typeFindsTheFieldTapsItAndTypes() throws {
        let (window, name, password) = form()
        let field = try #require(window.find(.textField(placeholder: "Name")))
        #expect(field === name)
        window.type("Ada L", into: field)
        #expect(name.text == "Ada L")
        #expect(name.isEditing)
        window.type("pw", into: try #require(window.find(.textField(placeholder: "Password"))))
        #expect(password.text == "pw")
        #expect(!name.isEditing)
        // The caret blinks, yet nothing is left to settle.
        window.waitForAnimations(timeout: 1)
        #expect(!window.timeline.isIdle)
        #expect(window.timeline.isSettled)
    }

    @Test func theAccessibilityTreeReadsPlaceholdersAndValues() {
        let (window, name, password) = form()
        window.type("Bo", into: name)
        window.type("secret", into: password)
        #expect(name.accessibilityLabel == "Name")
        #expect(name.accessibilityValue == "Bo")
        #expect(password.accessibilityValue == String(repeating: "\u{2022}", count: 6))
        #expect(window.accessibilityElements().map { $0.accessibilityLabel } == ["Name", "Password"])
        name.resignFirstResponder()
        password.resignFirstResponder()
        #expect(name.accessibilityActivate())
        #expect(name.isEditing)
    }
}
