import Strata

/// How Wayland input becomes Strata input.
public enum WaylandInput {
    /// Points one wheel click scrolls (as `X11Input.wheelStep`).
    public static let wheelStep = 40.0
    /// The Linux input codes of the left and middle buttons.
    public static let leftButton: UInt32 = 0x110, middleButton: UInt32 = 0x112
}

extension WaylandHost {
    /// Sends an input event to the window: the left button is touch 0
    /// (press, drag, release), motion without it is `pointerMoved`, the
    /// wheel scrolls at each pointer frame (whole clicks of
    /// `WaylandInput.wheelStep` points when the compositor counts them,
    /// else its continuous values), keys go through the keymap
    /// (`keyDown(_:)`, then `insertText(_:)`, repeating while held), and
    /// keyboard focus sets `Window.isKeyWindow`; losing it, or the pointer
    /// leaving with the button down, cancels the touch (never a stuck
    /// touch), a waiting dead key and a repeat.
    /// - Returns: whether the event was input.
    @discardableResult
    func route(_ event: WaylandEvent) -> Bool {
        let points = pointsPerSurfaceUnit
        switch event {
        case .pointerEnter(let serial, let target, let x, let y):
            input.pointerInside = target == surface
            guard input.pointerInside else { return false }
            input.pointer = Point(x: x * points, y: y * points)
            window.pointerMoved(to: input.pointer)
            cursor.enterSerial = serial
            cursor.current = nil
            updateCursor()
        case .pointerLeave:
            input.pointerInside = false
            cancelTouch()
        case .pointerMotion(_, let x, let y):
            guard input.pointerInside else { return false }
            input.pointer = Point(x: x * points, y: y * points)
            if input.touchIsDown { window.touchMoved(to: input.pointer, id: 0) } else { window.pointerMoved(to: input.pointer) }
            updateCursor()
        case .pointerButton(_, _, let button, let state) where button == WaylandInput.leftButton:
            guard input.pointerInside else { return false }
            if state == 1 {
                if input.touchIsDown { window.touchCancelled(id: 0) }
                input.touchIsDown = true
                window.touchDown(at: input.pointer, id: 0)
            } else if input.touchIsDown {
                input.touchIsDown = false
                window.touchUp(at: input.pointer, id: 0)
                offerSelection()
            }
        case .pointerButton(_, _, let button, let state) where button == WaylandInput.middleButton:
            guard input.pointerInside, state == 1, !input.touchIsDown else { return false }
            pastePrimary(at: input.pointer)
        case .pointerAxis(_, let axis, let value):
            guard !input.scrollIsDiscrete else { return false }
            addScroll(axis: axis, points: value * points)
        case .pointerAxisDiscrete(let axis, let clicks):
            discreteScroll(axis: axis, clicks: Double(clicks))
        case .pointerAxisValue120(let axis, let value):
            discreteScroll(axis: axis, clicks: Double(value) / 120)
        case .pointerFrame:
            let delta = input.scroll
            input.scroll = Point(x: 0, y: 0)
            input.scrollIsDiscrete = false
            guard input.pointerInside, delta.x != 0 || delta.y != 0 else { return false }
            window.scrollWheel(by: delta, at: input.pointer)
        case .keyboardEnter(_, let target) where target == surface:
            window.isKeyWindow = true
        case .keyboardLeave(_, let target) where target == surface:
            window.isKeyWindow = false
            keyboard.composer.reset()
            keyboard.stopRepeat()
            cancelTouch()
        case .key(_, _, let key, let state):
            handleKey(key, pressed: state == 1)
            if state == 1 { offerSelection() }
        default:
            return false
        }
        return true
    }

    /// Wheel clicks replace the frame's continuous values on that axis.
    private func discreteScroll(axis: UInt32, clicks: Double) {
        if !input.scrollIsDiscrete { input.scroll = Point(x: 0, y: 0) }
        input.scrollIsDiscrete = true
        addScroll(axis: axis, points: clicks * WaylandInput.wheelStep)
    }

    /// Adds scrolling on `axis` (0 vertical, 1 horizontal).
    private func addScroll(axis: UInt32, points: Double) {
        guard points.isFinite else { return }
        if axis == 0 { input.scroll.y += points } else if axis == 1 { input.scroll.x += points }
    }

    /// Cancels a touch that is down.
    func cancelTouch() {
        if input.touchIsDown {
            input.touchIsDown = false
            window.touchCancelled(id: 0)
        }
    }
}
