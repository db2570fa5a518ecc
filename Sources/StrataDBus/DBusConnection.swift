import Dispatch
import Glibc

/// A connection to a message bus over its Unix socket: authentication,
/// `Hello`, serials, sending, pending replies, and the dispatch of what
/// arrives (replies, signals to match handlers, calls to exported objects).
///
/// The socket is non-blocking. A host either polls `fileDescriptor` (for
/// reading, and for writing while `wantsWrite`) and calls
/// `processIncoming()`, or calls `startDispatching(on:)` to have Dispatch
/// sources do it; neither ever waits for a slow peer. Only the blocking
/// `call(_:timeoutMilliseconds:)` and the bus helpers built on it wait, up
/// to their timeout. Use a connection from one thread or queue.
///
/// Everything read is hostile: a malformed message is reported to
/// `onMalformedMessage` and skipped; only a broken framing (a bad
/// endianness byte, a length past 128 MiB) ends the connection.
public final class DBusConnection {
    /// The socket.
    public let fileDescriptor: Int32
    /// The GUID the bus gave in authentication.
    public let serverGUID: String
    /// The unique name the bus assigned in `Hello` (e.g. `":1.42"`).
    public private(set) var uniqueName = ""
    /// The timeout of calls that name none, in milliseconds (25 s, as libdbus).
    public var defaultTimeoutMilliseconds = 25_000
    /// The most bytes of unsent messages held for a slow bus (256 MiB).
    public static let maximumQueuedOutput = 256 << 20
    /// Called with the error of each malformed message that was skipped.
    public var onMalformedMessage: ((DBusError) -> Void)?
    /// Called with each message nothing else took: a signal no match
    /// handler wanted, a reply to no pending call.
    public var onUnhandledMessage: ((DBusMessage) -> Void)?
    /// Called once when the connection breaks while Dispatch sources drive it.
    public var onDisconnect: ((DBusError) -> Void)?

    var nextSerial: UInt32 = 1
    var output: [UInt8] = []
    var outputStart = 0
    var input: [UInt8] = []
    var inputStart = 0
    var chunk = [UInt8](repeating: 0, count: 65536)
    /// Calls waiting for their reply, by serial.
    var pendingCalls: [UInt32: PendingCall] = [:]
    /// Exported interfaces by object path, then interface name.
    var objects: [String: [String: DBusInterface]] = [:]
    /// Objects made on demand under a path prefix (`exportSubtree`), in the order added.
    var subtrees: [(prefix: String, resolve: (String) -> [DBusInterface]?)] = []
    /// Signal handlers, in the order they were added.
    var matchHandlers: [MatchHandler] = []
    var nextMatchID = 1
    var closed = false
    /// The Dispatch sources while `startDispatching(on:)` drives the connection.
    var dispatch: DispatchState?

    /// A call's reply handler and deadline (monotonic milliseconds).
    struct PendingCall {
        var deadline: Int
        var reply: (Result<DBusMessage, DBusError>) -> Void
    }

    /// A signal handler and its rule.
    struct MatchHandler {
        var id: Int
        var rule: DBusMatchRule
        var handler: (DBusMessage) -> Void
    }

    /// Connects to the session bus named by `DBUS_SESSION_BUS_ADDRESS`.
    public convenience init(timeoutMilliseconds: Int = 25_000) throws {
        try self.init(addresses: DBusAddress.session(), timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Connects to the first reachable of `addresses`, authenticates and
    /// says `Hello`.
    public convenience init(addresses: [DBusAddress], timeoutMilliseconds: Int = 25_000) throws {
        var lastError = DBusError.unsupportedAddress("")
        for address in addresses {
            let fd: Int32
            do { fd = try DBusSocket.connect(address) } catch let error as DBusError { lastError = error; continue }
            try self.init(fileDescriptor: fd, timeoutMilliseconds: timeoutMilliseconds)
            return
        }
        throw lastError
    }

    /// Authenticates on an open, connected socket and says `Hello`; the
    /// connection owns `fileDescriptor` from then on (it is closed on
    /// failure too).
    public init(fileDescriptor: Int32, timeoutMilliseconds: Int = 25_000) throws {
        self.fileDescriptor = fileDescriptor
        DBusSocket.setNonBlocking(fileDescriptor)
        do {
            let (guid, extra) = try DBusAuthentication.authenticate(fileDescriptor, timeoutMilliseconds: timeoutMilliseconds)
            serverGUID = guid
            input = extra
        } catch {
            Glibc.close(fileDescriptor)
            closed = true
            throw error
        }
        do {
            let reply = try call(.methodCall(destination: DBusBus.name, path: DBusBus.path, interface: DBusBus.interface,
                                             member: "Hello"), timeoutMilliseconds: timeoutMilliseconds)
            guard case .string(let name)? = reply.body.first else {
                throw DBusError.typeMismatch("Hello answered '\(reply.signature)'")
            }
            uniqueName = name
        } catch {
            close()
            throw error
        }
    }

    deinit {
        if !closed { releaseSocket() }
    }

    /// Stops the Dispatch sources, fails pending calls and closes the socket.
    public func close() {
        guard !closed else { return }
        closed = true
        releaseSocket()
        failPendingCalls(.connectionLost("the connection was closed"))
    }

    /// Closes the socket; while Dispatch sources watch it, only once the
    /// read source's cancellation is done (as Dispatch requires).
    private func releaseSocket() {
        let fd = fileDescriptor
        guard let state = dispatch else {
            Glibc.close(fd)
            return
        }
        dispatch = nil
        state.write?.cancel()
        state.timer.cancel()
        state.read.setCancelHandler { Glibc.close(fd) }
        state.read.cancel()
    }

    /// Whether `close()` was called or the connection broke.
    public var isClosed: Bool { closed }

    // MARK: Sending

    /// Gives `message` the next serial, queues it and writes what the
    /// socket takes now; returns the serial.
    ///
    /// - Throws: `DBusError` when the message breaks a rule, the queue of
    ///   unsent bytes passes `maximumQueuedOutput`, or the socket broke.
    @discardableResult
    public func send(_ message: DBusMessage) throws -> UInt32 {
        guard !closed else { throw DBusError.connectionLost("the connection is closed") }
        let serial = nextSerial
        let bytes = try message.encoded(serial: serial)
        guard output.count - outputStart + bytes.count <= Self.maximumQueuedOutput else {
            throw DBusError.invalidState("more than \(Self.maximumQueuedOutput) bytes wait to be sent")
        }
        nextSerial = nextSerial == UInt32.max ? 1 : nextSerial + 1
        output.append(contentsOf: bytes)
        try flush()
        return serial
    }

    /// Whether queued bytes wait for the socket to become writable (a
    /// polling host then polls for `POLLOUT` too).
    public var wantsWrite: Bool { outputStart < output.count }

    /// Writes what the socket takes now of the queued bytes.
    public func flush() throws {
        guard wantsWrite else { return }
        do {
            outputStart += try DBusSocket.writeSome(fileDescriptor, output, from: outputStart)
        } catch let error as DBusError {
            fail(error)
            throw error
        }
        if outputStart == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 1 << 20)
            outputStart = 0
        } else if outputStart > 1 << 20 && outputStart > output.count / 2 {
            output.removeFirst(outputStart)
            outputStart = 0
        }
        dispatchWriteInterestChanged()
    }

    /// Sends a method call and returns at once; `reply` runs later, from
    /// `processIncoming()`, with the reply (an error reply as
    /// `DBusError.remote`), or `.timedOut` once `timeoutMilliseconds` pass
    /// (checked by `processIncoming()`; see `millisecondsUntilTimeout`).
    @discardableResult
    public func call(_ message: DBusMessage, timeoutMilliseconds: Int? = nil,
                     reply: @escaping (Result<DBusMessage, DBusError>) -> Void) throws -> UInt32 {
        precondition(message.kind == .methodCall, "DBusConnection.call: the message is not a method call")
        precondition(!message.flags.contains(.noReplyExpected), "DBusConnection.call: the message expects no reply; use send")
        let timeout = timeoutMilliseconds ?? defaultTimeoutMilliseconds
        let serial = try send(message)
        pendingCalls[serial] = PendingCall(deadline: DBusSocket.now() + timeout, reply: reply)
        scheduleTimeoutCheck(after: timeout)
        return serial
    }

    /// Sends a method call and waits for its reply, handling whatever else
    /// arrives meanwhile as `processIncoming()` does.
    ///
    /// - Returns: the method return.
    /// - Throws: `DBusError.remote` for an error reply, `.timedOut`, or a
    ///   connection error.
    public func call(_ message: DBusMessage, timeoutMilliseconds: Int? = nil) throws -> DBusMessage {
        let timeout = timeoutMilliseconds ?? defaultTimeoutMilliseconds
        final class Box { var result: Result<DBusMessage, DBusError>? }
        let box = Box()
        let serial = try call(message, timeoutMilliseconds: timeout) { box.result = $0 }
        let deadline = DBusSocket.now() + timeout
        while box.result == nil {
            try handleBuffered()   // messages already read (during authentication, or by a nested call)
            if box.result != nil { break }
            let left = deadline - DBusSocket.now()
            if left <= 0 {
                pendingCalls[serial] = nil
                throw DBusError.timedOut
            }
            if DBusSocket.wait(fileDescriptor, write: wantsWrite, milliseconds: left) {
                try processIncoming()
            }
        }
        return try box.result!.get()
    }

    /// Milliseconds until the earliest pending call times out (`nil`
    /// when none waits): a polling host waits no longer than this.
    public var millisecondsUntilTimeout: Int? {
        guard let earliest = pendingCalls.values.map(\.deadline).min() else { return nil }
        return max(0, earliest - DBusSocket.now())
    }
}
