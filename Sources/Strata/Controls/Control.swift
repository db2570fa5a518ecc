/// The base of interactive views (UIKit's `UIControl`): states, touch
/// tracking with UIKit's events, and actions.
///
/// A control tracks the first touch that goes down on it:
/// `.touchDown` (and `.touchDownRepeat` from the second tap of a multiple
/// tap), then while it moves `.touchDragInside` / `.touchDragOutside` and,
/// when it crosses the boundary, `.touchDragEnter` / `.touchDragExit`; when
/// it lifts `.touchUpInside` or `.touchUpOutside`; if it is cancelled
/// `.touchCancel`. "Inside" means within `Control.dragOutsideMargin` (70)
/// points of the bounds, as UIKit behaves. The control is highlighted while
/// the touch is inside. A disabled control sends nothing and passes touches
/// on to its superview.
@MainActor
open class Control: View {
    /// The control's states.
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// No flag set.
        public static let normal: State = []
        /// Pressed.
        public static let highlighted = State(rawValue: 1)
        /// `isEnabled == false`.
        public static let disabled = State(rawValue: 2)
        /// `isSelected`.
        public static let selected = State(rawValue: 4)
        /// Focused by keyboard or gamepad navigation.
        public static let focused = State(rawValue: 8)
    }

    /// The events a control sends (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates a set from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) tap of a multiple tap went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switch, slider, segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap, a switch's
        /// or slider's change, Return or Space on a focused control).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of an editing text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing (resigned first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field, which then ends editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF0000)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x1FF)
    }

    /// How far outside its bounds a tracked touch still counts as inside,
    /// in points (UIKit's observed 70).
    public static let dragOutsideMargin = 70.0

    /// Whether the control responds; turning it off ends tracking.
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            FocusGeneration.bump()
            if !isEnabled, let window = storedWindow, window.input.isTracking { window.input.viewBecameUnavailable(self) }
            if !isEnabled, let window = storedWindow, window.focusState.focusedView != nil { window.focusedViewMayHaveGone(self) }
            stateDidChange()
        }
    }
    /// Whether it is pressed.
    public var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// Whether it is selected.
    public var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether focus navigation has put focus on it.
    public internal(set) var isFocusedControl = false {
        didSet { if oldValue != isFocusedControl { stateDidChange() } }
    }
    /// Whether it is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (within the drag margin).
    public private(set) var isTouchInside = false

    /// The flags above as one set.
    public var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFocusedControl { s.insert(.focused) }
        return s
    }

    var actions: [(action: Action, events: Event)] = []
    weak var trackedTouch: Touch?

    /// Called when `state` changes; subclasses update their look (call super).
    open func stateDidChange() {}

    /// Runs `action` for `events`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events` (it stays for other events).
    public func removeAction(_ action: Action, for events: Event) {
        for i in actions.indices.reversed() where actions[i].action === action {
            actions[i].events.subtract(events)
            if actions[i].events.isEmpty { actions.remove(at: i) }
        }
    }

    /// Runs the actions registered for any of `events`, in the order added.
    public func sendActions(for events: Event) {
        let current = actions
        for (action, registered) in current where !registered.isDisjoint(with: events) {
            action.sender = self
            action.handler(action)
        }
    }

    // MARK: Tracking (override points)

    /// A touch went down: return `false` to stop tracking it.
    open func beginTracking(_ touch: Touch, with event: Strata.Event?) -> Bool { true }
    /// The touch moved: return `false` to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: Strata.Event?) -> Bool { true }
    /// The touch lifted (or tracking stopped).
    open func endTracking(_ touch: Touch?, with event: Strata.Event?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: Strata.Event?) {}

    /// Whether `point` (own coordinates) counts as inside while tracking.
    func isInsideForTracking(_ point: Point) -> Bool {
        let m = Self.dragOutsideMargin, b = bounds
        return point.x >= b.minX - m && point.x <= b.maxX + m && point.y >= b.minY - m && point.y <= b.maxY + m
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Strata.Event) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        let events: Event = touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown
        sendActions(for: events)
        if !beginTracking(touch, with: event) { stopTracking(touch, event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Strata.Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesMoved(touches, with: event) }
        let inside = isInsideForTracking(touch.location(in: self))
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: events)
        if trackedTouch === touch, !continueTracking(touch, with: event) { stopTracking(touch, event) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Strata.Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesEnded(touches, with: event) }
        let inside = isInsideForTracking(touch.location(in: self))
        isTouchInside = inside
        stopTracking(touch, event)
        if inside {
            sendActions(for: .touchUpInside)
            performPrimaryAction()
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Strata.Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesCancelled(touches, with: event) }
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// Ends tracking (the touch lifted, or `beginTracking`/`continueTracking` said stop).
    private func stopTracking(_ touch: Touch, _ event: Strata.Event) {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
    }

    /// A tracked touch lifted inside: subclasses act (a button sends
    /// `.primaryActionTriggered`, a switch toggles).
    open func performPrimaryAction() {}

    /// Return or Space on the first responder (or the focused control)
    /// triggers the primary action; other keys go up the chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: Strata.Event) {
        if isEnabled, presses.contains(where: { $0.key.code == .return || $0.key.code == .space }) {
            activate()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The control's primary action, as a tap would trigger it.
    open func activate() {
        performPrimaryAction()
    }

    /// Controls take keys as first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Enabled controls can be focused (and views with `isFocusable`).
    open override var canBecomeFocused: Bool { isEnabled }
}
