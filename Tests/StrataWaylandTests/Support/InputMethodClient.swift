import Glibc
@testable import StrataWayland

/// A minimal input method for the sway tests: a second Wayland client,
/// written by hand from input-method-unstable-v2.xml (wlroots' protocol
/// folder), that binds `zwp_input_method_manager_v2` and sends what a
/// person's input method sends — preedit, committed text — to whichever
/// text input has focus, and records what the text input reports.
final class InputMethodClient {
    private let fd: Int32
    private var input: [UInt8] = [], fds: [Int32] = []
    /// The input method object (id 6).
    private let method: UInt32 = 6
    /// `done` events received: the serial of the next `commit`.
    private(set) var dones: UInt32 = 0
    /// Whether a text input asked for the input method (`activate`), as of the last `done`.
    private(set) var isActive = false
    private var pendingActive = false
    /// The surrounding text reported (text, cursor, anchor), as of the last `done`.
    private(set) var surrounding: (text: String, cursor: UInt32, anchor: UInt32)?
    private var pendingSurrounding: (text: String, cursor: UInt32, anchor: UInt32)?
    /// Whether the compositor said another input method has the seat.
    private(set) var isUnavailable = false

    /// Connects to the compositor at `path` and becomes the seat's input method.
    init(path: String) throws {
        fd = try WaylandSocket.connect(path: path)
        var registry = WaylandArguments()
        registry.uint(2)
        send(1, 1, registry) // get_registry(2)
        var sync = WaylandArguments()
        sync.uint(3)
        send(1, 0, sync) // sync(3)
        var globals: [(UInt32, String, UInt32)] = []
        var synced = false
        while !synced {
            for (object, opcode, body) in try receive(blocking: true) {
                var r = WaylandArgumentReader(body)
                if object == 2 && opcode == 0 { globals.append((try r.uint(), try r.string(), try r.uint())) }
                if object == 3 { synced = true }
            }
        }
        for (id, interface) in [(UInt32(4), "wl_seat"), (5, "zwp_input_method_manager_v2")] {
            guard let global = globals.first(where: { $0.1 == interface }) else { throw WaylandError.missingGlobal(interface) }
            var bind = WaylandArguments()
            bind.uint(global.0)
            bind.string(interface)
            bind.uint(1)
            bind.uint(id)
            send(2, 0, bind)
        }
        var get = WaylandArguments()
        get.uint(4)
        get.uint(method)
        send(5, 0, get) // get_input_method(seat, id)
    }

    deinit { close(fd) }

    /// The socket (to poll).
    var fileDescriptor: Int32 { fd }

    /// Reads and applies what arrived, without waiting.
    func readAvailable() throws {
        for (object, opcode, body) in try receive(blocking: false) where object == method {
            var r = WaylandArgumentReader(body)
            switch opcode {
            case 0: pendingActive = true
            case 1: pendingActive = false
            case 2: pendingSurrounding = (try r.string(), try r.uint(), try r.uint())
            case 5:
                dones += 1
                isActive = pendingActive
                if let s = pendingSurrounding { surrounding = s }
            case 6: isUnavailable = true
            default: break
            }
        }
    }

    /// Sends `commit_string(text)` and `commit`.
    func commit(_ text: String) {
        var args = WaylandArguments()
        args.string(text)
        send(method, 0, args)
        commitState()
    }

    /// Sends `set_preedit_string(text, begin, end)` and `commit`.
    func preedit(_ text: String, cursor: Int32) {
        var args = WaylandArguments()
        args.string(text)
        args.int(cursor)
        args.int(cursor)
        send(method, 1, args)
        commitState()
    }

    private func commitState() {
        var args = WaylandArguments()
        args.uint(dones)
        send(method, 3, args)
    }

    private func send(_ object: UInt32, _ opcode: UInt16, _ args: WaylandArguments = WaylandArguments()) {
        try? WaylandSocket.send(fd, bytes: WaylandMessage(object: object, opcode: opcode, body: args.bytes).bytes, fds: [])
    }

    /// The whole messages read (the first one waited for when `blocking`).
    private func receive(blocking: Bool) throws -> [(UInt32, UInt16, [UInt8])] {
        _ = try WaylandSocket.receive(fd, into: &input, fds: &fds, blocking: blocking)
        for extra in fds { close(extra) }
        fds = []
        var messages: [(UInt32, UInt16, [UInt8])] = []
        while let header = try WaylandMessage.header(in: input, at: 0), input.count >= header.size {
            if header.object == 1 && header.opcode == 0 {
                var r = WaylandArgumentReader(Array(input[8..<header.size]))
                throw WaylandError.compositorError(interface: "input method", objectID: try r.uint(), code: try r.uint(),
                                                   message: try r.string())
            }
            messages.append((header.object, header.opcode, Array(input[8..<header.size])))
            input.removeFirst(header.size)
        }
        return messages
    }
}
