import Testing
@testable import StrataX11

@Suite("X11 handshake")
struct HandshakeTests {
    @Test func withoutCookieTheRequestNamesNoProtocol() throws {
        let server = FakeXServer()
        let connection = try server.connect(cookie: nil)
        #expect(server.connectionRequest == [0x6c, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(connection.screen.root == FakeXServer.root)
        #expect(connection.screen.rootVisual == FakeXServer.visual)
        #expect(connection.screen.width == 1920 && connection.screen.height == 1080)
        #expect(connection.setup.vendor == "Fake")
        #expect(connection.setup.maximumRequestLength == 65535)
        #expect(connection.setup.formats == [X11PixmapFormat(depth: 1, bitsPerPixel: 1, scanlinePad: 32),
                                             X11PixmapFormat(depth: 24, bitsPerPixel: 32, scanlinePad: 32)])
        #expect(connection.screen.visuals == [X11Visual(id: FakeXServer.visual, visualClass: 4, depth: 24,
                                                        redMask: 0xff0000, greenMask: 0xff00, blueMask: 0xff)])
        #expect(try connection.setup.pixelLayout(screen: connection.screen) == .bgrx32)
    }

    @Test func withCookieTheRequestCarriesMagicCookie() throws {
        let cookie: [UInt8] = Array(0..<16)
        let server = FakeXServer(requiredCookie: cookie)
        _ = try server.connect(cookie: cookie)
        let name = Array("MIT-MAGIC-COOKIE-1".utf8)
        let expected: [UInt8] = [0x6c, 0, 11, 0, 0, 0, 18, 0, 16, 0, 0, 0] + name + [0, 0] + cookie
        #expect(server.connectionRequest == expected)
    }

    @Test func aWrongCookieIsRefusedWithTheServersReason() throws {
        let server = FakeXServer(requiredCookie: [1, 2, 3])
        #expect(throws: X11Error.refused("No protocol specified")) {
            try server.connect(cookie: nil)
        }
    }

    @Test func resourceIDsComeFromTheBaseAndMask() throws {
        let server = FakeXServer()
        let connection = try server.connect(cookie: nil)
        #expect(connection.makeID() == 0x0400_0001)
        #expect(connection.makeID() == 0x0400_0002)
    }

    @Test func bigRequestsRaiseTheMaximumRequestLength() throws {
        let server = FakeXServer(extensions: ["BIG-REQUESTS": 130])
        let connection = try server.connect(cookie: nil)
        try connection.enableBigRequests()
        #expect(connection.usesBigRequests)
        #expect(connection.maximumRequestLength == 4_194_303)
        #expect(server.requests.last == [130, 0, 1, 0])
    }

    @Test func withoutBigRequestsTheSetupMaximumStays() throws {
        let server = FakeXServer(maximumRequestLength: 4096)
        let connection = try server.connect(cookie: nil)
        try connection.enableBigRequests()
        #expect(!connection.usesBigRequests)
        #expect(connection.maximumRequestLength == 4096)
    }

    @Test func anErrorNamesTheRequestAndCode() throws {
        let server = FakeXServer(failing: [16: 15])
        let connection = try server.connect(cookie: nil)
        do {
            _ = try connection.internAtom("WM_PROTOCOLS")
            Issue.record("no error thrown")
        } catch let X11Error.request(error) {
            #expect(error.requestName == "InternAtom")
            #expect(error.code == 15)
            #expect(error.description == "X error BadName (15) from InternAtom (value 0xdead, sequence 1)")
        }
    }

    @Test func anAsynchronousErrorGoesToOnError() throws {
        let server = FakeXServer(failing: [8: 3])
        let connection = try server.connect(cookie: nil)
        nonisolated(unsafe) var seen: [X11RequestError] = []
        connection.onError = { seen.append($0) }
        connection.send(X11Request.mapWindow(0x42))
        try connection.sync()
        #expect(seen.map(\.description) == ["X error BadWindow (3) from MapWindow (value 0xdead, sequence 1)"])
    }

    @Test func aClosedServerEndsWithConnectionLost() throws {
        let server = FakeXServer()
        let connection = try server.connect(cookie: nil)
        server.shutDown()
        #expect(throws: X11Error.self) { try connection.sync() }
    }
}

@Suite("X11 display names and authority")
struct DisplayNameTests {
    @Test(arguments: [(":0", 0, 0), (":1.2", 1, 2), ("unix:7", 7, 0), ("unix:3.1", 3, 1), (":12", 12, 0)])
    func parses(text: String, number: Int, screen: Int) throws {
        let name = try X11DisplayName(parsing: text)
        #expect(name == X11DisplayName(number: number, screen: screen))
        #expect(name.socketPath == "/tmp/.X11-unix/X\(number)")
    }

    @Test(arguments: ["localhost:0", "host:1.0", ":x", ":1.y", "0", ":1.2.3", ":-1"])
    func refusesRemoteOrMalformed(text: String) {
        #expect(throws: X11Error.unsupportedDisplay(text)) { try X11DisplayName(parsing: text) }
    }

    @Test func emptyIsNoDisplay() {
        #expect(throws: X11Error.noDisplay) { try X11DisplayName(parsing: "") }
    }

    /// One entry's bytes: family, then the four counted strings.
    static func entry(_ family: UInt16, _ address: String, _ number: String, _ name: String, _ data: [UInt8]) -> [UInt8] {
        func counted(_ b: [UInt8]) -> [UInt8] { [UInt8(b.count >> 8), UInt8(b.count & 0xff)] + b }
        return [UInt8(family >> 8), UInt8(family & 0xff)] + counted(Array(address.utf8)) + counted(Array(number.utf8))
            + counted(Array(name.utf8)) + counted(data)
    }

    @Test func authorityPicksTheEntryForThisHostAndDisplay() {
        let bytes = Self.entry(256, "other", "0", "MIT-MAGIC-COOKIE-1", [1])
            + Self.entry(256, "box", "1", "MIT-MAGIC-COOKIE-1", [2])
            + Self.entry(256, "box", "0", "XDM-AUTHORIZATION-1", [3])
            + Self.entry(256, "box", "0", "MIT-MAGIC-COOKIE-1", [4])
            + Self.entry(65535, "", "5", "MIT-MAGIC-COOKIE-1", [5])
        let entries = X11Authority.parse(bytes)
        #expect(entries.count == 5)
        #expect(X11Authority.cookie(in: entries, display: 0, hostName: "box") == [4])
        #expect(X11Authority.cookie(in: entries, display: 1, hostName: "box") == [2])
        #expect(X11Authority.cookie(in: entries, display: 5, hostName: "box") == [5])
        #expect(X11Authority.cookie(in: entries, display: 9, hostName: "box") == nil)
    }

    @Test func aTruncatedEntryIsDropped() {
        let bytes = Self.entry(256, "box", "0", "MIT-MAGIC-COOKIE-1", [4])
        #expect(X11Authority.parse(bytes + [1, 0, 0, 9, 1]).count == 1)
    }
}
