import Testing
@testable import StrataX11

@Suite("X11 events and keysyms")
struct EventDecodingTests {
    /// A 32-byte packet: `code`, `detail`, sequence 1, then `fields` at their offsets.
    static func packet(_ code: UInt8, _ detail: UInt8, _ fields: [(Int, [UInt8])]) -> [UInt8] {
        var p = [UInt8](repeating: 0, count: 32)
        p[0] = code
        p[1] = detail
        p[2] = 1
        for (offset, bytes) in fields { p.replaceSubrange(offset..<offset + bytes.count, with: bytes) }
        return p
    }

    static let cases: [([UInt8], X11Event)] = [
        (packet(2, 38, [(12, u32(9)), (24, u16(10)), (26, u16(20)), (28, u16(1))]),
         .key(pressed: true, keycode: 38, state: 1, window: 9)),
        (packet(3, 38, [(12, u32(9))]), .key(pressed: false, keycode: 38, state: 0, window: 9)),
        (packet(4, 1, [(12, u32(9)), (24, u16(15)), (26, u16(25)), (28, u16(0))]),
         .button(pressed: true, button: 1, x: 15, y: 25, state: 0, window: 9)),
        (packet(5, 5, [(12, u32(9)), (24, u16(0xfffe)), (26, u16(3)), (28, u16(0x100))]),
         .button(pressed: false, button: 5, x: -2, y: 3, state: 0x100, window: 9)),
        (packet(6, 0, [(12, u32(9)), (24, u16(40)), (26, u16(50)), (28, u16(0x100))]),
         .motion(x: 40, y: 50, state: 0x100, window: 9)),
        (packet(9, 0, [(4, u32(9))]), .focus(gained: true, window: 9)),
        (packet(10, 0, [(4, u32(9))]), .focus(gained: false, window: 9)),
        (packet(12, 0, [(4, u32(9)), (8, u16(1)), (10, u16(2)), (12, u16(30)), (14, u16(40)), (16, u16(3))]),
         .expose(window: 9, x: 1, y: 2, width: 30, height: 40, count: 3)),
        (packet(22, 0, [(4, u32(9)), (8, u32(9)), (16, u16(5)), (18, u16(6)), (20, u16(800)), (22, u16(600))]),
         .configure(window: 9, x: 5, y: 6, width: 800, height: 600)),
        (packet(19, 0, [(4, u32(9)), (8, u32(9))]), .map(window: 9)),
        (packet(33 | 0x80, 32, [(4, u32(9)), (8, u32(100)), (12, u32(101)), (16, u32(7))]),
         .clientMessage(window: 9, type: 100, data: [101, 7, 0, 0, 0])),
        (packet(34, 0, [(4, [1, 8, 248])]), .mappingChanged(request: 1, firstKeycode: 8, count: 248)),
        (packet(21, 0, []), .other(code: 21)),
    ]

    @Test(arguments: cases)
    func decodes(packet: [UInt8], event: X11Event) {
        #expect(X11Event(packet: packet[...]) == event)
    }

    @Test func eventsArriveThroughTheConnection() throws {
        let server = FakeXServer()
        let connection = try server.connect(cookie: nil)
        for (packet, _) in Self.cases.prefix(3) { server.sendEvent(packet) }
        try connection.sync()
        var events: [X11Event] = []
        while let e = try connection.nextEvent() { events.append(e) }
        #expect(events == Self.cases.prefix(3).map(\.1))
    }

    /// Keycodes 8…11: a (a, A), 1 (1, !), Left, Shift_L; two keysyms each.
    static let mapping = X11KeyboardMapping(firstKeycode: 8, keysymsPerKeycode: 2,
                                            keysyms: [0x61, 0x41, 0x31, 0x21, 0xff51, 0, 0xffe1, 0])

    @Test(arguments: [
        (UInt8(8), UInt16(0), UInt32(0x61), "a"), (8, 1, 0x41, "A"), (8, 2, 0x41, "A"),
        (9, 0, 0x31, "1"), (9, 1, 0x21, "!"), (10, 0, 0xff51, "Left"), (10, 1, 0xff51, "Left"),
        (11, 0, 0xffe1, "Shift_L"), (12, 0, 0, ""), (7, 0, 0, ""),
    ])
    func keysymOfKeycode(keycode: UInt8, state: UInt16, keysym: UInt32, name: String) {
        let k = Self.mapping.keysym(keycode: keycode, state: state)
        #expect(k == keysym)
        #expect(X11Keysym.name(k) ?? "" == name)
    }

    @Test func lowercaseOnlyKeycodesShiftToUppercase() {
        let m = X11KeyboardMapping(firstKeycode: 8, keysymsPerKeycode: 1, keysyms: [0x7a])
        #expect(m.keysym(keycode: 8, state: 1) == 0x5a)
    }

    @Test(arguments: [(UInt32(0xffbe), "F1"), (0xffc9, "F12"), (0xff0d, "Return"), (0xff1b, "Escape"),
                      (0xe9, "é"), (0x0100_20ac, "€"), (0x20, "space"), (0xff08, "BackSpace")])
    func keysymNames(keysym: UInt32, name: String) {
        #expect(X11Keysym.name(keysym) == name)
    }

    @Test func theKeyboardMappingIsRequestedForEveryKeycode() throws {
        let server = FakeXServer(keysyms: Self.mapping.keysyms)
        let connection = try server.connect(cookie: nil)
        let mapping = try connection.keyboardMapping()
        #expect(mapping == Self.mapping)
        #expect(server.requests.last == [101, 0, 2, 0, 8, 4, 0, 0])
    }
}
