import StrataKeysyms

/// Names of keysyms: what a key means, independent of the keyboard (the
/// table is shared with the Wayland host: `StrataKeysyms`).
public enum X11Keysym {
    /// `Mode_switch`: the core protocol's group switch.
    static let modeSwitch = Keysyms.modeSwitch
    /// `ISO_Level3_Shift` (AltGr on most layouts).
    static let level3Shift = Keysyms.level3Shift
    /// `Num_Lock`.
    static let numLock = Keysyms.numLock

    /// The keysym's name: `"Left"`, `"Return"`, `"F5"`, `"space"`, or the
    /// character for a printable one (`"a"`, `"A"`, `"é"`); `nil` when
    /// this host does not know it.
    public static func name(_ keysym: UInt32) -> String? { Keysyms.name(keysym) }

    /// The character a keysym types: Latin-1 keysyms are their code
    /// point; `0x01000000 + U` is Unicode `U` (control characters
    /// excepted); the keypad's printing keys are their ASCII character;
    /// the legacy sets (Cyrillic, Greek, `EuroSign`, …) their Unicode
    /// character. `nil` for function keys.
    public static func character(_ keysym: UInt32) -> Character? { Keysyms.character(keysym) }

    /// The uppercase keysym of a lowercase letter; other keysyms unchanged.
    static func uppercase(_ keysym: UInt32) -> UInt32 { Keysyms.uppercase(keysym) }

    /// Whether a keysym is one of the keypad's printing keys.
    static func isKeypad(_ keysym: UInt32) -> Bool { Keysyms.isKeypad(keysym) }

    /// Whether a keysym is a modifier key alone.
    static func isModifier(_ keysym: UInt32) -> Bool { Keysyms.isModifier(keysym) }
}

/// The dead keys the X11 host composes (shared: `StrataKeysyms.DeadKeys`).
typealias X11DeadKeys = DeadKeys

/// Turns key presses into typed text (shared: `KeysymComposer`), with X11's
/// 16-bit state.
struct X11TextComposer {
    private var composer = KeysymComposer()

    /// The dead key waiting for the next character (its keysym).
    var pendingDeadKey: UInt32? { composer.pendingDeadKey }

    /// The text a key press types, or `nil` (see `KeysymComposer`).
    mutating func text(keysym: UInt32, state: UInt16, level3Mask: UInt16 = 0) -> String? {
        composer.text(keysym: keysym, state: UInt32(state), level3Mask: UInt32(level3Mask))
    }

    /// Forgets a waiting dead key (the window lost the keyboard).
    mutating func reset() { composer.reset() }
}
