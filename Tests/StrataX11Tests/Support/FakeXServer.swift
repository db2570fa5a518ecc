import Foundation
@testable import StrataX11

/// An X server in the test process, on one end of a socket pair: it
/// answers the handshake, records every request, and replies to the
/// requests that have replies (atoms, extensions, the keyboard mapping,
/// GetInputFocus, GetImage of zeros).
final class FakeXServer: @unchecked Sendable {
    /// The client's end (handed to `X11Connection`).
    let clientFD: Int32
    private let serverFD: Int32
    private let lock = NSLock()
    private var recorded: [[UInt8]] = []
    private var setupRequest: [UInt8] = []
    private var beforeSyncReply: [[UInt8]] = []
    private let done = DispatchSemaphore(value: 0)

    /// The cookie the server demands (`nil`: none).
    let requiredCookie: [UInt8]?
    /// The setup reply's maximum request length (words).
    let maximumRequestLength: UInt16
    /// The extensions the server has, by name: major opcode, first event.
    let extensions: [String: UInt8]
    /// BIG-REQUESTS' maximum, when it has it.
    let bigRequestsMaximum: UInt32
    /// What GetKeyboardMapping answers: keysyms per keycode and the list.
    let keysymsPerKeycode: UInt8
    let keysyms: [UInt32]
    /// Requests (by major opcode) answered with an `Error` of this code.
    let failing: [UInt8: UInt8]
    /// What GetModifierMapping answers: the keycodes of Shift, Lock,
    /// Control, Mod1…Mod5 (padded with zeros to the longest).
    let modifierKeycodes: [[UInt8]]
    /// What the next GetProperty requests answer (type, format, data),
    /// oldest first; an empty queue answers type None.
    private var propertyReplies: [(type: UInt32, format: UInt8, data: [UInt8])] = []

    static let root: UInt32 = 0x100, visual: UInt32 = 0x21, colormap: UInt32 = 0x20
    static let resourceBase: UInt32 = 0x0400_0000, resourceMask: UInt32 = 0x001f_ffff

    init(requiredCookie: [UInt8]? = nil, maximumRequestLength: UInt16 = 65535, extensions: [String: UInt8] = [:],
         bigRequestsMaximum: UInt32 = 4_194_303, keysymsPerKeycode: UInt8 = 2,
         keysyms: [UInt32] = [], failing: [UInt8: UInt8] = [:], modifierKeycodes: [[UInt8]] = []) {
        var fds: [Int32] = [0, 0]
        precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        clientFD = fds[0]
        serverFD = fds[1]
        self.requiredCookie = requiredCookie
        self.maximumRequestLength = maximumRequestLength
        self.extensions = extensions
        self.bigRequestsMaximum = bigRequestsMaximum
        self.keysymsPerKeycode = keysymsPerKeycode
        self.keysyms = keysyms
        self.failing = failing
        self.modifierKeycodes = modifierKeycodes
        DispatchQueue.global().async { [self] in serve() }
    }

    /// A client connection on the socket pair (it owns `clientFD`).
    func connect(cookie: [UInt8]?) throws -> X11Connection {
        try X11Connection(fileDescriptor: clientFD, cookie: cookie)
    }

    /// Every request received so far (whole requests).
    var requests: [[UInt8]] { lock.withLock { recorded } }
    /// The connection request the client sent.
    var connectionRequest: [UInt8] { lock.withLock { setupRequest } }

    /// The requests with this major opcode.
    func requests(opcode: UInt8) -> [[UInt8]] { requests.filter { $0[0] == opcode } }

    /// Sends an event packet (32 bytes) to the client.
    func sendEvent(_ packet: [UInt8]) {
        precondition(packet.count == 32)
        write(packet)
    }

    /// Events to send just before the reply to the next GetInputFocus (a
    /// client's round trip), as a real server sends events that happen
    /// while the client waits: the client reads them with the reply.
    func sendBeforeNextSyncReply(_ events: [[UInt8]]) {
        precondition(events.allSatisfy { $0.count == 32 })
        lock.withLock { beforeSyncReply += events }
    }

    /// Queues the answer of a later GetProperty request.
    func queuePropertyReply(type: UInt32, format: UInt8, data: [UInt8]) {
        lock.withLock { propertyReplies.append((type, format, data)) }
    }

    /// Closes the server's end (the client sees the connection lost).
    func shutDown() {
        Glibc.shutdown(serverFD, Int32(SHUT_RDWR))
    }

    deinit {
        shutDown()
        done.wait()
        close(serverFD)
    }

    // MARK: Serving

    private func serve() {
        defer { done.signal() }
        guard let head = readExactly(12) else { return }
        let n = Int(le16(head, 6)), d = Int(le16(head, 8))
        guard let rest = readExactly(pad4(n) + pad4(d)) else { return }
        lock.withLock { setupRequest = head + rest }
        let cookie = Array(rest[pad4(n)..<pad4(n) + d])
        if let requiredCookie, cookie != requiredCookie {
            let reason = Array("No protocol specified".utf8)
            var reply: [UInt8] = [0, UInt8(reason.count)] + u16(11) + u16(0) + u16(UInt16(pad4(reason.count) / 4))
            reply += reason + [UInt8](repeating: 0, count: pad4(reason.count) - reason.count)
            write(reply)
            return
        }
        write(setupReply())
        var sequence: UInt16 = 0
        while let header = readExactly(4) {
            var words = Int(le16(header, 2))
            var request = header
            if words == 0 {
                guard let ext = readExactly(4) else { return }
                request += ext
                words = Int(le32(ext, 0))
            }
            guard words * 4 >= request.count, let body = readExactly(words * 4 - request.count) else { return }
            request += body
            sequence &+= 1
            lock.withLock { recorded.append(request) }
            respond(to: request, sequence: sequence)
        }
    }

    private func respond(to request: [UInt8], sequence: UInt16) {
        let opcode = request[0]
        if let code = failing[opcode] {
            write([0, code] + u16(sequence) + u32(0xdead) + u16(0) + [opcode] + [UInt8](repeating: 0, count: 21))
            return
        }
        switch opcode {
        case 16: // InternAtom: a stable atom per name
            let n = Int(le16(request, 4))
            let name = String(decoding: request[8..<8 + n], as: UTF8.self)
            write(reply(sequence, u32(FakeXServer.atom(name))))
        case 98: // QueryExtension
            let n = Int(le16(request, 4))
            let name = String(decoding: request[8..<8 + n], as: UTF8.self)
            if let major = extensions[name] {
                write(reply(sequence, [1, major, 64, 128]))
            } else {
                write(reply(sequence, [0, 0, 0, 0]))
            }
        case 101: // GetKeyboardMapping
            var data: [UInt8] = []
            for k in keysyms { data += u32(k) }
            var r = [1, keysymsPerKeycode] + u16(sequence) + u32(UInt32(keysyms.count))
            r += [UInt8](repeating: 0, count: 24) + data
            write(r)
        case 119: // GetModifierMapping
            let per = modifierKeycodes.map(\.count).max() ?? 0
            var data: [UInt8] = []
            for m in 0..<8 {
                let codes = m < modifierKeycodes.count ? modifierKeycodes[m] : []
                data += codes + [UInt8](repeating: 0, count: per - codes.count)
            }
            data += [UInt8](repeating: 0, count: pad4(data.count) - data.count)
            write([1, UInt8(per)] + u16(sequence) + u32(UInt32(data.count / 4)) + [UInt8](repeating: 0, count: 24) + data)
        case 20: // GetProperty: the next queued answer, or None
            let answer = lock.withLock { propertyReplies.isEmpty ? nil : propertyReplies.removeFirst() }
            let data = answer?.data ?? []
            let units = answer.map { UInt32(data.count / max(1, Int($0.format) / 8)) } ?? 0
            var r = [1, answer?.format ?? 0] + u16(sequence) + u32(UInt32(pad4(data.count) / 4))
            r += u32(answer?.type ?? 0) + u32(0) + u32(units) + [UInt8](repeating: 0, count: 12)
            write(r + data + [UInt8](repeating: 0, count: pad4(data.count) - data.count))
        case 23: // GetSelectionOwner: nobody
            write(reply(sequence, u32(0)))
        case 43: // GetInputFocus, after any events set to arrive during it
            let events = lock.withLock { () -> [[UInt8]] in
                defer { beforeSyncReply = [] }
                return beforeSyncReply
            }
            write(events.flatMap { $0 } + reply(sequence, u32(FakeXServer.root)))
        case 73: // GetImage: zeros
            let w = Int(le16(request, 12)), h = Int(le16(request, 14))
            var r = [1, 24] + u16(sequence) + u32(UInt32(w * h)) + u32(FakeXServer.visual)
            r += [UInt8](repeating: 0, count: 20) + [UInt8](repeating: 0, count: 4 * w * h)
            write(r)
        default:
            if extensions["BIG-REQUESTS"] == opcode {
                write(reply(sequence, u32(bigRequestsMaximum)))
            }
        }
    }

    /// A stable atom for a name (above the predefined ones).
    static func atom(_ name: String) -> UInt32 {
        let names = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "UTF8_STRING", "CLIPBOARD", "TARGETS", "INCR",
                     "STRATA_SELECTION", "TIMESTAMP"]
        return 100 + UInt32(names.firstIndex(of: name) ?? 50)
    }

    /// A reply with `body` at bytes 8…, padded to 32 bytes.
    private func reply(_ sequence: UInt16, _ body: [UInt8]) -> [UInt8] {
        let r = [1, 0] + u16(sequence) + u32(0) + body
        return r + [UInt8](repeating: 0, count: 32 - r.count)
    }

    /// A setup reply: one screen, depth 24 TrueColor (0xff0000 red) in 32-bit
    /// pixels, keycodes 8…(8 + keysyms / per keycode − 1).
    func setupReply() -> [UInt8] {
        let vendor = Array("Fake".utf8)
        let keycodes = max(1, keysyms.count / Int(max(1, keysymsPerKeycode)))
        var d: [UInt8] = u32(1) + u32(FakeXServer.resourceBase) + u32(FakeXServer.resourceMask) + u32(0)
        d += u16(UInt16(vendor.count)) + u16(maximumRequestLength) + [1, 2, 0, 0, 32, 32, 8, UInt8(7 + keycodes)]
        d += u32(0) + vendor
        d += [1, 1, 32, 0, 0, 0, 0, 0] + [24, 32, 32, 0, 0, 0, 0, 0]
        d += u32(FakeXServer.root) + u32(FakeXServer.colormap) + u32(0xffffff) + u32(0) + u32(0)
        d += u16(1920) + u16(1080) + u16(500) + u16(280) + u16(1) + u16(1) + u32(FakeXServer.visual)
        d += [0, 0, 24, 1]
        d += [24, 0] + u16(1) + u32(0)
        d += u32(FakeXServer.visual) + [4, 8] + u16(256) + u32(0xff0000) + u32(0xff00) + u32(0xff) + u32(0)
        return [1, 0] + u16(11) + u16(0) + u16(UInt16(d.count / 4)) + d
    }

    // MARK: Bytes

    private func write(_ bytes: [UInt8]) {
        lock.withLock {
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { send(serverFD, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { return }
                offset += n
            }
        }
    }

    private func readExactly(_ count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let n = out.withUnsafeMutableBytes { read(serverFD, $0.baseAddress! + offset, count - offset) }
            if n <= 0 { return nil }
            offset += n
        }
        return out
    }
}

func u16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8)] }
func u32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xff), UInt8((v >> 8) & 0xff), UInt8((v >> 16) & 0xff), UInt8(v >> 24)] }
func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
func le32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(le16(b, i)) | UInt32(le16(b, i + 2)) << 16 }
func pad4(_ n: Int) -> Int { (n + 3) / 4 * 4 }
