import Glibc
import Strata

/// What a `WaylandHost` remembers of the pointer's cursor.
struct WaylandCursorState {
    /// The pointer's `wp_cursor_shape_device_v1`, when the compositor offers
    /// `wp_cursor_shape_manager_v1`.
    var shapeDevice: UInt32?
    /// The serial of the pointer's last `enter` (cursor requests need it).
    var enterSerial: UInt32 = 0
    /// The cursor set since that `enter` (`nil`: none yet).
    var current: WaylandCursor?
    /// Without the shape protocol: the cursor's surface, and a buffer per
    /// cursor (its id, hotspot in surface units and buffer scale), made
    /// when first shown.
    var surface: UInt32?
    var buffers: [WaylandCursor: (id: UInt32, hotspotX: Int32, hotspotY: Int32, scale: Int32)] = [:]
    /// Where cursor images come from without the shape protocol.
    var theme = XcursorTheme.fromEnvironment()
}

// The pointer's cursor: `wp_cursor_shape_v1` names the shape when the
// compositor offers it; else the host draws it on its own surface
// (`wl_pointer.set_cursor`) from the Xcursor theme, or the built-in arrow.

extension WaylandHost {
    /// Makes the pointer's cursor-shape device when the compositor offers
    /// the manager (called once the seat's pointer exists).
    func setUpCursor(pointer: UInt32) {
        guard let manager = globals.cursorShapeManager else { return }
        let device = connection.newID(.cursorShapeDevice, version: manager.version)
        var args = WaylandArguments()
        args.uint(device)
        args.uint(pointer)
        connection.send(manager.id, WaylandOpcode.cursorShapeManagerGetPointer, args)
        cursor.shapeDevice = device
    }

    /// Sets the cursor for the view under the pointer when it changed
    /// (or since the pointer's `enter`, whose serial it carries).
    func updateCursor() {
        guard input.pointerInside else { return }
        setCursor(WaylandCursor.over(window.rootView.hitTest(window.rootView.convert(input.pointer, from: nil))))
    }

    /// Shows `wanted` as the pointer's cursor unless it already is (since
    /// the last `enter`, whose serial it carries).
    func setCursor(_ wanted: WaylandCursor) {
        guard let pointer = pointerID, wanted != cursor.current else { return }
        cursor.current = wanted
        if let device = cursor.shapeDevice {
            var args = WaylandArguments()
            args.uint(cursor.enterSerial)
            args.uint(wanted.shape)
            connection.send(device, WaylandOpcode.cursorShapeSetShape, args)
        } else if let buffer = cursorBuffer(wanted) {
            let surface = cursor.surface ?? makeCursorSurface()
            var attach = WaylandArguments()
            attach.uint(buffer.id)
            attach.int(0)
            attach.int(0)
            connection.send(surface, WaylandOpcode.surfaceAttach, attach)
            if surfaceVersion >= 3 {
                var scale = WaylandArguments()
                scale.int(buffer.scale)
                connection.send(surface, WaylandOpcode.surfaceSetBufferScale, scale)
            }
            var damage = WaylandArguments()
            for v: Int32 in [0, 0, 0x7fff_ffff, 0x7fff_ffff] { damage.int(v) }
            connection.send(surface, WaylandOpcode.surfaceDamage, damage)
            connection.send(surface, WaylandOpcode.surfaceCommit)
            var args = WaylandArguments()
            args.uint(cursor.enterSerial)
            args.uint(surface)
            args.int(buffer.hotspotX)
            args.int(buffer.hotspotY)
            connection.send(pointer, WaylandOpcode.pointerSetCursor, args)
        }
        try? connection.flush()
    }

    /// The cursor's own surface.
    private func makeCursorSurface() -> UInt32 {
        let id = connection.newID(.surface, version: globals.compositor.version)
        connection.send(globals.compositor.id, WaylandOpcode.compositorCreateSurface, WaylandHost.idArgument(id))
        cursor.surface = id
        return id
    }

    /// The buffer of `kind` (made the first time): the theme's image at
    /// the buffer scale when its sides divide by it, else at scale 1, else
    /// the built-in arrow (also for the I-beam when the theme has none).
    private func cursorBuffer(_ kind: WaylandCursor) -> (id: UInt32, hotspotX: Int32, hotspotY: Int32, scale: Int32)? {
        if let made = cursor.buffers[kind] { return made }
        let k = max(1, bufferScale)
        var image = cursor.theme.image(named: kind.xcursorNames, size: cursor.theme.size * k)
        var scale = k
        if let i = image, i.width % k != 0 || i.height % k != 0 {
            image = cursor.theme.image(named: kind.xcursorNames, size: cursor.theme.size)
            scale = 1
        }
        if image == nil { scale = 1 }
        let picture = image ?? WaylandCursor.builtInArrow
        guard let id = try? makeCursorBuffer(picture) else { return nil }
        let made: (id: UInt32, hotspotX: Int32, hotspotY: Int32, scale: Int32) =
            (id, Int32(picture.hotspotX / scale), Int32(picture.hotspotY / scale), Int32(scale))
        cursor.buffers[kind] = made
        return made
    }

    /// A `wl_buffer` (ARGB8888, in its own pool) holding `image`.
    private func makeCursorBuffer(_ image: XcursorImage) throws -> UInt32 {
        let bytes = image.width * image.height * 4
        let fd = try WaylandBufferPair.makeMemoryFile(size: bytes)
        defer { WaylandSocket.close(fd) }
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), memory != MAP_FAILED else {
            throw WaylandError.sharedMemory("mmap: " + String(cString: strerror(errno)))
        }
        let words = memory.assumingMemoryBound(to: UInt32.self)
        for (i, p) in image.pixels.enumerated() { words[i] = p.littleEndian }
        munmap(memory, bytes)
        let pool = connection.newID(.shmPool, version: 1)
        var args = WaylandArguments()
        args.uint(pool)
        args.int(Int32(bytes))
        connection.send(globals.shm.id, WaylandOpcode.shmCreatePool, args, fds: [fd])
        let id = connection.newID(.buffer, version: 1)
        var b = WaylandArguments()
        b.uint(id)
        b.int(0)
        b.int(Int32(image.width))
        b.int(Int32(image.height))
        b.int(Int32(image.width * 4))
        b.uint(0) // WL_SHM_FORMAT_ARGB8888
        connection.send(pool, WaylandOpcode.poolCreateBuffer, b)
        connection.send(pool, WaylandOpcode.poolDestroy)
        return id
    }
}
