import Strata
import StrataRaster
import Testing
@testable import StrataWayland

@MainActor
@Suite("Wayland input routing")
struct InputRoutingTests {
    /// A window at scale 2 with a button at (10, 10, 80, 30) and a scroll
    /// view below it, shown and configured.
    static func makeHost(_ compositor: FakeCompositor) throws -> (WaylandHost, Button, ScrollView, () -> Int) {
        let window = Window(size: Size(width: 100, height: 120))
        window.timeline = Timeline(clock: ManualClock())
        var taps = 0
        let button = Button(title: "Go") { taps += 1 }
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.rootView.addSubview(button)
        let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 100, height: 70))
        scroll.contentSize = Size(width: 100, height: 500)
        window.rootView.addSubview(scroll)
        let host = try WaylandHost(window: window, title: "t", scale: 2, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        return (host, button, scroll, { taps })
    }

    static func send(_ compositor: FakeCompositor, _ interface: String, _ opcode: UInt16,
                     _ build: (inout WaylandArguments) -> Void = { _ in }) {
        var args = WaylandArguments()
        build(&args)
        guard let id = compositor.id(of: interface) else { Issue.record("no \(interface)"); return }
        compositor.send(id, opcode, args)
    }

    @Test func aClickPressesTheButtonAndRedrawsItsHighlight() throws {
        let compositor = FakeCompositor()
        let (host, button, _, taps) = try Self.makeHost(compositor)
        let surface = try #require(compositor.id(of: "wl_surface"))
        Self.send(compositor, "wl_pointer", 0) { $0.uint(1); $0.uint(surface); $0.fixed(20); $0.fixed(20) }
        Self.send(compositor, "wl_pointer", 5)
        Self.send(compositor, "wl_pointer", 3) { $0.uint(2); $0.uint(10); $0.uint(0x110); $0.uint(1) }
        Self.send(compositor, "wl_pointer", 5)
        try WaylandHostTests.pump(host)
        #expect(button.isHighlighted)
        #expect(host.lastDamage == [PixelRect(x: 19, y: 19, width: 162, height: 62)]) // the button, grown by a pixel
        Self.send(compositor, "wl_pointer", 2) { $0.uint(11); $0.fixed(30); $0.fixed(25) }
        Self.send(compositor, "wl_pointer", 3) { $0.uint(3); $0.uint(12); $0.uint(0x110); $0.uint(0) }
        Self.send(compositor, "wl_pointer", 5)
        try WaylandHostTests.pump(host)
        #expect(!button.isHighlighted)
        #expect(taps() == 1)
    }

    @Test func wheelClicksScrollAsOnX11AndContinuousValuesInPoints() throws {
        let compositor = FakeCompositor()
        let (host, _, scroll, _) = try Self.makeHost(compositor)
        let surface = try #require(compositor.id(of: "wl_surface"))
        Self.send(compositor, "wl_pointer", 0) { $0.uint(1); $0.uint(surface); $0.fixed(50); $0.fixed(100) }
        // A wheel click: axis 15 with discrete 1 in the same frame counts as one click.
        Self.send(compositor, "wl_pointer", 8) { $0.uint(0); $0.int(1) }
        Self.send(compositor, "wl_pointer", 4) { $0.uint(1); $0.uint(0); $0.fixed(15) }
        Self.send(compositor, "wl_pointer", 5)
        try WaylandHostTests.pump(host)
        #expect(scroll.contentOffset == Point(x: 0, y: 40))
        // A touchpad: continuous values in surface units (points at buffer scale 2).
        Self.send(compositor, "wl_pointer", 4) { $0.uint(2); $0.uint(0); $0.fixed(12.5) }
        Self.send(compositor, "wl_pointer", 5)
        Self.send(compositor, "wl_pointer", 9) { $0.uint(0); $0.int(-60) } // half a click back up
        Self.send(compositor, "wl_pointer", 5)
        try WaylandHostTests.pump(host)
        #expect(scroll.contentOffset == Point(x: 0, y: 32.5))
    }

    @Test func keyboardFocusSetsKeyWindowAndLosingItCancelsTheTouch() throws {
        let compositor = FakeCompositor()
        let (host, button, _, taps) = try Self.makeHost(compositor)
        let surface = try #require(compositor.id(of: "wl_surface"))
        Self.send(compositor, "wl_keyboard", 1) { $0.uint(1); $0.uint(surface); $0.array([]) }
        try WaylandHostTests.pump(host)
        #expect(host.window.isKeyWindow)
        Self.send(compositor, "wl_pointer", 0) { $0.uint(1); $0.uint(surface); $0.fixed(20); $0.fixed(20) }
        Self.send(compositor, "wl_pointer", 3) { $0.uint(2); $0.uint(10); $0.uint(0x110); $0.uint(1) }
        Self.send(compositor, "wl_keyboard", 2) { $0.uint(3); $0.uint(surface) }
        Self.send(compositor, "wl_pointer", 3) { $0.uint(4); $0.uint(12); $0.uint(0x110); $0.uint(0) }
        try WaylandHostTests.pump(host)
        #expect(!host.window.isKeyWindow)
        #expect(!button.isHighlighted)
        #expect(taps() == 0)
        #expect(!host.input.touchIsDown)
    }
}
