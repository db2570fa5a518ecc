import Foundation
import StrataRaster
@testable import StrataWayland

/// A Wayland compositor in the test process, on one end of a socket pair:
/// it announces globals, records every request (with the descriptors
/// that came with it), answers `sync`, sends the first configure after
/// the first commit, keeps the shared-memory pools mapped so a commit's
/// pixels can be read back, releases a buffer when another is committed,
/// and answers frame callbacks (unless told to hold them).
final class FakeCompositor: @unchecked Sendable {
    /// A request as received: the object's interface, its id, the opcode
    /// and the arguments.
    struct Request: Equatable {
        var interface: String
        var object: UInt32
        var opcode: UInt16
        var body: [UInt8]
    }

    /// The client's end (handed to `WaylandConnection`).
    let clientFD: Int32
    private let serverFD: Int32
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var recorded: [Request] = []
    /// Client objects' interfaces by id.
    private var interfaces: [UInt32: String] = [1: "wl_display"]
    private var receivedFDs: [Int32] = []
    /// Pools: mapped memory and size; buffers: pool, offset, size, stride.
    private var pools: [UInt32: (memory: UnsafeMutableRawPointer, size: Int)] = [:]
    private var buffers: [UInt32: (pool: UInt32, offset: Int, width: Int, height: Int, stride: Int, format: UInt32)] = [:]
    private var attached: UInt32?
    private var shownBuffer: UInt32?
    private var pendingFrames: [UInt32] = []
    private var configured = false
    private var serial: UInt32 = 100
    private var committedFrames: [Canvas] = []

    /// The globals announced: (name, interface, version), in order.
    let globals: [(UInt32, String, UInt32)]
    /// Whether frame callbacks are answered at the commit.
    let answersFrames: Bool
    /// Whether a buffer is released when another is committed.
    let releasesBuffers: Bool
    /// The decoration mode every `set_mode` is answered with (`nil`: the mode asked).
    let decorationMode: UInt32?
    /// The seat's capabilities (1 pointer, 2 keyboard, 4 touch).
    let seatCapabilities: UInt32
    /// The `wl_shm` formats announced at the bind (ARGB8888 and XRGB8888,
    /// which every compositor takes; XBGR8888 is 0x34324258).
    let shmFormats: [UInt32]

    init(globals: [(UInt32, String, UInt32)] = FakeCompositor.standardGlobals, answersFrames: Bool = true,
         releasesBuffers: Bool = true, decorationMode: UInt32? = nil, seatCapabilities: UInt32 = 3,
         shmFormats: [UInt32] = [0, 1]) {
        self.seatCapabilities = seatCapabilities
        self.shmFormats = shmFormats
        var fds: [Int32] = [0, 0]
        precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        clientFD = fds[0]
        serverFD = fds[1]
        self.globals = globals
        self.answersFrames = answersFrames
        self.releasesBuffers = releasesBuffers
        self.decorationMode = decorationMode
        Thread.detachNewThread { [self] in serve() }
    }

    /// wl_compositor 5, wl_shm 1, xdg_wm_base 3, wl_seat 7,
    /// zxdg_decoration_manager_v1 1 and an interface this client does not know.
    static let standardGlobals: [(UInt32, String, UInt32)] = [
        (1, "wl_compositor", 5), (2, "wl_shm", 1), (3, "zwp_unknown_v9", 2), (4, "xdg_wm_base", 3), (5, "wl_seat", 7),
        (6, "zxdg_decoration_manager_v1", 1),
    ]

    /// The standard globals without the decoration manager (as Weston and Mutter).
    static let globalsWithoutDecorations = standardGlobals.filter { $0.1 != "zxdg_decoration_manager_v1" }

    /// A connection on the client's end.
    func connect() -> WaylandConnection { WaylandConnection(fileDescriptor: clientFD) }

    /// Every request so far.
    var requests: [Request] { lock.withLock { recorded } }
    /// The requests of one interface and opcode.
    func requests(_ interface: String, _ opcode: UInt16) -> [Request] {
        requests.filter { $0.interface == interface && $0.opcode == opcode }
    }
    /// The picture of every commit that had a buffer attached, oldest first
    /// (ARGB8888 buffers' pixels premultiplied, as sent).
    var frames: [Canvas] { lock.withLock { committedFrames } }
    /// The format of every `wl_buffer` made, in order.
    var bufferFormats: [UInt32] { lock.withLock { createdBufferFormats } }
    private var createdBufferFormats: [UInt32] = []
    /// The id the client gave the first object of `interface`.
    func id(of interface: String) -> UInt32? {
        lock.withLock { interfaces.filter { $0.value == interface }.keys.min() }
    }
    /// The frame callbacks held (when `answersFrames` is false).
    func answerHeldFrames() {
        let held = lock.withLock { () -> [UInt32] in defer { pendingFrames = [] }; return pendingFrames }
        for callback in held { sendDone(callback) }
    }

    /// Sends an event.
    func send(_ object: UInt32, _ opcode: UInt16, _ args: WaylandArguments = WaylandArguments(), fds: [Int32] = []) {
        let bytes = WaylandMessage(object: object, opcode: opcode, body: args.bytes).bytes
        lock.withLock { try? WaylandSocket.send(serverFD, bytes: bytes, fds: fds) }
    }

    /// Sends raw bytes (for malformed messages).
    func sendRaw(_ bytes: [UInt8]) {
        lock.withLock { try? WaylandSocket.send(serverFD, bytes: bytes, fds: []) }
    }

    /// Sends `xdg_toplevel.configure(width, height)` and `xdg_surface.configure`.
    func configure(width: Int32, height: Int32, states: [UInt32] = []) {
        guard let toplevel = id(of: "xdg_toplevel"), let xdgSurface = id(of: "xdg_surface") else { return }
        var args = WaylandArguments()
        args.int(width)
        args.int(height)
        args.array(states.flatMap { s in (0..<4).map { UInt8(truncatingIfNeeded: s >> (8 * $0)) } })
        send(toplevel, 0, args)
        let s = lock.withLock { () -> UInt32 in serial += 1; return serial }
        var c = WaylandArguments()
        c.uint(s)
        send(xdgSurface, 0, c)
    }

    /// Closes the compositor's end (the client sees the connection lost).
    func shutDown() { Glibc.shutdown(serverFD, Int32(SHUT_RDWR)) }

    deinit {
        shutDown()
        done.wait()
        close(serverFD)
        for fd in receivedFDs { close(fd) }
        for pool in pools.values { munmap(pool.memory, pool.size) }
    }

    // MARK: Serving

    private func serve() {
        defer { done.signal() }
        var input: [UInt8] = []
        var fds: [Int32] = []
        while true {
            while input.count >= 8 {
                let size = Int(WaylandArguments.word(input, 4) >> 16)
                guard size >= 8, input.count >= size else { break }
                let object = WaylandArguments.word(input, 0)
                let opcode = UInt16(truncatingIfNeeded: WaylandArguments.word(input, 4))
                let body = Array(input[8..<size])
                input.removeFirst(size)
                let interface = lock.withLock { interfaces[object] ?? "?" }
                lock.withLock { recorded.append(Request(interface: interface, object: object, opcode: opcode, body: body)) }
                respond(interface, object, opcode, body, fds: &fds)
            }
            guard (try? WaylandSocket.receive(serverFD, into: &input, fds: &fds, blocking: true)) != nil else { return }
        }
    }

    private func created(_ id: UInt32, _ interface: String) { lock.withLock { interfaces[id] = interface } }

    private func respond(_ interface: String, _ object: UInt32, _ opcode: UInt16, _ body: [UInt8], fds: inout [Int32]) {
        var r = WaylandArgumentReader(body)
        switch (interface, opcode) {
        case ("wl_display", 0): // sync
            guard let callback = try? r.uint() else { return }
            sendDone(callback)
        case ("wl_display", 1): // get_registry
            guard let registry = try? r.uint() else { return }
            created(registry, "wl_registry")
            for (name, iface, version) in globals {
                var args = WaylandArguments()
                args.uint(name)
                args.string(iface)
                args.uint(version)
                send(registry, 0, args)
            }
        case ("wl_registry", 0): // bind
            guard (try? r.uint()) != nil, let iface = try? r.string(), (try? r.uint()) != nil, let id = try? r.uint()
            else { return }
            created(id, iface)
            if iface == "wl_seat" {
                var args = WaylandArguments()
                args.uint(seatCapabilities)
                send(id, 0, args)
            }
            if iface == "wl_shm" {
                for format in shmFormats {
                    var args = WaylandArguments()
                    args.uint(format)
                    send(id, 0, args)
                }
            }
        case ("wl_compositor", 0): if let id = try? r.uint() { created(id, "wl_surface") }
        case ("wl_shm", 0): // create_pool(id, fd, size)
            guard let id = try? r.uint(), let size = try? r.int(), !fds.isEmpty else { return }
            let fd = fds.removeFirst()
            lock.withLock { receivedFDs.append(fd) }
            created(id, "wl_shm_pool")
            if let memory = mmap(nil, Int(size), PROT_READ, MAP_SHARED, fd, 0), memory != MAP_FAILED {
                lock.withLock { pools[id] = (memory, Int(size)) }
            }
        case ("wl_shm_pool", 0): // create_buffer
            guard let id = try? r.uint(), let offset = try? r.int(), let w = try? r.int(), let h = try? r.int(),
                  let stride = try? r.int(), let format = try? r.uint() else { return }
            created(id, "wl_buffer")
            lock.withLock {
                buffers[id] = (object, Int(offset), Int(w), Int(h), Int(stride), format)
                createdBufferFormats.append(format)
            }
        case ("xdg_wm_base", 2): if let id = try? r.uint() { created(id, "xdg_surface") }
        case ("xdg_surface", 1): if let id = try? r.uint() { created(id, "xdg_toplevel") }
        case ("zxdg_decoration_manager_v1", 1): if let id = try? r.uint() { created(id, "zxdg_toplevel_decoration_v1") }
        case ("zxdg_toplevel_decoration_v1", 1): // set_mode: answered with configure
            guard let mode = try? r.uint() else { return }
            var args = WaylandArguments()
            args.uint(decorationMode ?? mode)
            send(object, 0, args)
        case ("wl_seat", 0): if let id = try? r.uint() { created(id, "wl_pointer") }
        case ("wl_seat", 1): if let id = try? r.uint() { created(id, "wl_keyboard") }
        case ("wl_seat", 2): if let id = try? r.uint() { created(id, "wl_touch") }
        case ("zwp_text_input_manager_v3", 1): if let id = try? r.uint() { created(id, "zwp_text_input_v3") }
        case ("wp_viewporter", 1): if let id = try? r.uint() { created(id, "wp_viewport") }
        case ("wp_fractional_scale_manager_v1", 1): if let id = try? r.uint() { created(id, "wp_fractional_scale_v1") }
        case ("wp_cursor_shape_manager_v1", 1): if let id = try? r.uint() { created(id, "wp_cursor_shape_device_v1") }
        case ("wl_surface", 1) where object == id(of: "wl_surface"):
            lock.withLock { attached = (try? r.uint()).flatMap { $0 == 0 ? nil : $0 } }
        case ("wl_surface", 3): // frame
            guard let id = try? r.uint() else { return }
            created(id, "wl_callback")
            lock.withLock { pendingFrames.append(id) }
        case ("wl_surface", 6) where object == id(of: "wl_surface"): commit()
        default: break
        }
    }

    private func commit() {
        let first = lock.withLock { () -> Bool in defer { configured = true }; return !configured }
        if first {
            configure(width: 0, height: 0)
            return
        }
        let released = lock.withLock { () -> UInt32? in
            guard let buffer = attached, let b = buffers[buffer], let pool = pools[b.pool] else { return nil }
            var canvas = Canvas(width: b.width, height: b.height)
            for y in 0..<b.height {
                for x in 0..<b.width {
                    let p = pool.memory.load(fromByteOffset: b.offset + y * b.stride + 4 * x, as: UInt32.self)
                    if b.format == 0x3432_4258 { // XBGR8888: bytes R, G, B, X; opaque
                        canvas[x, y] = RGBA8(UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8),
                                             UInt8(truncatingIfNeeded: p >> 16), 255)
                        continue
                    }
                    // ARGB8888 (format 0) keeps its (premultiplied) alpha; XRGB8888 is opaque.
                    canvas[x, y] = RGBA8(UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8),
                                         UInt8(truncatingIfNeeded: p), b.format == 0 ? UInt8(truncatingIfNeeded: p >> 24) : 255)
                }
            }
            committedFrames.append(canvas)
            defer { shownBuffer = buffer; attached = nil }
            return shownBuffer != buffer ? shownBuffer : nil
        }
        if let released, releasesBuffers { send(released, 0) }
        if answersFrames { answerHeldFrames() }
    }

    private func sendDone(_ callback: UInt32) {
        var args = WaylandArguments()
        args.uint(7)
        send(callback, 0, args)
        var delete = WaylandArguments()
        delete.uint(callback)
        send(1, 1, delete)
        lock.withLock { _ = interfaces.removeValue(forKey: callback) }
    }
}
