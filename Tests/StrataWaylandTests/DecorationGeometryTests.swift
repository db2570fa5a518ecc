import StrataRaster
import Testing
@testable import StrataWayland

/// Where client-side decorations' parts are, and what a point is.
@Suite("Wayland decoration geometry")
struct DecorationGeometryTests {
    /// 300 × 60 pixels of content at scale 1, the default style: shadow 12,
    /// border 1, title bar 32; the surface is 326 × 118.
    static let wide = WaylandDecorationGeometry(style: WaylandDecorationStyle(), scale: 1, unit: 1, contentWidth: 300,
                                                contentHeight: 60, maximized: false)

    @Test func theDefaultStyleAtScale1() {
        let g = Self.wide
        #expect((g.width, g.height) == (326, 118))
        #expect(g.frame == PixelRect(x: 12, y: 12, width: 302, height: 94))
        #expect(g.content == PixelRect(x: 13, y: 45, width: 300, height: 60))
        #expect(g.titleBarBox == PixelRect(x: 13, y: 13, width: 300, height: 32))
        #expect(g.box(of: .close) == PixelRect(x: 283, y: 17, width: 24, height: 24))
        #expect(g.box(of: .maximize) == PixelRect(x: 253, y: 17, width: 24, height: 24))
        #expect(g.box(of: .minimize) == PixelRect(x: 223, y: 17, width: 24, height: 24))
        #expect(g.frameExtra == (2, 34))
    }

    @Test(arguments: [
        // (x, y) → zone
        (100.0, 30.0, WaylandDecorationGeometry.Zone.title),
        (290, 25, .button(.close)), (260, 25, .button(.maximize)), (230, 25, .button(.minimize)),
        (100, 80, .content), (13, 45, .content), (312.5, 104.5, .content),
        (16, 50, .content), (12.5, 50, .edge(4)), (14, 30, .edge(4)), (100, 14, .edge(1)), (5, 50, .edge(4)), (320, 50, .edge(8)),
        (100, 2, .edge(1)), (100, 115, .edge(2)), (5, 5, .edge(5)), (320, 2, .edge(9)),
        (2, 112, .edge(6)), (320, 112, .edge(10)),
        // A corner reaches 16 pixels along each edge from the frame's corners.
        (5, 27, .edge(5)), (5, 28, .edge(4)), (27, 3, .edge(5)), (28, 3, .edge(1)),
        (-1, 50, .none), (326, 50, .none), (.nan, 3, .none),
    ] as [(Double, Double, WaylandDecorationGeometry.Zone)])
    func zones(x: Double, y: Double, zone: WaylandDecorationGeometry.Zone) {
        #expect(Self.wide.zone(x: x, y: y) == zone)
    }

    @Test func maximisedHasNoShadowBorderOrResizeEdges() {
        let g = WaylandDecorationGeometry(style: WaylandDecorationStyle(), scale: 1, unit: 1, contentWidth: 300,
                                          contentHeight: 60, maximized: true)
        #expect((g.width, g.height) == (300, 92))
        #expect(g.frame == PixelRect(x: 0, y: 0, width: 300, height: 92))
        #expect(g.zone(x: 0, y: 0) == .title)
        #expect(g.zone(x: 0, y: 91) == .content)
    }

    @Test(arguments: [
        // scale, unit, content pixels → surface size, content origin
        (2.0, 2, 200, 120, 252, 236, 26, 90),
        (1.5, 1, 150, 90, 190, 178, 20, 68),
        (3.0, 3, 301, 180, 381, 354, 39, 135), // content padded to 303 (whole surface units)
    ] as [(Double, Int, Int, Int, Int, Int, Int, Int)])
    func insetsAreWholeSurfaceUnits(scale: Double, unit: Int, w: Int, h: Int, width: Int, height: Int, ox: Int, oy: Int) {
        let g = WaylandDecorationGeometry(style: WaylandDecorationStyle(), scale: scale, unit: unit, contentWidth: w,
                                          contentHeight: h, maximized: false)
        #expect((g.width, g.height) == (width, height))
        #expect(g.contentOrigin == (ox, oy))
        #expect(g.width % unit == 0 && g.height % unit == 0 && g.shadow % unit == 0 && g.titleBar % unit == 0)
    }

    @Test func subtractingTheContentLeavesTheBands() {
        let hole = PixelRect(x: 10, y: 10, width: 10, height: 10)
        #expect(WaylandBufferPair.subtract(hole, from: PixelRect(x: 0, y: 0, width: 30, height: 30)) == [
            PixelRect(x: 0, y: 0, width: 30, height: 10), PixelRect(x: 0, y: 20, width: 30, height: 10),
            PixelRect(x: 0, y: 10, width: 10, height: 10), PixelRect(x: 20, y: 10, width: 10, height: 10),
        ])
        #expect(WaylandBufferPair.subtract(hole, from: PixelRect(x: 12, y: 12, width: 3, height: 3)) == [])
        #expect(WaylandBufferPair.subtract(hole, from: PixelRect(x: 0, y: 0, width: 5, height: 5))
                    == [PixelRect(x: 0, y: 0, width: 5, height: 5)])
    }
}
