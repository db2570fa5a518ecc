import Strata
import Testing
@testable import StrataWayland

/// A view that writes down every touch it gets: phase, id and where (in
/// its own coordinates).
@MainActor
final class TouchLog: View {
    var entries: [String] = []

    private func note(_ phase: String, _ touches: Set<Touch>) {
        for t in touches.sorted(by: { $0.id < $1.id }) {
            let p = t.location(in: self)
            entries.append("\(phase) \(t.id) \(p.x),\(p.y)")
        }
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { note("began", touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { note("cancelled", touches) }
}

@MainActor
@Suite("Wayland touch (wl_touch) on a fake compositor")
struct TouchTests {
    /// A 200×100 window at scale 2 (surface units are points) with two
    /// logging views side by side, and a seat with a touchscreen.
    static func makeHost(_ compositor: FakeCompositor) throws -> (WaylandHost, TouchLog, TouchLog, UInt32, UInt32) {
        let window = Window(size: Size(width: 200, height: 100))
        let left = TouchLog(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchLog(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        left.isMultipleTouchEnabled = true
        window.rootView.addSubview(left)
        window.rootView.addSubview(right)
        let host = try WaylandHost(window: window, title: "t", scale: 2, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        let touch = try #require(compositor.id(of: "wl_touch"))
        let surface = try #require(compositor.id(of: "wl_surface"))
        return (host, left, right, touch, surface)
    }

    static func down(_ c: FakeCompositor, _ touch: UInt32, _ surface: UInt32, id: Int32, _ x: Double, _ y: Double) {
        var a = WaylandArguments()
        a.uint(1); a.uint(100); a.uint(surface); a.int(id); a.fixed(x); a.fixed(y)
        c.send(touch, 0, a)
    }
    static func motion(_ c: FakeCompositor, _ touch: UInt32, id: Int32, _ x: Double, _ y: Double) {
        var a = WaylandArguments()
        a.uint(101); a.int(id); a.fixed(x); a.fixed(y)
        c.send(touch, 2, a)
    }
    static func up(_ c: FakeCompositor, _ touch: UInt32, id: Int32) {
        var a = WaylandArguments()
        a.uint(2); a.uint(102); a.int(id)
        c.send(touch, 1, a)
    }

    @Test func twoFingersAreTwoTouchesEachWithItsView() throws {
        let compositor = FakeCompositor(seatCapabilities: 7)
        let (host, left, right, touch, surface) = try Self.makeHost(compositor)
        #expect(compositor.requests("wl_seat", 2).count == 1)
        Self.down(compositor, touch, surface, id: 0, 20, 30)
        Self.down(compositor, touch, surface, id: 5, 150, 40)
        compositor.send(touch, 3) // frame
        Self.motion(compositor, touch, id: 0, 25.5, 35)
        Self.motion(compositor, touch, id: 5, 140, 60)
        compositor.send(touch, 3)
        Self.up(compositor, touch, id: 5)
        compositor.send(touch, 3)
        Self.up(compositor, touch, id: 0)
        compositor.send(touch, 3)
        try WaylandHostTests.pump(host)
        // Ids 1 and 6 (the pointer's button is touch 0); up keeps the last position.
        #expect(left.entries == ["began 1 20.0,30.0", "moved 1 25.5,35.0", "ended 1 25.5,35.0"])
        #expect(right.entries == ["began 6 50.0,40.0", "moved 6 40.0,60.0", "ended 6 40.0,60.0"])
    }

    @Test func cancelCancelsEveryFingerAndUnknownIdsAreIgnored() throws {
        let compositor = FakeCompositor(seatCapabilities: 7)
        let (host, left, right, touch, surface) = try Self.makeHost(compositor)
        Self.down(compositor, touch, surface, id: 2, 10, 10)
        Self.down(compositor, touch, surface, id: 3, 110, 10)
        Self.motion(compositor, touch, id: 9, 50, 50) // never down
        Self.up(compositor, touch, id: 9)
        Self.down(compositor, touch, surface + 1000, id: 4, 10, 10) // another surface
        compositor.send(touch, 3)
        compositor.send(touch, 4) // cancel
        Self.up(compositor, touch, id: 2) // already cancelled
        try WaylandHostTests.pump(host)
        #expect(left.entries == ["began 3 10.0,10.0", "cancelled 3 10.0,10.0"])
        #expect(right.entries == ["began 4 10.0,10.0", "cancelled 4 10.0,10.0"])
        #expect(host.touches.fingers.isEmpty)
    }

    @Test func atMostTenFingersAndADownAgainCancelsFirst() throws {
        let compositor = FakeCompositor(seatCapabilities: 7)
        let (host, left, _, touch, surface) = try Self.makeHost(compositor)
        for id in Int32(0)..<12 { Self.down(compositor, touch, surface, id: id, 10, Double(id)) }
        Self.down(compositor, touch, surface, id: 0, 10, 50) // id 0 again: the old one is cancelled
        compositor.send(touch, 3)
        try WaylandHostTests.pump(host)
        #expect(host.touches.fingers.map(\.id) == Array(1..<10) + [0])
        #expect(left.entries.filter { $0.hasPrefix("began") }.count == 11)
        #expect(left.entries.contains("cancelled 1 10.0,0.0"))
    }

    @Test(arguments: [
        (UInt16(0), [UInt8]([1, 0, 0, 0, 2, 0, 0, 0, 9, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x80, 0, 0, 0, 0, 1, 0, 0]),
         WaylandEvent.touchDown(serial: 1, time: 2, surface: 9, id: -1, x: 0.5, y: 1)),
        (1, [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0], .touchUp(serial: 1, time: 2, id: 3)),
        (2, [2, 0, 0, 0, 3, 0, 0, 0, 0, 2, 0, 0, 0, 0xFF, 0xFF, 0xFF], .touchMotion(time: 2, id: 3, x: 2, y: -1)),
        (3, [], .touchFrame),
        (4, [], .touchCancel),
    ])
    func decodesTouchEvents(_ c: (UInt16, [UInt8], WaylandEvent)) throws {
        #expect(try WaylandEvent.decode(interface: .touch, object: 40, opcode: c.0, body: c.1) { nil } == c.2)
        for n in stride(from: 0, to: c.1.count, by: 4) {
            #expect(throws: WaylandError.self) {
                _ = try WaylandEvent.decode(interface: .touch, object: 40, opcode: c.0, body: Array(c.1.prefix(n))) { nil }
            }
        }
    }
}
