import Foundation
import Strata
import Testing
@testable import StrataX11

/// Text entry against a real X server: typing through XTEST as a person
/// types, and the clipboard shared with a second X client written with
/// the package's own `X11Connection` (xclip and xsel are not on CI).
///
/// In process, with the host pumped by `poll` and `runOnce()` (no main
/// queue blocks, so other tests' main-actor jobs cannot delay it): the
/// checks wait for results, not for time.
@MainActor
@Suite("Text entry under Xvfb", .enabled(if: Xvfb.isAvailable, "Xvfb is not on the PATH (apt-get install xvfb)"))
struct TextEntryXvfbTests {
    static func makeHost(_ server: Xvfb) throws -> (X11Host, Window, TextField) {
        let window = Window(size: Size(width: 240, height: 60))
        window.rootView.backgroundColor = .white
        let field = TextField(frame: Rect(x: 10, y: 10, width: 220, height: 30))
        window.rootView.addSubview(field)
        let host = try X11Host(window: window, title: "text", scale: 1,
                               connection: X11Connection(display: X11DisplayName(number: server.number)))
        var shown = false
        host.onFirstFrame = { _, _, _ in shown = true }
        try XvfbHostTests.pump(host) { shown }
        return (host, window, field)
    }

    /// The keycode typing `keysym` on the server's first level, or with Shift on its second.
    nonisolated static func keycode(for keysym: UInt32, in mapping: X11KeyboardMapping) -> (UInt8, Bool)? {
        let per = mapping.keysymsPerKeycode
        for index in 0..<(mapping.keysyms.count / max(per, 1)) {
            let code = UInt8(Int(mapping.firstKeycode) + index)
            if mapping.keysyms[index * per] == keysym { return (code, false) }
            if per > 1, mapping.keysyms[index * per + 1] == keysym { return (code, true) }
        }
        return nil
    }

    @Test func typingThroughXTESTIntoAFieldAsAPersonTypes() async throws {
        let server = try Xvfb()
        let (host, _, field) = try Self.makeHost(server)
        defer { host.close() }
        // Click into the field as a person does, and wait until it edits.
        let number = server.number
        try await Task.detached { try ClickAnimationXvfbTests.clickNow(display: number, x: 100, y: 25, round: 0) }.value
        try XvfbHostTests.pump(host) { field.isEditing }

        let typed = "Hello, X!"
        let injector = try X11Connection(display: X11DisplayName(number: number))
        defer { injector.close() }
        let mapping = try injector.keyboardMapping()
        let shift = try #require(Self.keycode(for: 0xffe1, in: mapping)).0
        let backspace = try #require(Self.keycode(for: 0xff08, in: mapping)).0
        // Each character: (keycode, with Shift); a typo then BackSpace before the last.
        var strokes = try typed.unicodeScalars.map { try #require(Self.keycode(for: $0.value, in: mapping)) }
        strokes.insert(try #require(Self.keycode(for: 0x71, in: mapping)), at: strokes.count - 1)   // "q"
        strokes.insert((backspace, false), at: strokes.count - 1)
        let xtest = try #require(try injector.queryExtension("XTEST")).major
        let keys = strokes
        let done = Task.detached {
            let injector = try X11Connection(display: X11DisplayName(number: number))
            defer { injector.close() }
            for (i, (code, shifted)) in keys.enumerated() {
                if shifted { injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 2, detail: shift)) }
                injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 2, detail: code))
                try injector.flush()
                usleep(UInt32(25_000 + 7_000 * (i % 4)))       // the key held
                injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 3, detail: code))
                if shifted { injector.send(XvfbHostTests.fakeInput(injector, major: xtest, type: 3, detail: shift)) }
                try injector.flush()
                usleep(UInt32(60_000 + 20_000 * (i % 3)))      // the pause before the next
            }
            try injector.sync()
        }
        try XvfbHostTests.pump(host) { field.text == typed }
        try await done.value
        #expect(field.text == typed)
        #expect(field.selectedRange == 9..<9)
    }

    /// A second X client: a window of its own, the atoms, and the steps of
    /// ICCCM as another program takes them.
    @MainActor
    final class OtherClient {
        let connection: X11Connection
        let window: UInt32
        let clipboard: UInt32, utf8: UInt32, incr: UInt32, property: UInt32

        init(display: Int) throws {
            connection = try X11Connection(display: X11DisplayName(number: display))
            window = connection.makeID()
            let screen = connection.screen
            connection.send(X11Request.createWindow(id: window, parent: screen.root, width: 1, height: 1,
                                                    depth: 0, visual: 0, background: 0,
                                                    eventMask: X11Request.EventMask.propertyChange,
                                                    colormap: 0))
            clipboard = try connection.internAtom("CLIPBOARD")
            utf8 = try connection.internAtom("UTF8_STRING")
            incr = try connection.internAtom("INCR")
            property = try connection.internAtom("OTHER_PASTE")
        }

        /// Handles the host's turns and this client's events until
        /// `condition` holds (five seconds at most).
        func exchange(with host: X11Host, until condition: () throws -> Bool) throws {
            let deadline = Date().addingTimeInterval(5)
            while try !condition() {
                guard Date() < deadline else { throw CocoaError(.userCancelled) }
                var fds = [pollfd(fd: host.connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
                _ = poll(&fds, 2, 20)
                host.runOnce()
            }
        }

        /// The property's bytes, deleted.
        func take() throws -> (type: UInt32, bytes: [UInt8]) {
            let reply = try connection.roundTrip(X11Request.getProperty(window: window, property: property, delete: true,
                                                                        offset: 0, length: 1 << 20))
            let units = Int(le32(reply, 16)), format = Int(reply[1])
            return (le32(reply, 8), Array(reply[32..<32 + units * max(format, 8) / 8]))
        }

        /// Pastes the CLIPBOARD as another program does (INCR included).
        func paste(from host: X11Host) throws -> String? {
            connection.send(X11Request.convertSelection(requestor: window, selection: clipboard, target: utf8,
                                                        property: property, time: 0))
            try connection.flush()
            var notify: X11Event?
            try exchange(with: host) {
                while let e = try connection.nextEvent() {
                    if case .selectionNotify = e { notify = e }
                }
                return notify != nil
            }
            guard case .selectionNotify(_, _, _, _, let stored)? = notify, stored != 0 else { return nil }
            let first = try take()
            guard first.type == incr else { return String(decoding: first.bytes, as: UTF8.self) }
            var bytes: [UInt8] = []
            var finished = false
            try exchange(with: host) {
                while let e = try connection.nextEvent() {
                    if case .propertyNotify(_, let atom, _, false) = e, atom == property {
                        let piece = try take()
                        if piece.bytes.isEmpty { finished = true } else { bytes += piece.bytes }
                    }
                }
                return finished
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Owns CLIPBOARD with `text`, calls `paste` once the host has
        /// seen that it lost it, and answers the host's requests until
        /// `condition` holds.
        func offer(_ text: String, to host: X11Host, paste: () -> Void, until condition: () -> Bool) throws {
            connection.send(X11Request.setSelectionOwner(window, selection: clipboard, time: 0))
            try connection.flush()
            try exchange(with: host) { host.pasteboard.string == nil }
            paste()
            try exchange(with: host) {
                while let e = try connection.nextEvent() {
                    guard case .selectionRequest(let time, _, let requestor, let selection, let target, let prop) = e
                    else { continue }
                    let ok = target == utf8
                    if ok {
                        connection.send(X11Request.changeProperty(window: requestor, property: prop, type: utf8,
                                                                  format: 8, data: Array(text.utf8)))
                    }
                    connection.send(X11Request.sendEvent(destination: requestor, event: X11Request.selectionNotify(
                        time: time, requestor: requestor, selection: selection, target: target, property: ok ? prop : 0)))
                    try connection.flush()
                }
                return condition()
            }
        }
    }

    @Test func copyingToAndPastingFromASecondClient() throws {
        let server = try Xvfb()
        let (host, window, field) = try Self.makeHost(server)
        defer { host.close() }
        let other = try OtherClient(display: server.number)
        defer { other.connection.close() }
        field.text = "Strata → X"
        #expect(field.becomeFirstResponder())
        window.keyDown(.character("a", modifiers: .control))
        window.keyDown(.character("c", modifiers: .control))
        #expect(try other.paste(from: host) == "Strata → X")

        // Large enough for INCR (the host sends 64 KiB pieces).
        let long = String(repeating: "0123456789abcdé\n", count: 20_000)
        host.pasteboard.string = long
        #expect(try other.paste(from: host) == long)

        // Pasting what the other client owns.
        field.text = ""
        try other.offer("from the other client", to: host, paste: {
            window.keyDown(.character("v", modifiers: .control))
        }, until: { field.text == "from the other client" })
        #expect(host.pasteboard.string == nil)     // the other client owns it
    }
}
