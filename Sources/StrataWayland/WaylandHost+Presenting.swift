import Dispatch
import Strata
import StrataRaster

// Drawing: a frame is laid out, diffed, redrawn where it changed (the
// presenter), copied into a released buffer and committed.

extension WaylandHost {
    /// Lays out and draws what changed, when the surface is configured, no
    /// frame callback is outstanding and a buffer is free.
    func presentIfNeeded() {
        guard isOpen, presenter.configured, presenter.frameCallback == nil,
              presenter.needsDisplay || window.needsLayout else { return }
        do {
            try present()
        } catch let error as WaylandError {
            finish(error)
        } catch {
            finish(.connectionLost("\(error)"))
        }
        handleBufferedEventsSoon()
    }

    /// Lays out, diffs the display list against what is shown, redraws the
    /// damaged rectangles into the canvas and a released buffer (or straight
    /// into the buffer, when it is XBGR8888), and
    /// commits it with its damage and a frame callback. Does nothing (and
    /// keeps the redraw asked for) while both buffers are busy.
    public func present() throws {
        let presenter = self.presenter
        let start = DispatchTime.now().uptimeNanoseconds
        window.layoutIfNeeded()
        let laidOut = DispatchTime.now().uptimeNanoseconds
        window.displayList(into: &presenter.nextList)
        let listed = DispatchTime.now().uptimeNanoseconds
        let (w, h) = WaylandHost.pixelSize(presenter.nextList.size, scale: scale)
        presenter.pixelSize = (w, h)
        // The host's decorations around the content, when it draws them.
        let decorated = decorationGeometry(contentWidth: w, contentHeight: h)
        // A buffer's size is a multiple of the buffer scale (a protocol rule).
        let bw = decorated?.width ?? max(bufferScale, (w + bufferScale - 1) / bufferScale * bufferScale)
        let bh = decorated?.height ?? max(bufferScale, (h + bufferScale - 1) / bufferScale * bufferScale)
        // The decorations' shadow is translucent; an undecorated window of
        // the buffer's size is drawn straight into XBGR8888 buffers when
        // the compositor takes them, else converted into XRGB8888 ones.
        let format: WaylandBufferPair.PixelFormat = decorated != nil ? .argb8888
            : presenter.acceptsRGBABytes && bw == w && bh == h ? .xbgr8888 : .xrgb8888
        if presenter.buffers.map({ $0.width != bw || $0.height != bh || $0.format != format }) ?? true {
            presenter.buffers?.destroy(connection: connection)
            presenter.buffers = try WaylandBufferPair(width: bw, height: bh, shm: globals.shm.id,
                                                      connection: connection, format: format)
            presenter.hasShownList = false
            presenter.shownSlot = nil
            decoration.presenter.hasShownList = false
        }
        guard let buffers = presenter.buffers, let slot = buffers.freeSlot else { return }
        presenter.needsDisplay = false
        let straight = format == .xbgr8888
        let rects = straight ? presenter.redraw(presenter.nextList, into: buffers, slot: slot, width: w, height: h, scale: scale)
                             : presenter.redraw(presenter.nextList, width: w, height: h, scale: scale)
        let drawn = DispatchTime.now().uptimeNanoseconds
        let sizeChanged = rects.count == 1 && rects[0] == PixelRect(x: 0, y: 0, width: w, height: h)
        var damage = sizeChanged ? [PixelRect(x: 0, y: 0, width: bw, height: bh)] : rects
        if let g = decorated {
            let o = g.contentOrigin
            let contentDamage = sizeChanged ? [g.content] : rects.map { PixelRect(x: $0.x + o.x, y: $0.y + o.y, width: $0.width, height: $0.height) }
            damage = decoration.redraw(g, scale: scale) + contentDamage
            buffers.write(presenter.canvas, damage: damage, into: slot,
                          decoration: (decoration.presenter.canvas, g.content))
        } else if !straight {
            buffers.write(presenter.canvas, damage: rects, into: slot)
        }
        sendWindowGeometry(decorated, bufferWidth: bw, bufferHeight: bh)
        var attach = WaylandArguments()
        attach.uint(buffers.slots[slot].id)
        attach.int(0)
        attach.int(0)
        connection.send(surface, WaylandOpcode.surfaceAttach, attach)
        // The surface's size in points: the content's, or the decorated
        // buffer's when the host draws decorations.
        updateViewport(size: decorated == nil ? presenter.nextList.size
                                              : Size(width: Double(bw) / scale, height: Double(bh) / scale))
        for r in damage { sendDamage(r) }
        let callback = connection.newID(.callback, version: 1)
        connection.send(surface, WaylandOpcode.surfaceFrame, WaylandHost.idArgument(callback))
        connection.send(surface, WaylandOpcode.surfaceCommit)
        try connection.flush()
        // The inspector's frame-time bars (kept only while it is on).
        let sent = DispatchTime.now().uptimeNanoseconds
        window.recordFrameTiming(FrameTiming(layout: Double(laidOut - start) / 1e9, displayList: Double(listed - laidOut) / 1e9,
                                             raster: Double(drawn - listed) / 1e9, present: Double(sent - drawn) / 1e9))
        presenter.frameCallback = callback
        presenter.firstFrameCommitted = true
        presenter.lastDamage = damage
        presenter.lastPresentedPixels = damage.reduce(0) { $0 + $1.area }
        swap(&presenter.nextList, &presenter.shownList)
        presenter.hasShownList = true
        updateTextInput() // the caret may have moved
    }

    /// `damage_buffer` (surface version 4), else `damage` in surface units.
    private func sendDamage(_ r: PixelRect) {
        var args = WaylandArguments()
        if surfaceVersion >= 4 {
            args.int(Int32(r.x))
            args.int(Int32(r.y))
            args.int(Int32(r.width))
            args.int(Int32(r.height))
            connection.send(surface, WaylandOpcode.surfaceDamageBuffer, args)
        } else {
            let s = bufferScale
            args.int(Int32(r.x / s))
            args.int(Int32(r.y / s))
            args.int(Int32((r.maxX + s - 1) / s - r.x / s))
            args.int(Int32((r.maxY + s - 1) / s - r.y / s))
            connection.send(surface, WaylandOpcode.surfaceDamage, args)
        }
    }

    /// The frame callback came: the compositor shows the last frame and
    /// asks for the next.
    func frameDone() {
        presenter.frameCallback = nil
        if presenter.firstFrameCommitted && !presenter.firstFrameShown {
            presenter.firstFrameShown = true
            onFirstFrame?(presenter.pixelSize.width, presenter.pixelSize.height)
        }
        presentIfNeeded()
    }

    /// Draws and commits the whole window (what `host.wayland.present`
    /// measures), waiting for the compositor's frame callback first.
    public func presentFullFrame() throws {
        presenter.hasShownList = false
        presenter.needsDisplay = true
        try waitUntilReadyToPresent()
        try present()
        try connection.roundTrip()
    }

    /// Draws and commits what changed since the last frame (what
    /// `host.wayland.damage` measures), waiting for the compositor's frame
    /// callback first, then a round trip.
    public func presentDamage() throws {
        presenter.needsDisplay = true
        try waitUntilReadyToPresent()
        try present()
        try connection.roundTrip()
    }

    /// Handles events (blocking) until the last frame's callback came and
    /// a buffer is free: a benchmark waits here before it starts its clock.
    public func waitUntilReadyToPresent() throws {
        while isOpen && (presenter.frameCallback != nil || presenter.buffers?.freeSlot == nil && presenter.buffers != nil) {
            guard let (object, event) = try connection.nextEvent(blocking: true) else { continue }
            handle(event, from: object)
        }
    }

    /// Whether the first frame is on screen.
    public var hasShownFirstFrame: Bool { presenter.firstFrameShown }

    /// The window's pixels as last drawn (what the buffers hold, less the
    /// host's own decorations when it draws them). When the host draws
    /// straight into its buffers (XBGR8888) this is a copy of the last
    /// one written.
    /// - Complexity: O(pixels) when drawing straight into the buffers.
    public var canvas: Canvas {
        if presenter.drawsIntoBuffers, let buffers = presenter.buffers, let slot = presenter.shownSlot {
            return buffers.canvas(of: slot)
        }
        return presenter.canvas
    }
}
