import Strata
import StrataRaster
import Testing
@testable import StrataX11

@MainActor
@Suite("X11 host on a fake server")
struct X11HostTests {
    /// A 100×60 window: a grey button at (10, 10, 40, 20).
    static func makeWindow() -> (Window, View) {
        let window = Window(size: Size(width: 100, height: 60))
        window.rootView.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        button.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        window.rootView.addSubview(button)
        return (window, button)
    }

    static func expose(_ window: UInt32, _ w: Int, _ h: Int) -> [UInt8] {
        EventDecodingTests.packet(12, 0, [(4, u32(window)), (12, u16(UInt16(w))), (14, u16(UInt16(h)))])
    }

    /// The pixels of every PutImage, pasted at their positions.
    static func screen(_ server: FakeXServer, width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for put in server.requests(opcode: 72) {
            let w = Int(le16(put, 12)), h = Int(le16(put, 14)), x = Int(le16(put, 16)), y = Int(le16(put, 18))
            for row in 0..<h {
                for col in 0..<w {
                    let i = 24 + 4 * (row * w + col)
                    canvas[x + col, y + row] = RGBA8(put[i + 2], put[i + 1], put[i])
                }
            }
        }
        return canvas
    }

    @Test func opensTheWindowWithTitleProtocolsAndMinimumSize() throws {
        let server = FakeXServer(extensions: ["BIG-REQUESTS": 130], keysyms: EventDecodingTests.mapping.keysyms)
        let (window, _) = Self.makeWindow()
        let host = try X11Host(window: window, title: "Démo", scale: 2, connection: server.connect(cookie: nil))
        try host.connection.sync()
        #expect(!host.usesSharedMemory)
        let create = try #require(server.requests(opcode: 1).first)
        #expect(le32(create, 4) == host.windowID)
        #expect(le32(create, 8) == FakeXServer.root)
        #expect((le16(create, 16), le16(create, 18)) == (200, 120))
        let properties = server.requests(opcode: 18).map { (le32($0, 8), le32($0, 12), Array($0[24..<24 + Int(le32($0, 20)) * Int($0[16]) / 8])) }
        let title = Array("Démo".utf8)
        #expect(properties.count == 4)
        #expect(properties[0] == (39, 31, [0x44, 0xe9, 0x6d, 0x6f])) // Latin-1 in WM_NAME
        #expect(properties[1] == (FakeXServer.atom("_NET_WM_NAME"), FakeXServer.atom("UTF8_STRING"), title))
        #expect(properties[2] == (FakeXServer.atom("WM_PROTOCOLS"), 4, u32(FakeXServer.atom("WM_DELETE_WINDOW"))))
        #expect(properties[3].0 == 40 && properties[3].1 == 41)
        #expect(server.requests(opcode: 8).map { le32($0, 4) } == [host.windowID])
        #expect(server.requests(opcode: 55).count == 1)
    }

    @Test func theFirstExposeDrawsTheWholeWindowThenAHighlightOnlyTheButton() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (window, button) = Self.makeWindow()
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        var shown: (UInt32, Int, Int)?
        host.onFirstFrame = { shown = ($0, $1, $2) }
        server.sendEvent(Self.expose(host.windowID, 100, 60))
        try host.connection.sync()
        #expect(host.runOnce())
        #expect(shown.map { [$0.0, UInt32($0.1), UInt32($0.2)] } == [host.windowID, 100, 60])
        #expect(host.lastDamage == [PixelRect(x: 0, y: 0, width: 100, height: 60)])
        let expected = Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255))
        try host.connection.sync()
        #expect(Self.screen(server, width: 100, height: 60) == expected)

        button.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        host.setNeedsDisplay()
        #expect(host.runOnce())
        #expect(host.lastDamage == [PixelRect(x: 9, y: 9, width: 42, height: 22)])
        #expect(host.lastPresentedPixels == 42 * 22)
        try host.connection.sync()
        #expect(Self.screen(server, width: 100, height: 60)
                == Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255)))

        #expect(host.runOnce()) // nothing changed: nothing sent
        #expect(host.lastDamage == [PixelRect(x: 9, y: 9, width: 42, height: 22)])
    }

    @Test func configureNotifyResizesTheWindow() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (window, _) = Self.makeWindow()
        let host = try X11Host(window: window, title: "t", scale: 2, connection: server.connect(cookie: nil))
        server.sendEvent(Self.expose(host.windowID, 200, 120))
        server.sendEvent(EventDecodingTests.packet(22, 0, [(4, u32(host.windowID)), (8, u32(host.windowID)),
                                                           (20, u16(300)), (22, u16(161))]))
        try host.connection.sync()
        host.runOnce()
        #expect(window.size == Size(width: 150, height: 80.5))
        #expect(host.lastDamage == [PixelRect(x: 0, y: 0, width: 300, height: 161)])
    }

    @Test func deleteWindowClosesAndEventsReachOnEvent() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (window, _) = Self.makeWindow()
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        var seen: [X11Event] = []
        var closed: [X11Error?] = []
        host.onEvent = { seen.append($0) }
        host.onClose = { closed.append($0) }
        let key = EventDecodingTests.packet(2, 8, [(12, u32(host.windowID)), (28, u16(1))])
        server.sendEvent(key)
        server.sendEvent(EventDecodingTests.packet(33, 32, [(4, u32(host.windowID)), (8, u32(FakeXServer.atom("WM_PROTOCOLS"))),
                                                            (12, u32(FakeXServer.atom("WM_DELETE_WINDOW")))]))
        try host.connection.sync()
        #expect(!host.runOnce())
        #expect(!host.isOpen)
        #expect(closed.count == 1 && closed[0] == nil)
        #expect(seen.first == .key(pressed: true, keycode: 8, state: 1, window: host.windowID))
        #expect(host.keysym(keycode: 8, state: 1) == 0x41)
    }

    @Test func aLostConnectionEndsTheLoopWithAMessage() throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (window, _) = Self.makeWindow()
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        var closed: [X11Error?] = []
        host.onClose = { closed.append($0) }
        try host.connection.sync()
        server.shutDown()
        #expect(!host.runOnce())
        #expect(closed.count == 1)
        #expect(closed.first??.description.hasPrefix("the connection to the X server was lost") == true)
    }

    @Test func runReturnsWhenTheWindowIsClosed() async throws {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let (window, button) = Self.makeWindow()
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        var frames = 0
        host.onFirstFrame = { _, _, _ in
            frames += 1
            // Once drawn, a change the host is told about, then the close button.
            button.backgroundColor = .black
            host.setNeedsDisplay()
            server.sendEvent(EventDecodingTests.packet(33, 32, [(4, u32(host.windowID)),
                                                                (8, u32(FakeXServer.atom("WM_PROTOCOLS"))),
                                                                (12, u32(FakeXServer.atom("WM_DELETE_WINDOW")))]))
        }
        server.sendEvent(Self.expose(host.windowID, 100, 60))
        try await host.run()
        #expect(frames == 1)
        #expect(!host.isOpen)
    }
}
