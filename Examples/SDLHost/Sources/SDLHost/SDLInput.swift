import CSDL2
import Strata

/// SDL events → the window's input entry points.
@MainActor
struct SDLInput {
    let window: Window
    /// Points per window coordinate SDL reports (SDL reports points here:
    /// the renderer scales, the window is created at points × scale).
    let scale: Double
    private var mouseDown = false

    init(window: Window, scale: Double) {
        self.window = window
        self.scale = scale
    }

    /// Points one wheel step scrolls.
    static let wheelStep = 40.0

    /// Applies one event; returns `false` when the program should quit.
    mutating func handle(_ event: inout SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            mouseDown = true
            window.touchDown(at: point(event.button.x, event.button.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
            mouseDown = false
            window.touchUp(at: point(event.button.x, event.button.y))
        case SDL_MOUSEMOTION:
            let p = point(event.motion.x, event.motion.y)
            if mouseDown { window.touchMoved(to: p) } else { window.pointerMoved(to: p) }
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            // SDL's wheel y is positive away from the user: content moves down.
            window.scrollWheel(by: Point(x: Double(event.wheel.x) * Self.wheelStep, y: -Double(event.wheel.y) * Self.wheelStep),
                               at: point(x, y))
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue):
            window.isKeyWindow = true
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            // The caret stops blinking; a touch that is down is cancelled (never a stuck touch).
            window.isKeyWindow = false
            if mouseDown {
                mouseDown = false
                window.touchCancelled()
            }
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            window.size = Size(width: Double(event.window.data1) / scale, height: Double(event.window.data2) / scale)
        case SDL_KEYDOWN, SDL_KEYUP:
            guard let key = Self.key(event.key.keysym) else { break }
            if event.type == SDL_KEYDOWN.rawValue { window.keyDown(key) } else { window.keyUp(key) }
        case SDL_TEXTINPUT:
            // Typed or committed text (SDL composes dead keys and runs the input method):
            // the key itself came first as SDL_KEYDOWN, which a text field takes without typing.
            let text = Self.string(event.text.text)
            if !text.isEmpty { window.insertText(text) }
        case SDL_TEXTEDITING:
            // An input method's composition: shown underlined until SDL_TEXTINPUT commits it.
            let text = Self.string(event.edit.text)
            let start = max(Int(event.edit.start), 0), length = max(Int(event.edit.length), 0)
            window.setMarkedText(text, selectedRange: start..<(start + length))
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            // The D-pad moves focus like the arrow keys; A activates, B goes back.
            guard let key = Self.key(controllerButton: event.cbutton.button) else { break }
            if event.type == SDL_CONTROLLERBUTTONDOWN.rawValue { window.keyDown(key) } else { window.keyUp(key) }
        case SDL_CONTROLLERDEVICEADDED:
            SDL_GameControllerOpen(event.cdevice.which)
        default:
            break
        }
        return true
    }

    private func point(_ x: Int32, _ y: Int32) -> Point { Point(x: Double(x), y: Double(y)) }

    /// The UTF-8 text of an SDL text event's fixed buffer (up to its first
    /// zero byte; invalid bytes become U+FFFD).
    static func string<Buffer>(_ buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The Strata key of an SDL key.
    static func key(_ keysym: SDL_Keysym) -> Key? {
        var modifiers: Key.Modifiers = []
        let mod = UInt32(keysym.mod)
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { modifiers.insert(.meta) }
        let code: Key.Code
        switch Int(keysym.sym) {
        case Int(SDLK_LEFT.rawValue): code = .left
        case Int(SDLK_RIGHT.rawValue): code = .right
        case Int(SDLK_UP.rawValue): code = .up
        case Int(SDLK_DOWN.rawValue): code = .down
        case Int(SDLK_TAB.rawValue): code = .tab
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): code = .return
        case Int(SDLK_ESCAPE.rawValue): code = .escape
        case Int(SDLK_SPACE.rawValue): code = .space
        case Int(SDLK_BACKSPACE.rawValue): code = .backspace
        case Int(SDLK_DELETE.rawValue): code = .delete
        case Int(SDLK_HOME.rawValue): code = .home
        case Int(SDLK_END.rawValue): code = .end
        case Int(SDLK_PAGEUP.rawValue): code = .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): code = .pageDown
        case 0x21...0x7e:
            guard let scalar = Unicode.Scalar(UInt32(keysym.sym)) else { return nil }
            code = .character(Character(scalar))
        default:
            return nil
        }
        return Key(code, modifiers: modifiers)
    }

    /// The key a controller button stands for.
    static func key(controllerButton button: UInt8) -> Key? {
        switch Int32(button) {
        case SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue: return .up
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue: return .down
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue: return .left
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue: return .right
        case SDL_CONTROLLER_BUTTON_A.rawValue: return .return
        case SDL_CONTROLLER_BUTTON_B.rawValue: return .escape
        default: return nil
        }
    }
}
