/// The server's keyboard mapping (`GetKeyboardMapping`): the keysyms of
/// each keycode, unshifted first, with the modifier bits that choose the
/// third level and Num Lock (from `GetModifierMapping`).
public struct X11KeyboardMapping: Sendable, Hashable {
    /// The first keycode described.
    public var firstKeycode: UInt8
    /// How many keysyms each keycode has.
    public var keysymsPerKeycode: Int
    /// `keysymsPerKeycode` keysyms per keycode, from `firstKeycode` on.
    public var keysyms: [UInt32]
    /// The modifier bit of the keys that choose the third level
    /// (`Mode_switch` or `ISO_Level3_Shift`, usually Mod5: `0x80`); 0 when
    /// no modifier carries one.
    public var level3Mask: UInt16
    /// The modifier bit of `Num_Lock` (usually Mod2: `0x10`); 0 when none.
    public var numLockMask: UInt16

    /// Creates a mapping.
    public init(firstKeycode: UInt8, keysymsPerKeycode: Int, keysyms: [UInt32],
                level3Mask: UInt16 = 0, numLockMask: UInt16 = 0) {
        self.firstKeycode = firstKeycode
        self.keysymsPerKeycode = keysymsPerKeycode
        self.keysyms = keysyms
        self.level3Mask = level3Mask
        self.numLockMask = numLockMask
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

    /// The keycodes of each of the eight modifiers (Shift, Lock, Control,
    /// Mod1…Mod5) from a `GetModifierMapping` reply (the whole packet).
    static func modifierKeycodes(reply: [UInt8]) throws -> [[UInt8]] {
        let r = X11Reader(reply)
        guard r.has(0, 32) else { throw X11Error.protocolViolation("short GetModifierMapping reply") }
        let perModifier = Int(r.u8(1))
        guard r.has(32, 8 * perModifier) else { throw X11Error.protocolViolation("truncated GetModifierMapping reply") }
        return (0..<8).map { m in (0..<perModifier).map { r.u8(32 + m * perModifier + $0) }.filter { $0 != 0 } }
    }

    /// Sets `level3Mask` and `numLockMask` from the keycodes of each
    /// modifier: the first of Mod1…Mod5 holding a key with `Mode_switch`
    /// or `ISO_Level3_Shift` (any column), and the first holding `Num_Lock`.
    mutating func assignModifiers(_ keycodesPerModifier: [[UInt8]]) {
        level3Mask = 0
        numLockMask = 0
        for (index, keycodes) in keycodesPerModifier.enumerated() where index >= 3 && index < 8 {
            let symbols = keycodes.flatMap { column(keycode: $0) }
            if level3Mask == 0, symbols.contains(where: { $0 == X11Keysym.modeSwitch || $0 == X11Keysym.level3Shift }) {
                level3Mask = 1 << UInt16(index)
            }
            if numLockMask == 0, symbols.contains(X11Keysym.numLock) { numLockMask = 1 << UInt16(index) }
        }
    }

    /// Every keysym of `keycode` (empty for an unknown keycode).
    func column(keycode: UInt8) -> ArraySlice<UInt32> {
        guard keysymsPerKeycode > 0, keycode >= firstKeycode else { return [] }
        let base = (Int(keycode) - Int(firstKeycode)) * keysymsPerKeycode
        guard base + keysymsPerKeycode <= keysyms.count else { return [] }
        return keysyms[base..<base + keysymsPerKeycode]
    }

    /// The keysym of `keycode` in the modifier `state`, 0 (`NoSymbol`) for
    /// an unknown keycode:
    ///
    /// 1. The group: with the third-level modifier (`level3Mask`) down,
    ///    columns 4 and 5 when the keycode has them (where XKB puts
    ///    `ISO_Level3_Shift`'s levels), else columns 2 and 3 (the core
    ///    protocol's second group, `Mode_switch`), else the first pair.
    /// 2. The level within the pair: the second keysym with Shift. Lock
    ///    is Caps Lock and touches letters only: for a letter (a pair of a
    ///    lowercase and its uppercase) it inverts the level, as Shift does
    ///    (so Shift with Caps Lock gives the lowercase letter, as XKB
    ///    does). With Num Lock, a keypad key whose second keysym is a
    ///    keypad keysym (`KP_7`) takes it, and Shift takes the first.
    /// 3. A pair with no second keysym gives its first; a lowercase letter
    ///    alone is paired with its uppercase (the core protocol's rule).
    public func keysym(keycode: UInt8, state: UInt16) -> UInt32 {
        let symbols = column(keycode: keycode)
        guard !symbols.isEmpty else { return 0 }
        let s = symbols.startIndex
        func at(_ i: Int) -> UInt32 { i < symbols.count ? symbols[s + i] : 0 }
        var first = at(0), second = at(1)
        if level3Mask != 0, state & level3Mask != 0 {
            if at(4) != 0 || at(5) != 0 {
                (first, second) = (at(4), at(5))
            } else if at(2) != 0 || at(3) != 0 {
                (first, second) = (at(2), at(3))
            }
        }
        if second == 0 {
            let upper = X11Keysym.uppercase(first)
            second = upper != first ? upper : first
        }
        let shift = state & 0x1 != 0, lock = state & 0x2 != 0
        if numLockMask != 0, state & numLockMask != 0, X11Keysym.isKeypad(second) {
            return shift ? first : second
        }
        let isLetter = first != second && X11Keysym.uppercase(first) == second
        return (isLetter ? shift != lock : shift) ? second : first
    }
}
