import Strata
import StrataRaster
import Testing
@testable import StrataWayland

@MainActor
@Suite("Wayland fractional scale (wp_fractional_scale_v1, wp_viewporter) on a fake compositor")
struct FractionalScaleTests {
    /// The standard globals, the viewporter and the fractional-scale manager.
    static let globals = FakeCompositor.standardGlobals
        + [(6, "wp_viewporter", 1), (7, "wp_fractional_scale_manager_v1", 1)]

    static func preferredScale(_ compositor: FakeCompositor, _ value: UInt32) throws {
        let fractional = try #require(compositor.id(of: "wp_fractional_scale_v1"))
        compositor.send(fractional, 0, WaylandHost.idArgument(value))
    }

    /// 1.25, 1.5 and 1.75: the buffer has that many pixels per point, the
    /// viewport shows it at the window's 100 × 60 points, buffer scale 1.
    @Test(arguments: [(UInt32(150), 125, 75), (180, 150, 90), (210, 175, 105)])
    func drawsAtThePreferredScaleWithTheViewportAtTheLogicalSize(_ c: (UInt32, Int, Int)) throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (window, _) = WaylandHostTests.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        let surface = try #require(compositor.id(of: "wl_surface"))
        let viewport = try #require(compositor.id(of: "wp_viewport"))
        let fractional = try #require(compositor.id(of: "wp_fractional_scale_v1"))
        #expect(compositor.requests("wp_viewporter", 1).map { WaylandHostTests.words($0.body) }
            == [[Int32(viewport), Int32(surface)]])
        #expect(compositor.requests("wp_fractional_scale_manager_v1", 1).map { WaylandHostTests.words($0.body) }
            == [[Int32(fractional), Int32(surface)]])
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [100, 60])
        #expect(compositor.requests("wp_viewport", 2).isEmpty) // not before the compositor says its scale

        try Self.preferredScale(compositor, c.0)
        try WaylandHostTests.pump(host)
        let frame = try #require(compositor.frames.last)
        #expect([frame.width, frame.height] == [c.1, c.2])
        #expect(host.scale == Double(c.0) / 120)
        #expect(window.scale == Double(c.0) / 120)
        #expect(compositor.requests("wp_viewport", 2).map { WaylandHostTests.words($0.body) } == [[100, 60]])
        #expect(compositor.requests("wl_surface", 8).isEmpty) // buffer scale stays 1
        // The window drawn whole at the new scale, as the raster draws it there.
        #expect(frame == Raster(scale: Double(c.0) / 120).render(window.displayList(), background: RGBA8(255, 255, 255)))
        // The viewport request comes before the commit of that buffer.
        let order = compositor.requests.filter { ($0.interface == "wl_surface" && $0.opcode == 6) || $0.interface == "wp_viewport" }
        let viewportIndex = try #require(order.firstIndex { $0.interface == "wp_viewport" })
        #expect(order[viewportIndex + 1].interface == "wl_surface")
    }

    /// A configure's size is in points (surface units) then, and the
    /// pointer's positions too.
    @Test func configureAndPointerAreInPointsAtAFractionalScale() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let window = Window(size: Size(width: 100, height: 60))
        var taps = 0
        let button = Button(title: "Go") { taps += 1 }
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.rootView.addSubview(button)
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        try Self.preferredScale(compositor, 180)
        try WaylandHostTests.pump(host)
        compositor.configure(width: 200, height: 100)
        try WaylandHostTests.pump(host)
        #expect(window.size == Size(width: 200, height: 100))
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [300, 150])
        #expect(compositor.requests("wp_viewport", 2).map { WaylandHostTests.words($0.body) } == [[100, 60], [200, 100]])
        try TextInputTests.click(compositor, x: 85, y: 35) // inside the button in points (not in pixels)
        try WaylandHostTests.pump(host)
        #expect(taps == 1)
    }

    /// From a whole scale of 2 (buffer scale 2) the buffer scale goes back
    /// to 1; a scale out of range (0, above 16) is ignored; without the
    /// managers, the integer path is unchanged (no viewport).
    @Test func fromBufferScaleTwoAndIgnoredValues() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (window, _) = WaylandHostTests.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 2, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [200, 120])
        try Self.preferredScale(compositor, 0)
        try Self.preferredScale(compositor, 16 * 120 + 1)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 2)
        #expect(compositor.requests("wp_viewport", 2).isEmpty)
        try Self.preferredScale(compositor, 180)
        try WaylandHostTests.pump(host)
        #expect(compositor.requests("wl_surface", 8).map { WaylandHostTests.words($0.body) } == [[2], [1]])
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [150, 90])
        #expect(compositor.requests("wp_viewport", 2).map { WaylandHostTests.words($0.body) } == [[100, 60]])

        let plain = FakeCompositor()
        let (other, _) = WaylandHostTests.makeWindow()
        let integer = try WaylandHost(window: other, title: "t", scale: 2, connection: plain.connect())
        try WaylandHostTests.pump(integer)
        #expect(plain.id(of: "wp_viewport") == nil)
        #expect(plain.requests("wl_surface", 8).map { WaylandHostTests.words($0.body) } == [[2]])
        #expect(plain.frames.last.map { [$0.width, $0.height] } == [200, 120])
    }

    @Test func decodesPreferredScale() throws {
        #expect(try WaylandEvent.decode(interface: .fractionalScale, object: 9, opcode: 0, body: [0x96, 0, 0, 0]) { nil }
            == .preferredScale(150))
        #expect(throws: WaylandError.self) {
            _ = try WaylandEvent.decode(interface: .fractionalScale, object: 9, opcode: 0, body: [0x96, 0]) { nil }
        }
    }
}
