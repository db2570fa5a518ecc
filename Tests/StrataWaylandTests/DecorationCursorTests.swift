import Strata
import Testing
@testable import StrataWayland

/// The cursor over the host's own decorations: each edge and corner shows
/// its resize arrows (`wp_cursor_shape_v1`), the title bar the arrow, and
/// the content the cursor of the view under the pointer, every request
/// carrying the serial of the pointer's `enter`.
@MainActor
@Suite("Wayland cursors over the host's own decorations")
struct DecorationCursorTests {
    static let globals = FakeCompositor.globalsWithoutDecorations + [(6, "wp_cursor_shape_manager_v1", 1)]

    @Test func edgesAndCornersShowTheirResizeCursors() throws {
        let compositor = FakeCompositor(globals: Self.globals)
        let window = Window(size: Size(width: 300, height: 60))
        window.rootView.addSubview(TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30)))
        let host = try WaylandHost(window: window, title: "t", scale: 1, connection: compositor.connect())
        try WaylandHostTests.pump(host)
        #expect(host.drawsDecorations)
        let surface = try #require(compositor.id(of: "wl_surface"))
        // The frame is 326 × 118 with the content at (13, 45): the places the resize tests press.
        CursorTests.enter(compositor, surface, serial: 7, 5, 60)                  // left edge
        for (x, y) in [(320.0, 60.0), (100, 3), (100, 114), (3, 3), (322, 3), (3, 114), (322, 114)] {
            CursorTests.move(compositor, x, y)
        }
        CursorTests.move(compositor, 100, 25)                                     // the title bar
        CursorTests.move(compositor, 13 + 50, 45 + 20)                            // the text field
        CursorTests.move(compositor, 13 + 250, 45 + 50)                           // the window, no field
        try WaylandHostTests.pump(host)
        #expect(compositor.requests("wp_cursor_shape_device_v1", 1).map { WaylandHostTests.words($0.body) }
            == [[7, 25], [7, 18], [7, 19], [7, 22], [7, 21], [7, 20], [7, 24], [7, 23], [7, 1], [7, 9], [7, 1]])
        #expect(WaylandCursor.allCases.map(\.xcursorNames.first) == [
            "default", "text", "n-resize", "s-resize", "w-resize", "e-resize", "nw-resize", "ne-resize", "sw-resize",
            "se-resize"])
    }
}
