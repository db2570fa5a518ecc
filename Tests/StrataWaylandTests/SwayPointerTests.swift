import Foundation
import Glibc
import Strata
import StrataRaster
import Testing
import StrataTestHarness
@testable import StrataWayland

/// The pointer on sway, as a person uses it: `wayvnc` adds a virtual
/// pointer to the seat and a small RFB client (Support/VNCPointer.swift)
/// moves it onto a control, rests there (0.3–0.5 s), presses, holds a
/// moment and releases. Nothing else is sent: whatever follows must come
/// from the host on its own.
/// Not under a sanitizer: the tests pump the host synchronously on the
/// main actor through rests of wall-clock time, and under ThreadSanitizer
/// that held the main actor long enough that this suite and the clipboard
/// suite beside it ran past their time limits (541 s). Making them wait
/// without holding the main actor (as the X11 click test does in an exit
/// test) is owed.
@MainActor
@Suite("Pointer on sway (wayvnc)", .serialized, .timeLimit(.minutes(3)),
       .enabled(if: Sway.isAvailable && VNCPointer.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/wl-copy"),
                "needs sway, grim, setpriv, wayvnc and wl-clipboard (apt-get install sway grim wayvnc wl-clipboard)"),
       .disabled(if: Sanitizer.isActive, "under a sanitizer the synchronous pumping holds the main actor for minutes"))
struct SwayPointerTests {
    /// Whether this test process runs under a sanitizer (several times slower).
    nonisolated static let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil

    /// Handles the host's events for `seconds` of wall-clock time.
    static func rest(_ host: WaylandHost, _ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        SwayTypingTests.pump(host) { Date() >= end }
    }

    /// A shown window of `size` with `views`, its app id `strata` (floating
    /// at the harness's place), and its origin on the output.
    static func open(_ sway: Sway, size: Size, _ views: [View]) throws -> (WaylandHost, Window, Point) {
        let window = Window(size: size)
        window.rootView.backgroundColor = .white
        for view in views { window.rootView.addSubview(view) }
        let fd = try WaylandSocket.connect(path: sway.runtime.appendingPathComponent(sway.display).path)
        let host = try WaylandHost(window: window, title: "pointer", scale: 1, connection: WaylandConnection(fileDescriptor: fd))
        host.appID = "strata"
        var shown = false
        host.onFirstFrame = { _, _ in shown = true }
        SwayTypingTests.pump(host) { shown }
        #expect(shown)
        let rect = try #require(try sway.windowRect(appID: "strata"))
        return (host, window, Point(x: Double(rect.x), y: Double(rect.y)))
    }

    /// Moves to `view`'s centre (plus `offset`), rests, and presses button
    /// `number`; a person's hold, then the release (optionally elsewhere).
    static func click(_ pointer: VNCPointer, _ host: WaylandHost, on view: View, origin: Point, button number: Int = 1,
                      rest seconds: Double = 0.4, releaseAt release: Point? = nil) throws {
        let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        try pointer.move(to: Int(origin.x + centre.x), Int(origin.y + centre.y))
        rest(host, seconds)
        try pointer.button(number, down: true)
        rest(host, 0.08)
        if let release {
            try pointer.move(to: Int(origin.x + release.x), Int(origin.y + release.y))
            rest(host, 0.1)
        }
        try pointer.button(number, down: false)
    }

    @Test func aButtonPressedAfterARestActsOnceAndAPressDraggedOffDoesNot() throws {
        let sway = try Sway()
        var taps = 0
        let button = Button(title: "Press") { taps += 1 }
        button.frame = Rect(x: 20, y: 20, width: 120, height: 44)
        let (host, _, origin) = try Self.open(sway, size: Size(width: 300, height: 200), [button])
        let pointer = try VNCPointer(sway)
        for round in 0..<3 {
            try Self.click(pointer, host, on: button, origin: origin, rest: 0.3 + 0.1 * Double(round))
            SwayTypingTests.pump(host) { taps == round + 1 }
            #expect(taps == round + 1)
        }
        // Down on the button, dragged well outside, released there: no action (UIKit's touch-up-inside).
        try Self.click(pointer, host, on: button, origin: origin, releaseAt: Point(x: 250, y: 170))
        Self.rest(host, 0.3)
        #expect(taps == 3)
        #expect(!button.isHighlighted)
        host.close()
    }

    @Test func aMiddleClickPastesThePrimarySelectionIntoAField() throws {
        let sway = try Sway()
        let field = TextField(frame: Rect(x: 10, y: 10, width: 220, height: 30))
        let elsewhere = View(frame: Rect(x: 10, y: 60, width: 220, height: 30))
        let (host, window, origin) = try Self.open(sway, size: Size(width: 240, height: 100), [field, elsewhere])
        let pointer = try VNCPointer(sway)
        let copier = try SwayClipboardTests.copy(sway, host, "from the primary selection", primary: true)
        defer { copier.terminate() }
        // A middle click outside any field pastes nothing and focuses nothing.
        try Self.click(pointer, host, on: elsewhere, origin: origin, button: 2)
        Self.rest(host, 0.3)
        #expect(field.text == "")
        #expect(!field.isFirstResponder)
        // On the field: the caret goes there and the text arrives.
        try Self.click(pointer, host, on: field, origin: origin, button: 2)
        SwayTypingTests.pump(host) { field.text == "from the primary selection" }
        #expect(field.text == "from the primary selection")
        #expect(field.isFirstResponder && window.isKeyWindow)
        host.close()
    }

    /// Two positions of a marker; each button animates it to one of them.
    static func scene(markerAt x: Int) -> String {
        """
        { "window": { "width": 400, "height": 240 },
          "views": [ { "id": "ground", "frame": [0, 0, 400, 240], "backgroundColor": "#ffffff" },
                     { "id": "marker", "frame": [\(x), 20, 60, 60], "backgroundColor": "#d02020" },
                     { "type": "button", "id": "right", "title": "Right", "frame": [20, 160, 170, 60],
                       "action": [ { "set": { "id": "marker", "frame": [320, 20, 60, 60] }, "animate": { "duration": 0.25 } } ] },
                     { "type": "button", "id": "left", "title": "Left", "frame": [210, 160, 170, 60],
                       "action": [ { "set": { "id": "marker", "frame": [20, 20, 60, 60] }, "animate": { "duration": 0.25 } } ] } ] }
        """
    }

    /// `strata render` of the scene with the marker at `x`.
    static func rendered(markerAt x: Int, in sway: Sway) throws -> Canvas {
        let json = try sway.created("marker-\(x).json", contents: Data(scene(markerAt: x).utf8))
        let png = sway.runtime.appendingPathComponent("marker-\(x).png")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: SwayTests.strata)
        p.arguments = ["render", json.path, "--png", png.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return Canvas(try Image(pngData: Array(Data(contentsOf: png))))
    }

    /// `strata show` in its own process (its own Dispatch loop and clock);
    /// 20 clicks made as a person makes them, alternating the buttons; after
    /// each, with no other event, the window must show the animation's end
    /// (`strata render` of the end state) within 2 s (4 s under a
    /// sanitizer): a host that waited for an event after the release would
    /// never get there.
    @Test func everyAnimationStartedByAClickEndsOnScreenInStrataShow() throws {
        let sway = try Sway()
        _ = try sway.created("toggle.json", contents: Data(Self.scene(markerAt: 20).utf8))
        let left = try Self.rendered(markerAt: 20, in: sway), right = try Self.rendered(markerAt: 320, in: sway)
        #expect(left != right)
        let out = try sway.created("show-out"), err = try sway.created("show-err")
        let show = try sway.start([SwayTests.strata, "show", "toggle.json", "--backend", "wayland", "--exit-after", "1800"],
                                  stdout: out, stderr: err)
        defer { if show.isRunning { show.terminate() } }
        #expect(try SwayTests.windowPixels(sway, like: left) == left)
        let rect = try #require(try sway.windowRect(appID: "strata"))
        let pointer = try VNCPointer(sway)
        let limit = Self.sanitized ? 4.0 : 2.0
        var late: [Int] = []
        for round in 0..<20 {
            let toRight = round % 2 == 0
            let target = toRight ? (x: 105, y: 190) : (x: 295, y: 190)
            try pointer.move(to: rect.x + target.x, rect.y + target.y)
            usleep(UInt32(300_000 + 50_000 * (round % 5)))
            try pointer.button(1, down: true)
            usleep(UInt32(20_000 + 30_000 * (round % 4)))
            try pointer.button(1, down: false)
            let expected = toRight ? right : left
            let deadline = Date().addingTimeInterval(limit)
            var ended = false
            while !ended && Date() < deadline {
                ended = try Self.windowShows(expected, sway, at: rect)
            }
            if !ended { late.append(round) }
        }
        #expect(late.isEmpty, "animations not on screen at their end within \(limit) s: rounds \(late)")
        try sway.run(["/usr/bin/swaymsg", "[app_id=strata]", "kill"])
        show.waitUntilExit()
        #expect(show.terminationStatus == 0)
    }

    /// Whether the output shows `expected`'s marker band (its top 120
    /// rows: the buttons below are under the pointer, whose cursor sway
    /// draws into the output) at `rect`'s origin now (one `grim`).
    static func windowShows(_ expected: Canvas, _ sway: Sway, at rect: (x: Int, y: Int, width: Int, height: Int)) throws -> Bool {
        let shot = try sway.screenshot()
        guard rect.x + expected.width <= shot.width, rect.y + expected.height <= shot.height else { return false }
        for y in 0..<min(120, expected.height) {
            for x in 0..<expected.width where shot[rect.x + x, rect.y + y] != expected[x, y] { return false }
        }
        return true
    }
}
