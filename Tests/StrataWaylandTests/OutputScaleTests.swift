import Strata
import StrataRaster
import Testing
@testable import StrataWayland

/// Integer output scales on a fake compositor: without
/// `wp_fractional_scale_v1`, the host draws at the largest `wl_output.scale`
/// of the outputs its surface is on (applied at `wl_output.done`, followed
/// through `wl_surface.enter` and `leave`), with that buffer scale.
@MainActor
@Suite("Wayland output scale (wl_output) on a fake compositor")
struct OutputScaleTests {
    /// The standard globals and two outputs.
    static let globals = FakeCompositor.standardGlobals + [(8, "wl_output", 4), (9, "wl_output", 3)]

    /// `wl_output.scale(factor)`, then `done` when `done` is true.
    static func scale(_ compositor: FakeCompositor, _ output: UInt32, _ factor: Int32, done: Bool = true) {
        var args = WaylandArguments()
        args.int(factor)
        compositor.send(output, 3, args)
        if done { compositor.send(output, 2) }
    }

    /// `wl_surface.enter` (0) or `leave` (1) of `output`.
    static func surface(_ compositor: FakeCompositor, _ opcode: UInt16, _ output: UInt32) throws {
        let surface = try #require(compositor.id(of: "wl_surface"))
        compositor.send(surface, opcode, WaylandHost.idArgument(output))
    }

    @Test func followsTheLargestScaleOfTheOutputsTheSurfaceIsOn() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let (window, _) = WaylandHostTests.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        let a = try #require(compositor.id(of: "wl_output")), b = a + 1
        // Both outputs bound, at version 2 (ours), in the order announced.
        #expect(compositor.requests("wl_registry", 0).suffix(2).map { WaylandHostTests.words($0.body).first } == [8, 9])
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [100, 60])

        // A scale announced is not applied before its `done`, nor before the surface is on the output.
        Self.scale(compositor, a, 2, done: false)
        try Self.surface(compositor, 0, a)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 1)
        compositor.send(a, 2)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 2)
        #expect(window.scale == 2)
        #expect(compositor.requests("wl_surface", 8).map { WaylandHostTests.words($0.body) } == [[2]])
        let frame = try #require(compositor.frames.last)
        #expect([frame.width, frame.height] == [200, 120])
        #expect(frame == Raster(scale: 2).render(window.displayList(), background: RGBA8(255, 255, 255)))

        // On both outputs (2 and 1): the larger. Off the scale-2 one: 1.
        Self.scale(compositor, b, 1)
        try Self.surface(compositor, 0, b)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 2)
        try Self.surface(compositor, 1, a)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 1)
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [100, 60])
        // The output the surface is on changes its scale (`swaymsg output … scale 3`).
        Self.scale(compositor, b, 3)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 3)
        #expect(compositor.requests("wl_surface", 8).map { WaylandHostTests.words($0.body) } == [[2], [1], [3]])
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [300, 180])
        // Out of range (0, 17), or entering an output never announced: ignored.
        Self.scale(compositor, b, 0)
        Self.scale(compositor, b, 17)
        try Self.surface(compositor, 0, 9999)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 3)
        #expect(host.isOpen)
    }

    /// `wl_registry.global` of a `wl_output` from `compositor`.
    static func plug(_ compositor: FakeCompositor, name: UInt32, version: UInt32 = 4) throws {
        let registry = try #require(compositor.id(of: "wl_registry"))
        var args = WaylandArguments()
        args.uint(name)
        args.string("wl_output")
        args.uint(version)
        compositor.send(registry, 0, args)
    }

    /// `wl_registry.global_remove(name)` from `compositor`.
    static func unplug(_ compositor: FakeCompositor, name: UInt32) throws {
        let registry = try #require(compositor.id(of: "wl_registry"))
        var args = WaylandArguments()
        args.uint(name)
        compositor.send(registry, 1, args)
    }

    /// A monitor plugged in after the window opened is bound and followed;
    /// unplugged, it is forgotten and the scale is that of the outputs the
    /// surface is still on.
    @Test func followsOutputsPluggedInAndUnplugged() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.standardGlobals + [(8, "wl_output", 4)])
        let (window, _) = WaylandHostTests.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        let first = try #require(compositor.id(of: "wl_output"))
        try Self.surface(compositor, 0, first)
        let boundAtStart = compositor.requests("wl_registry", 0).count

        // Plugged: bound at version 2 under its name, once even if announced twice.
        try Self.plug(compositor, name: 20)
        try Self.plug(compositor, name: 20)
        try Self.plug(compositor, name: 21, version: 1)   // version 1 has no scale: not bound
        try WaylandHostTests.pump(host)
        let binds = compositor.requests("wl_registry", 0)
        #expect(binds.count == boundAtStart + 1)
        let bind = try #require(binds.last)
        #expect(WaylandHostTests.words(bind.body).first == 20)
        #expect(WaylandHostTests.words(bind.body).suffix(2).first == 2)   // the version asked: ours
        let second = try UInt32(bitPattern: #require(WaylandHostTests.words(bind.body).last))
        Self.scale(compositor, second, 2)
        try Self.surface(compositor, 0, second)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 2)
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [200, 120])

        // Unplugged while the surface is on it and on the first: the first's scale.
        try Self.unplug(compositor, name: 20)
        try Self.unplug(compositor, name: 99)   // never announced: ignored
        try WaylandHostTests.pump(host)
        #expect(host.scale == 1)
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [100, 60])
        // Its late events change nothing.
        Self.scale(compositor, second, 3)
        try Self.surface(compositor, 0, second)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 1)
        #expect(host.isOpen)
    }

    /// The compositor's fractional scale says the scale exactly: output
    /// scales are then not followed.
    @Test func theFractionalScaleWinsOverTheOutputs() throws {
        let compositor = FakeCompositor(globals: FractionalScaleTests.globals + [(8, "wl_output", 2)])
        let (window, _) = WaylandHostTests.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        try FractionalScaleTests.preferredScale(compositor, 180)
        try WaylandHostTests.pump(host)
        let output = try #require(compositor.id(of: "wl_output"))
        Self.scale(compositor, output, 2)
        try Self.surface(compositor, 0, output)
        try WaylandHostTests.pump(host)
        #expect(host.scale == 1.5)
        #expect(compositor.frames.last.map { [$0.width, $0.height] } == [150, 90])
    }

    @Test func decodesOutputAndSurfaceEvents() throws {
        #expect(try WaylandEvent.decode(interface: .output, object: 7, opcode: 3, body: [2, 0, 0, 0]) { nil }
            == .outputScale(output: 7, factor: 2))
        #expect(try WaylandEvent.decode(interface: .output, object: 7, opcode: 2, body: []) { nil } == .outputDone(output: 7))
        #expect(try WaylandEvent.decode(interface: .surface, object: 3, opcode: 0, body: [7, 0, 0, 0]) { nil }
            == .surfaceEnter(output: 7))
        #expect(try WaylandEvent.decode(interface: .surface, object: 3, opcode: 1, body: [7, 0, 0, 0]) { nil }
            == .surfaceLeave(output: 7))
        #expect(throws: WaylandError.self) {
            _ = try WaylandEvent.decode(interface: .output, object: 7, opcode: 3, body: [2, 0]) { nil }
        }
    }
}
