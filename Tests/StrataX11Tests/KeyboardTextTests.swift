import Strata
import Testing
@testable import StrataX11

/// Key presses to text: the keyboard mapping's levels (Shift, Caps Lock,
/// the third level, Num Lock), dead keys, and typing into a field
/// through the host.
@MainActor
@Suite("X11 keyboard to text")
struct KeyboardTextTests {
    /// Six keysyms per keycode (two groups, then the third and fourth
    /// levels, as XKB lays out the core mapping), from keycode 8:
    /// 8 a, 9 one, 10 q (level 3: at), 11 dead_acute/dead_grave (level 3:
    /// dead_circumflex), 12 e, 13 ISO_Level3_Shift, 14 KP_Home/KP_7,
    /// 15 Num_Lock, 16 space, 17 z with a second group only (Mode_switch),
    /// 18 Mode_switch, 19 Control_L, 20 Right, 21 Shift_L, 22 c, 23 dead_diaeresis.
    static let keysyms: [UInt32] = [
        0x61, 0x41, 0x61, 0x41, 0xe6, 0xc6,
        0x31, 0x21, 0x31, 0x21, 0xb9, 0xa1,
        0x71, 0x51, 0x71, 0x51, 0x40, 0x0100_03a9,
        0xfe51, 0xfe50, 0xfe51, 0xfe50, 0xfe52, 0,
        0x65, 0x45, 0x65, 0x45, 0, 0,
        0xfe03, 0, 0xfe03, 0, 0, 0,
        0xff95, 0xffb7, 0xff95, 0xffb7, 0, 0,
        0xff7f, 0, 0xff7f, 0, 0, 0,
        0x20, 0, 0x20, 0, 0, 0,
        0x7a, 0x5a, 0x0100_01b6, 0x0100_01b5, 0, 0,
        0xff7e, 0, 0xff7e, 0, 0, 0,
        0xffe3, 0, 0xffe3, 0, 0, 0,
        0xff53, 0, 0xff53, 0, 0, 0,
        0xffe1, 0, 0xffe1, 0, 0, 0,
        0x63, 0x43, 0x63, 0x43, 0, 0,
        0xfe57, 0, 0xfe57, 0, 0, 0,
    ]
    /// Shift, Lock, Control, Mod1 (Alt_L… none here), Mod2 Num_Lock,
    /// Mod3, Mod4, Mod5 ISO_Level3_Shift and Mode_switch.
    static let modifiers: [[UInt8]] = [[21], [], [19], [], [15], [], [], [13, 18]]

    static var mapping: X11KeyboardMapping {
        var m = X11KeyboardMapping(firstKeycode: 8, keysymsPerKeycode: 6, keysyms: keysyms)
        m.assignModifiers(modifiers)
        return m
    }

    @Test func theModifierMappingFindsTheThirdLevelAndNumLock() {
        #expect(Self.mapping.level3Mask == 0x80)
        #expect(Self.mapping.numLockMask == 0x10)
    }

    @Test(arguments: [
        // keycode, state, keysym
        (UInt8(8), UInt16(0), UInt32(0x61)), (8, 0x1, 0x41), (8, 0x2, 0x41), (8, 0x3, 0x61),  // Caps Lock, Shift cancels it
        (9, 0x0, 0x31), (9, 0x1, 0x21), (9, 0x2, 0x31),                                      // Lock: letters only
        (8, 0x80, 0xe6), (8, 0x81, 0xc6), (10, 0x80, 0x40), (10, 0x81, 0x0100_03a9),          // level 3 (AltGr)
        (9, 0x80, 0xb9), (8, 0x82, 0xc6),                                                    // Caps Lock on æ
        (17, 0x80, 0x0100_01b6), (17, 0x81, 0x0100_01b5),                                    // Mode_switch: group 2
        (12, 0x80, 0x65),                                                                    // no third level: the first
        (14, 0x0, 0xff95), (14, 0x10, 0xffb7), (14, 0x11, 0xff95),                            // Num Lock on the keypad
        (11, 0x0, 0xfe51), (11, 0x1, 0xfe50), (11, 0x80, 0xfe52),
        (7, 0, 0), (24, 0, 0),
    ])
    func levels(keycode: UInt8, state: UInt16, keysym: UInt32) {
        #expect(Self.mapping.keysym(keycode: keycode, state: state) == keysym)
    }

    /// Each case: key presses (keysym, state) and the text each types.
    @Test(arguments: [
        ([(UInt32(0x61), UInt16(0))], ["a"]),
        ([(0x61, 0x4), (0x61, 0x8), (0x61, 0x40), (0x61, 0x80)], [nil, nil, nil, "a"]),        // shortcuts type nothing
        ([(0xfe51, 0), (0x65, 0)], [nil, "é"]),
        ([(0xfe51, 0), (0xffe1, 0), (0x45, 1)], [nil, nil, "É"]),                            // Shift between
        ([(0xfe50, 0), (0x61, 0)], [nil, "à"]),
        ([(0xfe52, 0), (0x6f, 0)], [nil, "ô"]),
        ([(0xfe57, 0), (0x75, 0)], [nil, "ü"]),
        ([(0xfe53, 0), (0x6e, 0)], [nil, "ñ"]),
        ([(0xfe5b, 0), (0x63, 0)], [nil, "ç"]),
        ([(0xfe5a, 0), (0x73, 0)], [nil, "š"]),
        ([(0xfe51, 0), (0x71, 0)], [nil, "\u{B4}q"]),                                           // no composition: both
        ([(0xfe51, 0), (0x20, 0)], [nil, "\u{B4}"]),                                            // space: the accent
        ([(0xfe51, 0), (0xfe51, 0)], [nil, "\u{B4}"]),                                          // twice: the accent
        ([(0xfe51, 0), (0xfe50, 0), (0x61, 0)], [nil, "\u{B4}", "à"]),                          // another dead key
        ([(0xfe51, 0), (0xff53, 0), (0x65, 0)], [nil, nil, "e"]),                               // an arrow drops it
        ([(0xfe51, 0), (0x65, 0x4)], [nil, nil]),                                               // a shortcut drops it
        ([(0xff0d, 0), (0xff09, 0), (0xff08, 0), (0xffbe, 0)], [nil, nil, nil, nil]),           // keys that print nothing
        ([(0xffb7, 0), (0x0100_20ac, 0), (0x0100_0009, 0)], ["7", "€", nil]),
    ] as [([(UInt32, UInt16)], [String?])])
    func composing(presses: [(UInt32, UInt16)], texts: [String?]) {
        var composer = X11TextComposer()
        let typed = presses.map { composer.text(keysym: $0.0, state: $0.1, level3Mask: 0x80) }
        #expect(typed == texts)
    }

    @Test func everyDeadKeyComposesItsTableAndTypesItsAccentAlone() {
        for (dead, accent) in X11DeadKeys.accents.sorted(by: { $0.key < $1.key }) {
            #expect(accent.bases.count == accent.composed.count)
            for (base, composed) in zip(accent.bases, accent.composed) {
                #expect(X11DeadKeys.compose(dead, with: base) == String(composed))
                #expect(composed.unicodeScalars.count == 1, "\(composed) is one precomposed character")
            }
            #expect(X11DeadKeys.compose(dead, with: " ") == String(accent.spacing))
        }
    }

    @Test(arguments: [(UInt32(0xff50), Key.home), (0xff57, .end), (0xff55, .pageUp), (0xff56, .pageDown),
                      (0xff95, .home), (0xff9c, .end), (0xff9a, .pageUp), (0xff9b, .pageDown)])
    func homeEndAndPageKeys(keysym: UInt32, key: Key) {
        #expect(X11Input.key(keysym: keysym, state: 0) == key)
        #expect(X11Input.key(keysym: keysym, state: 1) == key.with(.shift))
    }

    static func keyPress(_ keycode: UInt8, state: UInt16, window: UInt32, time: UInt32 = 1000) -> [UInt8] {
        EventDecodingTests.packet(2, keycode, [(4, u32(time)), (12, u32(window)), (28, u16(state))])
    }

    static func keyRelease(_ keycode: UInt8, state: UInt16, window: UInt32) -> [UInt8] {
        EventDecodingTests.packet(3, keycode, [(12, u32(window)), (28, u16(state))])
    }

    /// Through the public API: a host on a fake server whose mapping has
    /// AltGr on Mod5, and key events typed into a field.
    @Test func keyEventsTypeIntoAFieldWithShiftLevel3AndDeadKeys() throws {
        let server = FakeXServer(keysymsPerKeycode: 6, keysyms: Self.keysyms, modifierKeycodes: Self.modifiers)
        let window = Window(size: Size(width: 200, height: 60))
        window.timeline = Timeline(clock: ManualClock())
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        window.rootView.addSubview(field)
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        #expect(field.becomeFirstResponder())
        let id = host.windowID
        // a, Shift+a, AltGr+q, dead_acute e, dead_diaeresis Shift+a, Caps Lock 1, Control+a (select all: no text).
        let presses: [(UInt8, UInt16)] = [(8, 0), (8, 1), (10, 0x80), (11, 0), (12, 0), (23, 0), (8, 1), (9, 2)]
        for (keycode, state) in presses {
            server.sendEvent(Self.keyPress(keycode, state: state, window: id))
            server.sendEvent(Self.keyRelease(keycode, state: state, window: id))
        }
        try host.connection.sync()
        host.runOnce()
        #expect(field.text == "aA@éÄ1")
        server.sendEvent(Self.keyPress(8, state: 0x4, window: id))
        try host.connection.sync()
        host.runOnce()
        #expect(field.text == "aA@éÄ1")
        #expect(field.selectedRange == 0..<6)
    }

    @Test func focusChangesSetIsKeyWindowAndForgetADeadKey() throws {
        let server = FakeXServer(keysymsPerKeycode: 6, keysyms: Self.keysyms, modifierKeycodes: Self.modifiers)
        let window = Window(size: Size(width: 200, height: 60))
        window.timeline = Timeline(clock: ManualClock())
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        window.rootView.addSubview(field)
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        field.becomeFirstResponder()
        server.sendEvent(Self.keyPress(11, state: 0, window: host.windowID))          // dead_acute
        server.sendEvent(EventDecodingTests.packet(10, 0, [(4, u32(host.windowID))])) // FocusOut
        try host.connection.sync()
        host.runOnce()
        #expect(!window.isKeyWindow)
        server.sendEvent(EventDecodingTests.packet(9, 0, [(4, u32(host.windowID))]))  // FocusIn
        server.sendEvent(Self.keyPress(12, state: 0, window: host.windowID))          // e
        try host.connection.sync()
        host.runOnce()
        #expect(window.isKeyWindow)
        #expect(field.text == "e")
    }
}
