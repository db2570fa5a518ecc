/// Recognizes a gesture from the touches of a view and its subviews, with
/// UIKit's state machine (`UIGestureRecognizer`):
///
/// - discrete gestures (tap, swipe): `.possible` → `.recognized`, or `.failed`;
/// - continuous gestures (pan, long press): `.possible` → `.began` →
///   `.changed`… → `.ended`, or `.cancelled`, or `.failed`.
///
/// Handlers run on every state change except to `.possible` and `.failed`.
/// Subclasses receive touches through the `touches…` methods and move the
/// state by setting `state`; an impossible transition is a precondition
/// failure. See Docs/Input.md for how recognizers combine.
///
/// ```swift
/// let tap = TapGestureRecognizer { recognizer in print("tapped at", recognizer.location(in: nil)) }
/// view.addGestureRecognizer(tap)
/// ```
@MainActor
open class GestureRecognizer {
    /// The states of UIKit's gesture recognizer.
    public enum State: Sendable, Hashable {
        /// Not yet decided (the initial state).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed
        /// A discrete gesture was recognized.
        case recognized
    }

    /// The view it is attached to (`View.addGestureRecognizer(_:)`).
    public internal(set) weak var view: View?
    /// Whether it takes part; turning it off cancels a gesture in progress.
    public var isEnabled = true {
        didSet { if !isEnabled { stopTracking() } }
    }
    /// Whether recognizing cancels the touches in the view (it gets
    /// `touchesCancelled` and no more of those touches). Default `true`.
    public var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails
    /// (and is never sent if it recognizes). Default `false`.
    public var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer is
    /// still deciding after the touch lifted (a tap waiting for a second
    /// tap). Default `true`.
    public var delaysTouchesEnded = true
    /// Asked before the gesture begins or is recognized; `false` fails it.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Asked when this recognizer and another would exclude each other;
    /// `true` lets both recognize. Either side's answer suffices.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Asked for each new touch; `false` keeps the touch from this recognizer.
    public var shouldReceive: ((GestureRecognizer, Touch) -> Bool)?

    var storedState: State = .possible
    var handlers: [(GestureRecognizer) -> Void] = []
    /// The touches it sees that are still down, in the order they went down.
    var trackedTouches: [Touch] = []
    /// Whether it saw any touch since its last reset.
    var sawTouches = false
    /// The recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// The recognizers that wait for this one to fail.
    var dependents: [WeakRecognizer] = []
    /// The state it will take once its failure requirements fail.
    var pendingState: State?
    /// The running timer (tap interval, press duration), if any.
    var timerID: Int?
    /// The centroid of its touches when it last had some, in window coordinates.
    var lastCentroid = Point.zero
    /// Whether the window noted it during the current event.
    var isNoted = false
    /// Set to stop holding back the view's `touchesBegan` before this
    /// recognizer decides (a scroll view's content-touch delay); cleared
    /// when it returns to `.possible`.
    var releasesHeldTouches = false

    /// A recognizer with no handler (add some with `addHandler(_:)`).
    public init() {}

    /// A recognizer that calls `handler` on every state change.
    public init(handler: @escaping (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Adds a handler, called on every state change after the others.
    public func addHandler(_ handler: @escaping (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// The current state. Setting it is for subclasses: it runs UIKit's
    /// rules (failure requirements, `shouldBegin`, exclusion of other
    /// recognizers, cancelling the view's touches) and calls the handlers.
    public var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// Makes this recognizer wait until `other` fails: if `other`
    /// recognizes, this one fails.
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "GestureRecognizer.require(toFail:): a recognizer cannot wait for itself")
        failureRequirements.append(WeakRecognizer(other))
        other.dependents.append(WeakRecognizer(self))
    }

    /// The number of touches it is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of its touches in `view`'s coordinates (`nil`: the
    /// window's); after they lift, where they were last.
    public func location(in view: View?) -> Point {
        let p = trackedTouches.isEmpty ? lastCentroid : Self.centroid(trackedTouches)
        return view.map { $0.convert(p, from: nil) } ?? p
    }

    /// The location of its `index`th touch in `view`'s coordinates.
    /// - Precondition: `index < numberOfTouches`.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        precondition(index >= 0 && index < trackedTouches.count,
                     "GestureRecognizer.location(ofTouch:in:): index \(index) out of range (\(trackedTouches.count) touches)")
        return trackedTouches[index].location(in: view)
    }

    // MARK: Subclass points

    /// New touches. Subclasses call `super` (which does nothing).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches cancelled: by default a gesture in progress is cancelled and
    /// an undecided one fails.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        cancelOrFail()
    }
    /// Called when it returns to `.possible`: subclasses clear their state.
    open func reset() {}

    /// A check of the framework's own recognizers before they begin or
    /// recognize, after `shouldBegin`; `false` fails the gesture.
    func allowsBeginning() -> Bool { true }

    /// Runs `action` after `seconds` on the window's timeline (one timer at
    /// a time; a new one replaces the old). Without a window it fails.
    public func startTimer(after seconds: Double, _ action: @escaping (GestureRecognizer) -> Void) {
        cancelTimer()
        guard let window = view?.window else { return }
        timerID = window.input.scheduler.schedule(after: seconds, on: window.timeline, for: self, action)
    }

    /// Stops the running timer, if any.
    public func cancelTimer() {
        guard let id = timerID else { return }
        timerID = nil   // a timer that still fires finds another id and does nothing
        view?.window?.input.scheduler.cancel(id)
    }

    /// Ends the gesture: `.cancelled` if it began, `.failed` if undecided.
    public func cancelOrFail() {
        switch storedState {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// The mean of the touches' window locations.
    static func centroid(_ touches: [Touch]) -> Point {
        var x = 0.0, y = 0.0
        for t in touches { x += t.locationInWindow.x; y += t.locationInWindow.y }
        let n = Double(max(touches.count, 1))
        return Point(x: x / n, y: y / n)
    }
}

/// A weak reference to a recognizer (requirements never keep one alive).
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
