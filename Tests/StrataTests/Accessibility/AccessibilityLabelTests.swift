import Strata
import Testing

/// Names: `.labelChanged` when what an element is called changes, and
/// `accessibilityLabelledBy`.
@MainActor
@Suite("Accessibility: labels and their changes")
struct AccessibilityLabelTests {
    @Test func nameAndValueChangesArePostedOnce() {
        let window = Window(size: Size(width: 400, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        let title = Label(text: "Idle"), play = Button(title: "Play"), field = TextField()
        for (i, (view, id)) in [(title, "title"), (play, "play"), (field, "field")].enumerated() {
            view.identifier = id
            view.frame = Rect(x: 0, y: Double(i) * 50, width: 200, height: 40)
            window.rootView.addSubview(view)
        }
        play.titleLabel.identifier = "playTitle"
        window.layoutIfNeeded()
        var log: [String] = []
        let token = window.observeAccessibilityNotifications { notification in
            switch notification {
            case .labelChanged(let v): log.append("label \(v.identifier ?? "?") \(v.accessibilityLabel ?? "nil")")
            case .valueChanged(let v): log.append("value \(v.identifier ?? "?") \(v.accessibilityValue ?? "nil")")
            default: break
            }
        }
        title.text = "Ready"
        title.text = "Ready"                         // unchanged: nothing
        play.setTitle("Pause")                       // the title label changed; the button is read by it
        field.accessibilityLabel = "Search"
        field.accessibilityLabel = "Search"          // unchanged: nothing
        field.accessibilityValue = "12 results"
        field.accessibilityLabelledBy = title        // its own label still wins
        field.accessibilityLabel = nil
        #expect(log == [
            "label title Ready", "label playTitle Pause", "label field Search", "value field 12 results",
            "label field Search", "label field Ready",
        ])
        #expect(play.accessibilityLabel == "Pause")
        token.cancel()
    }

    /// A view without a label of its own is called by the view that labels
    /// it, one step only (never through that view's own labeller).
    @Test(arguments: [
        (own: nil as String?, namer: "Email" as String?, expected: "Email" as String?),
        (own: "Work address", namer: "Email", expected: "Work address"),
        (own: nil, namer: nil, expected: nil),
    ])
    func labelledByNamesAView(own: String?, namer: String?, expected: String?) {
        let caption = Label(text: namer ?? "")
        let field = TextField()
        if let own { field.accessibilityLabel = own }
        field.accessibilityLabelledBy = caption
        #expect(field.accessibilityLabel == expected)
        #expect(field.accessibilityLabelledBy === caption)
        let loop = Label(text: "")
        loop.accessibilityLabelledBy = field
        field.accessibilityLabelledBy = loop         // a cycle reads one step, never loops
        #expect(loop.accessibilityLabel == own)
    }
}
