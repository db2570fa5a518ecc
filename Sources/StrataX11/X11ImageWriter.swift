import StrataRaster

/// Sends rectangles of a canvas to a window with core `PutImage`
/// requests, split into strips that fit the server's maximum request
/// length.
struct X11ImageWriter {
    let layout: X11PixelLayout
    /// The converted pixels of the strip being sent (reused).
    private var buffer: [UInt8] = []

    init(layout: X11PixelLayout) { self.layout = layout }

    /// `region` cut into strips whose `PutImage` requests (a 24-byte
    /// header, 28 with a BIG-REQUESTS length, then padded rows) fit in
    /// `maximumRequestBytes`: full-width bands of rows, or, when one row is
    /// too long, pieces of rows.
    static func strips(of region: PixelRect, layout: X11PixelLayout, maximumRequestBytes: Int) -> [PixelRect] {
        guard !region.isEmpty else { return [] }
        let room = maximumRequestBytes - 28
        precondition(room >= 4 * layout.bytesPerPixel, "X11: maximum request length \(maximumRequestBytes) is too small")
        var result: [PixelRect] = []
        let stride = layout.rowBytes(width: region.width)
        if stride <= room {
            let rows = room / stride
            var y = region.y
            while y < region.maxY {
                let h = min(rows, region.maxY - y)
                result.append(PixelRect(x: region.x, y: y, width: region.width, height: h))
                y += h
            }
            return result
        }
        var columns = room / layout.bytesPerPixel
        while layout.rowBytes(width: columns) > room { columns -= 1 }
        for y in region.y..<region.maxY {
            var x = region.x
            while x < region.maxX {
                let w = min(columns, region.maxX - x)
                result.append(PixelRect(x: x, y: y, width: w, height: 1))
                x += w
            }
        }
        return result
    }

    /// Sends `region` of `canvas` to `drawable` at the same position.
    mutating func put(_ canvas: Canvas, region: PixelRect, drawable: UInt32, gc: UInt32,
                      connection: X11Connection) throws {
        let maxBytes = connection.maximumRequestLength * 4
        for strip in X11ImageWriter.strips(of: region, layout: layout, maximumRequestBytes: maxBytes) {
            layout.convert(canvas, region: strip, into: &buffer)
            let big = connection.usesBigRequests && (24 + buffer.count) / 4 > 0xffff
            let header = X11Request.putImageHeader(drawable: drawable, gc: gc, width: strip.width,
                                                   height: strip.height, x: strip.x, y: strip.y,
                                                   depth: layout.depth, dataBytes: buffer.count, big: big)
            _ = try buffer.withUnsafeBytes { try connection.send(header: header, data: $0) }
        }
    }
}
