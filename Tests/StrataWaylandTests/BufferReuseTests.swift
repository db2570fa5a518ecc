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

    /// XBGR8888, the raster's byte order: offered, the host draws straight
    /// into the buffers; else it converts into XRGB8888 ones.
    static let xbgr8888: UInt32 = 0x3432_4258

    @Test(arguments: [(1.0, false), (2.0, false), (1.0, true), (2.0, true)])
    func everyCommittedBufferEqualsAFullRender(scale: Double, offersXBGR: Bool) throws {
        let compositor = FakeCompositor(shmFormats: offersXBGR ? [0, 1, Self.xbgr8888] : [0, 1])
        let (window, views) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "t", scale: scale, connection: compositor.connect())
        try T.pump(host)
        #expect(compositor.frames.count == 1)
        #expect(compositor.bufferFormats == (offersXBGR ? [Self.xbgr8888, Self.xbgr8888] : [1, 1]))
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
            // The host's canvas is the picture on screen, whichever way it was drawn.
            #expect(Self.differingPixels(host.canvas, expected) == 0, "step \(i): canvas")
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

    /// A compositor that offers XBGR8888 still gets premultiplied ARGB8888
    /// buffers when the host draws its own decorations (their shadow is
    /// translucent), and the frames stay whole.
    @Test func decorationsKeepPremultipliedBuffersWhenXBGRIsOffered() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.globalsWithoutDecorations, shmFormats: [0, 1, Self.xbgr8888])
        let (window, views) = Self.makeWindow()
        let host = try WaylandHost(window: window, title: "Reuse", scale: 1, connection: compositor.connect())
        try T.pump(host)
        #expect(host.drawsDecorations)
        #expect(compositor.bufferFormats == [0, 0])
        views[1].backgroundColor = Self.color(step: 3, view: 1)
        host.setNeedsDisplay()
        try T.pump(host)
        let g = try #require(host.decorationGeometry(contentWidth: 200, contentHeight: 120))
        let content = Raster(scale: 1).render(window.displayList(), background: RGBA8(255, 255, 255))
        let frame = try #require(compositor.frames.last)
        #expect(Self.differingPixels(DecorationHostTests.crop(frame, g.content), content) == 0)
    }

    /// Drawing straight into the buffers, a buffer is brought up to the
    /// last frame written before new damage is drawn into it: its stale
    /// rectangles — several frames' when the other buffer was reused
    /// meanwhile (a compositor that releases at once) — are copied from the
    /// buffer that holds the last frame; with no such buffer, all of it is
    /// to be drawn.
    @Test func aBufferThatMissedFramesCatchesUpFromTheOther() throws {
        let compositor = FakeCompositor(shmFormats: [0, 1, Self.xbgr8888])
        let pair = try WaylandBufferPair(width: 8, height: 4, shm: 2, connection: compositor.connect(), format: .xbgr8888)
        let all = PixelRect(x: 0, y: 0, width: 8, height: 4)
        #expect(pair.catchUp(0) == [all]) // nothing written yet
        func paint(_ slot: Int, _ r: PixelRect, _ value: UInt8) {
            let p = pair.pixels(of: slot)
            for y in r.y..<r.maxY { for x in r.x..<r.maxX { for c in 0..<4 { p[(y * 8 + x) * 4 + c] = value &+ UInt8(c) } } }
        }
        func bytes(_ slot: Int) -> [UInt8] { Array(pair.pixels(of: slot)) }
        paint(0, all, 10)
        pair.wrote(0, damage: [all])
        #expect(pair.catchUp(1) == [])          // all of buffer 0, copied
        #expect(bytes(1) == bytes(0))
        let r1 = PixelRect(x: 1, y: 0, width: 2, height: 2), r2 = PixelRect(x: 5, y: 2, width: 3, height: 2)
        paint(1, r1, 50)
        pair.wrote(1, damage: [r1])
        _ = pair.release(pair.slots[1].id)
        paint(1, r2, 90)                        // buffer 1 again: buffer 0 misses two frames
        pair.wrote(1, damage: [r2])
        #expect(pair.slots[0].stale == [r1, r2])
        #expect(bytes(0) != bytes(1))
        #expect(pair.catchUp(0) == [])
        #expect(bytes(0) == bytes(1))
    }

    /// A stale rectangle that the frame redraws whole is not copied (its
    /// pixels are about to be drawn anyway); one only partly redrawn, or
    /// not at all, is.
    @Test func catchingUpSkipsWhatTheFrameRedraws() throws {
        let compositor = FakeCompositor(shmFormats: [0, 1, Self.xbgr8888])
        let pair = try WaylandBufferPair(width: 8, height: 4, shm: 2, connection: compositor.connect(), format: .xbgr8888)
        let all = PixelRect(x: 0, y: 0, width: 8, height: 4)
        func paint(_ slot: Int, _ r: PixelRect, _ value: UInt8) {
            let p = pair.pixels(of: slot)
            for y in r.y..<r.maxY { for x in r.x..<r.maxX { for c in 0..<4 { p[(y * 8 + x) * 4 + c] = value } } }
        }
        func pixel(_ slot: Int, _ x: Int, _ y: Int) -> UInt8 { pair.pixels(of: slot)[(y * 8 + x) * 4] }
        paint(0, all, 10)
        pair.wrote(0, damage: [all])
        #expect(pair.catchUp(1) == [])
        pair.wrote(1, damage: []) // buffer 1 holds the frame on screen too
        let inside = PixelRect(x: 1, y: 1, width: 2, height: 2), beside = PixelRect(x: 5, y: 0, width: 2, height: 2)
        paint(0, inside, 50)
        paint(0, beside, 70)
        pair.wrote(0, damage: [inside, beside])
        _ = pair.release(pair.slots[0].id)
        // Buffer 1 is next; the frame redraws a rectangle holding `inside`
        // and a sliver of `beside`.
        let redrawn = [PixelRect(x: 0, y: 0, width: 4, height: 4), PixelRect(x: 5, y: 0, width: 1, height: 1)]
        #expect(pair.catchUp(1, redrawing: redrawn) == [])
        #expect(pixel(1, 1, 1) == 10 && pixel(1, 2, 2) == 10) // not copied: the frame draws it
        #expect(pixel(1, 5, 0) == 70 && pixel(1, 6, 1) == 70) // copied
    }
}
