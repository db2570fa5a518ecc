import Glibc
import StrataRaster

/// Two `wl_buffer`s of one size in one `wl_shm_pool`, over a `memfd`
/// mapped into this process: the host draws into whichever the compositor
/// has released (`wl_buffer.release`), so it never writes pixels the
/// compositor is reading.
///
/// Each buffer remembers the rectangles drawn since it was last written
/// (`stale`), so a frame copies into it only what changed since then —
/// its own damage plus that of the frame the other buffer showed.
final class WaylandBufferPair {
    /// One buffer of the pair.
    struct Slot {
        /// The `wl_buffer` id.
        var id: UInt32
        /// Whether the compositor still reads it (attached, not released).
        var busy = false
        /// What changed since its pixels were last written; `nil`: all.
        var stale: [PixelRect]? = nil
    }

    /// A `wl_shm` pixel format the pair's buffers use (32-bit words,
    /// little-endian).
    enum PixelFormat: UInt32, Sendable {
        /// Premultiplied alpha (the host's decorations' shadow).
        case argb8888 = 0
        /// Opaque, the canvas's bytes moved into place
        /// (`WaylandPixelConversion`): every compositor accepts it.
        case xrgb8888 = 1
        /// Opaque, bytes R, G, B, X: the raster's RGBA bytes as they are,
        /// so the host draws straight into the buffer (when the
        /// compositor offers it).
        case xbgr8888 = 0x3432_4258
    }

    /// The size in pixels.
    let width: Int, height: Int
    /// The buffers' pixel format.
    let format: PixelFormat
    /// Whether the buffers are ARGB8888 (premultiplied alpha: client-side
    /// decorations' shadow).
    var hasAlpha: Bool { format == .argb8888 }
    /// Bytes per row (4 per pixel).
    var stride: Int { width * 4 }
    /// The two buffers.
    private(set) var slots: [Slot]
    /// The pool's id.
    let poolID: UInt32
    /// The mapped pool: the two buffers, one after the other.
    let memory: UnsafeMutableRawPointer
    private let byteCount: Int

    /// Makes a memfd of two `width` × `height` images in `format`, shares
    /// it as a pool and makes a buffer on each half.
    init(width: Int, height: Int, shm: UInt32, connection: WaylandConnection, format: PixelFormat = .xrgb8888) throws {
        precondition(width > 0 && height > 0, "WaylandBufferPair: empty size \(width)×\(height)")
        self.width = width
        self.height = height
        self.format = format
        let frame = width * 4 * height
        byteCount = 2 * frame
        guard byteCount <= Int(Int32.max) else { throw WaylandError.sharedMemory("\(width)×\(height) is too large") }
        let fd = try WaylandBufferPair.makeMemoryFile(size: byteCount)
        defer { WaylandSocket.close(fd) }
        guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED else {
            throw WaylandError.sharedMemory("mmap: " + String(cString: strerror(errno)))
        }
        memory = mapped
        let pool = connection.newID(.shmPool, version: 1)
        poolID = pool
        var args = WaylandArguments()
        args.uint(pool)
        args.int(Int32(2 * frame))
        connection.send(shm, WaylandOpcode.shmCreatePool, args, fds: [fd])
        slots = (0..<2).map { index in
            let id = connection.newID(.buffer, version: 1)
            var args = WaylandArguments()
            args.uint(id)
            args.int(Int32(index * frame))
            args.int(Int32(width))
            args.int(Int32(height))
            args.int(Int32(width * 4))
            args.uint(format.rawValue)
            connection.send(pool, WaylandOpcode.poolCreateBuffer, args)
            return Slot(id: id)
        }
        // The buffers keep the pool's memory alive on the compositor's side.
        connection.send(poolID, WaylandOpcode.poolDestroy)
    }

    deinit { munmap(memory, byteCount) }

    /// Destroys both buffers (the compositor keeps what is on screen).
    func destroy(connection: WaylandConnection) {
        for slot in slots { connection.send(slot.id, WaylandOpcode.bufferDestroy) }
    }

    /// Notes a `wl_buffer.release`; `false` when `id` is not one of these.
    func release(_ id: UInt32) -> Bool {
        guard let i = slots.firstIndex(where: { $0.id == id }) else { return false }
        slots[i].busy = false
        return true
    }

    /// A released buffer's index, if any.
    var freeSlot: Int? { slots.firstIndex { !$0.busy } }

    /// Copies into buffer `index` what changed since it was written —
    /// `damage` and what earlier frames left stale in it — from `canvas`
    /// (which holds the whole picture), marks `damage` stale in the other
    /// buffer, and marks this one busy.
    /// - Complexity: O(pixels copied).
    ///
    /// With `decoration`, the picture is the decorations' canvas (the
    /// whole buffer) with `canvas` (the content) over its `content` rectangle.
    func write(_ canvas: Canvas, damage: [PixelRect], into index: Int,
               decoration: (canvas: Canvas, content: PixelRect)? = nil) {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        let regions = slots[index].stale.map { $0 + damage } ?? [all]
        for r in regions {
            let region = r.intersection(all)
            if let (frameCanvas, content) = decoration {
                for piece in WaylandBufferPair.subtract(content, from: region) {
                    copy(frameCanvas, at: (0, 0), region: piece, frame: index)
                }
                copy(canvas, at: (content.x, content.y), region: region.intersection(content), frame: index)
            } else {
                copy(canvas, at: (0, 0), region: region, frame: index)
            }
        }
        wrote(index, damage: damage)
    }

    /// Notes that buffer `index` now holds the whole frame and is handed to
    /// the compositor: nothing in it is stale, `damage` is stale in the
    /// other one (all of it once more than 32 rectangles pile up), and it
    /// is busy until released.
    func wrote(_ index: Int, damage: [PixelRect]) {
        slots[index].stale = []
        slots[index].busy = true
        for other in slots.indices where other != index {
            slots[other].stale = slots[other].stale.map { $0 + damage }
            if let stale = slots[other].stale, stale.count > 32 { slots[other].stale = nil }
        }
    }

    /// The parts of `region` outside `hole` (at most four bands).
    static func subtract(_ hole: PixelRect, from region: PixelRect) -> [PixelRect] {
        let inner = region.intersection(hole)
        guard !inner.isEmpty else { return region.isEmpty ? [] : [region] }
        let pieces = [
            PixelRect(x: region.x, y: region.y, width: region.width, height: inner.y - region.y),
            PixelRect(x: region.x, y: inner.maxY, width: region.width, height: region.maxY - inner.maxY),
            PixelRect(x: region.x, y: inner.y, width: inner.x - region.x, height: inner.height),
            PixelRect(x: inner.maxX, y: inner.y, width: region.maxX - inner.maxX, height: inner.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// Converts a region (buffer pixels) of RGBA pixels of `canvas`, whose
    /// top-left pixel is at `origin`, into XRGB8888 words (or premultiplied
    /// ARGB8888 ones) in frame `frame`; pixels outside the canvas are white.
    /// - Complexity: O(pixels of `region`), vectorized (`WaylandPixelConversion`).
    private func copy(_ canvas: Canvas, at origin: (x: Int, y: Int), region: PixelRect, frame: Int) {
        let region = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !region.isEmpty else { return }
        let base = memory.advanced(by: frame * stride * height)
        let inside = region.intersection(PixelRect(x: origin.x, y: origin.y, width: canvas.width, height: canvas.height))
        for piece in WaylandBufferPair.subtract(inside, from: region) {
            WaylandPixelConversion.fill(base + piece.y * stride + 4 * piece.x, width: piece.width, rows: piece.height,
                                        stride: stride, word: 0xffff_ffff)
        }
        guard !inside.isEmpty else { return }
        let source = PixelRect(x: inside.x - origin.x, y: inside.y - origin.y, width: inside.width, height: inside.height)
        WaylandPixelConversion.convert(canvas, region: source, into: base + inside.y * stride + 4 * inside.x,
                                       stride: stride, premultiplied: hasAlpha)
    }

    /// An anonymous file of `size` bytes: `memfd_create` (looked up at
    /// run time: the Glibc module does not declare it), else `shm_open`
    /// of a unique name, unlinked at once.
    static func makeMemoryFile(size: Int) throws -> Int32 {
        typealias MemfdCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
        var fd: Int32 = -1
        if let symbol = dlsym(nil, "memfd_create") {
            fd = unsafeBitCast(symbol, to: MemfdCreate.self)("strata-wayland", 1) // MFD_CLOEXEC
        }
        if fd < 0 {
            for attempt in 0..<100 {
                let name = "/strata-wayland-\(getpid())-\(attempt)"
                fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                if fd >= 0 { shm_unlink(name); break }
                if errno != EEXIST { break }
            }
        }
        guard fd >= 0 else { throw WaylandError.sharedMemory("memfd_create: " + String(cString: strerror(errno))) }
        while ftruncate(fd, off_t(size)) != 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            WaylandSocket.close(fd)
            throw WaylandError.sharedMemory("ftruncate: " + reason)
        }
        return fd
    }
}
