import Glibc
import Strata
import StrataRaster
import Testing
@testable import StrataWayland

@MainActor
@Suite("Wayland keys and text on a fake compositor")
struct KeyboardRoutingTests {
    /// A window with a focused text field, on a manual clock; the German
    /// keymap sent through a memfd, focus given.
    static func makeHost(_ compositor: FakeCompositor) throws -> (WaylandHost, TextField, ManualClock) {
        let window = Window(size: Size(width: 200, height: 60))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        window.rootView.addSubview(field)
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        #expect(field.becomeFirstResponder())
        let keymap = try KeymapTests.fixture("de")
        let fd = try WaylandBufferPair.makeMemoryFile(size: keymap.count + 1)
        defer { close(fd) }
        #expect(pwrite(fd, keymap, keymap.count, 0) == keymap.count)
        let keyboard = try #require(compositor.id(of: "wl_keyboard"))
        var args = WaylandArguments()
        args.uint(1)
        args.uint(UInt32(keymap.count + 1))
        compositor.send(keyboard, 0, args, fds: [fd])
        let surface = try #require(compositor.id(of: "wl_surface"))
        InputRoutingTests.send(compositor, "wl_keyboard", 1) { $0.uint(1); $0.uint(surface); $0.array([]) }
        InputRoutingTests.send(compositor, "wl_keyboard", 5) { $0.int(25); $0.int(600) }
        try WaylandHostTests.pump(host)
        return (host, field, clock)
    }

    static func key(_ compositor: FakeCompositor, _ code: UInt32, _ pressed: Bool) {
        InputRoutingTests.send(compositor, "wl_keyboard", 3) { $0.uint(9); $0.uint(1); $0.uint(code); $0.uint(pressed ? 1 : 0) }
    }

    static func modifiers(_ compositor: FakeCompositor, _ depressed: UInt32) {
        InputRoutingTests.send(compositor, "wl_keyboard", 4) { $0.uint(9); $0.uint(depressed); $0.uint(0); $0.uint(0); $0.uint(0) }
    }

    /// Evdev codes (xkb keycode − 8): h 35, i 23, q 16, e 18, y/z 21/44
    /// on de: dead_acute is 13 (xkb 21), `@` is AltGr (Mod5) + q.
    @Test func shiftDeadKeysAndAltGrTypeThroughTheKeymap() throws {
        let compositor = FakeCompositor()
        let (host, field, _) = try Self.makeHost(compositor)
        Self.modifiers(compositor, 0x1)
        Self.key(compositor, 35, true)
        Self.key(compositor, 35, false)
        Self.modifiers(compositor, 0)
        for code: UInt32 in [23, 13, 18] {
            Self.key(compositor, code, true)
            Self.key(compositor, code, false)
        }
        Self.modifiers(compositor, 0x80)
        Self.key(compositor, 16, true)
        Self.key(compositor, 16, false)
        Self.modifiers(compositor, 0x4) // Control+q: a shortcut, no text
        Self.key(compositor, 16, true)
        Self.key(compositor, 16, false)
        try WaylandHostTests.pump(host)
        #expect(field.text == "Hié@")
        #expect(host.window.isKeyWindow)
    }

    @Test func aHeldKeyRepeatsOnTheWindowsClockUntilReleased() throws {
        let compositor = FakeCompositor()
        let (host, field, clock) = try Self.makeHost(compositor)
        Self.key(compositor, 30, true) // a
        try WaylandHostTests.pump(host)
        clock.advance(by: 0.5)
        #expect(field.text == "a")     // before the 600 ms delay
        clock.advance(by: 0.2)         // 700 ms: the first repeat at 600, two more at 25 a second
        #expect(field.text == "aaaa")
        Self.key(compositor, 30, false)
        try WaylandHostTests.pump(host)
        clock.advance(by: 1)
        #expect(field.text == "aaaa")
        // A modifier key alone does not repeat (and types nothing).
        Self.key(compositor, 42, true)   // Shift_L
        try WaylandHostTests.pump(host)
        clock.advance(by: 2)
        #expect(field.text == "aaaa")
    }
}
