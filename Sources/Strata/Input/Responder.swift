/// An object in the responder chain: a `View` or its `Window`, as UIKit's
/// `UIResponder`. Events a responder does not handle go to `next`.
///
/// `View` implements every method by passing the event to `next`; override
/// them in a subclass to handle touches or keys (and call `super` to pass an
/// event on). `Window`, the last responder, records that nothing handled
/// the event, which is what `Window.touchDown(at:id:)` and `keyDown(_:)`
/// return.
@MainActor
public protocol Responder: AnyObject {
    /// The next responder: a view's superview, the root view's window, or
    /// nothing after the window.
    var next: (any Responder)? { get }
    /// One or more touches went down.
    func touchesBegan(_ touches: Set<Touch>, with event: Event)
    /// Touches moved.
    func touchesMoved(_ touches: Set<Touch>, with event: Event)
    /// Touches were lifted.
    func touchesEnded(_ touches: Set<Touch>, with event: Event)
    /// Touches were cancelled (a gesture recognizer took them, or the view
    /// was hidden, disabled or removed).
    func touchesCancelled(_ touches: Set<Touch>, with event: Event)
    /// Keys went down.
    func pressesBegan(_ presses: Set<Press>, with event: Event)
    /// Keys went up.
    func pressesEnded(_ presses: Set<Press>, with event: Event)
}

extension View: Responder {
    /// The superview, or the window for the root view (UIKit's rule,
    /// without view controllers).
    public var next: (any Responder)? {
        if let superview = storedSuperview { return superview }
        return storedWindow.flatMap { $0.rootView === self ? $0 : nil }
    }

    /// Whether this view is its window's first responder.
    public var isFirstResponder: Bool {
        storedWindow?.input.firstResponder === self
    }

    /// Makes this view the first responder, the first to receive keys.
    /// - Returns: `false` (and changes nothing) when the view cannot become
    ///   first responder or is not in a window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = storedWindow else { return false }
        if window.input.firstResponder === self { return true }
        if let current = window.input.firstResponder, !current.resignFirstResponder() { return false }
        window.input.firstResponder = self
        didBecomeFirstResponder()
        return true
    }

    /// Gives up first-responder status.
    /// - Returns: `false` when `canResignFirstResponder` refuses.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window = storedWindow, window.input.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.input.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    /// The default of every responder method: pass the event on.
    final func forward(_ event: Event, _ send: (any Responder) -> Void) {
        if let next { send(next) } else { event.reachedWindow = true }
    }
}

extension Window: Responder {
    /// Nothing: the window is the end of the chain.
    public var next: (any Responder)? { nil }
    /// Records that no view handled the touches.
    public func touchesBegan(_ touches: Set<Touch>, with event: Event) { event.reachedWindow = true }
    /// Records that no view handled the touches.
    public func touchesMoved(_ touches: Set<Touch>, with event: Event) { event.reachedWindow = true }
    /// Records that no view handled the touches.
    public func touchesEnded(_ touches: Set<Touch>, with event: Event) { event.reachedWindow = true }
    /// Records that no view handled the touches.
    public func touchesCancelled(_ touches: Set<Touch>, with event: Event) { event.reachedWindow = true }
    /// Records that no view handled the keys.
    public func pressesBegan(_ presses: Set<Press>, with event: Event) { event.reachedWindow = true }
    /// Records that no view handled the keys.
    public func pressesEnded(_ presses: Set<Press>, with event: Event) { event.reachedWindow = true }

    /// The view that receives keys first, if any (`View.becomeFirstResponder()`).
    public var firstResponder: View? { input.firstResponder }
}
