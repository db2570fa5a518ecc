import Dispatch
import Strata
import StrataRaster

// Drawing: a frame is laid out, diffed, redrawn where it changed (the
// presenter) and sent (its pixel sender).

extension X11Host {
    /// Lays out and draws what changed since the last frame, plus any
    /// exposed area.
    func presentIfNeeded() {
        guard isOpen, presenter.mapped, presenter.needsDisplay || presenter.exposed != nil || window.needsLayout
        else { return }
        do {
            try present()
        } catch let error as X11Error {
            finish(error)
        } catch {
            finish(.connectionLost("\(error)"))
        }
        handleBufferedEventsSoon()
    }

    /// Lays out, diffs the display list against what is shown, redraws the
    /// damaged rectangles and sends them.
    public func present() throws {
        let presenter = self.presenter
        presenter.needsDisplay = false
        let start = DispatchTime.now().uptimeNanoseconds
        window.layoutIfNeeded()
        let laidOut = DispatchTime.now().uptimeNanoseconds
        window.displayList(into: &presenter.nextList)
        let listed = DispatchTime.now().uptimeNanoseconds
        let (w, h) = X11Host.pixelSize(presenter.nextList.size, scale: scale)
        let rects = presenter.redraw(presenter.nextList, width: w, height: h, scale: scale)
        let drawn = DispatchTime.now().uptimeNanoseconds
        try presenter.pixels.send(rects, from: presenter.canvas, drawable: setup.windowID, gc: setup.gc,
                                  connection: connection)
        try connection.flush()
        let sent = DispatchTime.now().uptimeNanoseconds
        // The inspector's frame-time bars (kept only while it is on).
        window.recordFrameTiming(FrameTiming(layout: Double(laidOut - start) / 1e9, displayList: Double(listed - laidOut) / 1e9,
                                             raster: Double(drawn - listed) / 1e9, present: Double(sent - drawn) / 1e9))
        swap(&presenter.nextList, &presenter.shownList)
        presenter.hasShownList = true
        if !presenter.firstFrameShown {
            try connection.sync()
            presenter.firstFrameShown = true
            onFirstFrame?(setup.windowID, w, h)
        }
    }

    /// Draws and sends the whole window, as after a resize, and waits
    /// until the server has it (what `host.x11.present` measures).
    public func presentFullFrame() throws {
        presenter.hasShownList = false
        try present()
        try connection.sync()
    }

    /// Whether the first frame is on screen.
    public var hasShownFirstFrame: Bool { presenter.firstFrameShown }

    /// Reads the window's pixels back from the server (`GetImage`) as a
    /// canvas (opaque), for tests.
    public func readBack() throws -> Canvas {
        let canvas = presenter.canvas, layout = setup.layout
        var out = Canvas(width: canvas.width, height: canvas.height)
        guard canvas.width > 0 && canvas.height > 0 else { return out }
        let bytes = try connection.getImage(setup.windowID, x: 0, y: 0, width: canvas.width, height: canvas.height)
        let stride = layout.rowBytes(width: canvas.width)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let (r, g, b) = layout.rgb(at: y * stride + x * layout.bytesPerPixel, in: bytes)
                out[x, y] = RGBA8(r, g, b)
            }
        }
        return out
    }
}
