import Glibc
import Strata
import StrataAccessibilityBus
import StrataDBus

/// Publishing on AT-SPI: `a11y.tree.publish@1000` answers `GetChildren` of
/// a window whose root holds 1,000 labels (a grid of 25 × 40): the call is
/// written to a socket pair, the bridge reads it, walks the tree in reading
/// order, names each child's object (made lazily: a path the first time)
/// and writes the reply, whose bytes are read back whole (not decoded: a
/// client's decoding is not the publisher's cost). `n` is the children.
///
/// `a11y.event.focus`: the latency from a focus change to its events on
/// the bus: `Window.focus(_:)` moves focus between two buttons of the same
/// 1,000-label window (published, its children read), and the sample ends
/// when both `object:state-changed:focused` signals (the old view's 0, the
/// new one's 1) have been read whole from the bus's end of the socket.
@MainActor
func accessibilityBenchmarks() -> [Benchmark] {
    [
        Benchmark("a11y.tree.publish", n: 1000, quick: true) {
            guard let fixture = try? AccessibilityPublishFixture(count: 1000) else { return {} }
            return { blackHole(fixture.roundTrip()) }
        },
        Benchmark("a11y.event.focus", n: 1, quick: true) {
            var buttons: [Button] = []
            guard let fixture = try? AccessibilityPublishFixture(count: 1000, extra: { window in
                for i in 0..<2 {
                    let button = Button(title: "Button \(i)")
                    button.frame = Rect(x: Double(i) * 100, y: 1150, width: 90, height: 40)
                    window.rootView.addSubview(button)
                    buttons.append(button)
                }
            }) else { return {} }
            _ = fixture.window.focus(buttons[0])
            _ = fixture.awaitMessages(1)    // the first focus: no old view to unfocus
            var next = 1
            return {
                _ = fixture.window.focus(buttons[next])
                next = 1 - next
                blackHole(fixture.awaitMessages(2))
            }
        },
    ]
}

/// `a11y.memory@10000`: the resident-set growth per published element of a
/// window of 10,000 labels, from nothing published to every label named
/// by the bridge and read once as a screen reader reads it (`GetChildren`
/// of the root, then each label's `Name`, `GetRole` and `GetState`): the
/// object table, the paths, the children remembered for
/// `children-changed`, and whatever the calls leave behind. The window
/// itself is built before the first reading.
@MainActor
func accessibilityMemoryResults(count: Int = 10_000) -> [BenchmarkResult] {
    guard let fixture = try? AccessibilityPublishFixture(count: count) else { return [] }
    let before = residentBytes()
    _ = fixture.roundTrip()
    for id in 2..<(count + 2) {
        let path = "/org/a11y/atspi/accessible/\(id)"
        for (interface, member, body) in [
            ("org.freedesktop.DBus.Properties", "Get", [DBusValue.string("org.a11y.atspi.Accessible"), .string("Name")]),
            ("org.a11y.atspi.Accessible", "GetRole", []), ("org.a11y.atspi.Accessible", "GetState", []),
        ] {
            guard let call = try? DBusMessage.methodCall(destination: ":1.7", path: path, interface: interface, member: member,
                                                         body: body).encoded(serial: UInt32(id)) else { continue }
            _ = fixture.exchange(call)
        }
    }
    let after = residentBytes()
    let published = fixture.bridge.publishedObjectCount
    withExtendedLifetime(fixture) {}
    return [BenchmarkResult(name: "a11y.memory", n: published, medianNanoseconds: 0, perItemNanoseconds: nil,
                            bytesPerItem: Double(after - before) / Double(max(1, published)))]
}

/// A window of `count` labels published over a socket pair whose far end
/// plays the bus.
@MainActor
final class AccessibilityPublishFixture {
    let window: Window
    let bridge: AccessibilityBus
    let busSide: Int32
    let call: [UInt8]
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// `count` labels in rows of 25, then the views `extra` adds.
    init(count: Int, extra: (Window) -> Void = { _ in }) throws {
        window = Window(size: Size(width: 1000, height: Double(max(1200, count / 25 * 30))))
        for i in 0..<count {
            let label = Label(text: "Item \(i)")
            label.frame = Rect(x: Double(i % 25) * 40, y: Double(i / 25) * 30, width: 38, height: 28)
            window.rootView.addSubview(label)
        }
        extra(window)
        window.layoutIfNeeded()
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
            throw DBusError.cannotConnect(address: "socketpair", reason: "failed")
        }
        busSide = fds[1]
        // The bus's side of authentication and Hello, written before the client asks.
        let ok = Array("OK 0123456789abcdef0123456789abcdef\r\n".utf8)
        let hello = try DBusMessage(kind: .methodReturn, replySerial: 1, destination: ":1.7", sender: "org.freedesktop.DBus",
                                    body: [.string(":1.7")]).encoded(serial: 1)
        for bytes in [ok, hello] { _ = bytes.withUnsafeBytes { send(fds[1], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        let connection = try DBusConnection(fileDescriptor: fds[0], timeoutMilliseconds: 5000)
        bridge = AccessibilityBus(connection: connection, window: window, applicationName: "bench")
        _ = fcntl(busSide, F_SETFL, fcntl(busSide, F_GETFL) | O_NONBLOCK)
        call = try DBusMessage.methodCall(destination: ":1.7", path: "/org/a11y/atspi/accessible/1",
                                          interface: "org.a11y.atspi.Accessible", member: "GetChildren", body: [])
            .encoded(serial: 2)
        drain()
        received.removeAll()
        // The application's children first: the window's root gets path …/1.
        let first = try DBusMessage.methodCall(destination: ":1.7", path: "/org/a11y/atspi/accessible/root",
                                               interface: "org.a11y.atspi.Accessible", member: "GetChildren", body: [])
            .encoded(serial: 1)
        _ = exchange(first)
    }

    /// One `GetChildren` of the window's root; returns the reply's bytes.
    func roundTrip() -> Int { exchange(call) }

    /// Writes `bytes` as the bus, lets the bridge answer, reads the reply's
    /// bytes; returns their count (0 when none came).
    func exchange(_ bytes: [UInt8]) -> Int {
        _ = bytes.withUnsafeBytes { send(busSide, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        for _ in 0..<10_000 {
            try? bridge.connection.processIncoming()
            drain()
            if let length = try? DBusMessage.frameLength(received[...]), received.count >= length {
                received.removeAll(keepingCapacity: true)
                return length
            }
        }
        return 0
    }

    /// Reads from the bus's end until `count` whole messages arrived (the
    /// bridge sends them as the change happens; nothing is asked of it);
    /// returns their bytes, or 0 after 100,000 empty reads.
    func awaitMessages(_ count: Int) -> Int {
        var seen = 0, bytes = 0
        for _ in 0..<100_000 {
            drain()
            while let length = try? DBusMessage.frameLength(received[...]), received.count >= length {
                received.removeFirst(length)
                seen += 1
                bytes += length
            }
            if seen >= count { return bytes }
        }
        return 0
    }

    /// Reads what the bridge wrote so far.
    func drain() {
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(busSide, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return }
            received += chunk[0..<n]
        }
    }
}
