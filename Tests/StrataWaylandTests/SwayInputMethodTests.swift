import Foundation
import Glibc
import Strata
import Testing
import StrataTestHarness
@testable import StrataWayland

/// An input method on sway: `InputMethodClient` (a second client speaking
/// `zwp_input_method_v2`, as fcitx5 or IBus would) composes into a text
/// field of a `WaylandHost` in the test process through sway's
/// `zwp_text_input_v3`.
@MainActor
@Suite("Input methods on sway", .serialized, .enabled(if: Sway.isAvailable, "needs sway, grim and setpriv (apt-get install sway grim)"))
struct SwayInputMethodTests {
    /// Handles both clients' events until `done()` or 10 s.
    static func pump(_ host: WaylandHost, _ im: InputMethodClient, until done: () -> Bool) throws {
        var pfds = [pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: im.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        for _ in 0..<500 where !done() && host.isOpen {
            if !host.hasPendingEvents { _ = poll(&pfds, 2, 20) }
            host.runOnce()
            try im.readAvailable()
        }
    }

    @Test func preeditAndCommittedTextReachTheFieldAndItsTextIsReported() throws {
        let sway = try Sway()
        let path = sway.runtime.appendingPathComponent(sway.display).path
        let im = try InputMethodClient(path: path)
        let window = Window(size: Size(width: 240, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 220, height: 30))
        window.rootView.addSubview(field)
        let host = try WaylandHost(window: window, title: "ime", scale: 1,
                                   connection: WaylandConnection(fileDescriptor: try WaylandSocket.connect(path: path)))
        host.appID = "strata"
        var shown = false
        host.onFirstFrame = { _, _ in shown = true }
        // sway enables the text input only for the surface with keyboard
        // focus: wait for both (under load the focus comes later).
        try Self.pump(host, im) { shown && window.isKeyWindow }
        #expect(shown && window.isKeyWindow)
        #expect(field.becomeFirstResponder())
        host.setNeedsDisplay()
        try Self.pump(host, im) { im.isActive }
        #expect(!im.isUnavailable)
        try #require(im.isActive, "sway did not activate the input method for the focused field")
        #expect(im.surrounding.map { [$0.text, "\($0.cursor)", "\($0.anchor)"] } == ["", "0", "0"])

        im.preedit("kana", cursor: 2)
        // As a person pauses between keys: the field's report of the preedit
        // reaches the input method (one `done` per commit of the field's)
        // before it commits. Committing at once races the report: sway's
        // `done` then carries an older serial, and the field, as the
        // protocol says, holds its state until the next matching `done`.
        try Self.pump(host, im) { field.text == "kana" && im.dones == host.textInput.commits && !host.textInput.isHeld }
        #expect(field.text == "kana")
        #expect(field.markedTextRange == 0..<4)
        #expect(field.selectedRange == 2..<2)

        im.commit("かな")
        try Self.pump(host, im) { field.text == "かな" && im.surrounding?.text == "かな" }
        #expect(field.text == "かな")
        #expect(field.markedTextRange == nil)
        #expect(im.surrounding.map { [$0.text, "\($0.cursor)", "\($0.anchor)"] } == ["かな", "6", "6"])
        host.close()
    }
}
