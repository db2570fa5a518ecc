import Dispatch
import Foundation
import Testing
@testable import StrataDBus

/// Against a real `dbus-daemon` (a private bus per test): the bus's
/// methods, two of our connections calling each other, signals through
/// `AddMatch`, and outside programs (`dbus-send`, `gdbus`) calling an
/// object we export.
@Suite("D-Bus on a private dbus-daemon", .enabled(if: PrivateBus.isAvailable, "needs dbus-daemon (Debian dbus-daemon)"))
struct DBusLiveTests {
    static let interfaceName = "org.strata.Test"
    static let path = "/org/strata/Test"

    /// The test interface: `Echo(s) → s`, `Fail()` (an error reply),
    /// `Take(…)` (records its arguments, returns a value of every kind).
    static func testInterface(taken: @escaping ([DBusValue]) -> Void = { _ in }) -> DBusInterface {
        DBusInterface(name: interfaceName, methods: [
            DBusMethod(name: "Echo", input: "s", output: "s") { [$0.body[0]] },
            DBusMethod(name: "Fail") { _ in throw DBusError.remote(name: "org.strata.Error.Nope", message: "no") },
            DBusMethod(name: "Take", input: "ynqiuxtdsobva{si}as",
                       output: "(is)ata{sv}dogynqxtu") { call in
                taken(call.body)
                return [.structure([.int32(1), .string("x")]), .array(element: .uint64, []),
                        .dictionary(key: .string, value: .variant,
                                    [DBusDictionaryEntry(key: .string("k"), value: .variant(.boolean(true)))]),
                        .double(-0.5), .objectPath("/r"), .signature(try DBusSignature(parsing: "a{sv}")),
                        .byte(7), .int16(-2), .uint16(3), .int64(-4), .uint64(5), .uint32(6)]
            },
        ], signals: [DBusSignalDescription(name: "Changed", signature: "su")])
    }

    @Test("Hello, ListNames, GetId, RequestName, GetNameOwner, ReleaseName")
    func busMethods() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let a = try bus.connect()
        let b = try bus.connect()
        #expect(a.uniqueName.hasPrefix(":1.") && b.uniqueName.hasPrefix(":1.") && a.uniqueName != b.uniqueName)
        let names = try a.listNames()
        #expect(names.contains(a.uniqueName) && names.contains(b.uniqueName) && names.contains(DBusBus.name))
        let id = try a.busID()
        #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
        #expect(id != a.serverGUID, "GetId is the bus's id, not the server's address GUID")
        #expect(bus.address.hasSuffix(",guid=\(a.serverGUID)") && a.serverGUID == b.serverGUID)
        #expect(try a.requestName("org.strata.DBusTest") == .primaryOwner)
        #expect(try a.requestName("org.strata.DBusTest") == .alreadyOwner)
        #expect(try b.requestName("org.strata.DBusTest") == .exists)
        #expect(try b.nameOwner(of: "org.strata.DBusTest") == a.uniqueName)
        #expect(try b.releaseName("org.strata.DBusTest") == .notOwner)
        #expect(try a.releaseName("org.strata.DBusTest") == .released)
        do {
            _ = try b.nameOwner(of: "org.strata.DBusTest")
            Issue.record("GetNameOwner of a released name answered")
        } catch DBusError.remote(let name, _) {
            #expect(name == "org.freedesktop.DBus.Error.NameHasNoOwner")
        }
    }

    @Test("two connections: a call and its reply, an error reply, an unknown method, without blocking")
    func callAndReply() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try bus.connect()
        server.export(Self.testInterface(), at: Self.path)
        let client = try bus.connect()
        var results: [String: Result<DBusMessage, DBusError>] = [:]
        for (member, body) in [("Echo", [DBusValue.string("héllo")]), ("Fail", []), ("Missing", [])] {
            try client.call(.methodCall(destination: server.uniqueName, path: Self.path, interface: Self.interfaceName,
                                        member: member, body: body)) { results[member] = $0 }
        }
        try PrivateBus.pump([server, client]) { results.count == 3 }
        let echo = try #require(results["Echo"]).get()
        #expect(echo.body == [.string("héllo")] && echo.sender == server.uniqueName)
        #expect(throws: DBusError.remote(name: "org.strata.Error.Nope", message: "no")) { try results["Fail"]?.get() }
        #expect(throws: DBusError.remote(name: DBusConnection.StandardError.unknownMethod,
                                         message: "org.strata.Test has no method Missing")) {
            try results["Missing"]?.get()
        }
    }

    @Test("a connection driven by Dispatch sources answers blocking calls from another")
    func dispatchSources() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try bus.connect()
        let serverName = server.uniqueName
        let stopped = DispatchSemaphore(value: 0)
        var interface = Self.testInterface()
        weak let weakServer = server
        interface.methods.append(DBusMethod(name: "Stop") { _ in
            weakServer?.close()
            stopped.signal()
            return []
        })
        server.export(interface, at: Self.path)
        server.startDispatching(on: DispatchQueue(label: "dbus-test-server"))
        let client = try bus.connect()
        for i in 0..<50 {
            let reply = try client.call(.methodCall(destination: serverName, path: Self.path, interface: Self.interfaceName,
                                                    member: "Echo", body: [.string("\(i)")]))
            #expect(reply.body == [.string("\(i)")])
        }
        var stop = DBusMessage.methodCall(destination: serverName, path: Self.path, interface: Self.interfaceName, member: "Stop")
        stop.flags = .noReplyExpected
        try client.send(stop)
        #expect(stopped.wait(timeout: .now() + 10) == .success)
    }

    @Test("a signal reaches a handler through AddMatch; RemoveMatch drops the handler")
    func signals() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let emitter = try bus.connect()
        let listener = try bus.connect()
        var received: [DBusMessage] = []
        let token = try listener.addMatch(DBusMatchRule(interface: Self.interfaceName, member: "Changed")) {
            received.append($0)
        }
        try emitter.emitSignal(path: Self.path, interface: Self.interfaceName, member: "Changed",
                               body: [.string("name"), .uint32(2)])
        try PrivateBus.pump([emitter, listener]) { !received.isEmpty }
        #expect(received.count == 1)
        #expect(received.first?.sender == emitter.uniqueName)
        #expect(received.first?.body == [.string("name"), .uint32(2)])
        try listener.removeMatch(token)
        var unhandled = 0
        listener.onUnhandledMessage = { if $0.member == "Changed" { unhandled += 1 } }
        try emitter.emitSignal(path: Self.path, interface: Self.interfaceName, member: "Changed",
                               body: [.string("again"), .uint32(3)])
        _ = try emitter.busID()   // the emission has reached the bus
        _ = try listener.busID()  // anything routed to the listener before this reply has arrived
        #expect(received.count == 1 && unhandled == 0)
    }

    @Test("dbus-send calls a method we export, with every type it can write, and prints our reply",
          .enabled(if: PrivateBus.hasDBusSend, "needs dbus-send (Debian dbus-bin)"))
    func dbusSend() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try bus.connect()
        var taken: [DBusValue] = []
        server.export(Self.testInterface { taken = $0 }, at: Self.path)
        let (status, output) = try bus.run([
            "/usr/bin/dbus-send", "--bus=\(bus.address)", "--print-reply", "--dest=\(server.uniqueName)", Self.path,
            "\(Self.interfaceName).Take", "byte:255", "int16:-3", "uint16:7", "int32:-100000", "uint32:4000000000",
            "int64:-5000000000", "uint64:18000000000000000000", "double:2.5", "string:héllo", "objpath:/a/b",
            "boolean:true", "variant:int32:9", "dict:string:int32:k,1,j,2", "array:string:a,b",
        ], pumping: [server])
        #expect(status == 0, "\(output)")
        #expect(taken == [
            .byte(255), .int16(-3), .uint16(7), .int32(-100_000), .uint32(4_000_000_000), .int64(-5_000_000_000),
            .uint64(18_000_000_000_000_000_000), .double(2.5), .string("héllo"), .objectPath("/a/b"), .boolean(true),
            .variant(.int32(9)),
            .dictionary(key: .string, value: .int32, [DBusDictionaryEntry(key: .string("k"), value: .int32(1)),
                                                      DBusDictionaryEntry(key: .string("j"), value: .int32(2))]),
            .array(element: .string, [.string("a"), .string("b")]),
        ])
        // dbus-send's own rendering of the reply (after its first line, which holds a time).
        let printed = output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(printed == Self.dbusSendReply, "\(output)")
    }

    /// As dbus-send (1.14) prints it (its variant line is its own).
    static let dbusSendReply = """
           struct {
              int32 1
              string "x"
           }
           array [
           ]
           array [
              dict entry(
                 string "k"
                 variant             boolean true
              )
           ]
           double -0.5
           object path "/r"
           signature "a{sv}"
           byte 7
           int16 -2
           uint16 3
           int64 -4
           uint64 5
           uint32 6

        """

    @Test("gdbus (GLib's implementation) calls us and introspects the object",
          .enabled(if: PrivateBus.hasGDBus, "needs gdbus (Debian libglib2.0-bin)"))
    func gdbus() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try bus.connect()
        server.export(Self.testInterface(), at: Self.path)
        let (status, output) = try bus.run([
            "/usr/bin/gdbus", "call", "--address", bus.address, "--dest", server.uniqueName, "--object-path", Self.path,
            "--method", "\(Self.interfaceName).Echo", "héllo",
        ], pumping: [server])
        #expect(status == 0 && output == "('héllo',)\n", "\(output)")
        let (failStatus, failOutput) = try bus.run([
            "/usr/bin/gdbus", "call", "--address", bus.address, "--dest", server.uniqueName, "--object-path", Self.path,
            "--method", "\(Self.interfaceName).Fail",
        ], pumping: [server])
        #expect(failStatus != 0 && failOutput.contains("org.strata.Error.Nope"), "\(failOutput)")
        let (introspectStatus, xml) = try bus.run([
            "/usr/bin/gdbus", "introspect", "--address", bus.address, "--dest", server.uniqueName, "--object-path", "/",
            "--recurse",
        ], pumping: [server])
        #expect(introspectStatus == 0, "\(xml)")
        for fragment in ["interface org.strata.Test", "Echo(in  s arg_0,", "signal", "Changed(s arg_0,",
                         "interface org.freedesktop.DBus.Properties", "node /org/strata/Test"] {
            #expect(xml.contains(fragment), "\(fragment) not in \(xml)")
        }
    }
}
