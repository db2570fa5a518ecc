import Glibc

/// A connection to a Wayland compositor over its Unix socket: object ids,
/// requests with file descriptors, events decoded by their object's
/// interface, `wl_display.error` and `delete_id`.
///
/// All I/O is on one file descriptor, used from one thread (the host's
/// main actor). Requests are buffered until `flush()` or a round trip.
public final class WaylandConnection {
    /// The socket.
    public let fileDescriptor: Int32
    /// The interface and version of every live object, by id (kept until
    /// the compositor's `delete_id`, so late events still decode).
    private var objects: [UInt32: (interface: WaylandInterface, version: UInt32)] = [1: (.display, 1)]
    /// Ids the compositor deleted, reused last-freed first.
    private var freeIDs: [UInt32] = []
    private var nextID: UInt32 = 2
    private var output: [UInt8] = []
    /// Descriptors to send with the buffered requests (owned: duplicates).
    private var outputFDs: [Int32] = []
    private var input: [UInt8] = []
    private var inputStart = 0
    /// Descriptors received and not yet handed to an event.
    private var inputFDs: [Int32] = []
    /// Events read during a round trip, oldest first.
    private var queued: [(object: UInt32, event: WaylandEvent)] = []
    private var closed = false

    /// The most descriptors kept waiting for their events: more is a
    /// hostile compositor.
    static let maximumPendingFDs = 64

    /// Connects as the environment says: an inherited `$WAYLAND_SOCKET`
    /// descriptor, else `$WAYLAND_DISPLAY` (default `wayland-0`; a name
    /// under `$XDG_RUNTIME_DIR`, or an absolute path).
    public convenience init() throws {
        if let socketVariable = getenv("WAYLAND_SOCKET"), socketVariable.pointee != 0 {
            let text = String(cString: socketVariable)
            unsetenv("WAYLAND_SOCKET") // not inherited by children
            guard let fd = Int32(text), fd >= 0, fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 else {
                throw WaylandError.cannotConnect(path: "WAYLAND_SOCKET=\(text)", reason: "not an open descriptor")
            }
            self.init(fileDescriptor: fd)
            return
        }
        let display = getenv("WAYLAND_DISPLAY").map { String(cString: $0) }
        let runtime = getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }
        guard let path = WaylandConnection.socketPath(display: display, runtimeDirectory: runtime) else {
            throw WaylandError.noDisplay
        }
        self.init(fileDescriptor: try WaylandSocket.connect(path: path))
    }

    /// Uses an open socket (tests use a socket pair); the connection owns
    /// `fileDescriptor` from then on.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    deinit {
        close()
    }

    /// The socket path for `$WAYLAND_DISPLAY` and `$XDG_RUNTIME_DIR`: an
    /// absolute display as it is, else the name (default `wayland-0`)
    /// under the runtime directory; `nil` without one.
    public static func socketPath(display: String?, runtimeDirectory: String?) -> String? {
        let name = display.flatMap { $0.isEmpty ? nil : $0 } ?? "wayland-0"
        if name.hasPrefix("/") { return name }
        guard let dir = runtimeDirectory, !dir.isEmpty else { return nil }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    /// Closes the socket and every descriptor still held.
    public func close() {
        guard !closed else { return }
        closed = true
        WaylandSocket.close(fileDescriptor)
        for fd in inputFDs + outputFDs { WaylandSocket.close(fd) }
        inputFDs.removeAll()
        outputFDs.removeAll()
        for (_, event) in queued {
            if case .keymap(_, let fd, _) = event { WaylandSocket.close(fd) }
            if case .sourceSend(_, _, let fd) = event { WaylandSocket.close(fd) }
        }
        queued.removeAll()
    }

    // MARK: Objects and requests

    /// A fresh id for a new object of `interface` at `version`.
    public func newID(_ interface: WaylandInterface, version: UInt32) -> UInt32 {
        let id: UInt32
        if let reused = freeIDs.popLast() {
            id = reused
        } else {
            precondition(nextID < 0xff00_0000, "WaylandConnection: out of object ids")
            id = nextID
            nextID += 1
        }
        objects[id] = (interface, version)
        return id
    }

    /// Marks an object the compositor made (a data offer) destroyed by
    /// this client: events already on their way still decode (and are
    /// ignored), and the compositor may make a new object with its id.
    func forgetServerObject(_ id: UInt32) {
        if id >= 0xff00_0000, objects[id] != nil { destroyedServerObjects.insert(id) }
    }

    /// Compositor-made objects this client destroyed (see `forgetServerObject`).
    private var destroyedServerObjects: Set<UInt32> = []

    /// The most live objects kept: more is a hostile compositor making offers.
    static let maximumObjects = 65_536

    /// The interface and version of object `id`, when it is live.
    public func object(_ id: UInt32) -> (interface: WaylandInterface, version: UInt32)? { objects[id] }

    /// Queues a request to `object`; `fds` are sent with it (the
    /// connection sends duplicates, the caller keeps its own).
    public func send(_ object: UInt32, _ opcode: UInt16, _ arguments: WaylandArguments = WaylandArguments(),
                     fds: [Int32] = []) {
        output.append(contentsOf: WaylandMessage(object: object, opcode: opcode, body: arguments.bytes).bytes)
        for fd in fds {
            let copy = fcntl(fd, F_DUPFD_CLOEXEC, 0)
            if copy >= 0 { outputFDs.append(copy) }
        }
    }

    /// Writes every queued request.
    public func flush() throws {
        guard !closed else { throw WaylandError.connectionLost("the connection is closed") }
        guard !output.isEmpty || !outputFDs.isEmpty else { return }
        let bytes = output, fds = outputFDs
        output.removeAll(keepingCapacity: true)
        outputFDs.removeAll()
        defer { for fd in fds { WaylandSocket.close(fd) } }
        try WaylandSocket.send(fileDescriptor, bytes: bytes, fds: fds)
    }

    /// Sends `wl_display.sync` and waits for its `done`: every request
    /// before it has been handled, and every event sent before it has
    /// been read (and queued for `nextEvent()`).
    public func roundTrip() throws {
        let callback = newID(.callback, version: 1)
        var args = WaylandArguments()
        args.uint(callback)
        send(1, WaylandOpcode.displaySync, args)
        try flush()
        while true {
            guard let (object, event) = try nextDecoded(blocking: true) else { continue }
            if case .done(let id, _) = event, id == callback { return }
            queued.append((object, event))
        }
    }

    // MARK: Events

    /// The next event: a queued one, else one already read or readable
    /// without waiting (or, when `blocking`, the next to arrive); `nil`
    /// when there is none. `delete_id` is handled here; `wl_display.error`
    /// is thrown as `WaylandError.compositorError`.
    public func nextEvent(blocking: Bool = false) throws -> (object: UInt32, event: WaylandEvent)? {
        if !queued.isEmpty { return queued.removeFirst() }
        while true {
            if let decoded = try nextDecoded(blocking: blocking) { return decoded }
            if !blocking && !hasBufferedMessage { return nil }
        }
    }

    /// Whether events wait in this connection's buffer (read during a
    /// round trip): the socket will not announce them again.
    public var hasBufferedEvents: Bool { !queued.isEmpty || hasBufferedMessage }

    /// Reads what the socket holds without waiting (the event loop calls
    /// this when the socket is readable). Throws when the compositor
    /// closed it.
    public func readAvailable() throws {
        try fill(blocking: false)
    }

    private var hasBufferedMessage: Bool {
        ((try? WaylandMessage.header(in: input, at: inputStart)).flatMap { $0 }).map { input.count - inputStart >= $0.size }
            ?? false
    }

    /// One message decoded from the buffer (reading more when needed, or
    /// `nil` when nothing more is readable without `blocking`);
    /// `nil` also for the `delete_id`s it handles.
    private func nextDecoded(blocking: Bool) throws -> (object: UInt32, event: WaylandEvent)? {
        while true {
            if let header = try WaylandMessage.header(in: input, at: inputStart),
               input.count - inputStart >= header.size {
                let body = Array(input[inputStart + 8..<inputStart + header.size])
                inputStart += header.size
                if inputStart == input.count { input.removeAll(keepingCapacity: true); inputStart = 0 }
                return try decode(object: header.object, opcode: header.opcode, body: body)
            }
            let read = try fill(blocking: blocking)
            if read == 0 && !blocking { return nil }
        }
    }

    /// Decodes one message by its object's interface.
    private func decode(object: UInt32, opcode: UInt16, body: [UInt8]) throws -> (object: UInt32, event: WaylandEvent)? {
        guard let known = objects[object] else {
            throw WaylandError.protocolViolation("event \(opcode) for unknown object \(object)")
        }
        let event = try WaylandEvent.decode(interface: known.interface, object: object, opcode: opcode, body: body) {
            inputFDs.isEmpty ? nil : inputFDs.removeFirst()
        }
        switch event {
        case .error(let target, let code, let message):
            let name = objects[target]?.interface.rawValue ?? "object"
            throw WaylandError.compositorError(interface: name, objectID: target, code: code, message: message)
        case .deleteID(let id):
            if id != 1 && id < 0xff00_0000, objects.removeValue(forKey: id) != nil { freeIDs.append(id) }
            return nil
        case .dataOffer(_, let offer):
            // The compositor's new object: its ids start at 0xff000000 and are not in use.
            guard offer >= 0xff00_0000, objects[offer] == nil || destroyedServerObjects.contains(offer),
                  objects.count < WaylandConnection.maximumObjects else {
                throw WaylandError.protocolViolation("data offer \(offer) is not a new server object")
            }
            destroyedServerObjects.remove(offer)
            objects[offer] = (known.interface == .dataDevice ? .dataOffer : .primarySelectionOffer, known.version)
            return (object, event)
        default:
            return (object, event)
        }
    }

    /// Appends what the socket holds; returns the bytes read.
    @discardableResult
    private func fill(blocking: Bool) throws -> Int {
        guard !closed else { throw WaylandError.connectionLost("the connection is closed") }
        if inputStart > 0 && inputStart > input.count / 2 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
        let n = try WaylandSocket.receive(fileDescriptor, into: &input, fds: &inputFDs, blocking: blocking)
        if inputFDs.count > WaylandConnection.maximumPendingFDs {
            throw WaylandError.protocolViolation("\(inputFDs.count) file descriptors without their events")
        }
        return n
    }
}
