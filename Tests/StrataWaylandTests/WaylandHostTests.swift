import Glibc
import Strata
import StrataRaster
import Testing
@testable import StrataWayland

@MainActor
@Suite("Wayland host on a fake compositor")
struct WaylandHostTests {
    /// A 100×60 window: a grey button at (10, 10, 40, 20).
    static func makeWindow() -> (Window, View) {
        let window = Window(size: Size(width: 100, height: 60))
        window.rootView.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        button.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        window.rootView.addSubview(button)
        return (window, button)
    }

    /// Lets the compositor answer everything sent, then handles it; `turns` times.
    static func pump(_ host: WaylandHost, turns: Int = 3) throws {
        for _ in 0..<turns {
            guard host.isOpen else { return }
            try host.connection.roundTrip()
            host.runOnce()
        }
    }

    static func words(_ body: [UInt8]) -> [Int32] {
        stride(from: 0, to: body.count, by: 4).map { Int32(bitPattern: WaylandArguments.word(body, $0)) }
    }

    static func string(_ body: [UInt8]) throws -> String {
        var r = WaylandArgumentReader(body)
        return try r.string()
    }

    @Test func bindsTheLowerVersionAndOpensATitledToplevel() throws {
        let compositor = FakeCompositor()
        let (window, _) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "Démo", scale: 2, connection: compositor.connect())
        try host.connection.roundTrip()
        let binds = try compositor.requests("wl_registry", 0).map { request -> String in
            var r = WaylandArgumentReader(request.body)
            return "\(try r.uint()) \(try r.string()) v\(try r.uint())"
        }
        // The compositor's 5 and our 4; its 3 and our 1; its 7 and our 8; the unknown one unbound.
        #expect(binds == ["1 wl_compositor v4", "2 wl_shm v1", "4 xdg_wm_base v1", "5 wl_seat v7",
                          "6 zxdg_decoration_manager_v1 v1"])
        #expect(try compositor.requests("xdg_toplevel", 2).map { try Self.string($0.body) } == ["Démo"])
        #expect(try compositor.requests("xdg_toplevel", 3).map { try Self.string($0.body) } == [host.appID])
        #expect(!host.appID.isEmpty)
        #expect(compositor.requests("xdg_toplevel", 8).map { Self.words($0.body) } == [[1, 1]])
        #expect(compositor.requests("wl_surface", 8).map { Self.words($0.body) } == [[2]])
        // The first commit carries no buffer: it asks for the first configure.
        let surfaceRequests = compositor.requests.filter { $0.interface == "wl_surface" }.map(\.opcode)
        #expect(surfaceRequests == [8, 6])
        host.appID = "org.example.Demo"
        try host.connection.roundTrip()
        #expect(try compositor.requests("xdg_toplevel", 3).map { try Self.string($0.body) }.last == "org.example.Demo")
        try host.setTitle("Two")
        try host.connection.roundTrip()
        #expect(try compositor.requests("xdg_toplevel", 2).map { try Self.string($0.body) } == ["Démo", "Two"])
    }

    @Test func theFirstFrameFollowsTheConfigureAndEqualsTheRender() throws {
        let compositor = FakeCompositor()
        let (window, _) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 2, connection: compositor.connect())
        var firstFrame: [String] = []
        host.onFirstFrame = { firstFrame.append("\($0)×\($1)") }
        try Self.pump(host)
        let acks = compositor.requests("xdg_surface", 4)
        #expect(acks.map { Self.words($0.body) } == [[101]])
        #expect(firstFrame == ["200×120"])
        let frame = try #require(compositor.frames.first)
        let expected = Raster(scale: 2).render(window.displayList(), background: RGBA8(255, 255, 255))
        #expect(frame == expected)
        #expect(compositor.requests("wl_surface", 9).map { Self.words($0.body) } == [[0, 0, 200, 120]])
    }

    @Test func laterFramesDamageOnlyWhatChangedAndKeepBothBuffersWhole() throws {
        let compositor = FakeCompositor()
        let (window, button) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 2, connection: compositor.connect())
        try Self.pump(host)
        for (i, gray) in [0.2, 0.7, 0.4].enumerated() {
            button.backgroundColor = Color(red: gray, green: gray, blue: gray)
            host.setNeedsDisplay()
            try Self.pump(host)
            #expect(host.lastDamage == [PixelRect(x: 19, y: 19, width: 82, height: 42)])
            #expect(compositor.requests("wl_surface", 9).map { Self.words($0.body) }.last == [19, 19, 82, 42])
            let expected = Raster(scale: 2).render(window.displayList(), background: RGBA8(255, 255, 255))
            #expect(compositor.frames.count == i + 2)
            #expect(compositor.frames.last == expected, "frame \(i + 2)")
        }
        // Frames alternate between the two buffers.
        let attached = compositor.requests("wl_surface", 1).map { Self.words($0.body)[0] }
        #expect(attached.count == 4 && attached[0] == attached[2] && attached[1] == attached[3] && attached[0] != attached[1])
    }

    @Test func aBusyBufferIsNeverWrittenUntilReleased() throws {
        let compositor = FakeCompositor(releasesBuffers: false)
        let (window, button) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try Self.pump(host)
        button.backgroundColor = Color(red: 0, green: 0, blue: 1)
        host.setNeedsDisplay()
        try Self.pump(host)
        #expect(compositor.frames.count == 2)
        button.backgroundColor = Color(red: 1, green: 0, blue: 0)
        host.setNeedsDisplay()
        try Self.pump(host)
        #expect(compositor.frames.count == 2) // both buffers held: nothing drawn
        let attached = compositor.requests("wl_surface", 1).map { UInt32(bitPattern: Self.words($0.body)[0]) }
        compositor.send(attached[0], 0) // wl_buffer.release
        try Self.pump(host)
        #expect(compositor.frames.count == 3)
        #expect(compositor.frames.last == Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255)))
    }

    @Test func theCompositorsSizeRelaysOut() throws {
        let compositor = FakeCompositor()
        let (window, _) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 2, connection: compositor.connect())
        try Self.pump(host)
        compositor.configure(width: 150, height: 80, states: [4])
        try Self.pump(host)
        #expect(window.size == Size(width: 150, height: 80)) // surface units are points at buffer scale 2
        #expect(compositor.frames.last.map { ($0.width, $0.height) } ?? (0, 0) == (300, 160))
        #expect(compositor.requests("xdg_surface", 4).count == 2)
    }

    @Test func aFractionalScaleDrawsInPixelSurfaceUnits() throws {
        let compositor = FakeCompositor()
        let (window, _) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1.5, connection: compositor.connect())
        try Self.pump(host)
        #expect(compositor.requests("wl_surface", 8).isEmpty)
        #expect(compositor.frames.first.map { ($0.width, $0.height) } ?? (0, 0) == (150, 90))
        compositor.configure(width: 300, height: 150)
        try Self.pump(host)
        #expect(window.size == Size(width: 200, height: 100))
    }

    @Test func pingIsAnsweredAndCloseEndsTheLoop() throws {
        let compositor = FakeCompositor()
        let (window, _) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        var closed: [String] = []
        host.onClose = { closed.append("\($0.map { "\($0)" } ?? "nil")") }
        try Self.pump(host)
        var ping = WaylandArguments()
        ping.uint(4242)
        compositor.send(try #require(compositor.id(of: "xdg_wm_base")), 0, ping)
        try Self.pump(host, turns: 1)
        try host.connection.roundTrip()
        #expect(compositor.requests("xdg_wm_base", 3).map { Self.words($0.body) } == [[4242]])
        compositor.send(try #require(compositor.id(of: "xdg_toplevel")), 1)
        try host.connection.roundTrip()
        host.runOnce()
        #expect(!host.isOpen)
        #expect(closed == ["nil"])
        #expect(!host.runOnce())
    }

    @Test func aProtocolErrorOrALostCompositorClosesWithTheReason() throws {
        let compositor = FakeCompositor()
        let (window, _) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        var errors: [WaylandError?] = []
        host.onClose = { errors.append($0) }
        try Self.pump(host)
        let surface = try #require(compositor.id(of: "wl_surface"))
        var error = WaylandArguments()
        error.uint(surface)
        error.uint(2)
        error.string("buffer size is not divisible by scale")
        compositor.send(1, 0, error)
        #expect(throws: WaylandError.compositorError(interface: "wl_surface", objectID: surface, code: 2,
                                                     message: "buffer size is not divisible by scale")) {
            try host.connection.roundTrip()
        }
        host.runOnce()
        let other = FakeCompositor()
        let host2 = try WaylandHost(window: Self.makeWindow().0, title: "t", connection: other.connect())
        host2.onClose = { errors.append($0) }
        other.shutDown()
        for _ in 0..<100 where host2.isOpen {
            host2.runOnce()
            usleep(2000)
        }
        #expect(!host2.isOpen)
        #expect(errors.count == 1)
        #expect(errors.last == .some(.connectionLost("the compositor closed the connection")))
    }

    @Test func aMissingShellIsNamed() {
        let compositor = FakeCompositor(globals: [(1, "wl_compositor", 4), (2, "wl_shm", 1)])
        #expect(throws: WaylandError.missingGlobal("xdg_wm_base")) {
            _ = try WaylandHost(window: Self.makeWindow().0, title: "t", connection: compositor.connect())
        }
    }

    @Test func deletedIdsAreReused() throws {
        let compositor = FakeCompositor()
        let connection = compositor.connect()
        // The compositor deletes a callback after its `done`: the second
        // round trip (callback 3) reads the deletion of the first (2).
        try connection.roundTrip()
        try connection.roundTrip()
        let reused = connection.newID(.callback, version: 1)
        #expect(reused == 2)
        #expect(connection.newID(.callback, version: 1) == 4)
        #expect(connection.object(2)?.interface == .callback)
    }

    @Test func malformedMessagesCloseTheConnectionWithAViolation() throws {
        for bytes in [[UInt8]([1, 0, 0, 0, 0, 0, 4, 0]), [99, 0, 0, 0, 0, 0, 8, 0]] {
            let compositor = FakeCompositor()
            let connection = compositor.connect()
            compositor.sendRaw(bytes)
            #expect(performing: { try connection.roundTrip() }, throws: { isViolation($0) })
        }
    }
}
