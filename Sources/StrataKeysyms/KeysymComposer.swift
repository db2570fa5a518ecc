/// Turns key presses into typed text: the character of the keysym the
/// keyboard mapping gives, composed with a dead key pressed before it.
///
/// No text comes while Control, Alt (Mod1) or Meta (Mod4) is held (those
/// are shortcuts), nor for keys that do not print (arrows, Return, Tab,
/// function keys). A modifier key alone leaves a waiting dead key waiting.
package struct KeysymComposer {
    /// The dead key waiting for the next character (its keysym).
    package private(set) var pendingDeadKey: UInt32?

    /// A composer with no dead key waiting.
    package init() {}

    /// The text a key press types, or `nil`.
    /// - Parameters:
    ///   - keysym: the pressed key's keysym, through the keyboard mapping.
    ///   - state: the modifier state of the press (X11's state bits, which
///     are XKB's real modifiers: Shift 0x1, Control 0x4, Mod1 0x8, Mod4 0x40).
    ///   - level3Mask: the modifier bit that chose the third level (not a
    ///     shortcut modifier even when it is Mod1 or Mod4).
    package mutating func text(keysym: UInt32, state: UInt32, level3Mask: UInt32 = 0) -> String? {
        if Keysyms.isModifier(keysym) || keysym == 0 { return nil }
        let shortcut = state & ~level3Mask & (0x4 | 0x8 | 0x40) != 0
        if shortcut {
            pendingDeadKey = nil
            return nil
        }
        if DeadKeys.accents[keysym] != nil {
            if let pending = pendingDeadKey {
                pendingDeadKey = pending == keysym ? nil : keysym
                // The same dead key twice types its accent; another one
                // types the first accent and waits with the second.
                return String(DeadKeys.accents[pending]!.spacing)
            }
            pendingDeadKey = keysym
            return nil
        }
        guard let character = Keysyms.character(keysym) else {
            pendingDeadKey = nil
            return nil
        }
        if let pending = pendingDeadKey {
            pendingDeadKey = nil
            return DeadKeys.compose(pending, with: character)
        }
        return String(character)
    }

    /// Forgets a waiting dead key (the window lost the keyboard).
    package mutating func reset() { pendingDeadKey = nil }
}
