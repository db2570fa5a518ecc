import Strata

/// How a keysym becomes a Strata `Key`, for both hosts.
package enum KeysymKeys {
    /// The modifiers of a state mask: Shift, Control, Mod1 (Alt), Mod4
    /// (Super, as meta) — X11's state bits, which are also XKB's real
    /// modifier bits in `wl_keyboard.modifiers`.
    package static func modifiers(state: UInt32) -> Key.Modifiers {
        var m: Key.Modifiers = []
        if state & 0x1 != 0 { m.insert(.shift) }
        if state & 0x4 != 0 { m.insert(.control) }
        if state & 0x8 != 0 { m.insert(.alt) }
        if state & 0x40 != 0 { m.insert(.meta) }
        return m
    }

    /// The `Key` of a keysym with the modifiers of `state`; `nil` for keys
    /// Strata has no name for (modifier keys alone, function keys).
    package static func key(keysym: UInt32, state: UInt32) -> Key? {
        let modifiers = modifiers(state: state)
        let code: Key.Code
        switch keysym {
        case 0xff51, 0xff96: code = .left
        case 0xff52, 0xff97: code = .up
        case 0xff53, 0xff98: code = .right
        case 0xff54, 0xff99: code = .down
        case 0xff09: code = .tab
        case 0xfe20: return Key(.tab, modifiers: modifiers.union(.shift)) // ISO_Left_Tab is Shift+Tab
        case 0xff0d, 0xff8d: code = .return
        case 0xff1b: code = .escape
        case 0x20: code = .space
        case 0xff08: code = .backspace
        case 0xffff, 0xff9f: code = .delete
        case 0xff50, 0xff95: code = .home
        case 0xff57, 0xff9c: code = .end
        case 0xff55, 0xff9a: code = .pageUp
        case 0xff56, 0xff9b: code = .pageDown
        default:
            guard let c = Keysyms.character(keysym) else { return nil }
            code = .character(c)
        }
        return Key(code, modifiers: modifiers)
    }
}
