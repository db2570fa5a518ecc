import Foundation
import Strata
import StrataAccessibilityBus
import StrataScene
import Testing
import StrataTestHarness
@testable import StrataX11

/// Screen extents of a window that moves: an `X11Host` on Xvfb keeps its
/// bridge's `windowOrigin` at the window's place on the root window, so a
/// screen reader (pyatspi, from another process) reads a button's screen
/// extents where the button is on the screen, and finds it there by
/// `GetAccessibleAtPoint`, after another client moves the window as a
/// window manager would.
@MainActor
@Suite("AT-SPI: screen extents follow an X11 window that moves", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"),
       .enabled(if: AtspiSession.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct AtspiX11ExtentsTests {
    /// Moves `window` to `(x, y)` pixels on the root from a second client,
    /// then handles the host's events until its bridge has followed (5 s at most).
    static func move(_ host: X11Host, by mover: X11Connection, to x: Int, _ y: Int) throws {
        _ = mover.send(X11Request.moveWindow(host.setup.windowID, x: x, y: y))
        try mover.sync()
        let expected = Point(x: Double(x) / host.scale, y: Double(y) / host.scale)
        let start = monotonicMilliseconds()
        while host.accessibility?.windowOrigin != expected, monotonicMilliseconds() - start < 5_000 {
            try AtspiX11WalkTests.pump(host)
        }
    }

    /// pyatspi's reading of the "Sign in" button: its extents on the
    /// screen and in the window, and the name of what the frame holds at
    /// the middle of those screen extents.
    static let readButton = AtspiX11WalkTests.findApplication("Login") + """
        frame = app.getChildAtIndex(0)
        button = find("push button", "Sign in")
        s = button.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        w = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        hit = frame.queryComponent().getAccessibleAtPoint(s.x + s.width // 2, s.y + s.height // 2, pyatspi.DESKTOP_COORDS)
        print("screen", s.x, s.y, s.width, s.height)
        print("window", w.x, w.y, w.width, w.height)
        print("at point", hit.getRoleName() if hit else None, hit.name if hit else None)
        """

    /// What pyatspi should print for `frame` (window points, whole) with the window at `origin` (points).
    static func expected(_ frame: Rect, origin: Point) -> String {
        let x = Int(frame.minX.rounded(.down)), y = Int(frame.minY.rounded(.down))
        let w = Int(frame.maxX.rounded(.up)) - x, h = Int(frame.maxY.rounded(.up)) - y
        return """
            screen \(x + Int(origin.x)) \(y + Int(origin.y)) \(w) \(h)
            window \(x) \(y) \(w) \(h)
            at point push button Sign in

            """
    }

    @Test(arguments: [1.0, 2.0])
    func aButtonsScreenExtentsFollowTheWindow(scale: Double) throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let display = try session.startXvfb()
        let (world, host) = try AtspiX11WalkTests.show("login-form", title: "Login", display: display,
                                                       session: session, scale: scale)
        defer { host.close() }
        let bridge = try #require(host.accessibility)
        // Xvfb has no window manager: the window opens at the root's corner.
        #expect(bridge.windowOrigin == .zero)
        let signIn = try #require(world.view("signIn"))
        let mover = try X11Connection(display: X11DisplayName(number: display))
        defer { mover.close() }

        for (x, y) in [(130, 70), (6, 302)] {
            try Self.move(host, by: mover, to: x, y)
            let origin = Point(x: Double(x) / scale, y: Double(y) / scale)
            #expect(bridge.windowOrigin == origin)
            let read = try session.runPython(Self.readButton, pump: { try AtspiX11WalkTests.pump(host) })
            #expect(read == Self.expected(signIn.accessibilityFrame, origin: origin))
        }
        #expect(session.lastErrors == "")
    }

    /// A window dragged across the screen sends a `ConfigureNotify` per
    /// step: the host asks the server where the window is once per batch
    /// of events it handles, not once per event (a round trip each).
    @Test func manyMovesAskTheServerOnce() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        let display = try session.startXvfb()
        let (_, host) = try AtspiX11WalkTests.show("login-form", title: "Login", display: display,
                                                   session: session, scale: 1)
        defer { host.close() }
        let bridge = try #require(host.accessibility)
        let mover = try X11Connection(display: X11DisplayName(number: display))
        defer { mover.close() }
        // Settle first: the first frame and its round trips.
        for _ in 0..<20 { try AtspiX11WalkTests.pump(host) }
        for step in 1...30 { _ = mover.send(X11Request.moveWindow(host.setup.windowID, x: 10 * step, y: 5 * step)) }
        try mover.sync()
        let before = host.connection.sequence
        let start = monotonicMilliseconds()
        while bridge.windowOrigin != Point(x: 300, y: 150), monotonicMilliseconds() - start < 5_000 {
            try AtspiX11WalkTests.pump(host)
        }
        #expect(bridge.windowOrigin == Point(x: 300, y: 150))
        // 30 events; read in one or a few batches: a request per batch.
        let requests = host.connection.sequence - before
        #expect(requests >= 1 && requests <= 3, "\(requests) requests for 30 moves")
    }
}

