import Foundation
import Strata
import Testing
@testable import StrataWayland

/// An Xcursor file written by hand from the format's description
/// (Xcursor(3)): "Xcur", header size 16, version 0x10000, the table of
/// (type, nominal size, position), then each image chunk: header size 36,
/// type 0xfffd0002, nominal size, version 1, width, height, hotspot,
/// delay, ARGB pixels.
func xcursorFile(_ images: [(size: UInt32, width: UInt32, height: UInt32, hotX: UInt32, hotY: UInt32)]) -> [UInt8] {
    var words: [UInt32] = [0x7275_6358, 16, 0x1_0000, UInt32(images.count)]
    var position = 16 + 12 * UInt32(images.count)
    for image in images {
        words += [0xfffd_0002, image.size, position]
        position += 36 + 4 * image.width * image.height
    }
    for image in images {
        words += [36, 0xfffd_0002, image.size, 1, image.width, image.height, image.hotX, image.hotY, 50]
        words += (0..<(image.width * image.height)).map { 0xff00_0000 | $0 }
    }
    return words.flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> (8 * $0)) } }
}

@MainActor
@Suite("Wayland cursors on a fake compositor")
struct CursorTests {
    /// A 200×80 window with a text field at (10, 10, 180, 30), at scale 1.
    static func makeHost(_ compositor: FakeCompositor, theme: XcursorTheme? = nil) throws -> (WaylandHost, UInt32) {
        let window = Window(size: Size(width: 200, height: 80))
        window.rootView.addSubview(TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30)))
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        if let theme { host.cursor.theme = theme }
        try WaylandHostTests.pump(host)
        return (host, try #require(compositor.id(of: "wl_surface")))
    }

    static func enter(_ c: FakeCompositor, _ surface: UInt32, serial: UInt32, _ x: Double, _ y: Double) {
        InputRoutingTests.send(c, "wl_pointer", 0) { $0.uint(serial); $0.uint(surface); $0.fixed(x); $0.fixed(y) }
    }
    static func move(_ c: FakeCompositor, _ x: Double, _ y: Double) {
        InputRoutingTests.send(c, "wl_pointer", 2) { $0.uint(5); $0.fixed(x); $0.fixed(y) }
    }

    @Test func cursorShapesNameTheArrowAndTheIBeam() throws {
        let compositor = FakeCompositor(globals: FakeCompositor.standardGlobals + [(6, "wp_cursor_shape_manager_v1", 1)])
        let (host, surface) = try Self.makeHost(compositor)
        let device = try #require(compositor.id(of: "wp_cursor_shape_device_v1"))
        let pointer = try #require(compositor.id(of: "wl_pointer"))
        #expect(compositor.requests("wp_cursor_shape_manager_v1", 1).map { WaylandHostTests.words($0.body) }
            == [[Int32(device), Int32(pointer)]])
        Self.enter(compositor, surface, serial: 41, 5, 60) // over the window: the arrow
        Self.move(compositor, 50, 20) // over the field: the I-beam
        Self.move(compositor, 60, 25) // still over it: nothing sent
        Self.move(compositor, 50, 60)
        Self.enter(compositor, surface, serial: 42, 5, 60) // a new enter: set again with its serial
        try WaylandHostTests.pump(host)
        #expect(compositor.requests("wp_cursor_shape_device_v1", 1).map { WaylandHostTests.words($0.body) }
            == [[41, 1], [41, 9], [41, 1], [42, 1]])
        #expect(compositor.requests("wl_pointer", 0).isEmpty)
    }

    @Test func withoutShapesTheThemeIsReadFollowingInherits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-cursor-\(getpid())-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for theme in ["mine", "base"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(theme)/cursors"),
                                                    withIntermediateDirectories: true)
        }
        try Data("[Icon Theme]\nName=Mine\nInherits = missing, base\n".utf8)
            .write(to: folder.appendingPathComponent("mine/index.theme"))
        try Data(xcursorFile([(24, 20, 22, 3, 4), (48, 40, 44, 6, 8)]))
            .write(to: folder.appendingPathComponent("base/cursors/left_ptr"))
        try Data(xcursorFile([(24, 8, 24, 4, 12)])).write(to: folder.appendingPathComponent("mine/cursors/xterm"))
        let theme = XcursorTheme(searchPath: ["/nonexistent", folder.path], name: "mine", size: 24)
        let compositor = FakeCompositor()
        let (host, surface) = try Self.makeHost(compositor, theme: theme)
        let before = compositor.requests.count
        Self.enter(compositor, surface, serial: 7, 5, 60)
        Self.move(compositor, 50, 20)
        try WaylandHostTests.pump(host)
        let cursorSurface = try #require(compositor.requests("wl_compositor", 0).last.map { UInt32(WaylandHostTests.words($0.body)[0]) })
        #expect(cursorSurface != surface)
        // Two ARGB8888 buffers: the arrow's 20 × 22 (size 24, from the inherited theme), the I-beam's 8 × 24.
        let buffers = compositor.requests.dropFirst(before).filter { $0.interface == "wl_shm_pool" && $0.opcode == 0 }
            .map { Array(WaylandHostTests.words($0.body).dropFirst()) }
        #expect(buffers == [[0, 20, 22, 80, 0], [0, 8, 24, 32, 0]])
        #expect(compositor.requests("wl_pointer", 0).map { WaylandHostTests.words($0.body) }
            == [[7, Int32(cursorSurface), 3, 4], [7, Int32(cursorSurface), 4, 12]])
        let cursorRequests = compositor.requests.filter { $0.object == cursorSurface }.map(\.opcode)
        #expect(cursorRequests == [1, 8, 2, 6, 1, 8, 2, 6]) // attach, buffer scale 1, damage, commit; twice
    }

    @Test func withoutATheme_theBuiltInArrow() throws {
        let compositor = FakeCompositor()
        let (host, surface) = try Self.makeHost(compositor, theme: XcursorTheme(searchPath: [], name: "default", size: 24))
        Self.enter(compositor, surface, serial: 3, 5, 60)
        try WaylandHostTests.pump(host)
        let buffers = compositor.requests("wl_shm_pool", 0).map { Array(WaylandHostTests.words($0.body).dropFirst()) }
        #expect(buffers.last == [0, 12, 19, 48, 0])
        #expect(compositor.requests("wl_pointer", 0).map { Array(WaylandHostTests.words($0.body).dropFirst(2)) } == [[0, 0]])
    }

    @Test(arguments: [(24, 0), (30, 0), (40, 1), (64, 1), (1, 0)])
    func theNearestNominalSizeIsChosen(_ c: (Int, Int)) throws {
        let file = xcursorFile([(24, 2, 3, 1, 2), (48, 4, 5, 3, 4)])
        let image = try #require(XcursorImage.best(in: file, size: c.0))
        let expected = c.1 == 0 ? XcursorImage(width: 2, height: 3, hotspotX: 1, hotspotY: 2, pixels: (UInt32(0)..<6).map { 0xff00_0000 | $0 })
                                : XcursorImage(width: 4, height: 5, hotspotX: 3, hotspotY: 4, pixels: (UInt32(0)..<20).map { 0xff00_0000 | $0 })
        #expect(image == expected)
    }

    /// Hostile files: every truncation, and each field out of range, is `nil`.
    @Test func hostileFilesAreRefused() {
        let file = xcursorFile([(24, 2, 3, 1, 2)])
        for n in 0..<file.count { #expect(XcursorImage.best(in: Array(file.prefix(n)), size: 24) == nil) }
        func patched(_ word: Int, _ value: UInt32) -> [UInt8] {
            var f = file
            for i in 0..<4 { f[4 * word + i] = UInt8(truncatingIfNeeded: value >> (8 * i)) }
            return f
        }
        // Magic, header size, entries, position, chunk header, width 0, huge width, hotspot outside.
        let cases: [(Int, UInt32)] = [(0, 0), (1, 8), (3, 5000), (6, 0xffff_fff0), (7, 35), (11, 0), (11, 0x7fff),
                                      (13, 2), (14, 3)]
        for (word, value) in cases { #expect(XcursorImage.best(in: patched(word, value), size: 24) == nil) }
    }

    @Test func inheritsIsReadFromIndexTheme() {
        #expect(XcursorTheme.inherits(Array("[Icon Theme]\nInherits=a, b;c\r\n".utf8)) == ["a", "b", "c"])
        #expect(XcursorTheme.inherits(Array("[Icon Theme]\nName=x\n".utf8)).isEmpty)
    }
}
