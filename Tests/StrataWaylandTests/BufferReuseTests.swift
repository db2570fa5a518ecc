import Strata
import StrataRaster
import Testing
@testable import StrataWayland

/// The two `wl_shm` buffers take turns, and a frame writes into the free
/// one only what changed since that buffer was last written: a buffer
/// reused without the other frame's damage would show an old picture
/// there. Every committed buffer is compared, pixel for pixel, with a
/// full render of the window.
@MainActor
@Suite("Wayland buffer reuse on a fake compositor")
struct BufferReuseTests {
    typealias T = WaylandHostTests

    /// Which views change colour in each frame (0, 1, 2: three views far
    /// apart), so that consecutive frames damage different places.
    static let steps: [[Int]] = [[0], [1], [2], [0, 2], [1], [1], [0], [2], [0, 1, 2], [2]]

    /// A 200 × 120 window with three grey views far apart.
    static func makeWindow() -> (Window, [View]) {
        let window = Window(size: Size(width: 200, height: 120))
        window.rootView.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        let views = [Rect(x: 8, y: 6, width: 30, height: 14), Rect(x: 150, y: 50, width: 40, height: 20),
                     Rect(x: 20, y: 96, width: 60, height: 16)].map { frame -> View in
            let view = View(frame: frame)
            view.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
            window.rootView.addSubview(view)
            return view
        }
        return (window, views)
    }

    /// The colour of a view at step `i` (never the colour it had before).
    static func color(step i: Int, view: Int) -> Color {
        let level = Double((i * 3 + view * 5) % 11) / 10
        return Color(red: level, green: 1 - level, blue: Double(view) / 2)
    }

    /// How many pixels of `a` and `b` differ (every pixel when the sizes do).
    static func differingPixels(_ a: Canvas, _ b: Canvas) -> Int {
        guard a.width == b.width && a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    @Test(arguments: [1.0, 2.0])
    func everyCommittedBufferEqualsAFullRender(scale: Double) throws {
        let compositor = FakeCompositor()
        let (window, views) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: scale, connection: compositor.connect())
        try T.pump(host)
        #expect(compositor.frames.count == 1)
        for (i, changed) in Self.steps.enumerated() {
            for v in changed { views[v].backgroundColor = Self.color(step: i, view: v) }
            host.setNeedsDisplay()
            try T.pump(host)
            #expect(compositor.frames.count == i + 2)
            // Only the changed views' rectangles were damaged, not the whole buffer.
            let damaged = host.lastDamage.reduce(0) { $0 + $1.area }
            #expect(damaged > 0 && damaged < Int(200 * 120 * scale * scale) / 4, "step \(i)")
            let expected = Raster(scale: scale).render(window.displayList(), background: RGBA8(255, 255, 255))
            let frame = try #require(compositor.frames.last)
            #expect(Self.differingPixels(frame, expected) == 0, "step \(i): \(changed)")
        }
        // The frames took turns between the two buffers.
        let attached = compositor.requests("wl_surface", 1).map { T.words($0.body)[0] }
        #expect(attached.count == Self.steps.count + 1)
        #expect(Set(attached).count == 2)
        #expect(zip(attached, attached.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test func theHostsDecorationsStayWholeAroundReusedBuffers() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations)
        let (window, views) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "Reuse", scale: 1, connection: compositor.connect())
        try T.pump(host)
        #expect(host.drawsDecorations)
        let first = try #require(compositor.frames.first)
        let g = try #require(host.decorationGeometry(contentWidth: 200, contentHeight: 120))
        #expect((first.width, first.height) == (g.width, g.height))
        for (i, changed) in Self.steps.enumerated() {
            for v in changed { views[v].backgroundColor = Self.color(step: i, view: v) }
            host.setNeedsDisplay()
            try T.pump(host)
            let frame = try #require(compositor.frames.last)
            #expect(compositor.frames.count == i + 2)
            // The content equals a full render; every pixel of the frame
            // around it equals the first frame's (the decorations did not change).
            let content = Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255))
            #expect(Self.differingPixels(DecorationHostTests.crop(frame, g.content), content) == 0, "step \(i): \(changed)")
            var outside = 0, differing = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width where !(g.content.x..<g.content.maxX).contains(x) || !(g.content.y..<g.content.maxY).contains(y) {
                    outside += 1
                    if frame[x, y] != first[x, y] { differing += 1 }
                }
            }
            #expect(outside == g.width * g.height - 200 * 120)
            #expect(differing == 0, "step \(i)")
        }
        let attached = compositor.requests("wl_surface", 1).map { T.words($0.body)[0] }
        #expect(Set(attached).count == 2)
        #expect(zip(attached, attached.dropFirst()).allSatisfy { $0 != $1 })
    }
}
