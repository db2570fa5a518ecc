import Foundation
import Glibc
import Strata
import Testing
import StrataTestHarness
@testable import StrataWayland

/// The clipboard and the primary selection on sway, both ways, as a
/// person uses them: text copied in a field (Ctrl+A, Ctrl+C typed with
/// `wtype`) is what `wl-paste` prints; text given to `wl-copy` is what
/// Ctrl+V pastes into the field; the selected text is what `wl-paste
/// --primary` prints, and `wl-copy --primary` text is what the host
/// reads; 3 MB in each direction arrives whole.
@MainActor
// Under a sanitizer the other main-actor suites running beside this one
// (each pumping its host synchronously) hold the main actor for minutes,
// so the limit that catches a hang is longer there.
@Suite("Clipboard on sway", .serialized, .timeLimit(.minutes(Sanitizer.isActive ? 12 : 2)),
       .enabled(if: Sway.isAvailable && ["/usr/bin/wtype", "/usr/bin/wl-copy", "/usr/bin/wl-paste"].allSatisfy {
           FileManager.default.isExecutableFile(atPath: $0)
       }, "needs sway, grim, setpriv, wtype and wl-clipboard (apt-get install sway grim wtype wl-clipboard)"))
struct SwayClipboardTests {
    /// A shown window with a focused text field holding `text`.
    static func open(_ sway: Sway, text: String) throws -> (WaylandHost, TextField) {
        let window = Window(size: Size(width: 240, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 220, height: 30))
        field.text = text
        window.rootView.addSubview(field)
        let fd = try WaylandSocket.connect(path: sway.runtime.appendingPathComponent(sway.display).path)
        let host = try WaylandHost(window: window, title: "clipboard", scale: 1,
                                   connection: WaylandConnection(fileDescriptor: fd))
        host.appID = "strata"
        var shown = false
        host.onFirstFrame = { _, _ in shown = true }
        SwayTypingTests.pump(host) { shown && window.isKeyWindow }
        #expect(shown && window.isKeyWindow)
        #expect(field.becomeFirstResponder())
        return (host, field)
    }

    /// Runs `command` as the test user while the host handles events;
    /// its standard output once it exits.
    static func run(_ sway: Sway, _ host: WaylandHost, _ command: [String]) throws -> String {
        let out = try sway.created("out-\(UUID().uuidString)"), err = try sway.created("err-\(UUID().uuidString)")
        let p = try sway.start(command, stdout: out, stderr: err)
        SwayTypingTests.pump(host) { !p.isRunning }
        if p.isRunning { p.terminate() }
        p.waitUntilExit()
        return fileText(out.path) ?? ""
    }

    /// Types with wtype (chords with `-M`/`-m`) until `done()`.
    static func type(_ sway: Sway, _ host: WaylandHost, _ arguments: [String], until done: () -> Bool) throws {
        let out = try sway.created("wtype-\(UUID().uuidString)")
        let p = try sway.start(["/usr/bin/wtype", "-s", "300"] + arguments, stdout: out, stderr: out)
        SwayTypingTests.pump(host) { done() && !p.isRunning }
    }

    /// `wl-copy --foreground` serving `text` (from a file, so any size),
    /// until the host sees its offer on `selection`.
    static func copy(_ sway: Sway, _ host: WaylandHost, _ text: String, primary: Bool) throws -> ChildProcess {
        let file = try sway.created("copy-\(UUID().uuidString)", contents: Data(text.utf8))
        let log = try sway.created("wl-copy-\(UUID().uuidString)")
        let flags = primary ? "--primary --foreground" : "--foreground"
        let p = try sway.start(["/bin/sh", "-c", "exec /usr/bin/wl-copy \(flags) < '\(file.path)'"], stdout: log, stderr: log)
        let device = primary ? 1 : 0
        SwayTypingTests.pump(host) { host.clipboard.devices[device].offer != 0 && host.clipboard.ownedText(primary ? .primary : .clipboard) == nil }
        return p
    }

    /// Reads `pasteboard` as a paste does, pumping until it answers.
    static func read(_ host: WaylandHost, _ pasteboard: WaylandPasteboard) -> String? {
        var answer: String?? = nil
        pasteboard.readString { answer = .some($0) }
        SwayTypingTests.pump(host) { answer != nil }
        return answer ?? nil
    }

    @Test func copiedInTheFieldIsWhatWlPastePrints() throws {
        let sway = try Sway()
        let text = "copy me: Grüße ✓"
        let (host, field) = try Self.open(sway, text: "")
        try Self.type(sway, host, [text]) { field.text == text }
        try Self.type(sway, host, ["-M", "ctrl", "a", "c", "-m", "ctrl"]) { host.pasteboard.string == text }
        #expect(host.pasteboard.string == text)
        #expect(try Self.run(sway, host, ["/usr/bin/wl-paste", "--no-newline"]) == text)
        host.close()
    }

    @Test func wlCopyTextPastesIntoTheField() throws {
        let sway = try Sway()
        let (host, field) = try Self.open(sway, text: "")
        let copier = try Self.copy(sway, host, "pasted: ¿sí? ✓", primary: false)
        defer { copier.terminate() }
        try Self.type(sway, host, ["-M", "ctrl", "v", "-m", "ctrl"]) { field.text == "pasted: ¿sí? ✓" }
        #expect(field.text == "pasted: ¿sí? ✓")
        host.close()
    }

    @Test func theSelectedTextIsThePrimarySelectionBothWays() throws {
        let sway = try Sway()
        let (host, field) = try Self.open(sway, text: "")
        try Self.type(sway, host, ["selected"]) { field.text == "selected" }
        try Self.type(sway, host, ["-M", "ctrl", "a", "-m", "ctrl"]) { host.primarySelection.string == "selected" }
        #expect(try Self.run(sway, host, ["/usr/bin/wl-paste", "--primary", "--no-newline"]) == "selected")
        let copier = try Self.copy(sway, host, "from wl-copy --primary", primary: true)
        defer { copier.terminate() }
        #expect(host.primarySelection.string == nil)
        #expect(Self.read(host, host.primarySelection) == "from wl-copy --primary")
        // The clipboard is still empty: nothing copied there.
        #expect(Self.read(host, host.pasteboard) == nil)
        host.close()
    }

    /// 3 MB (more than a pipe holds, so written in many chunks while the
    /// reader reads) in each direction.
    @Test func threeMegabytesGoBothWaysWhole() throws {
        let sway = try Sway()
        let (host, _) = try Self.open(sway, text: "")
        let line = "0123456789 abcdefghijklmnopqrstuvwxyz ÄÖÜ äöü ✓\n"
        let big = String(repeating: line, count: 3_000_000 / line.utf8.count)
        let copier = try Self.copy(sway, host, big, primary: false)
        let read = Self.read(host, host.pasteboard)
        #expect(read?.utf8.count == big.utf8.count)
        #expect(read == big)
        copier.terminate()
        try Self.type(sway, host, ["x"]) { true } // a fresh input serial for the selection
        host.pasteboard.string = big
        let printed = try Self.run(sway, host, ["/usr/bin/wl-paste", "--no-newline"])
        #expect(printed.utf8.count == big.utf8.count)
        #expect(printed == big)
        host.close()
    }
}
