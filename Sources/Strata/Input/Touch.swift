/// One finger (or the mouse's primary button) on the window, from touch-down
/// to touch-up, as UIKit's `UITouch`.
///
/// A touch belongs to the view that was hit at touch-down for its whole
/// life, even when it moves outside that view.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Sendable, Hashable {
        /// It went down in this event.
        case began
        /// It moved in this event.
        case moved
        /// It did not move in this event (another touch did).
        case stationary
        /// It was lifted in this event.
        case ended
        /// The system (a gesture recognizer, a hidden or removed view)
        /// cancelled it.
        case cancelled
    }

    /// The host's identifier (`Window.touchDown(at:id:)`); 0 is the mouse.
    public let id: Int
    /// The phase in the current event.
    public internal(set) var phase: Phase = .began
    /// 1 for a single tap, 2 for the second tap of a double tap, and so on:
    /// taps within `Touch.multipleTapInterval` seconds and
    /// `Touch.multipleTapDistance` points of the previous one count up.
    public internal(set) var tapCount: Int
    /// The time of the last change, on the window's timeline clock.
    public internal(set) var timestamp: Double
    /// The view the touch began in.
    public internal(set) weak var view: View?
    /// The window the touch is in.
    public internal(set) weak var window: Window?
    /// The position in window coordinates.
    var locationInWindow: Point
    /// The position before the last move, in window coordinates.
    var previousLocationInWindow: Point
    /// The gesture recognizers that see this touch (chosen at touch-down).
    var gestureRecognizers: [GestureRecognizer] = []
    /// Whether the view still receives this touch's events (false once a
    /// recognizer cancelled it in the view, or the view became unavailable).
    var deliversToView = true
    /// Whether the view's `touchesBegan` has been delivered (it may be
    /// delayed by `delaysTouchesBegan`).
    var viewSawBegan = false
    /// Whether the touch's end is waiting for recognizers (`delaysTouchesEnded`).
    var endIsDelayed = false
    /// What `touchDown` returned for it: its moves and lift say the same.
    var wasHandled = false

    /// The longest time between two taps of a multiple tap, in seconds.
    public static let multipleTapInterval = 0.35
    /// The farthest two taps of a multiple tap may be apart, in points.
    public static let multipleTapDistance = 45.0

    init(id: Int, location: Point, timestamp: Double, tapCount: Int, view: View?, window: Window) {
        self.id = id
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
    }

    /// The touch's position in `view`'s coordinates (`nil`: the window's).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The position before the last move, in `view`'s coordinates (`nil`:
    /// the window's).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Identity.
    public nonisolated static func == (a: Touch, b: Touch) -> Bool { a === b }
    /// Identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key press delivered through the responder chain, as UIKit's `UIPress`.
@MainActor
public final class Press: Hashable {
    /// The key.
    public let key: Key
    /// `.began` on key-down, `.ended` on key-up.
    public internal(set) var phase: Touch.Phase
    /// The time, on the window's timeline clock.
    public let timestamp: Double

    init(key: Key, phase: Touch.Phase, timestamp: Double) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Identity.
    public nonisolated static func == (a: Press, b: Press) -> Bool { a === b }
    /// Identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a touch or press arrives in, as UIKit's `UIEvent`.
@MainActor
public final class Event {
    /// What kind of input.
    public enum Kind: Sendable, Hashable {
        /// Touches (and the mouse's primary button).
        case touches
        /// Key presses.
        case presses
    }

    /// What kind of input.
    public let kind: Kind
    /// The time, on the window's timeline clock.
    public let timestamp: Double
    /// Every touch down in the window, in the order they went down.
    public let allTouches: [Touch]
    /// Set when a responder's default implementation passed the event on
    /// past the last view (nothing handled it).
    var reachedWindow = false

    init(kind: Kind, timestamp: Double, allTouches: [Touch]) {
        self.kind = kind
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The touches of this event that belong to `view`.
    public func touches(for view: View) -> Set<Touch> {
        Set(allTouches.filter { $0.view === view })
    }
}
