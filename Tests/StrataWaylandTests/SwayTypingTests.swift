import Foundation
import Glibc
import Strata
import Testing
import StrataTestHarness
@testable import StrataWayland

/// Typing into a text field on sway as a person types: `wtype` (a virtual
/// keyboard on sway's seat, with its own keymap, which sway compiles and
/// sends on) into a `WaylandHost` in the test process, pumped by `poll`
/// and `runOnce()`: Shift (H), a character beyond ASCII (é), punctuation,
/// and a typo taken back with BackSpace.
@MainActor
@Suite("Typing on sway", .serialized,
       .enabled(if: Sway.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/wtype"),
                "needs sway, grim, setpriv and wtype (apt-get install sway grim wtype)"))
struct SwayTypingTests {
    /// Handles events until `done()` or 10 s.
    static func pump(_ host: WaylandHost, until done: () -> Bool) {
        var pfd = pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        for _ in 0..<500 where !done() && host.isOpen {
            if !host.hasPendingEvents { _ = poll(&pfd, 1, 20) }
            host.runOnce()
        }
    }

    @Test func typingWithShiftAnAccentAndATypoCorrected() throws {
        let sway = try Sway()
        let window = Window(size: Size(width: 240, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 220, height: 30))
        window.rootView.addSubview(field)
        let fd = try WaylandSocket.connect(path: sway.runtime.appendingPathComponent(sway.display).path)
        let host = try WaylandHost(window: window, title: "typing", scale: 1, connection: WaylandConnection(fileDescriptor: fd))
        host.appID = "strata"
        var shown = false
        host.onFirstFrame = { _, _ in shown = true }
        Self.pump(host) { shown }
        #expect(shown)
        #expect(field.becomeFirstResponder())
        // Each wtype adds a keyboard to the seat for its keys: the host
        // binds it while wtype waits (`-s`), so the host is pumped meanwhile.
        func type(_ arguments: [String], until done: () -> Bool) throws {
            let out = try sway.created("wtype-\(UUID().uuidString)")
            let p = try sway.start(["/usr/bin/wtype", "-s", "300"] + arguments, stdout: out, stderr: out)
            Self.pump(host) { done() && !p.isRunning }
        }
        try type(["Hé!x"]) { field.text == "Hé!x" }
        #expect(field.text == "Hé!x")
        try type(["-k", "BackSpace"]) { field.text == "Hé!" }
        #expect(field.text == "Hé!")
        host.close()
    }
}
