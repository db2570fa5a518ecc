import Glibc
import StrataRaster

/// Sends pixels through a System V shared-memory segment (the MIT-SHM
/// extension) instead of the socket: the client writes the converted
/// canvas into the segment and `ShmPutImage` names the rectangle.
///
/// Used only when the server has MIT-SHM and attaching the segment works
/// (server and client share the IPC namespace); otherwise the host falls
/// back to `PutImage`.
struct X11SharedMemory {
    static let requestNames: [UInt8: String] = [0: "QueryVersion", 1: "Attach", 2: "Detach", 3: "PutImage"]

    let major: UInt8
    let layout: X11PixelLayout
    /// The attached segment: its X id, System V id, address and size.
    private var segment: (xid: UInt32, shmid: Int32, address: UnsafeMutableRawPointer, bytes: Int)?
    /// The canvas size the segment holds.
    private(set) var width = 0, height = 0

    /// The extension when the server has it and a test segment attaches;
    /// `nil` otherwise.
    static func attach(connection: X11Connection, layout: X11PixelLayout) -> X11SharedMemory? {
        guard let ext = try? connection.queryExtension("MIT-SHM", requestNames: requestNames) else { return nil }
        var shm = X11SharedMemory(major: ext.major, layout: layout)
        guard (try? shm.resize(width: 64, height: 64, connection: connection)) == true else { return nil }
        return shm
    }

    private init(major: UInt8, layout: X11PixelLayout) {
        self.major = major
        self.layout = layout
    }

    /// Whether a canvas of this size can be sent (a new segment is made
    /// when it cannot be).
    func fits(width: Int, height: Int) -> Bool { width > 0 && height > 0 }

    /// Makes a segment for a `width` × `height` image and has the server
    /// attach it; `false` when it cannot (the caller falls back).
    mutating func resize(width: Int, height: Int, connection: X11Connection) throws -> Bool {
        detach(connection: connection)
        let bytes = max(1, layout.rowBytes(width: width) * height)
        let shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard shmid >= 0 else { return false }
        guard let address = shmat(shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(shmid, IPC_RMID, nil)
            return false
        }
        let xid = connection.makeID()
        var w = X11Writer(capacity: 16)
        w.u8(major); w.u8(1); w.u16(4); w.u32(xid); w.u32(UInt32(bitPattern: shmid)); w.u8(1); w.pad(3)
        let saved = connection.onError
        var failed = false
        connection.onError = { _ in failed = true }
        connection.send(w.bytes)
        defer { connection.onError = saved }
        try connection.sync()
        shmctl(shmid, IPC_RMID, nil) // freed once both sides detach
        guard !failed else {
            shmdt(address)
            return false
        }
        segment = (xid, shmid, address, bytes)
        self.width = width
        self.height = height
        return true
    }

    /// Writes `region` of `canvas` into the segment and has the server
    /// copy it into `drawable`; waits until the server has read it, so the
    /// segment may be written again.
    mutating func put(_ canvas: Canvas, region: PixelRect, drawable: UInt32, gc: UInt32,
                      connection: X11Connection) throws {
        if width != canvas.width || height != canvas.height || segment == nil {
            guard try resize(width: canvas.width, height: canvas.height, connection: connection) else {
                var fallback = X11ImageWriter(layout: layout)
                try fallback.put(canvas, region: region, drawable: drawable, gc: gc, connection: connection)
                return
            }
        }
        guard let segment else { return }
        let stride = layout.rowBytes(width: width)
        let dst = UnsafeMutableBufferPointer(start: segment.address.assumingMemoryBound(to: UInt8.self),
                                             count: segment.bytes)
        canvas.bytes.withUnsafeBufferPointer { src in
            let offset = region.y * stride + region.x * layout.bytesPerPixel
            let target = UnsafeMutableBufferPointer(rebasing: dst[offset...])
            layout.convert(src, canvasWidth: canvas.width, region: region, into: target, stride: stride)
        }
        var w = X11Writer(capacity: 40)
        w.u8(major); w.u8(3); w.u16(10)
        w.u32(drawable); w.u32(gc)
        w.u16(UInt16(width)); w.u16(UInt16(height))
        w.u16(UInt16(region.x)); w.u16(UInt16(region.y)); w.u16(UInt16(region.width)); w.u16(UInt16(region.height))
        w.i16(Int16(region.x)); w.i16(Int16(region.y))
        w.u8(layout.depth); w.u8(2); w.u8(0); w.u8(0)
        w.u32(segment.xid); w.u32(0)
        connection.send(w.bytes)
        try connection.sync()
    }

    /// Detaches the segment on both sides.
    mutating func detach(connection: X11Connection) {
        guard let segment else { return }
        var w = X11Writer(capacity: 8)
        w.u8(major); w.u8(2); w.u16(2); w.u32(segment.xid)
        connection.send(w.bytes)
        try? connection.flush()
        shmdt(segment.address)
        self.segment = nil
    }
}
