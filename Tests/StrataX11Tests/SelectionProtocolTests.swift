import Foundation
import Strata
import Testing
@testable import StrataX11

/// The ICCCM selections on a fake server: owning CLIPBOARD and PRIMARY,
/// answering each target (and refusing others), INCR both ways, reading
/// another client's selection, and giving up on silent peers.
@MainActor
@Suite("X11 selections")
struct SelectionProtocolTests {
    static let requestor: UInt32 = 0x0060_0001
    static let clipboard = FakeXServer.atom("CLIPBOARD"), targets = FakeXServer.atom("TARGETS")
    static let incr = FakeXServer.atom("INCR"), utf8 = FakeXServer.atom("UTF8_STRING")
    static let property = FakeXServer.atom("STRATA_SELECTION")
    static let theirProperty: UInt32 = 0x1234

    static func makeHost() throws -> (FakeXServer, X11Host, Window) {
        let server = FakeXServer(keysyms: EventDecodingTests.mapping.keysyms)
        let window = Window(size: Size(width: 200, height: 60))
        window.timeline = Timeline(clock: ManualClock())
        let host = try X11Host(window: window, title: "t", scale: 1, connection: server.connect(cookie: nil))
        return (server, host, window)
    }

    /// Sends events and lets the host handle them.
    static func deliver(_ events: [[UInt8]], _ server: FakeXServer, _ host: X11Host) throws {
        for e in events { server.sendEvent(e) }
        try host.connection.sync()
        host.runOnce()
        try host.connection.sync()
    }

    static func selectionRequest(owner: UInt32, selection: UInt32, target: UInt32, property: UInt32,
                                 time: UInt32 = 0) -> [UInt8] {
        EventDecodingTests.packet(30, 0, [(4, u32(time)), (8, u32(owner)), (12, u32(requestor)), (16, u32(selection)),
                                          (20, u32(target)), (24, u32(property))])
    }

    static func selectionNotify(requestor: UInt32, selection: UInt32, target: UInt32, property: UInt32) -> [UInt8] {
        EventDecodingTests.packet(31, 0, [(8, u32(requestor)), (12, u32(selection)), (16, u32(target)),
                                          (20, u32(property))])
    }

    static func propertyNotify(window: UInt32, atom: UInt32, deleted: Bool) -> [UInt8] {
        EventDecodingTests.packet(28, 0, [(4, u32(window)), (8, u32(atom)), (12, u32(5)), (16, [deleted ? 1 : 0])])
    }

    /// ChangeProperty requests: (window, property, type, format, data).
    static func changes(_ server: FakeXServer, after count: Int = 0) -> [(UInt32, UInt32, UInt32, UInt8, [UInt8])] {
        server.requests(opcode: 18).dropFirst(count).map {
            (le32($0, 4), le32($0, 8), le32($0, 12), $0[16],
             Array($0[24..<24 + Int(le32($0, 20)) * Int($0[16]) / 8]))
        }
    }

    /// The SelectionNotify events sent with SendEvent: (destination, target, property).
    static func notifies(_ server: FakeXServer) -> [(UInt32, UInt32, UInt32)] {
        server.requests(opcode: 25).map { (le32($0, 4), le32($0, 12 + 16), le32($0, 12 + 20)) }
    }

    @Test func copyingOwnsClipboardWithTheLastEventsTime() throws {
        let (server, host, window) = try Self.makeHost()
        try Self.deliver([KeyboardTextTests.keyPress(8, state: 0, window: host.windowID, time: 4242)], server, host)
        window.pasteboard.string = "héllo"
        try host.connection.sync()
        let own = try #require(server.requests(opcode: 22).last)
        #expect([le32(own, 4), le32(own, 8), le32(own, 12)] == [host.windowID, Self.clipboard, 4242])
        #expect(window.pasteboard === host.pasteboard)
        var read: String?
        window.pasteboard.readString { read = $0 }
        #expect(read == "héllo")           // owned here: no round trip
        #expect(server.requests(opcode: 24).isEmpty)
    }

    @Test(arguments: [
        // target, the stored type and data (nil: refused)
        (FakeXServer.atom("TARGETS"), UInt32(4), u32(FakeXServer.atom("TARGETS")) + u32(FakeXServer.atom("UTF8_STRING")) + u32(31)),
        (FakeXServer.atom("UTF8_STRING"), FakeXServer.atom("UTF8_STRING"), Array("né €".utf8)),
        (31, 31, [0x6e, 0xe9, 0x20, 0x3f]),
        (FakeXServer.atom("TIMESTAMP"), 0, nil),
        (0x7777, 0, nil),
    ] as [(UInt32, UInt32, [UInt8]?)])
    func requestsForEachTargetAreAnsweredOrRefused(target: UInt32, type: UInt32, data: [UInt8]?) throws {
        let (server, host, _) = try Self.makeHost()
        host.pasteboard.string = "né €"
        try Self.deliver([Self.selectionRequest(owner: host.windowID, selection: Self.clipboard, target: target,
                                                property: Self.theirProperty)], server, host)
        let stored = Self.changes(server).filter { $0.0 == Self.requestor }
        if let data {
            #expect(stored.count == 1)
            #expect(stored.first.map { [$0.1, $0.2] } == [Self.theirProperty, type])
            #expect(stored.first?.4 == data)
        } else {
            #expect(stored.isEmpty)
        }
        let notify = try #require(Self.notifies(server).last)
        #expect([notify.0, notify.1, notify.2] == [Self.requestor, target, data == nil ? 0 : Self.theirProperty])
    }

    @Test func aRequestForASelectionNotOwnedOrAfterSelectionClearIsRefused() throws {
        let (server, host, _) = try Self.makeHost()
        try Self.deliver([Self.selectionRequest(owner: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                                property: Self.theirProperty)], server, host)
        #expect(Self.notifies(server).last.map { $0.2 } == 0)
        host.pasteboard.string = "x"
        try Self.deliver([EventDecodingTests.packet(29, 0, [(8, u32(host.windowID)), (12, u32(Self.clipboard))])],
                         server, host)
        #expect(host.pasteboard.string == nil)
        try Self.deliver([Self.selectionRequest(owner: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                                property: Self.theirProperty)], server, host)
        #expect(Self.notifies(server).map { $0.2 } == [0, 0])
        #expect(Self.changes(server).allSatisfy { $0.0 != Self.requestor })
    }

    @Test func longTextGoesByIncrInPiecesAsTheRequestorDeletesTheProperty() throws {
        let (server, host, _) = try Self.makeHost()
        host.clipboard.incrementSize = 4
        host.pasteboard.string = "abcdefghij"
        try Self.deliver([Self.selectionRequest(owner: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                                property: Self.theirProperty)], server, host)
        let start = Self.changes(server).filter { $0.0 == Self.requestor }
        #expect(start.map { [$0.2, UInt32($0.3)] } == [[Self.incr, 32]])
        #expect(start.first?.4 == u32(10))
        let select = try #require(server.requests(opcode: 2).last)
        #expect([le32(select, 4), le32(select, 8), le32(select, 12)] == [Self.requestor, 0x800, 1 << 22])
        for _ in 0..<5 {
            try Self.deliver([Self.propertyNotify(window: Self.requestor, atom: Self.theirProperty, deleted: true)],
                             server, host)
        }
        let pieces = Self.changes(server).filter { $0.0 == Self.requestor }.dropFirst().map { String(decoding: $0.4, as: UTF8.self) }
        #expect(pieces == ["abcd", "efgh", "ij", ""])   // the fifth deletion finds no transfer
        #expect(host.clipboard.transfers.isEmpty)
        #expect(le32(try #require(server.requests(opcode: 2).last), 12) == 0)
    }

    @Test func aTransferWhoseRequestorVanishesOrFallsSilentIsDropped() throws {
        let (server, host, _) = try Self.makeHost()
        host.clipboard.incrementSize = 4
        var errors: [X11RequestError] = []
        host.onError = { errors.append($0) }
        host.pasteboard.string = "abcdefghij"
        try Self.deliver([Self.selectionRequest(owner: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                                property: Self.theirProperty)], server, host)
        #expect(host.clipboard.transfers.count == 1)
        // The requestor's window is gone: BadWindow names it.
        host.connection.onError?(X11RequestError(code: 3, requestName: "ChangeProperty", badValue: Self.requestor, sequence: 9))
        #expect(host.clipboard.transfers.isEmpty)
        #expect(errors.isEmpty)
        try Self.deliver([Self.selectionRequest(owner: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                                property: Self.theirProperty)], server, host)
        #expect(host.clipboard.transfers.count == 1)
        host.clipboard.transferTimeout = 0
        host.clipboard.expire()
        #expect(host.clipboard.transfers.isEmpty)
    }

    @Test func readingAnotherClientsClipboard() throws {
        let (server, host, _) = try Self.makeHost()
        var results: [String?] = []
        host.pasteboard.readString { results.append($0) }
        try host.connection.sync()
        let convert = try #require(server.requests(opcode: 24).last)
        #expect([le32(convert, 4), le32(convert, 8), le32(convert, 12), le32(convert, 16)]
                == [host.windowID, Self.clipboard, Self.utf8, Self.property])
        server.queuePropertyReply(type: Self.utf8, format: 8, data: Array("d’ailleurs".utf8))
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                               property: Self.property)], server, host)
        #expect(results == ["d’ailleurs"])
        let get = try #require(server.requests(opcode: 20).last)
        #expect(get[1] == 1 && le32(get, 4) == host.windowID && le32(get, 8) == Self.property) // deleted once read
    }

    @Test func aRefusedUTF8ReadAsksForStringThenEndsWithNil() throws {
        let (server, host, _) = try Self.makeHost()
        var results: [String?] = []
        host.pasteboard.readString { results.append($0) }
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                               property: 0)], server, host)
        #expect(server.requests(opcode: 24).map { le32($0, 12) } == [Self.utf8, 31])
        server.queuePropertyReply(type: 31, format: 8, data: [0x63, 0xe9])
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: 31,
                                               property: Self.property)], server, host)
        #expect(results == ["cé"])
        host.pasteboard.readString { results.append($0) }
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                               property: 0),
                          Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: 31,
                                               property: 0)], server, host)
        #expect(results == ["cé", nil])
    }

    @Test func readingAnIncrTransfer() throws {
        let (server, host, _) = try Self.makeHost()
        var results: [String?] = []
        host.pasteboard.readString { results.append($0) }
        server.queuePropertyReply(type: Self.incr, format: 32, data: u32(9))
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                               property: Self.property)], server, host)
        for piece in ["abc", "déf", ""] {
            #expect(results.isEmpty)
            server.queuePropertyReply(type: Self.utf8, format: 8, data: Array(piece.utf8))
            try Self.deliver([Self.propertyNotify(window: host.windowID, atom: Self.property, deleted: false)], server, host)
        }
        #expect(results == ["abcdéf"])
    }

    @Test func aReadWithNoAnswerEndsWithNilAfterItsTimeout() throws {
        let (server, host, _) = try Self.makeHost()
        host.clipboard.readTimeout = 0.05
        var results: [String?] = []
        host.pasteboard.readString { results.append($0) }
        host.primarySelection.readString { results.append($0 ?? "none") }
        host.runOnce()
        #expect(results.isEmpty)
        usleep(80_000)
        host.runOnce()           // the first read gives up; PRIMARY is asked for
        #expect(results == [nil])
        try host.connection.sync()
        #expect(server.requests(opcode: 24).map { le32($0, 8) } == [Self.clipboard, 1])
        usleep(80_000)
        host.runOnce()
        #expect(results == [nil, "none"])
    }

    @Test func closingTheHostEndsWaitingReadsWithNilAndAnEmptyAnswerIsNil() throws {
        let (server, host, _) = try Self.makeHost()
        var results: [String?] = []
        host.pasteboard.readString { results.append($0) }
        // The owner answers with a property that does not exist (type None).
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: Self.clipboard, target: Self.utf8,
                                               property: Self.property)], server, host)
        #expect(results == [nil])
        host.pasteboard.readString { results.append($0 ?? "closed") }
        host.close()
        #expect(results == [nil, "closed"])
    }

    @Test func theSelectedTextIsOfferedAsPrimary() throws {
        let (server, host, window) = try Self.makeHost()
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        field.text = "hello world"
        window.rootView.addSubview(field)
        field.becomeFirstResponder()
        field.selectedRange = 0..<5
        try Self.deliver([KeyboardTextTests.keyPress(11, state: 0, window: host.windowID, time: 77)], server, host)
        let own = try #require(server.requests(opcode: 22).last)
        #expect([le32(own, 4), le32(own, 8), le32(own, 12)] == [host.windowID, 1, 77])
        #expect(host.primarySelection.string == "hello")
        field.isSecureTextEntry = true
        field.selectedRange = 0..<3
        try Self.deliver([KeyboardTextTests.keyPress(11, state: 0, window: host.windowID, time: 78)], server, host)
        #expect(host.primarySelection.string == "hello")  // secure text is never offered
    }

    @Test func aMiddleClickPastesPrimaryWhereItLandsAndNowhereElse() throws {
        let (server, host, window) = try Self.makeHost()
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        field.text = "ab"
        window.rootView.addSubview(field)
        var taps = 0
        let button = Button(title: "B") { taps += 1 }
        button.frame = Rect(x: 10, y: 42, width: 60, height: 16)
        window.rootView.addSubview(button)
        // On the button: nothing is asked for, nothing pressed.
        try Self.deliver([InputRoutingTests.button(true, 2, 20, 50, window: host.windowID),
                          InputRoutingTests.button(false, 2, 20, 50, window: host.windowID)], server, host)
        #expect(server.requests(opcode: 24).isEmpty && taps == 0)
        // On the field, right of its text: the caret goes to the end, PRIMARY is asked for and inserted.
        try Self.deliver([InputRoutingTests.button(true, 2, 180, 25, window: host.windowID),
                          InputRoutingTests.button(false, 2, 180, 25, window: host.windowID)], server, host)
        #expect(field.isEditing)
        #expect(server.requests(opcode: 24).map { le32($0, 8) } == [1])
        server.queuePropertyReply(type: Self.utf8, format: 8, data: Array("XY".utf8))
        try Self.deliver([Self.selectionNotify(requestor: host.windowID, selection: 1, target: Self.utf8,
                                               property: Self.property)], server, host)
        #expect(field.text == "abXY")
    }

    @Test func showGivesTheNewWindowTheSamePasteboard() throws {
        let (_, host, _) = try Self.makeHost()
        let next = Window(size: Size(width: 100, height: 50))
        try host.show(next, title: "next")
        #expect(next.pasteboard === host.pasteboard)
    }
}
