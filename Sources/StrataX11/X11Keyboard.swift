/// The server's keyboard mapping (`GetKeyboardMapping`): the keysyms of
/// each keycode, unshifted first.
public struct X11KeyboardMapping: Sendable, Hashable {
    /// The first keycode described.
    public var firstKeycode: UInt8
    /// How many keysyms each keycode has.
    public var keysymsPerKeycode: Int
    /// `keysymsPerKeycode` keysyms per keycode, from `firstKeycode` on.
    public var keysyms: [UInt32]

    /// Creates a mapping.
    public init(firstKeycode: UInt8, keysymsPerKeycode: Int, keysyms: [UInt32]) {
        self.firstKeycode = firstKeycode
        self.keysymsPerKeycode = keysymsPerKeycode
        self.keysyms = keysyms
    }

    /// Parses a `GetKeyboardMapping` reply (the whole packet).
    init(reply: [UInt8], firstKeycode: UInt8) throws {
        let r = X11Reader(reply)
        guard r.has(0, 32) else { throw X11Error.protocolViolation("short GetKeyboardMapping reply") }
        let perKeycode = Int(r.u8(1)), words = Int(r.u32(4))
        guard r.has(32, 4 * words) else { throw X11Error.protocolViolation("truncated GetKeyboardMapping reply") }
        self.init(firstKeycode: firstKeycode, keysymsPerKeycode: perKeycode,
                  keysyms: (0..<words).map { r.u32(32 + 4 * $0) })
    }

    /// The keysym of `keycode`: the shifted one (column 1) when Shift or
    /// Lock is down and there is one, else the first. Letters follow the
    /// core protocol's rule: a keycode listing only a lowercase letter
    /// gives the uppercase one when shifted. 0 (`NoSymbol`) for an unknown
    /// keycode.
    public func keysym(keycode: UInt8, state: UInt16) -> UInt32 {
        guard keysymsPerKeycode > 0, keycode >= firstKeycode else { return 0 }
        let base = (Int(keycode) - Int(firstKeycode)) * keysymsPerKeycode
        guard base + keysymsPerKeycode <= keysyms.count else { return 0 }
        let plain = keysyms[base]
        let shiftedColumn = keysymsPerKeycode > 1 ? keysyms[base + 1] : 0
        let shifted = state & 0x3 != 0 // ShiftMask | LockMask
        guard shifted else { return plain }
        if shiftedColumn != 0 { return shiftedColumn }
        if plain >= 0x61 && plain <= 0x7a { return plain - 0x20 }
        return plain
    }
}

/// Names of keysyms: what a key means, independent of the keyboard.
public enum X11Keysym {
    /// Named keys this host routes (keysym → name).
    static let named: [UInt32: String] = [
        0xff08: "BackSpace", 0xff09: "Tab", 0xfe20: "Tab", 0xff0d: "Return", 0xff8d: "Return", 0xff1b: "Escape",
        0xffff: "Delete", 0xff50: "Home", 0xff51: "Left", 0xff52: "Up", 0xff53: "Right", 0xff54: "Down",
        0xff55: "Page_Up", 0xff56: "Page_Down", 0xff57: "End", 0xffe1: "Shift_L", 0xffe2: "Shift_R",
        0xffe3: "Control_L", 0xffe4: "Control_R", 0xffe9: "Alt_L", 0xffea: "Alt_R", 0xffeb: "Super_L",
        0xffec: "Super_R", 0x20: "space",
    ]

    /// The keysym's name: `"Left"`, `"Return"`, `"F5"`, `"space"`, or the
    /// character for a printable one (`"a"`, `"A"`, `"é"`); `nil` when
    /// this host does not know it.
    public static func name(_ keysym: UInt32) -> String? {
        if let name = named[keysym] { return name }
        if keysym >= 0xffbe && keysym <= 0xffd5 { return "F\(keysym - 0xffbe + 1)" }
        if let c = character(keysym) { return String(c) }
        return nil
    }

    /// The character a keysym types: Latin-1 keysyms are their code
    /// point; `0x01000000 + U` is Unicode `U`. `nil` for function keys.
    public static func character(_ keysym: UInt32) -> Character? {
        let scalar: UInt32
        if (keysym >= 0x20 && keysym <= 0x7e) || (keysym >= 0xa0 && keysym <= 0xff) {
            scalar = keysym
        } else if keysym >= 0x0100_0000 && keysym <= 0x0110_ffff {
            scalar = keysym - 0x0100_0000
        } else {
            return nil
        }
        return Unicode.Scalar(scalar).map(Character.init)
    }
}
