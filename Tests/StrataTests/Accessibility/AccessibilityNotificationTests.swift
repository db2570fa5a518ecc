import Strata
import Testing

/// Notifications: posted by the app, and by the framework for focus, values,
/// text, selection and children.
@MainActor
@Suite("Accessibility: notifications")
struct AccessibilityNotificationTests {
    /// One line per notification: its kind and the view's identifier.
    private func describe(_ n: AccessibilityNotification) -> String {
        switch n {
        case .screenChanged: "screen"
        case .layoutChanged: "layout"
        case .announcement(let text): "announce \(text)"
        case .valueChanged(let v): "value \(v.identifier ?? "?")"
        case .focusChanged(let v): "focus \(v.identifier ?? "?")"
        case .textChanged(let v): "text \(v.identifier ?? "?")"
        case .selectionChanged(let v): "selection \(v.identifier ?? "?")"
        case .childrenChanged(let v): "children \(v.identifier ?? "?")"
        case .labelChanged(let v): "label \(v.identifier ?? "?")"
        }
    }

    @Test func appAndFrameworkNotificationsInOrder() {
        let window = Window(size: Size(width: 400, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        let a = Button(title: "A"), b = Button(title: "B")
        let slider = Slider(), toggle = Switch(), segments = SegmentedControl(items: ["x", "y"])
        for (i, (view, id)) in [(a, "a"), (b, "b"), (slider, "slider"), (toggle, "switch"), (segments, "segments")].enumerated() {
            view.identifier = id
            view.frame = Rect(x: 0, y: Double(i) * 50, width: 200, height: 40)
            window.rootView.addSubview(view)
        }
        window.layoutIfNeeded()
        window.postAccessibilityNotification(.announcement("unheard"))   // nobody listens yet: dropped
        var log: [String] = []
        let token = window.observeAccessibilityNotifications { log.append(describe($0)) }
        window.postAccessibilityNotification(.screenChanged)
        window.postAccessibilityNotification(.announcement("Saved"))
        #expect(window.keyDown(.tab))
        #expect(window.keyDown(.tab))
        slider.accessibilityIncrement()
        toggle.accessibilityActivate()
        segments.selectedSegmentIndex = 1
        segments.selectedSegmentIndex = 1                              // unchanged: nothing
        let extra = Label(text: "new")
        window.rootView.addSubview(extra)
        window.postAccessibilityNotification(.layoutChanged)
        #expect(log == [
            "screen", "announce Saved", "focus a", "focus b", "value slider", "value switch", "selection segments",
            "children root", "layout",
        ])
        token.cancel()
        window.postAccessibilityNotification(.screenChanged)
        #expect(log.count == 9)
    }

    @Test func typingPostsTextAndSelectionOfTheField() {
        let window = Window(size: Size(width: 400, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        let field = TextField()
        field.identifier = "field"
        field.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 200, height: 100))
        scroll.identifier = "scroll"
        let inner = View()                                           // not a node: changes go to the scroll view
        scroll.addSubview(inner)
        window.rootView.addSubview(field)
        window.rootView.addSubview(scroll)
        var log: [String] = []
        let token = window.observeAccessibilityNotifications { log.append(describe($0)) }
        #expect(field.becomeFirstResponder())
        log.removeAll()
        #expect(window.insertText("hi"))
        inner.addSubview(Label(text: "row"))
        #expect(log == ["text field", "selection field", "children scroll"])
        _ = token
    }
}
