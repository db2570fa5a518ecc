@testable import Strata

/// A view that records every responder call it gets, and optionally
/// handles (does not pass on) touches or keys.
@MainActor
final class ResponderLogView: View {
    var log: [String] = []
    var handlesTouches = false
    var handlesKeys = false
    var acceptsFirstResponder = false

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        log.append("began \(touches.map(\.id).sorted())")
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        log.append("moved \(touches.map(\.id).sorted())")
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        log.append("ended \(touches.map(\.id).sorted())")
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        log.append("cancelled \(touches.map(\.id).sorted())")
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<Press>, with event: Event) {
        log.append("pressed \(presses.map(\.key.description).sorted())")
        if !handlesKeys { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<Press>, with event: Event) {
        log.append("released \(presses.map(\.key.description).sorted())")
        if !handlesKeys { super.pressesEnded(presses, with: event) }
    }
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
}

/// A manual-clock window with `child` (100 × 100 at 50, 50) inside
/// `parent` (300 × 300 at 0, 0), both recording.
@MainActor
func inputWindow() -> (Window, ManualClock, parent: ResponderLogView, child: ResponderLogView) {
    let (window, clock) = manualClockWindow(size: Size(width: 400, height: 400))
    let parent = ResponderLogView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let child = ResponderLogView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    parent.addSubview(child)
    window.rootView.addSubview(parent)
    window.layoutIfNeeded()
    return (window, clock, parent, child)
}

/// Records a recognizer's state changes as the handlers see them.
@MainActor
final class StateLog {
    var states: [GestureRecognizer.State] = []
    func attach(_ recognizer: GestureRecognizer) {
        recognizer.addHandler { [unowned self] in self.states.append($0.state) }
    }
}
