/// A window's input state: the touches that are down, the gesture
/// recognizers that see them, the first responder and the hovered view.
/// One per window; `Window+Touches` and `Window+Keys` drive it. Focus
/// state is the window's `FocusState`.
@MainActor
final class InputState {
    /// The touches that are down, in the order they went down.
    var touches: [Touch] = []
    /// The first responder, if any.
    weak var firstResponder: View?
    /// The deepest view under the pointer (no button down), if any.
    weak var hoveredView: View?
    /// Where and when the last touch was lifted, for `Touch.tapCount`.
    var lastTap: (location: Point, time: Double, count: Int, view: ObjectIdentifier?)? = nil
    /// Recognizers whose state changed during the current event, checked
    /// for reset when it ends.
    var touchedRecognizers: [GestureRecognizer] = []
    /// Nesting depth of event dispatch (handlers may send events).
    var dispatchDepth = 0

    /// The window's pasteboard (`Window.pasteboard`).
    var pasteboard: any Pasteboard = LocalPasteboard()
    /// Whether the window has the keyboard (`Window.isKeyWindow`).
    var isKeyWindow = true

    /// The recognizers' timers.
    let scheduler = InputScheduler()

    /// Whether any touch is down (a cheap check for the view hooks).
    var isTracking: Bool { !touches.isEmpty }

    /// The touch with host id `id`, if it is down.
    func touch(withID id: Int) -> Touch? {
        touches.first { $0.id == id }
    }

    /// Remembers a recognizer that took part in this event (O(1): a flag
    /// on the recognizer; closures are kept out of these per-event paths).
    func note(_ recognizer: GestureRecognizer) {
        if recognizer.isNoted { return }
        recognizer.isNoted = true
        touchedRecognizers.append(recognizer)
    }

    // MARK: Views that stop being able to hold touches

    /// `view` (or an ancestor) was hidden or lost user interaction: the
    /// touches it holds are cancelled in it (it gets `touchesCancelled`),
    /// and the recognizers on it stop.
    func viewBecameUnavailable(_ view: View) {
        for touch in touches {
            guard let holder = touch.view, holder === view || holder.isDescendant(of: view) else { continue }
            cancelInView(touch)
        }
        for touch in touches {
            for recognizer in touch.gestureRecognizers {
                guard let owner = recognizer.view, owner === view || owner.isDescendant(of: view) else { continue }
                recognizer.abandon(touch)
            }
        }
    }

    /// `view` left the window (with its subtree): its touches are cancelled
    /// as for a hidden view, and it stops being first responder.
    func viewLeft(_ view: View) {
        if let responder = firstResponder, responder === view || responder.isDescendant(of: view) {
            firstResponder = nil
            responder.didResignFirstResponder()
        }
        if !touches.isEmpty { viewBecameUnavailable(view) }
    }

    /// Stops delivering `touch` to its view, telling the view once.
    func cancelInView(_ touch: Touch) {
        guard touch.deliversToView else { return }
        touch.deliversToView = false
        guard touch.viewSawBegan, let view = touch.view else { return }
        let event = Event(kind: .touches, timestamp: touch.timestamp, allTouches: touches)
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: event)
        touch.phase = phase
    }

    // MARK: Delayed delivery (delaysTouchesBegan / delaysTouchesEnded)

    /// Whether a recognizer of `touch` still decides and holds back its
    /// `touchesBegan`.
    func beganIsHeld(_ touch: Touch) -> Bool {
        for r in touch.gestureRecognizers where r.delaysTouchesBegan && !r.releasesHeldTouches && r.storedState == .possible
            && r.view != nil {
            return true
        }
        return false
    }

    /// Whether a recognizer of `touch` still decides and holds back its
    /// `touchesEnded`.
    func endIsHeld(_ touch: Touch) -> Bool {
        for r in touch.gestureRecognizers where r.delaysTouchesEnded && r.storedState == .possible && r.isWaitingToDecide
            && r.view != nil {
            return true
        }
        return false
    }

    /// Delivers what was held back once no recognizer holds it any more,
    /// for the touches that are down and those whose end is held.
    func flushHeld() {
        for touch in touches { flushHeld(touch) }
        for touch in heldEnds { flushHeld(touch) }
    }

    /// Delivers what was held back of one touch.
    func flushHeld(_ touch: Touch) {
        guard touch.deliversToView, !touch.viewSawBegan || touch.endIsDelayed, let view = touch.view else { return }
        if !touch.viewSawBegan && !beganIsHeld(touch) {
            touch.viewSawBegan = true
            let event = Event(kind: .touches, timestamp: touch.timestamp, allTouches: touches)
            let phase = touch.phase
            touch.phase = .began
            view.touchesBegan([touch], with: event)
            touch.phase = phase
        }
        if touch.endIsDelayed, touch.viewSawBegan, !endIsHeld(touch), touch.deliversToView {
            touch.endIsDelayed = false
            touch.deliversToView = false
            let event = Event(kind: .touches, timestamp: touch.timestamp, allTouches: touches)
            view.touchesEnded([touch], with: event)
        }
    }

    /// Touches whose end is still held back (already lifted).
    var heldEnds: [Touch] = []

    /// After an event: recognizers that are done and have no touches left
    /// go back to `.possible`; held deliveries are flushed.
    func finishEvent() {
        guard dispatchDepth == 0 else { return }
        let candidates = touchedRecognizers
        touchedRecognizers.removeAll(keepingCapacity: true)
        for recognizer in candidates { recognizer.isNoted = false }
        for recognizer in candidates { recognizer.resolveAfterEvent() }
        flushHeld()
        if !heldEnds.isEmpty { heldEnds.removeAll { !$0.endIsDelayed || !$0.deliversToView } }
        for recognizer in candidates { recognizer.resetIfFinished() }
    }
}
