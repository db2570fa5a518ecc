/// Names of keysyms: what a key means, independent of the keyboard.
package enum Keysyms {
    /// `Mode_switch`: the core protocol's group switch.
    package static let modeSwitch: UInt32 = 0xff7e
    /// `ISO_Level3_Shift` (AltGr on most layouts).
    package static let level3Shift: UInt32 = 0xfe03
    /// `Num_Lock`.
    package static let numLock: UInt32 = 0xff7f

    /// Named keys the hosts route (keysym → name).
    package static let named: [UInt32: String] = [
        0xff08: "BackSpace", 0xff09: "Tab", 0xfe20: "Tab", 0xff0d: "Return", 0xff8d: "Return", 0xff1b: "Escape",
        0xffff: "Delete", 0xff50: "Home", 0xff51: "Left", 0xff52: "Up", 0xff53: "Right", 0xff54: "Down",
        0xff55: "Page_Up", 0xff56: "Page_Down", 0xff57: "End", 0xffe1: "Shift_L", 0xffe2: "Shift_R",
        0xffe3: "Control_L", 0xffe4: "Control_R", 0xffe9: "Alt_L", 0xffea: "Alt_R", 0xffeb: "Super_L",
        0xffec: "Super_R", 0x20: "space",
    ]

    /// The keysym's name: `"Left"`, `"Return"`, `"F5"`, `"space"`, or the
    /// character for a printable one (`"a"`, `"A"`, `"é"`); `nil` when
    /// the hosts do not know it.
    package static func name(_ keysym: UInt32) -> String? {
        if let name = named[keysym] { return name }
        if keysym >= 0xffbe && keysym <= 0xffd5 { return "F\(keysym - 0xffbe + 1)" }
        if let c = character(keysym) { return String(c) }
        return nil
    }

    /// The character a keysym types: Latin-1 keysyms are their code
    /// point; `0x01000000 + U` is Unicode `U` (control characters
    /// excepted); the keypad's printing keys (`KP_0`…`KP_9`, `KP_Add`,
    /// `KP_Space`, …) are their ASCII character; the legacy sets (Latin-2,
    /// Cyrillic, Greek, `EuroSign`, … — what xkbcommon and many X servers
    /// still send) go through keysymdef.h's table (`KeysymUnicode`). `nil`
    /// for function keys.
    package static func character(_ keysym: UInt32) -> Character? {
        let scalar: UInt32
        if (keysym >= 0x20 && keysym <= 0x7e) || (keysym >= 0xa0 && keysym <= 0xff) {
            scalar = keysym
        } else if keysym >= 0x0100_0000 && keysym <= 0x0110_ffff {
            scalar = keysym - 0x0100_0000
            if scalar < 0x20 || (scalar >= 0x7f && scalar < 0xa0) { return nil }
        } else if isKeypad(keysym) {
            scalar = keysym - 0xff80
        } else if let legacy = KeysymUnicode.scalars[keysym] {
            scalar = legacy
        } else {
            return nil
        }
        return Unicode.Scalar(scalar).map(Character.init)
    }

    /// Whether a keysym is one of the keypad's printing keys: `KP_Space`
    /// (`0xff80`), `KP_Multiply` … `KP_9` (`0xffaa`…`0xffb9`), `KP_Equal`.
    package static func isKeypad(_ keysym: UInt32) -> Bool {
        keysym == 0xff80 || (keysym >= 0xffaa && keysym <= 0xffb9) || keysym == 0xffbd
    }

    /// The uppercase keysym of a lowercase letter (ASCII, Latin-1, or a
    /// Unicode keysym whose uppercase is one scalar); other keysyms
    /// unchanged.
    package static func uppercase(_ keysym: UInt32) -> UInt32 {
        switch keysym {
        case 0x61...0x7a: return keysym - 0x20
        case 0xe0...0xfe where keysym != 0xf7: return keysym - 0x20
        case 0x0100_0100...0x0110_ffff:
            guard let scalar = Unicode.Scalar(keysym - 0x0100_0000) else { return keysym }
            let upper = scalar.properties.uppercaseMapping.unicodeScalars
            guard upper.count == 1, let u = upper.first, u != scalar else { return keysym }
            return u.value <= 0xff ? u.value : 0x0100_0000 + u.value
        default: return keysym
        }
    }

    /// Whether a keysym is a modifier key alone (Shift, Control, Caps
    /// Lock, Alt, Super, `ISO_Level3_Shift`, `Mode_switch`, `Num_Lock`, …):
    /// pressing one does not end a dead key's wait.
    package static func isModifier(_ keysym: UInt32) -> Bool {
        (keysym >= 0xffe1 && keysym <= 0xffee) || (keysym >= 0xfe01 && keysym <= 0xfe13)
            || keysym == modeSwitch || keysym == numLock
    }
}
