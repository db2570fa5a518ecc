import Strata
import StrataRaster
import Testing
@testable import StrataWayland

/// Decorations on the fake compositor: the requests of `xdg-decoration`,
/// the host's own decorations' pixels, and what presses on them ask for.
@MainActor
@Suite("Wayland decorations on a fake compositor")
struct DecorationHostTests {
    typealias T = WaylandHostTests

    /// A 300 × 60 window at scale 1 (wide enough for a title) on `compositor`, shown.
    static func show(_ compositor: FakeCompositor, title: String = "Démo",
                     decorations: WaylandDecorations = .automatic) throws -> (WaylandHost, View) {
        let window = Window(size: Size(width: 300, height: 60))
        window.rootView.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        button.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        window.rootView.addSubview(button)
        let host = try WaylandHost(window: window, title: title, scale: 1, connection: compositor.connect())
        host.decorations = decorations
        try T.pump(host)
        return (host, button)
    }

    /// The pixels of `canvas` in `r`.
    static func crop(_ canvas: Canvas, _ r: PixelRect) -> Canvas {
        var out = Canvas(width: r.width, height: r.height)
        for y in 0..<r.height { for x in 0..<r.width { out[x, y] = canvas[r.x + x, r.y + y] } }
        return out
    }

    static func pointer(_ compositor: FakeCompositor, _ opcode: UInt16, _ build: (inout WaylandArguments) -> Void = { _ in }) {
        InputRoutingTests.send(compositor, "wl_pointer", opcode, build)
    }

    /// Enter at (x, y), press the left button with `serial` at `time`.
    static func press(_ compositor: FakeCompositor, x: Double, y: Double, serial: UInt32, time: UInt32) throws {
        let surface = try #require(compositor.id(of: "wl_surface"))
        pointer(compositor, 0) { $0.uint(serial - 1); $0.uint(surface); $0.fixed(x); $0.fixed(y) }
        pointer(compositor, 3) { $0.uint(serial); $0.uint(time); $0.uint(0x110); $0.uint(1) }
        pointer(compositor, 5)
    }

    static func release(_ compositor: FakeCompositor, serial: UInt32, time: UInt32) {
        pointer(compositor, 3) { $0.uint(serial); $0.uint(time); $0.uint(0x110); $0.uint(0) }
        pointer(compositor, 5)
    }

    @Test func serverSideIsAskedBeforeTheFirstCommitAndNothingIsDrawn() throws {
        let compositor = FakeCompositor()
        let (host, _) = try Self.show(compositor)
        let toplevel = try #require(compositor.id(of: "xdg_toplevel"))
        let decoration = try #require(compositor.id(of: "zxdg_toplevel_decoration_v1"))
        #expect(compositor.requests("zxdg_decoration_manager_v1", 1).map { T.words($0.body) }
                    == [[Int32(decoration), Int32(toplevel)]])
        #expect(compositor.requests("zxdg_toplevel_decoration_v1", 1).map { T.words($0.body) } == [[2]])
        // set_mode comes before the first commit (a protocol rule).
        let order = compositor.requests.map { "\($0.interface).\($0.opcode)" }
        let setMode = try #require(order.firstIndex(of: "zxdg_toplevel_decoration_v1.1"))
        #expect(setMode < (order.firstIndex(of: "wl_surface.6") ?? 0))
        #expect(!host.drawsDecorations)
        #expect(compositor.requests("xdg_surface", 3).isEmpty)
        #expect(compositor.frames.first == Raster(scale: 1).render(host.window.displayList(), background: RGBA8(255, 255, 255)))
    }

    @Test(arguments: [
        // the compositor's answer, what is asked → the modes sent, whether the host draws
        (UInt32(1), WaylandDecorations.automatic, [Int32(2)], true),
        (2, .client, [2, 1], true), (2, .none, [2, 1], false), (1, .server, [2, 2], false), (2, .server, [2, 2], false),
    ] as [(UInt32, WaylandDecorations, [Int32], Bool)])
    func theModeFollowsTheAnswer(answer: UInt32, asked: WaylandDecorations, modes: [Int32], draws: Bool) throws {
        let compositor = FakeCompositor(decorationMode: answer)
        let (host, _) = try Self.show(compositor, decorations: asked)
        #expect(compositor.requests("zxdg_toplevel_decoration_v1", 1).map { T.words($0.body)[0] } == modes)
        #expect(host.drawsDecorations == draws)
        #expect(compositor.frames.last.map { ($0.width, $0.height) } ?? (0, 0) == (draws ? (326, 118) : (300, 60)))
    }

    @Test func withoutAManagerTheHostDrawsItsOwnAroundTheContent() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, _) = try Self.show(compositor)
        #expect(host.drawsDecorations)
        #expect(host.window.size == Size(width: 300, height: 60)) // the content's size
        let frame = try #require(compositor.frames.first)
        #expect((frame.width, frame.height) == (326, 118))
        // The content, pixel for pixel, at (13, 45).
        let content = Raster(scale: 1).render(host.window.displayList(), background: RGBA8(255, 255, 255))
        #expect(Self.crop(frame, PixelRect(x: 13, y: 45, width: 300, height: 60)) == content)
        // The title bar (inactive: no `activated` state yet), the border, the shadow's premultiplied alpha.
        #expect(frame[16, 16] == RGBA8(0xf6, 0xf6, 0xf6))
        #expect(frame[12, 60] == RGBA8(0xb6, 0xb6, 0xb3))
        #expect(frame[313, 60] == RGBA8(0xb6, 0xb6, 0xb3))
        #expect(frame[0, 0].a < frame[11, 60].a && frame[11, 60].a < 255)
        #expect(frame[11, 60].r == 0 && frame[11, 60].g == 0)
        // The buffers are ARGB8888 (format 0); the window geometry leaves out the shadow.
        #expect(compositor.requests("wl_shm_pool", 0).map { T.words($0.body)[5] } == [0, 0])
        #expect(compositor.requests("xdg_surface", 3).map { T.words($0.body) } == [[12, 12, 302, 94]])
        // The minimum size is the content's plus the frame (2 wide, 34 tall).
        #expect(compositor.requests("xdg_toplevel", 8).map { T.words($0.body) } == [[3, 35]])
        // The title: ink darker than the bar in its middle; none without a title.
        func inked(_ canvas: Canvas) -> Int {
            var n = 0
            for y in 17..<41 { for x in 109..<217 where canvas[x, y].r < 0xa0 { n += 1 } }
            return n
        }
        #expect(inked(frame) > 20)
        let untitled = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        _ = try Self.show(untitled, title: "")
        #expect(try inked(#require(untitled.frames.first)) == 0)
    }

    @Test func damageInTheContentIsMovedByTheDecorations() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, button) = try Self.show(compositor)
        button.backgroundColor = Color(red: 0, green: 0, blue: 1)
        host.setNeedsDisplay()
        try T.pump(host)
        #expect(host.lastDamage == [PixelRect(x: 13 + 9, y: 45 + 9, width: 42, height: 22)])
        let content = Raster(scale: 1).render(host.window.displayList(), background: RGBA8(255, 255, 255))
        #expect(try Self.crop(#require(compositor.frames.last), PixelRect(x: 13, y: 45, width: 300, height: 60)) == content)
    }

    @Test func theCompositorsSizeIsTheFramesAndTheContentIsSmaller() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, _) = try Self.show(compositor)
        compositor.configure(width: 402, height: 234, states: [4])
        try T.pump(host)
        #expect(host.window.size == Size(width: 400, height: 200))
        let frame = try #require(compositor.frames.last)
        #expect((frame.width, frame.height) == (426, 258))
        #expect(frame[16, 16] == RGBA8(0xeb, 0xeb, 0xeb)) // activated
        #expect(compositor.requests("xdg_surface", 3).map { T.words($0.body) }.last == [12, 12, 402, 234])
        // Maximised: no shadow, no border; the content is the size less the title bar.
        compositor.configure(width: 640, height: 480, states: [1, 4])
        try T.pump(host)
        #expect(host.isMaximized)
        #expect(host.window.size == Size(width: 640, height: 448))
        #expect(compositor.requests("xdg_surface", 3).map { T.words($0.body) }.last == [0, 0, 640, 480])
    }

    @Test func draggingTheTitleBarMovesWithThePressSerial() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, _) = try Self.show(compositor)
        try Self.press(compositor, x: 100, y: 30, serial: 77, time: 1000)
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 5).isEmpty) // not before it is dragged
        Self.pointer(compositor, 2) { $0.uint(1010); $0.fixed(103); $0.fixed(30) } // within the slop
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 5).isEmpty)
        Self.pointer(compositor, 2) { $0.uint(1020); $0.fixed(110); $0.fixed(32) }
        try T.pump(host)
        let seat = try #require(compositor.id(of: "wl_seat"))
        #expect(compositor.requests("xdg_toplevel", 5).map { T.words($0.body) } == [[Int32(seat), 77]])
    }

    @Test(arguments: [
        // where → resize_edge
        (5.0, 60.0, Int32(4)), (320, 60, 8), (100, 3, 1), (100, 114, 2), (3, 3, 5), (322, 3, 9), (3, 114, 6),
        (322, 114, 10),
    ] as [(Double, Double, Int32)])
    func pressingAnEdgeResizesWithItsEdges(x: Double, y: Double, edges: Int32) throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, _) = try Self.show(compositor)
        try Self.press(compositor, x: x, y: y, serial: 31, time: 5)
        try T.pump(host)
        let seat = try #require(compositor.id(of: "wl_seat"))
        #expect(compositor.requests("xdg_toplevel", 6).map { T.words($0.body) } == [[Int32(seat), 31, edges]])
        #expect(compositor.requests("xdg_toplevel", 5).isEmpty)
    }

    @Test func aDoubleClickMaximisesAndAgainRestoresByTheToplevelsState() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, _) = try Self.show(compositor)
        try Self.press(compositor, x: 100, y: 30, serial: 10, time: 1000)
        Self.release(compositor, serial: 11, time: 1080)
        try Self.press(compositor, x: 101, y: 30, serial: 12, time: 1300)
        Self.release(compositor, serial: 13, time: 1380)
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 9).count == 1)
        #expect(compositor.requests("xdg_toplevel", 10).isEmpty)
        compositor.configure(width: 640, height: 480, states: [1])
        try T.pump(host)
        // Maximised: the title bar starts at the surface's top.
        try Self.press(compositor, x: 100, y: 10, serial: 20, time: 5000)
        Self.release(compositor, serial: 21, time: 5050)
        try Self.press(compositor, x: 100, y: 10, serial: 22, time: 5200)
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 9).count == 1)
        #expect(compositor.requests("xdg_toplevel", 10).count == 1)
        // Two presses too far apart in time are not a double click.
        Self.release(compositor, serial: 23, time: 5250)
        try Self.press(compositor, x: 100, y: 10, serial: 24, time: 6000)
        Self.release(compositor, serial: 25, time: 6050)
        try Self.press(compositor, x: 100, y: 10, serial: 26, time: 6500)
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 9).count + compositor.requests("xdg_toplevel", 10).count == 2)
    }

    @Test func theButtonsMinimiseMaximiseAndClose() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (host, _) = try Self.show(compositor)
        var closed: [String] = []
        host.onClose = { closed.append("\($0.map { "\($0)" } ?? "nil")") }
        try Self.press(compositor, x: 235, y: 29, serial: 2, time: 10)
        Self.release(compositor, serial: 3, time: 20)
        try Self.press(compositor, x: 265, y: 29, serial: 4, time: 1000)
        Self.release(compositor, serial: 5, time: 1010)
        // Pressed on close but released elsewhere: nothing.
        try Self.press(compositor, x: 295, y: 29, serial: 6, time: 2000)
        Self.pointer(compositor, 2) { $0.uint(2010); $0.fixed(200); $0.fixed(29) }
        Self.release(compositor, serial: 7, time: 2020)
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 13).count == 1)
        #expect(compositor.requests("xdg_toplevel", 9).count == 1)
        #expect(host.isOpen)
        // Hovering the close button paints it red.
        Self.pointer(compositor, 2) { $0.uint(3000); $0.fixed(295); $0.fixed(29) }
        try T.pump(host)
        #expect(compositor.frames.last?[295, 22] == RGBA8(0xe0, 0x1b, 0x24))
        try Self.press(compositor, x: 295, y: 29, serial: 8, time: 4000)
        Self.release(compositor, serial: 9, time: 4010)
        try T.pump(host)
        #expect(!host.isOpen)
        #expect(closed == ["nil"])
    }

    @Test func pressesOnTheContentReachTheWindowAtContentCoordinates() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let window = Window(size: Size(width: 300, height: 60))
        window.timeline = Timeline(clock: ManualClock())
        var taps = 0
        let button = Button(title: "Go") { taps += 1 }
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.rootView.addSubview(button)
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try T.pump(host)
        // (13 + 20, 45 + 20) on the surface is (20, 20) in the window.
        try Self.press(compositor, x: 33, y: 65, serial: 2, time: 10)
        try T.pump(host)
        #expect(button.isHighlighted)
        Self.release(compositor, serial: 3, time: 20)
        try T.pump(host)
        #expect(taps == 1)
        // Moving onto the title bar leaves the content; a press there is not the window's.
        Self.pointer(compositor, 2) { $0.uint(30); $0.fixed(33); $0.fixed(30) }
        Self.pointer(compositor, 3) { $0.uint(4); $0.uint(40); $0.uint(0x110); $0.uint(1) }
        Self.pointer(compositor, 3) { $0.uint(5); $0.uint(50); $0.uint(0x110); $0.uint(0) }
        try T.pump(host)
        #expect(taps == 1)
        #expect(!host.input.pointerInside)
        #expect(compositor.requests("xdg_toplevel", 6).isEmpty && compositor.requests("xdg_toplevel", 5).isEmpty)
    }
}
