import Glibc

/// A connection to an X server over a local socket: the handshake,
/// requests with sequence numbers, replies, errors and events.
///
/// All I/O is on one file descriptor, used from one thread (the host's
/// main actor). Requests are buffered until `flush()` or a round trip.
public final class X11Connection {
    /// The socket.
    public let fileDescriptor: Int32
    /// What the server said at connection time.
    public let setup: X11Setup
    /// The screen in use.
    public let screen: X11Screen
    /// The largest request in four-byte units (after BIG-REQUESTS).
    public private(set) var maximumRequestLength: Int
    /// Whether BIG-REQUESTS is enabled (long `PutImage`s use its length).
    public private(set) var usesBigRequests = false
    /// Called with each `Error` packet that no round trip is waiting for.
    public var onError: ((X11RequestError) -> Void)?
    /// The server time of the latest event handed out that carries one
    /// (keys, buttons, motion, properties, selections); 0 (`CurrentTime`)
    /// before any. Selections are owned and asked for with it (ICCCM).
    public private(set) var lastEventTime: UInt32 = 0

    /// Full sequence number of the last request sent.
    private(set) var sequence: UInt64 = 0
    private var output: [UInt8] = []
    private var input: [UInt8] = []
    private var inputStart = 0
    /// The buffer each `read` fills.
    private var chunk = [UInt8](repeating: 0, count: 65536)
    /// Events read while waiting for a reply, oldest first.
    private var queuedEvents: [[UInt8]] = []
    private var nextResource: UInt32 = 0
    /// Extension names by major opcode, for error messages.
    private var extensionNames: [UInt8: String] = [:]
    /// Request names of extensions, by major opcode then minor opcode.
    private var extensionRequestNames: [UInt8: [UInt8: String]] = [:]
    private var closed = false

    /// Connects to the display named by `$DISPLAY`.
    public convenience init() throws {
        guard let env = getenv("DISPLAY"), env.pointee != 0 else { throw X11Error.noDisplay }
        try self.init(display: X11DisplayName(parsing: String(cString: env)))
    }

    /// Connects to a local display, authenticating with the Xauthority
    /// cookie for it when there is one.
    public convenience init(display: X11DisplayName) throws {
        try self.init(display: display, cookie: X11Authority.cookie(forDisplay: display.number))
    }

    /// Connects to a local display with this `MIT-MAGIC-COOKIE-1` cookie
    /// (`nil`: no authentication).
    public convenience init(display: X11DisplayName, cookie: [UInt8]?) throws {
        let fd = try X11Connection.connectSocket(display.socketPath)
        do {
            try self.init(fileDescriptor: fd, screen: display.screen, cookie: cookie)
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    /// Performs the handshake on an open socket (tests use a socket pair);
    /// the connection owns `fileDescriptor` from then on.
    public init(fileDescriptor: Int32, screen: Int = 0, cookie: [UInt8]?) throws {
        self.fileDescriptor = fileDescriptor
        try X11Connection.writeAll(fileDescriptor, X11Setup.request(cookie: cookie))
        let head = try X11Connection.readExactly(fileDescriptor, 8)
        let r = X11Reader(head)
        let extra = try X11Connection.readExactly(fileDescriptor, 4 * Int(r.u16(6)))
        switch head[0] {
        case 1:
            setup = try X11Setup.parse(extra)
        case 0:
            let reason = String(decoding: extra.prefix(Int(head[1])), as: UTF8.self)
            throw X11Error.refused(reason.isEmpty ? "no reason given" : reason)
        case 2:
            throw X11Error.refused("further authentication required: "
                                   + String(decoding: extra.prefix { $0 != 0 }, as: UTF8.self))
        default:
            throw X11Error.protocolViolation("setup status \(head[0])")
        }
        guard screen < setup.screens.count else {
            throw X11Error.protocolViolation("screen \(screen) requested, the server has \(setup.screens.count)")
        }
        self.screen = setup.screens[screen]
        maximumRequestLength = setup.maximumRequestLength
        nextResource = 0
    }

    deinit {
        if !closed { Glibc.close(fileDescriptor) }
    }

    /// Closes the socket.
    public func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fileDescriptor)
    }

    // MARK: Resources and requests

    /// A fresh resource id from the server's base and mask.
    public func makeID() -> UInt32 {
        let mask = setup.resourceIDMask
        let step = mask & (~mask &+ 1) // lowest set bit
        nextResource &+= step
        precondition(nextResource & ~mask == 0, "X11Connection: out of resource ids")
        return setup.resourceIDBase | nextResource
    }

    /// Queues a request; returns its sequence number.
    @discardableResult
    func send(_ request: [UInt8]) -> UInt64 {
        output.append(contentsOf: request)
        sequence += 1
        return sequence
    }

    /// Sends a request whose body is `data` (e.g. image rows) without
    /// copying it into the buffer: `header`, then `data`, then padding.
    @discardableResult
    func send(header: [UInt8], data: UnsafeRawBufferPointer) throws -> UInt64 {
        try flush()
        try X11Connection.writeAll(fileDescriptor, header)
        try X11Connection.writeAll(fileDescriptor, data)
        let pad = X11Writer.padding(data.count)
        if pad > 0 { try X11Connection.writeAll(fileDescriptor, [UInt8](repeating: 0, count: pad)) }
        sequence += 1
        return sequence
    }

    /// Writes every queued request.
    public func flush() throws {
        guard !output.isEmpty else { return }
        defer { output.removeAll(keepingCapacity: true) }
        try X11Connection.writeAll(fileDescriptor, output)
    }

    /// Sends `request`, waits for its reply and returns the whole reply
    /// packet. Events that arrive meanwhile are queued; an `Error` for the
    /// request is thrown with its name.
    func roundTrip(_ request: [UInt8]) throws -> [UInt8] {
        let seq = send(request)
        try flush()
        let low = UInt16(truncatingIfNeeded: seq)
        while true {
            let packet = try nextPacket(blocking: true)!
            let packetSeq = X11Reader(packet).u16(2)
            switch packet[0] {
            case 1 where packetSeq == low:
                return packet
            case 0 where packetSeq == low:
                throw X11Error.request(requestError(packet))
            case 0:
                onError?(requestError(packet))
            case 1:
                continue // a reply nobody waits for
            default:
                queuedEvents.append(packet)
            }
        }
    }

    /// Waits until the server has handled every request sent so far;
    /// errors they caused are reported through `onError`.
    public func sync() throws {
        _ = try roundTrip(X11Request.getInputFocus())
    }

    /// The name of the request an `Error` packet refers to.
    func requestError(_ packet: [UInt8]) -> X11RequestError {
        let r = X11Reader(packet)
        let major = r.u8(10), minor = UInt8(truncatingIfNeeded: r.u16(8))
        let name: String
        if let core = X11Request.coreNames[major] {
            name = core
        } else if let ext = extensionNames[major] {
            name = ext + ":" + (extensionRequestNames[major]?[minor] ?? "request \(minor)")
        } else {
            name = "request \(major)"
        }
        return X11RequestError(code: packet[1], requestName: name, badValue: r.u32(4), sequence: r.u16(2))
    }

    // MARK: Events

    /// The next event: a queued one, else one already read or readable
    /// without waiting (or, when `blocking`, the next to arrive). Errors met
    /// on the way go to `onError`; `nil` when there is none.
    public func nextEvent(blocking: Bool = false) throws -> X11Event? {
        guard let packet = try nextEventPacket(blocking: blocking) else { return nil }
        return X11Event(packet: packet[...])
    }

    /// The raw packet of the next event (queued or readable), for
    /// extension events the decoder does not know.
    func nextEventPacket(blocking: Bool) throws -> [UInt8]? {
        while true {
            let packet: [UInt8]
            if !queuedEvents.isEmpty {
                packet = queuedEvents.removeFirst()
            } else {
                guard let next = try nextPacket(blocking: blocking) else { return nil }
                packet = next
            }
            switch packet[0] {
            case 0: onError?(requestError(packet))
            case 1: continue
            default:
                if let time = X11Event.timestamp(packet: packet) { lastEventTime = time }
                return packet
            }
        }
    }

    /// Whether a complete event (or other packet) has already been read
    /// off the socket and waits in this connection's buffer.
    ///
    /// A round trip (`sync()`, a `GetImage`, the MIT-SHM wait after each
    /// frame) reads everything the server sent before its reply, events
    /// included. The socket will not become readable for those again, so a
    /// loop that sleeps until the socket is readable (`poll`, a Dispatch
    /// read source) must first handle them with `nextEvent()`.
    public var hasBufferedEvents: Bool {
        !queuedEvents.isEmpty || bufferedPacketLength() != nil
    }

    /// The length of the complete packet at the start of the input
    /// buffer, or `nil` when no whole packet has been read yet.
    private func bufferedPacketLength() -> Int? {
        let available = input.count - inputStart
        guard available >= 32 else { return nil }
        var length = 32
        // Replies and GenericEvents (35) carry a length in 4-byte units.
        if input[inputStart] == 1 || input[inputStart] & 0x7f == 35 {
            length += 4 * Int(X11Reader(input[inputStart + 4..<inputStart + 8]).u32(0))
        }
        return available >= length ? length : nil
    }

    /// Reads what the socket holds without waiting (the event loop calls
    /// this when the socket is readable). Throws when the server closed it.
    public func readAvailable() throws {
        try fill(blocking: false)
    }

    /// One complete packet from the input, reading more when needed.
    private func nextPacket(blocking: Bool) throws -> [UInt8]? {
        while true {
            if let length = bufferedPacketLength() {
                let packet = Array(input[inputStart..<inputStart + length])
                inputStart += length
                if inputStart == input.count { input.removeAll(keepingCapacity: true); inputStart = 0 }
                return packet
            }
            if !blocking {
                let before = input.count
                try fill(blocking: false)
                if input.count == before { return nil }
            } else {
                try fill(blocking: true)
            }
        }
    }

    /// Appends what `read` returns; without `blocking`, only when the
    /// socket is readable now.
    private func fill(blocking: Bool) throws {
        if !blocking {
            var pfd = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 0) > 0 else { return }
        }
        if inputStart > 0 && inputStart > input.count / 2 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if n > 0 { input.append(contentsOf: chunk[0..<n]); return }
            if n == 0 { throw X11Error.connectionLost("the server closed the connection") }
            if errno == EINTR { continue }
            throw X11Error.connectionLost(String(cString: strerror(errno)))
        }
    }

    // MARK: Extensions

    /// The major opcode, first event and first error of an extension, or
    /// `nil` when the server does not have it. `requestNames` name its
    /// minor opcodes in error messages.
    func queryExtension(_ name: String, requestNames: [UInt8: String] = [:]) throws
        -> (major: UInt8, firstEvent: UInt8, firstError: UInt8)? {
        let reply = try roundTrip(X11Request.queryExtension(name))
        guard reply[8] != 0 else { return nil }
        extensionNames[reply[9]] = name
        extensionRequestNames[reply[9]] = requestNames
        return (reply[9], reply[10], reply[11])
    }

    /// Enables BIG-REQUESTS when the server has it: requests may then be
    /// as long as the server's new maximum.
    public func enableBigRequests() throws {
        guard let ext = try queryExtension("BIG-REQUESTS", requestNames: [0: "Enable"]) else { return }
        let reply = try roundTrip([ext.major, 0, 1, 0])
        maximumRequestLength = Int(X11Reader(reply).u32(8))
        usesBigRequests = true
    }

    /// Interns an atom by name.
    public func internAtom(_ name: String) throws -> UInt32 {
        X11Reader(try roundTrip(X11Request.internAtom(name))).u32(8)
    }

    /// The server's keyboard mapping for every keycode, with the modifier
    /// bits of the third level and Num Lock (`GetModifierMapping`, then
    /// `GetKeyboardMapping`).
    public func keyboardMapping() throws -> X11KeyboardMapping {
        let modifiers = try X11KeyboardMapping.modifierKeycodes(reply: roundTrip(X11Request.getModifierMapping()))
        let first = setup.minKeycode
        let count = UInt8(Int(setup.maxKeycode) - Int(first) + 1)
        var mapping = try X11KeyboardMapping(reply: roundTrip(X11Request.getKeyboardMapping(first: first, count: count)),
                                             firstKeycode: first)
        mapping.assignModifiers(modifiers)
        return mapping
    }

    /// `GetImage` of a drawable's rectangle: its pixel bytes (ZPixmap,
    /// rows padded as the pixmap format says).
    public func getImage(_ drawable: UInt32, x: Int, y: Int, width: Int, height: Int) throws -> [UInt8] {
        Array(try roundTrip(X11Request.getImage(drawable: drawable, x: x, y: y, width: width, height: height))
            .dropFirst(32))
    }

    // MARK: Sockets

    /// Opens a Unix stream socket to `path`.
    static func connectSocket(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw X11Error.cannotConnect(path: path, reason: String(cString: strerror(errno))) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            Glibc.close(fd)
            throw X11Error.cannotConnect(path: path, reason: "path too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw X11Error.cannotConnect(path: path, reason: reason)
        }
        return fd
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try writeAll(fd, $0) }
    }

    /// Writes every byte (never raising SIGPIPE).
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < buffer.count {
            let n = Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            throw X11Error.connectionLost(n == 0 ? "write returned 0" : String(cString: strerror(errno)))
        }
    }

    static func readExactly(_ fd: Int32, _ count: Int) throws -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let n = result.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, count - offset) }
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            throw X11Error.connectionLost(n == 0 ? "the server closed the connection during setup"
                                          : String(cString: strerror(errno)))
        }
        return result
    }
}
