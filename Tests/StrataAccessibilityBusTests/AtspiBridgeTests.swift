import Glibc
import Strata
@testable import StrataAccessibilityBus
import StrataDBus
import Testing

/// The bridge without a desktop: AT-SPI's numbers (from at-spi2-core's
/// `atspi-constants.h`), text units and differences, and the signals it
/// sends, read from the other end of a socket pair playing the bus.
@MainActor
@Suite("AT-SPI bridge: numbers, text, events on a scripted bus")
struct AtspiBridgeTests {
    @Test func rolesAndStatesUseAtspiNumbers() {
        let rows: [(AccessibilityRole, UInt32, String)] = [
            (.window, 23, "frame"), (.group, 39, "panel"), (.button, 43, "push button"),
            (.toggleButton, 62, "toggle button"), (.checkBox, 7, "check box"), (.slider, 51, "slider"),
            (.textField, 79, "entry"), (.passwordField, 40, "password text"), (.textArea, 61, "text"),
            (.label, 29, "label"), (.image, 27, "image"), (.list, 31, "list"), (.listItem, 32, "list item"),
            (.scrollPane, 49, "scroll pane"), (.pageTabList, 38, "page tab list"), (.pageTab, 37, "page tab"),
            (.heading, 83, "heading"), (.link, 88, "link"),
        ]
        #expect(rows.count == AccessibilityRole.allCases.count)
        for (role, number, name) in rows {
            #expect(AtspiRole.number(role) == number, "\(role)")
            #expect(AtspiRole.name(role) == name, "\(role)")
        }
        #expect(AtspiStateSet([.enabled, .focused, .showing]).words == [(1 << 8) | (1 << 12) | (1 << 25), 0])
        #expect(AtspiStateSet([.visible, .checkable]).words == [1 << 30, 1 << 9])
    }

    @Test func textUnitsAndDifferences() {
        let text = "Ada Lovelace\nwrote"
        let rows: [(Int, UInt32, String, Int, Int)] = [
            (0, 0, "A", 0, 1), (5, 1, "Lovelace", 4, 12), (3, 1, " ", 3, 4), (2, 3, "Ada Lovelace\n", 0, 13),
            (15, 4, "wrote", 13, 18), (18, 0, "", 18, 18), (99, 1, "", 0, 0),
        ]
        for (offset, granularity, string, start, end) in rows {
            let unit = AccessibilityBus.unit(of: text, at: offset, granularity: granularity)
            #expect(unit.0 == string && unit.1 == start && unit.2 == end, "\(offset) \(granularity)")
        }
        #expect(AccessibilityBus.difference("Ada", "Ada Lovelace") == (3, "", " Lovelace"))
        #expect(AccessibilityBus.difference("Ada Lovelace", "Lovelace") == (0, "Ada ", ""))
        #expect(AccessibilityBus.difference("cat", "cut") == (1, "a", "u"))
        #expect(AccessibilityBus.characterOffset(2, in: "e\u{301}x") == 1)
        #expect(AccessibilityBus.scalarOffset(1, in: "e\u{301}x") == 2)
    }

    @Test func eventsReachTheBusInOrder() throws {
        let window = Window(size: Size(width: 300, height: 200))
        window.timeline = Timeline(clock: ManualClock())
        let a = Button(title: "A"), b = Button(title: "B"), toggle = Switch()
        for (i, view) in [a, b, toggle].enumerated() {
            view.frame = Rect(x: 10, y: 10 + Double(i) * 50, width: 80, height: 40)
            window.rootView.addSubview(view)
        }
        window.layoutIfNeeded()
        let fixture = try ScriptedAtspiBus(window: window)
        #expect(try fixture.signals().isEmpty)                // an idle window sends nothing
        _ = window.keyDown(.tab)
        _ = window.keyDown(.tab)
        toggle.accessibilityActivate()
        window.postAccessibilityNotification(.announcement("Saved"))
        let paths = [a, b, toggle].map { fixture.bridge.path(for: $0) }
        #expect(paths == ["/org/a11y/atspi/accessible/1", "/org/a11y/atspi/accessible/2", "/org/a11y/atspi/accessible/3"])
        #expect(try fixture.signals() == [
            "\(paths[0]) StateChanged focused 1 0 int32(0)",
            "\(paths[0]) StateChanged focused 0 0 int32(0)",
            "\(paths[1]) StateChanged focused 1 0 int32(0)",
            "\(paths[2]) StateChanged checked 1 0 int32(0)",
            "\(paths[2]) PropertyChange accessible-value 0 0 string(\"1\")",
            "/org/a11y/atspi/accessible/4 Announcement  1 0 string(\"Saved\")",
        ])
        #expect(fixture.bridge.publishedObjectCount == 4)      // the three and the window's root, nothing else
    }
}

/// A bridge over a socket pair whose far end plays the bus.
@MainActor
final class ScriptedAtspiBus {
    let bridge: AccessibilityBus
    let busSide: Int32
    var received: [UInt8] = []

    init(window: Window) throws {
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
            throw DBusError.cannotConnect(address: "socketpair", reason: "failed")
        }
        busSide = fds[1]
        let ok = Array("OK 0123456789abcdef0123456789abcdef\r\n".utf8)
        let hello = try DBusMessage(kind: .methodReturn, replySerial: 1, destination: ":1.7", sender: "org.freedesktop.DBus",
                                    body: [.string(":1.7")]).encoded(serial: 1)
        for bytes in [ok, hello] { _ = bytes.withUnsafeBytes { send(fds[1], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        let connection = try DBusConnection(fileDescriptor: fds[0], timeoutMilliseconds: 5000)
        bridge = AccessibilityBus(connection: connection, window: window, applicationName: "test")
        _ = fcntl(busSide, F_SETFL, fcntl(busSide, F_GETFL) | O_NONBLOCK)
        _ = readAll()
        received.removeAll()   // authentication lines and Hello
    }

    deinit { close(busSide) }

    /// Reads what the client wrote so far.
    private func readAll() -> Int {
        var chunk = [UInt8](repeating: 0, count: 65536)
        var total = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(busSide, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return total }
            received += chunk[0..<n]
            total += n
        }
    }

    /// The signals sent since the last call, one line each: path, member,
    /// detail, detail1, detail2, value.
    func signals() throws -> [String] {
        try bridge.connection.flush()
        _ = readAll()
        var lines: [String] = []
        while let length = try DBusMessage.frameLength(received[...]), received.count >= length {
            let message = try DBusMessage(decoding: Array(received[..<length]))
            received.removeFirst(length)
            guard message.kind == .signal, message.body.count == 5, case .string(let detail) = message.body[0],
                  case .int32(let d1) = message.body[1], case .int32(let d2) = message.body[2],
                  case .variant(let value) = message.body[3] else { continue }
            lines.append("\(message.path ?? "") \(message.member ?? "") \(detail) \(d1) \(d2) \(value)")
        }
        return lines
    }
}
