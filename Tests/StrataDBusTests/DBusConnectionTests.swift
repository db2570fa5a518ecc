import Dispatch
import Glibc
import Testing
@testable import StrataDBus

/// The connection against a scripted bus on the other end of a socket
/// pair: authentication and `Hello`, a malformed message skipped between
/// two good ones, a call timing out, calls to an exported object, and a
/// broken framing ending the connection.
@Suite("D-Bus connection (scripted bus)")
struct DBusConnectionTests {
    /// The bus's end of the socket pair, reading and writing whole messages.
    final class ScriptedBus {
        let fd: Int32
        var received: [UInt8] = []
        init(fd: Int32) { self.fd = fd }
        deinit { close(fd) }

        func write(_ bytes: [UInt8]) {
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
                guard n > 0 else { return }
                offset += n
            }
        }

        func write(_ message: DBusMessage, serial: UInt32) throws { write(try message.encoded(serial: serial)) }

        /// The next whole message the client sent (waiting up to 5 s).
        func nextMessage() throws -> DBusMessage? {
            var chunk = [UInt8](repeating: 0, count: 4096)
            for _ in 0..<500 {
                if let length = try DBusMessage.frameLength(received[...]), received.count >= length {
                    let bytes = Array(received[..<length])
                    received.removeFirst(length)
                    return try DBusMessage(decoding: bytes)
                }
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&pfd, 1, 10) > 0 else { continue }
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { return nil }
                received += chunk[0..<n]
            }
            return nil
        }

        /// Reads the client's SASL lines up to `BEGIN`.
        func readAuthentication() -> String {
            var chunk = [UInt8](repeating: 0, count: 256)
            while !String(decoding: received, as: UTF8.self).contains("BEGIN\r\n") {
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { break }
                received += chunk[0..<n]
            }
            let text = String(decoding: received, as: UTF8.self)
            guard let range = text.range(of: "BEGIN\r\n") else { return text }
            received.removeFirst(text[..<range.upperBound].utf8.count)
            return String(text[..<range.upperBound])
        }
    }

    /// A connected client and its scripted bus (the client's unique name is `:1.7`).
    static func connected() throws -> (DBusConnection, ScriptedBus) {
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
            throw DBusError.cannotConnect(address: "socketpair", reason: "failed")
        }
        let bus = ScriptedBus(fd: fds[1])
        bus.write(ascii("OK 0123456789abcdef0123456789abcdef\r\n"))
        try bus.write(DBusMessage(kind: .methodReturn, replySerial: 1, destination: ":1.7", sender: DBusBus.name,
                                  body: [.string(":1.7")]), serial: 1)
        let connection = try DBusConnection(fileDescriptor: fds[0], timeoutMilliseconds: 5000)
        return (connection, bus)
    }

    /// Runs `processIncoming()` until `done` or 5 s pass.
    static func pump(_ connection: DBusConnection, until done: () -> Bool) throws {
        let start = DBusSocket.now()
        while !done() && DBusSocket.now() - start < 5000 {
            var pfd = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 10)
            try connection.processIncoming()
        }
    }

    @Test("authentication and Hello: the lines sent, the unique name and GUID kept")
    func hello() throws {
        let (connection, bus) = try Self.connected()
        #expect(connection.uniqueName == ":1.7")
        #expect(connection.serverGUID == "0123456789abcdef0123456789abcdef")
        let uid = String(getuid()).utf8.map { String($0, radix: 16) }.joined()
        #expect(bus.readAuthentication() == "\u{0}AUTH EXTERNAL \(uid)\r\nBEGIN\r\n")
        let hello = try #require(try bus.nextMessage())
        #expect(hello == DBusMessage(kind: .methodCall, serial: 1, path: DBusBus.path, interface: DBusBus.interface,
                                     member: "Hello", destination: DBusBus.name))
    }

    @Test("a malformed message is an error for that message only")
    func malformedSkipped() throws {
        let (connection, bus) = try Self.connected()
        var errors: [DBusError] = []
        var members: [String] = []
        connection.onMalformedMessage = { errors.append($0) }
        connection.onUnhandledMessage = { members.append($0.member ?? "") }
        try bus.write(.signal(path: "/a", interface: "org.example.I", member: "First"), serial: 2)
        var bad = try DBusMessage.signal(path: "/a", interface: "org.example.I", member: "Bad", body: [.string("ok")])
            .encoded(serial: 3)
        bad[bad.count - 3] = 0xff
        bus.write(bad)
        try bus.write(.signal(path: "/a", interface: "org.example.I", member: "Second"), serial: 4)
        try Self.pump(connection) { members.count == 2 }
        #expect(members == ["First", "Second"])
        #expect(errors == [.invalidUTF8(at: bad.count - 7 + 4)])
        #expect(!connection.isClosed)
    }

    @Test("a call nobody answers times out; a broken framing ends the connection and fails pending calls")
    func timeoutAndBrokenFraming() throws {
        let (connection, bus) = try Self.connected()
        var results: [Result<DBusMessage, DBusError>] = []
        try connection.call(.methodCall(destination: ":1.9", path: "/", interface: nil, member: "Slow"),
                            timeoutMilliseconds: 30) { results.append($0) }
        try Self.pump(connection) { !results.isEmpty }
        #expect(results.count == 1)
        if case .failure(let error)? = results.first { #expect(error == .timedOut) } else { Issue.record("no timeout") }
        #expect(throws: DBusError.timedOut) {
            try connection.call(.methodCall(destination: ":1.9", path: "/", interface: nil, member: "Slow"),
                                timeoutMilliseconds: 30)
        }
        try connection.call(.methodCall(destination: ":1.9", path: "/", interface: nil, member: "Pending")) {
            results.append($0)
        }
        bus.write(ascii("x") + Array(repeating: 0, count: 15))
        #expect(throws: DBusError.connectionLost("unframeable data from the bus: invalid endianness byte 120")) {
            try Self.pump(connection) { false }
        }
        #expect(connection.isClosed)
        #expect(results.count == 2)
        if case .failure(let error)? = results.last {
            #expect(error == .connectionLost("unframeable data from the bus: invalid endianness byte 120"))
        }
    }

    @Test("the polling hook's deadline, and a timeout fired by the Dispatch timer")
    func dispatchTimeout() throws {
        let (connection, bus) = try Self.connected()
        #expect(connection.millisecondsUntilTimeout == nil)
        #expect(!connection.wantsWrite)
        let timedOut = DispatchSemaphore(value: 0)
        try connection.call(.methodCall(destination: ":1.9", path: "/", interface: nil, member: "Slow"),
                            timeoutMilliseconds: 200) { result in
            if case .failure(.timedOut) = result { timedOut.signal() }
        }
        let left = try #require(connection.millisecondsUntilTimeout)
        #expect(left > 0 && left <= 200)
        connection.startDispatching(on: DispatchQueue(label: "dbus-test-timeout"))
        #expect(timedOut.wait(timeout: .now() + 5) == .success)
        withExtendedLifetime(bus) {}
    }

    @Test("calls to an exported object: a reply, an error reply, unknown names, properties")
    func exported() throws {
        let (connection, bus) = try Self.connected()
        var level: Int32 = 3
        connection.export(DBusInterface(name: "org.example.I", methods: [
            DBusMethod(name: "Echo", input: "s", output: "s") { [$0.body[0]] },
            DBusMethod(name: "Fail") { _ in throw DBusError.remote(name: "org.example.Error.Nope", message: "no") },
        ], properties: [
            DBusProperty(name: "Level", type: .int32, get: { .int32(level) }, set: { if case .int32(let v) = $0 { level = v } }),
        ]), at: "/obj")
        _ = bus.readAuthentication()
        _ = try bus.nextMessage()   // Hello
        let calls: [(DBusMessage, DBusMessage.Kind, [DBusValue], String?)] = [
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.example.I", member: "Echo", body: [.string("hi")]),
             .methodReturn, [.string("hi")], nil),
            (.methodCall(destination: ":1.7", path: "/obj", interface: nil, member: "Echo", body: [.string("no interface")]),
             .methodReturn, [.string("no interface")], nil),
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.example.I", member: "Fail"),
             .error, [.string("no")], "org.example.Error.Nope"),
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.example.I", member: "Echo", body: [.int32(1)]),
             .error, [.string("Echo takes 's', not 'i'")], DBusConnection.StandardError.invalidArgs),
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.example.I", member: "Nothing"),
             .error, [.string("org.example.I has no method Nothing")], DBusConnection.StandardError.unknownMethod),
            (.methodCall(destination: ":1.7", path: "/none", interface: "org.example.I", member: "Echo", body: [.string("x")]),
             .error, [.string("no object at /none")], DBusConnection.StandardError.unknownObject),
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.freedesktop.DBus.Properties", member: "Set",
                         body: [.string("org.example.I"), .string("Level"), .variant(.int32(9))]),
             .methodReturn, [], nil),
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.freedesktop.DBus.Properties", member: "Get",
                         body: [.string("org.example.I"), .string("Level")]),
             .methodReturn, [.variant(.int32(9))], nil),
            (.methodCall(destination: ":1.7", path: "/obj", interface: "org.freedesktop.DBus.Peer", member: "Ping"),
             .methodReturn, [], nil),
        ]
        for (index, (call, kind, body, errorName)) in calls.enumerated() {
            var message = call
            message.sender = ":1.1"
            let serial = UInt32(100 + index)
            try bus.write(message, serial: serial)
            var reply: DBusMessage?
            try Self.pump(connection) {
                reply = try? bus.nextMessageIfReady()
                return reply != nil
            }
            let got = try #require(reply, "no reply to call \(index), \(call.member ?? "")")
            #expect(got.kind == kind && got.replySerial == serial && got.destination == ":1.1", "\(index)")
            #expect(got.body == body, "\(index)")
            #expect(got.errorName == errorName, "\(index)")
        }
        let children = connection.introspectionXML(path: "/")
        #expect(children.hasSuffix("<node>\n  <node name=\"obj\"/>\n</node>\n"))
    }
}

extension DBusConnectionTests.ScriptedBus {
    /// The next whole message if one has arrived, without waiting.
    func nextMessageIfReady() throws -> DBusMessage? {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&pfd, 1, 0) > 0 {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 { received += chunk[0..<n] }
        }
        guard let length = try DBusMessage.frameLength(received[...]), received.count >= length else { return nil }
        let bytes = Array(received[..<length])
        received.removeFirst(length)
        return try DBusMessage(decoding: bytes)
    }
}
