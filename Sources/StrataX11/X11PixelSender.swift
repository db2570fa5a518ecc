import StrataRaster

/// Sends rectangles of the host's canvas to its window: through MIT-SHM
/// when the server offers it, else with `PutImage` strips; and remembers
/// what the last frame sent.
@MainActor
final class X11PixelSender {
    /// The `PutImage` path (its strip buffer is reused).
    var imageWriter: X11ImageWriter
    /// The MIT-SHM segment, when the server offers it and attaching works.
    var sharedMemory: X11SharedMemory?
    /// The rectangles the last presentation sent.
    var lastDamage: [PixelRect] = []
    /// How many pixels the last presentation sent.
    var lastPresentedPixels = 0

    /// A sender of pixels laid out as `layout`, with MIT-SHM if `sharedMemory`.
    init(layout: X11PixelLayout, sharedMemory: X11SharedMemory?) {
        imageWriter = X11ImageWriter(layout: layout)
        self.sharedMemory = sharedMemory
    }

    /// Sends the non-empty rectangles of `rects` from `canvas` to
    /// `drawable`, counting their pixels (`lastDamage`, `lastPresentedPixels`).
    func send(_ rects: [PixelRect], from canvas: Canvas, drawable: UInt32, gc: UInt32,
              connection: X11Connection) throws {
        lastDamage = rects.filter { !$0.isEmpty }
        lastPresentedPixels = 0
        for r in lastDamage {
            try send(r, from: canvas, drawable: drawable, gc: gc, connection: connection)
            lastPresentedPixels += r.area
        }
    }

    /// Sends one rectangle of `canvas`.
    private func send(_ r: PixelRect, from canvas: Canvas, drawable: UInt32, gc: UInt32,
                      connection: X11Connection) throws {
        if var shm = sharedMemory, shm.fits(width: canvas.width, height: canvas.height) {
            try shm.put(canvas, region: r, drawable: drawable, gc: gc, connection: connection)
            sharedMemory = shm
        } else {
            try imageWriter.put(canvas, region: r, drawable: drawable, gc: gc, connection: connection)
        }
    }

    /// Detaches the MIT-SHM segment, if any, and stops using it.
    func detach(connection: X11Connection) {
        sharedMemory?.detach(connection: connection)
        sharedMemory = nil
    }
}
