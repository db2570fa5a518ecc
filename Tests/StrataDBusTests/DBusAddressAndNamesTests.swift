import Testing
@testable import StrataDBus

/// Address lists, the validity rules of names and paths, match rule text
/// and the SASL line.
@Suite("D-Bus addresses and names")
struct DBusAddressAndNamesTests {
    @Test("address lists parse: unix path and abstract, escapes, guid, other transports skipped")
    func addresses() throws {
        let table: [(String, [DBusAddress])] = [
            ("unix:path=/run/user/1000/bus", [DBusAddress(socket: .path("/run/user/1000/bus"))]),
            ("unix:abstract=/tmp/dbus-AbC,guid=0123456789abcdef0123456789abcdef",
             [DBusAddress(socket: .abstract("/tmp/dbus-AbC"), guid: "0123456789abcdef0123456789abcdef")]),
            ("tcp:host=localhost,port=1;unix:path=/tmp/a%20b", [DBusAddress(socket: .path("/tmp/a b"))]),
            ("unix:path=/x;unix:abstract=y", [DBusAddress(socket: .path("/x")), DBusAddress(socket: .abstract("y"))]),
        ]
        for (text, expected) in table {
            #expect(try DBusAddress.parse(text) == expected, "\(text)")
        }
        let bad: [(String, DBusError)] = [
            ("unix", .invalidAddress("unix", "no ':' after the transport")),
            ("unix:path", .invalidAddress("unix:path", "'path' is not key=value")),
            ("unix:path=/a%2", .invalidAddress("unix:path=/a%2", "a '%' not followed by two hex digits")),
            ("unix:path=/a,abstract=b", .invalidAddress("unix:path=/a,abstract=b", "both path and abstract")),
            ("tcp:host=localhost,port=1", .unsupportedAddress("tcp:host=localhost,port=1")),
            ("", .unsupportedAddress("")),
        ]
        for (text, error) in bad {
            #expect(throws: error, "\(text)") { try DBusAddress.parse(text) }
        }
    }

    @Test("object paths")
    func objectPaths() {
        let table: [(String, Bool)] = [("/", true), ("/a", true), ("/a/b_c/D9", true), ("", false), ("a", false),
                                       ("/a/", false), ("//", false), ("/a//b", false), ("/a-b", false), ("/é", false)]
        for (path, valid) in table { #expect(DBusNames.isValidObjectPath(path) == valid, "\(path)") }
    }

    @Test("bus, interface, member and error names")
    func names() {
        let bus: [(String, Bool)] = [(":1.42", true), (":1", false), ("org.example.App-2", true), ("org", false),
                                     ("org.1example", false), (".org.a", false), ("org..a", false), ("org.a.", false),
                                     (":1.2-3", true), (String(repeating: "a.", count: 127) + "aa", false)]
        for (name, valid) in bus { #expect(DBusNames.isValidBusName(name) == valid, "\(name)") }
        let interface: [(String, Bool)] = [("org.example.I", true), ("org.ex-ample", false), ("org", false),
                                           ("org._a9", true), ("org.9a", false)]
        for (name, valid) in interface { #expect(DBusNames.isValidInterfaceName(name) == valid, "\(name)") }
        let member: [(String, Bool)] = [("Hello", true), ("_x9", true), ("9x", false), ("a.b", false), ("", false),
                                        ("a-b", false)]
        for (name, valid) in member { #expect(DBusNames.isValidMemberName(name) == valid, "\(name)") }
    }

    @Test("match rules write AddMatch's text and match messages")
    func matchRules() {
        let rule = DBusMatchRule(interface: "org.example.I", member: "Changed", arg0: "it's")
        #expect(rule.description == "type='signal',interface='org.example.I',member='Changed',arg0='it'\\''s'")
        let yes = DBusMessage.signal(path: "/a", interface: "org.example.I", member: "Changed", body: [.string("it's")])
        var no = yes
        no.body = [.string("its")]
        #expect(rule.matches(yes))
        #expect(!rule.matches(no))
        let namespace = DBusMatchRule(pathNamespace: "/a")
        #expect(namespace.matches(yes))
        #expect(!namespace.matches(.signal(path: "/ab", interface: "a.b", member: "C")))
        #expect(namespace.matches(.signal(path: "/a/b", interface: "a.b", member: "C")))
    }

    @Test("SASL EXTERNAL sends the uid's decimal digits in hex")
    func authLine() throws {
        #expect(DBusAuthentication.authLine(uid: 1000) == [0] + ascii("AUTH EXTERNAL 31303030\r\n"))
        #expect(DBusAuthentication.authLine(uid: 0) == [0] + ascii("AUTH EXTERNAL 30\r\n"))
        #expect(try DBusAuthentication.guid(fromReply: "OK 1234abcd") == "1234abcd")
        #expect(throws: DBusError.authenticationFailed("REJECTED EXTERNAL")) {
            try DBusAuthentication.guid(fromReply: "REJECTED EXTERNAL")
        }
    }
}
