/// Something a screen reader should hear about (UIKit's
/// `UIAccessibility.Notification`), posted with
/// `Window.postAccessibilityNotification(_:)` and delivered to
/// `Window.observeAccessibilityNotifications(_:)`.
///
/// The app posts `.screenChanged`, `.layoutChanged` and `.announcement`;
/// the framework posts the others itself: focus moves, control values,
/// text edits, selection and changes of an element's children.
public enum AccessibilityNotification {
    /// Most of the window changed (a new screen): read it from the top.
    case screenChanged
    /// Some elements appeared, went or moved.
    case layoutChanged
    /// Text to speak now, not tied to an element.
    case announcement(String)
    /// The element's value changed (a slider moved, a switch toggled).
    case valueChanged(View)
    /// Focus moved to the element.
    case focusChanged(View)
    /// The element's text changed (typed, pasted, set).
    case textChanged(View)
    /// The selection within the element changed (a segment or list item chosen, a text selection moved).
    case selectionChanged(View)
    /// The element's accessibility children changed (views added or removed under it).
    case childrenChanged(View)
    /// What the element is called changed: its `accessibilityLabel` was
    /// set, or the text it shows (a label's text, a button's title) changed.
    /// The view may be inside the element that is read (a button's title
    /// label); an AT-SPI bridge sends `object:property-change:accessible-name`.
    case labelChanged(View)
}

/// Accessibility state a window keeps once something observes its
/// notifications: the observers and the focus subscription that turns focus
/// moves into `.focusChanged`.
@MainActor
final class AccessibilityState {
    /// The notification observers.
    var observers = ObserverList<AccessibilityNotification>()
    /// The window's focus observation, posting `.focusChanged`.
    var focusToken: ObservationToken?
}

extension Window {
    /// Calls `handler` with every accessibility notification posted in this
    /// window, by the app or by the framework, after the change that caused
    /// it is complete (the delivery rules of the other observers). An
    /// AT-SPI bridge subscribes here.
    /// - Returns: a token; cancel or release it to stop the callbacks.
    public func observeAccessibilityNotifications(_ handler: @escaping (AccessibilityNotification) -> Void)
        -> ObservationToken
    {
        let state = accessibilityState ?? AccessibilityState()
        accessibilityState = state
        if state.focusToken == nil {
            state.focusToken = observeFocus { [weak self] context in
                if let view = context.nextFocusedView { self?.postAccessibilityNotification(.focusChanged(view)) }
            }
        }
        return state.observers.add(handler)
    }

    /// Posts `notification` to the window's accessibility observers
    /// (UIKit's `UIAccessibility.post(notification:argument:)`); costs
    /// nothing when none is registered.
    public func postAccessibilityNotification(_ notification: AccessibilityNotification) {
        guard let state = accessibilityState, !state.observers.isEmpty else { return }
        let observers = state.observers
        ObserverQueue.post { observers.notify(notification) }
    }
}

extension View {
    /// Posts `notification` to this view's window when it has accessibility
    /// observers; `make` runs only then.
    func postAccessibilityChange(_ make: @autoclosure () -> AccessibilityNotification) {
        guard let window = storedWindow, let state = window.accessibilityState, !state.observers.isEmpty else { return }
        window.postAccessibilityNotification(make())
    }

    /// The view's subviews changed: its accessibility node (itself or the
    /// nearest ancestor in the tree) hears `.childrenChanged`.
    func accessibilitySubviewsDidChange() {
        guard let window = storedWindow, let state = window.accessibilityState, !state.observers.isEmpty else { return }
        window.postAccessibilityNotification(.childrenChanged(accessibilityNode))
    }
}
