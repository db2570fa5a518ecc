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
@MainActor
func accessibilityBenchmarks() -> [Benchmark] {
    [
        Benchmark("a11y.tree.publish", n: 1000, quick: true) {
            guard let fixture = try? AccessibilityPublishFixture(count: 1000) else { return {} }
            return { blackHole(fixture.roundTrip()) }
        },
    ]
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

    init(count: Int) throws {
        window = Window(size: Size(width: 1000, height: 1200))
        for i in 0..<count {
            let label = Label(text: "Item \(i)")
            label.frame = Rect(x: Double(i % 25) * 40, y: Double(i / 25) * 30, width: 38, height: 28)
            window.rootView.addSubview(label)
        }
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

    /// Reads what the bridge wrote so far.
    func drain() {
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(busSide, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return }
            received += chunk[0..<n]
        }
    }
}
