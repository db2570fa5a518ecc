import Strata
import StrataRaster
import Testing
@testable import StrataWayland

/// The host's own decorations at a fractional scale (GNOME's Mutter: no
/// server-side decorations, `wp_fractional_scale_v1`): surface units are
/// points there, so the window geometry, the configure's size and the
/// pointer on the decorations are converted at the scale, not the buffer
/// scale (1).
@MainActor
@Suite("Wayland decorations at a fractional scale on a fake compositor")
struct FractionalDecorationTests {
    typealias T = WaylandHostTests
    static let globals = FakeCompositor.globalsWithoutDecorations
        + [(6, "wp_viewporter", 1), (7, "wp_fractional_scale_manager_v1", 1)]

    @Test func geometryConfigureAndPointerAreInPointsAt1_5() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let window = Window(size: Size(width: 300, height: 60))
        window.timeline = Timeline(clock: ManualClock())
        var taps = 0
        let button = Button(title: "Go") { taps += 1 }
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.rootView.addSubview(button)
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try T.pump(host)
        try FractionalScaleTests.preferredScale(compositor, 180)
        try T.pump(host)
        #expect(host.drawsDecorations)
        // At 1.5: shadow 18 px (12 pt), border 2 px (1 pt rounded up), title bar 48 px (32 pt);
        // the content 450 × 90 px at (20, 68).
        let frame = try #require(compositor.frames.last)
        #expect((frame.width, frame.height) == (490, 178))
        let content = Raster(scale: 1.5).render(window.displayList(), background: RGBA8(255, 255, 255))
        #expect(DecorationHostTests.crop(frame, PixelRect(x: 20, y: 68, width: 450, height: 90)) == content)
        // The viewport shows the whole buffer at its size in points (rounded up).
        #expect(compositor.requests("wp_viewport", 2).map { T.words($0.body) }.last == [327, 119])
        // The window geometry in points: the frame less the shadow, (18, 18, 454, 142) px / 1.5.
        #expect(compositor.requests("xdg_surface", 3).map { T.words($0.body) }.last == [12, 12, 303, 95])
        // A configure of the frame's size in points gives the content the rest: 4 px ≈ 3 pt wide, 52 px ≈ 35 pt tall.
        compositor.configure(width: 403, height: 235, states: [4])
        try T.pump(host)
        #expect(window.size == Size(width: 400, height: 200))
        // A press on the content at surface points (20 + 20, 68 + 20) / 1.5 is (20, 20) in the window.
        try DecorationHostTests.press(compositor, x: 40 / 1.5 + 20, y: 88 / 1.5 + 20, serial: 2, time: 10)
        try T.pump(host)
        #expect(button.isHighlighted)
        DecorationHostTests.release(compositor, serial: 3, time: 20)
        try T.pump(host)
        #expect(taps == 1)
        // A press on the title bar (surface point (100, 25) is pixel (150, 37.5): the bar) is a move.
        DecorationHostTests.pointer(compositor, 2) { $0.uint(30); $0.fixed(100); $0.fixed(25) }
        DecorationHostTests.pointer(compositor, 3) { $0.uint(4); $0.uint(40); $0.uint(0x110); $0.uint(1) }
        DecorationHostTests.pointer(compositor, 2) { $0.uint(50); $0.fixed(140); $0.fixed(25) }
        try T.pump(host)
        #expect(compositor.requests("xdg_toplevel", 5).count == 1)
        #expect(taps == 1)
    }
}
