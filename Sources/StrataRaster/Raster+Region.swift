import Strata

/// A rectangle of whole pixels: columns `x..<x+width`, rows `y..<y+height`.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a pixel rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// The number of pixels.
    public var area: Int { isEmpty ? 0 : width * height }

    /// The smallest rectangle holding both (an empty one is ignored).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The pixels in both (empty when they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            : PixelRect(x: x0, y: y0, width: 0, height: 0)
    }

    /// `x,y widthxheight`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension Raster {
    /// Redraws only `region` of `canvas`: fills it with `background`, then
    /// draws `list` with every command limited to the region. The pixels
    /// inside are exactly those `render(list, background:)` gives there;
    /// the pixels outside are left alone. A host redraws damaged
    /// rectangles with it.
    ///
    /// - Complexity: O(commands + pixels of the region they cover).
    public func draw(_ list: DisplayList, into canvas: inout Canvas, region: PixelRect, background: RGBA8) {
        let r = region.intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !r.isEmpty else { return }
        drawBanded(list, region: (r.x, r.y, r.maxX, r.maxY), background: background, into: &canvas)
    }

    /// Redraws only `region` of a `width` × `height` RGBA image the caller
    /// owns (rows of `4 × width` bytes at `pixels`, top to bottom): exactly
    /// what `draw(_:into:region:background:)` does to a canvas of that
    /// size. A host whose pixel buffers take RGBA bytes (a Wayland
    /// `wl_shm` buffer in XBGR8888) draws straight into them with it.
    ///
    /// - Precondition: `pixels` holds at least `4 × width × height` bytes.
    /// - Complexity: O(commands + pixels of the region they cover).
    package func draw(_ list: DisplayList, intoPixels pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int,
                      region: PixelRect, background: RGBA8) {
        precondition(width >= 0 && height >= 0 && pixels.count >= 4 * width * height,
                     "Raster.draw(_:intoPixels:): \(pixels.count) bytes cannot hold \(width)×\(height) pixels")
        let r = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        drawBanded(list, region: (r.x, r.y, r.maxX, r.maxY), background: background, into: pixels,
                   width: width, height: height)
    }
}
