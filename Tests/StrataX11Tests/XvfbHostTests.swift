import Foundation
import Strata
import StrataRaster
import Testing
@testable import StrataX11

/// The host against a real X server (Xvfb), in process.
@MainActor
@Suite("X11 host under Xvfb", .enabled(if: Xvfb.isAvailable, "Xvfb is not on the PATH (apt-get install xvfb)"))
struct XvfbHostTests {
    /// A root filled by a padded card (constraints) holding a rounded
    /// button and a label.
    static func makeWindow() -> (Window, View, View) {
        let window = Window(size: Size(width: 160, height: 100))
        window.rootView.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let card = View()
        card.backgroundColor = .white
        card.cornerRadius = 8
        card.borderWidth = 1
        card.borderColor = Color(red: 0.6, green: 0.6, blue: 0.7)
        card.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(card)
        let button = View(frame: Rect(x: 12, y: 40, width: 70, height: 24))
        button.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.9)
        button.cornerRadius = 6
        card.addSubview(button)
        let label = Label(text: "Hello X11")
        label.frame = Rect(x: 12, y: 10, width: 120, height: 20)
        card.addSubview(label)
        pin(card, to: window.rootView, inset: 10)
        return (window, card, button)
    }

    static func pin(_ view: View, to root: View, inset: Double) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
        ])
    }

    /// Runs the host until `condition` holds (events are waited for with
    /// poll, up to five seconds).
    static func pump(_ host: X11Host, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            guard Date() < deadline else { throw CocoaError(.userCancelled) }
            var pfd = pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 50)
            host.runOnce()
        }
    }

    static func expected(_ host: X11Host) -> Canvas {
        Raster(scale: host.scale).render(host.window.displayList(), background: RGBA8(255, 255, 255))
    }

    @Test(arguments: [(1.0, true), (2.0, true), (1.0, false), (1.5, false)])
    func readBackEqualsRasterOutputThroughDamageAndResize(scale: Double, sharedMemory: Bool) throws {
        let server = try Xvfb()
        let (window, card, button) = Self.makeWindow()
        let connection = try X11Connection(display: X11DisplayName(number: server.number))
        let host = try X11Host(window: window, title: "test", scale: scale, connection: connection)
        if !sharedMemory { host.presenter.pixels.sharedMemory = nil }
        var shown = false
        host.onFirstFrame = { _, _, _ in shown = true }
        try Self.pump(host) { shown }
        #expect(host.usesSharedMemory == sharedMemory)
        let first = try host.readBack()
        #expect(first.width == Int((160 * scale).rounded(.up)))
        #expect(first == Self.expected(host))

        // Any exposure still on its way is handled first.
        try host.connection.sync()
        host.runOnce()
        // A highlight: only the button's pixels are sent.
        button.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.7)
        host.setNeedsDisplay()
        host.runOnce()
        #expect(host.lastDamage.count == 1)
        #expect(host.lastPresentedPixels < first.width * first.height / 4)
        #expect(try host.readBack() == Self.expected(host))

        // A resize from the server's side: the window's size follows and the card relays out.
        try host.requestResize(width: Int(200 * scale), height: Int(130 * scale))
        try Self.pump(host) { window.size == Size(width: 200, height: 130) }
        host.runOnce()
        #expect(card.frame == Rect(x: 10, y: 10, width: 180, height: 110))
        let resized = try host.readBack()
        #expect(resized.width == Int(200 * scale) && resized.height == Int(130 * scale))
        #expect(resized == Self.expected(host))
        // With the inspector on, each presented frame's timing is recorded for its bars.
        window.isInspecting = true
        host.setNeedsDisplay()
        host.runOnce()
        #expect(window.recentFrameTimings.count == 1 && window.recentFrameTimings[0].total > 0)
        host.close()
    }

    /// XTEST's FakeInput (minor 2): `type` 2 KeyPress … 6 MotionNotify,
    /// at root coordinates for motion.
    nonisolated static func fakeInput(_ connection: X11Connection, major: UInt8, type: UInt8, detail: UInt8,
                          x: Int = 0, y: Int = 0) -> [UInt8] {
        [major, 2] + u16(9) + [type, detail, 0, 0] + u32(0) + u32(connection.screen.root)
            + [UInt8](repeating: 0, count: 8) + u16(UInt16(x)) + u16(UInt16(y)) + [UInt8](repeating: 0, count: 8)
    }

    @Test func aButtonPressedThroughXTESTHighlightsThenActs() throws {
        let server = try Xvfb()
        let window = Window(size: Size(width: 200, height: 100))
        window.rootView.backgroundColor = .white
        let status = Label(text: "waiting")
        status.frame = Rect(x: 10, y: 60, width: 180, height: 20)
        window.rootView.addSubview(status)
        var taps = 0
        let button = Button(title: "Press") {
            taps += 1
            status.text = "pressed \(taps)"
        }
        button.frame = Rect(x: 10, y: 10, width: 100, height: 36)
        window.rootView.addSubview(button)
        let host = try X11Host(window: window, title: "xtest", scale: 1,
                               connection: X11Connection(display: X11DisplayName(number: server.number)))
        var shown = false
        host.onFirstFrame = { _, _, _ in shown = true }
        try Self.pump(host) { shown }

        let injector = try X11Connection(display: X11DisplayName(number: server.number))
        let xtest = try #require(try injector.queryExtension("XTEST"), "the server has no XTEST")
        // No window manager: the window sits at the root's origin.
        injector.send(Self.fakeInput(injector, major: xtest.major, type: 6, detail: 0, x: 60, y: 28))
        injector.send(Self.fakeInput(injector, major: xtest.major, type: 4, detail: 1))
        try injector.sync()
        try Self.pump(host) { button.isHighlighted }
        host.runOnce()
        let highlighted = try host.readBack()
        let expectedColor = RGBA8(button.backgroundColor(for: .highlighted)!)
        #expect(highlighted[14, 14] == expectedColor)
        #expect(highlighted == Self.expected(host))

        injector.send(Self.fakeInput(injector, major: xtest.major, type: 5, detail: 1))
        try injector.sync()
        try Self.pump(host) { taps == 1 }
        host.runOnce()
        #expect(status.text == "pressed 1")
        let after = try host.readBack()
        #expect(after[14, 14] == RGBA8(button.backgroundColor(for: .normal)!))
        #expect(after == Self.expected(host))
        host.close()
    }
}
