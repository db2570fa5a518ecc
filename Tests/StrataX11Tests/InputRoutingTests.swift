import Strata
import StrataRaster
import Testing
@testable import StrataX11

@MainActor
@Suite("X11 input routing")
struct InputRoutingTests {
    @Test(arguments: [
        (UInt32(0xff51), UInt16(0), Key.left), (0xff52, 0, .up), (0xff53, 0, .right), (0xff54, 0, .down),
        (0xff98, 0, .right), (0xff09, 0, .tab), (0xfe20, 0, .tab.with(.shift)), (0xff09, 1, .tab.with(.shift)),
        (0xff0d, 0, .return), (0xff8d, 4, .return.with(.control)), (0xff1b, 0, .escape), (0x20, 0, .space),
        (0xff08, 0, .backspace), (0xffff, 0, .delete), (0x61, 0, .character("a")),
        (0x41, 1, .character("A", modifiers: .shift)), (0x61, 0x48, .character("a", modifiers: [.alt, .meta])),
        (0x0100_20ac, 0, .character("€")),
    ])
    func keysymsBecomeKeys(keysym: UInt32, state: UInt16, key: Key) {
        #expect(X11Input.key(keysym: keysym, state: state) == key)
    }

    @Test func modifierAndFunctionKeysAreNotRouted() {
        #expect(X11Input.key(keysym: 0xffe1, state: 0) == nil)
        #expect(X11Input.key(keysym: 0xffbe, state: 0) == nil)
        #expect(X11Input.key(keysym: 0, state: 0) == nil)
    }

    @Test func wheelButtons() {
        #expect(X11Input.wheelDelta(button: 4) == Point(x: 0, y: -40))
        #expect(X11Input.wheelDelta(button: 5) == Point(x: 0, y: 40))
        #expect(X11Input.wheelDelta(button: 6) == Point(x: -40, y: 0))
        #expect(X11Input.wheelDelta(button: 7) == Point(x: 40, y: 0))
        #expect(X11Input.wheelDelta(button: 1) == nil)
    }

    static func button(_ pressed: Bool, _ button: UInt8, _ x: Int, _ y: Int, window: UInt32, state: UInt16 = 0) -> [UInt8] {
        EventDecodingTests.packet(pressed ? 4 : 5, button, [(12, u32(window)), (24, u16(UInt16(x))), (26, u16(UInt16(y))),
                                                            (28, u16(state))])
    }

    static func motion(_ x: Int, _ y: Int, window: UInt32, state: UInt16) -> [UInt8] {
        EventDecodingTests.packet(6, 0, [(12, u32(window)), (24, u16(UInt16(x))), (26, u16(UInt16(y))), (28, u16(state))])
    }

    /// A window at scale 2 with a button at (10, 10, 80, 30) and a scroll
    /// view below it.
    static func makeHost(_ server: FakeXServer) throws -> (X11Host, Button, ScrollView, () -> Int) {
        let window = Window(size: Size(width: 100, height: 120))
        window.timeline = Timeline(clock: ManualClock())
        var taps = 0
        let button = Button(title: "Go") { taps += 1 }
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.rootView.addSubview(button)
        let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 100, height: 70))
        scroll.contentSize = Size(width: 100, height: 500)
        window.rootView.addSubview(scroll)
        let host = try X11Host(window: window, title: "t", scale: 2, connection: server.connect(cookie: nil))
        return (host, button, scroll, { taps })
    }

    @Test func aClickPressesTheButtonAndRedrawsItsHighlight() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (host, button, _, taps) = try Self.makeHost(server)
        server.sendEvent(X11HostTests.expose(host.windowID, 200, 240))
        try host.connection.sync()
        host.runOnce()
        server.sendEvent(Self.button(true, 1, 40, 40, window: host.windowID)) // (20, 20) in points
        try host.connection.sync()
        host.runOnce()
        #expect(button.isHighlighted)
        #expect(host.lastDamage.count == 1)
        #expect(host.lastDamage == [PixelRect(x: 19, y: 19, width: 162, height: 62)]) // the button, grown by a pixel
        server.sendEvent(Self.motion(60, 50, window: host.windowID, state: 0x100))
        server.sendEvent(Self.button(false, 1, 60, 50, window: host.windowID, state: 0x100))
        try host.connection.sync()
        host.runOnce()
        #expect(!button.isHighlighted)
        #expect(taps() == 1)
    }

    @Test func theWheelScrollsAndMotionHovers() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (host, button, scroll, _) = try Self.makeHost(server)
        server.sendEvent(Self.button(true, 5, 100, 200, window: host.windowID))
        server.sendEvent(Self.button(false, 5, 100, 200, window: host.windowID))
        server.sendEvent(Self.button(true, 5, 100, 200, window: host.windowID))
        server.sendEvent(Self.button(true, 4, 100, 200, window: host.windowID))
        server.sendEvent(Self.motion(30, 30, window: host.windowID, state: 0))
        try host.connection.sync()
        host.runOnce()
        #expect(scroll.contentOffset == Point(x: 0, y: 40))
        #expect(host.window.hoveredView === button || host.window.hoveredView?.isDescendant(of: button) == true)
    }

    @Test func losingFocusCancelsTheTouch() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (host, button, _, taps) = try Self.makeHost(server)
        server.sendEvent(Self.button(true, 1, 40, 40, window: host.windowID))
        server.sendEvent(EventDecodingTests.packet(10, 0, [(4, u32(host.windowID))]))
        server.sendEvent(Self.button(false, 1, 40, 40, window: host.windowID))
        try host.connection.sync()
        host.runOnce()
        #expect(!button.isHighlighted)
        #expect(taps() == 0)
        #expect(!host.input.touchIsDown)
    }

    @Test func keysGoThroughTheKeyboardMapping() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (host, _, _, _) = try Self.makeHost(server)
        final class Recorder: View {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<Press>, with event: Event) { keys += presses.map { "\($0.key)" } }
        }
        let recorder = Recorder(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        host.window.rootView.addSubview(recorder)
        #expect(recorder.becomeFirstResponder())
        for (keycode, state) in [(UInt8(8), UInt16(1)), (10, 0), (11, 0)] {
            server.sendEvent(EventDecodingTests.packet(2, keycode, [(12, u32(host.windowID)), (28, u16(state))]))
        }
        try host.connection.sync()
        host.runOnce()
        #expect(recorder.keys == ["shift+A", "left"])
    }
}
