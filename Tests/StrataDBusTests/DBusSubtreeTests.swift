import Testing
@testable import StrataDBus

/// `exportSubtree(under:resolve:)`: objects made when called.
@Suite("D-Bus connection: objects made on demand")
struct DBusSubtreeTests {
    @Test func subtreeObjectsAnswerWhenResolvedAndExportedOnesWin() throws {
        let (connection, bus) = try DBusConnectionTests.connected()
        var resolved: [String] = []
        connection.exportSubtree(under: "/items/") { path in
            resolved.append(path)
            guard let n = Int(path.dropFirst("/items/".count)), n < 3 else { return nil }
            return [DBusInterface(name: "org.example.Item", methods: [
                DBusMethod(name: "Number", output: "i") { _ in [.int32(Int32(n))] },
            ], properties: [DBusProperty(name: "Twice", type: .int32, get: { .int32(Int32(2 * n)) })])]
        }
        connection.export(DBusInterface(name: "org.example.Item", methods: [
            DBusMethod(name: "Number", output: "i") { _ in [.int32(-1)] },
        ]), at: "/items/root")
        _ = bus.readAuthentication()
        _ = try bus.nextMessage()   // Hello
        let calls: [(DBusMessage, [DBusValue], String?)] = [
            (.methodCall(destination: ":1.7", path: "/items/2", interface: "org.example.Item", member: "Number"), [.int32(2)], nil),
            (.methodCall(destination: ":1.7", path: "/items/root", interface: "org.example.Item", member: "Number"), [.int32(-1)], nil),
            (.methodCall(destination: ":1.7", path: "/items/7", interface: "org.example.Item", member: "Number"),
             [.string("no object at /items/7")], DBusConnection.StandardError.unknownObject),
            (.methodCall(destination: ":1.7", path: "/items/1", interface: "org.freedesktop.DBus.Properties", member: "Get",
                         body: [.string("org.example.Item"), .string("Twice")]), [.variant(.int32(2))], nil),
            (.methodCall(destination: ":1.7", path: "/other/1", interface: "org.example.Item", member: "Number"),
             [.string("no object at /other/1")], DBusConnection.StandardError.unknownObject),
        ]
        for (index, (call, body, errorName)) in calls.enumerated() {
            var message = call
            message.sender = ":1.1"
            try bus.write(message, serial: UInt32(200 + index))
            var reply: DBusMessage?
            try DBusConnectionTests.pump(connection) {
                reply = try? bus.nextMessageIfReady()
                return reply != nil
            }
            let got = try #require(reply, "no reply to call \(index)")
            #expect(got.body == body, "\(index)")
            #expect(got.errorName == errorName, "\(index)")
        }
        #expect(resolved == ["/items/2", "/items/7", "/items/1"])
    }
}
