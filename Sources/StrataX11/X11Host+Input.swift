import Strata
import StrataKeysyms

/// How X input becomes Strata input.
public enum X11Input {
    /// Points one wheel click scrolls (X reports the wheel as buttons 4–7).
    public static let wheelStep = 40.0

    /// The modifier bits of an X state: Shift, Control, Mod1 (Alt), Mod4
    /// (Super, as meta).
    public static func modifiers(state: UInt16) -> Key.Modifiers { KeysymKeys.modifiers(state: UInt32(state)) }

    /// The `Key` of a keysym with the modifiers of `state`; `nil` for keys
    /// Strata has no name for (modifier keys alone, function keys).
    public static func key(keysym: UInt32, state: UInt16) -> Key? { KeysymKeys.key(keysym: keysym, state: UInt32(state)) }

    /// The wheel delta (points) of buttons 4 (up), 5 (down), 6 (left) and
    /// 7 (right); `nil` for other buttons.
    public static func wheelDelta(button: UInt8) -> Point? {
        switch button {
        case 4: return Point(x: 0, y: -wheelStep)
        case 5: return Point(x: 0, y: wheelStep)
        case 6: return Point(x: -wheelStep, y: 0)
        case 7: return Point(x: wheelStep, y: 0)
        default: return nil
        }
    }
}

extension X11Host {
    /// Sends an input event to the window: button 1 is touch 0 (press,
    /// drag, release), motion without it is `pointerMoved`, the wheel
    /// buttons scroll, button 2 pastes the PRIMARY selection where it is
    /// clicked, keys go through the keyboard mapping (`keyDown(_:)`, then
    /// `insertText(_:)` with the text the press types), and the focus sets
    /// `Window.isKeyWindow`; losing it cancels a touch that is down (never
    /// a stuck touch) and forgets a waiting dead key.
    /// - Returns: whether the event was input.
    @discardableResult
    func route(_ event: X11Event) -> Bool {
        switch event {
        case .button(let pressed, let button, let x, let y, _, let id) where id == windowID:
            let point = Point(x: Double(x) / scale, y: Double(y) / scale)
            if let delta = X11Input.wheelDelta(button: button) {
                if pressed { window.scrollWheel(by: delta, at: point) }
            } else if button == 1 {
                if pressed {
                    if input.touchIsDown { window.touchCancelled(id: 0) }
                    input.touchIsDown = true
                    window.touchDown(at: point, id: 0)
                } else if input.touchIsDown {
                    input.touchIsDown = false
                    window.touchUp(at: point, id: 0)
                    offerSelection()
                }
            } else if button == 2, pressed, !input.touchIsDown {
                pastePrimary(at: point)
            }
        case .motion(let x, let y, _, let id) where id == windowID:
            let point = Point(x: Double(x) / scale, y: Double(y) / scale)
            if input.touchIsDown { window.touchMoved(to: point, id: 0) } else { window.pointerMoved(to: point) }
        case .key(let pressed, let keycode, let state, _):
            let symbol = keysym(keycode: keycode, state: state)
            if let key = X11Input.key(keysym: symbol, state: state) {
                if pressed { window.keyDown(key) } else { window.keyUp(key) }
            }
            if pressed, let text = input.composer.text(keysym: symbol, state: state,
                                                       level3Mask: setup.keyboard.level3Mask) {
                window.insertText(text)
            }
            if pressed { offerSelection() }
        case .focus(let gained, _):
            window.isKeyWindow = gained
            guard !gained else { break }
            input.composer.reset()
            if input.touchIsDown {
                input.touchIsDown = false
                window.touchCancelled(id: 0)
            }
        default:
            return false
        }
        return true
    }
}
