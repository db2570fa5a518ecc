import StrataGeometry

/// A colour glyph stored as a PNG image (`CBDT`/`CBLC`, as in Noto Color
/// Emoji), with its metrics in the pixels of its strike.
///
/// Draw it scaled by `scale(atSize:)`: its top-left corner is
/// `bearingX` pixels right of the pen and `bearingY` pixels above the
/// baseline. `FontFace.colorBitmap(of:atSize:)` returns one.
public struct ColorBitmap: Sendable, Hashable {
    /// The PNG file's bytes, as the font stores them.
    public var png: [UInt8]
    /// The image's width and height in pixels (the PNG's own size).
    public var width: Int, height: Int
    /// From the pen to the image's left edge, in pixels.
    public var bearingX: Int
    /// From the baseline up to the image's top edge, in pixels.
    public var bearingY: Int
    /// The advance in pixels (the strike's; layout uses the face's `hmtx`).
    public var advance: Int
    /// The strike's pixels per em.
    public var pixelsPerEm: Int

    /// A bitmap glyph.
    public init(png: [UInt8], width: Int, height: Int, bearingX: Int, bearingY: Int, advance: Int,
                pixelsPerEm: Int) {
        self.png = png
        self.width = width
        self.height = height
        self.bearingX = bearingX
        self.bearingY = bearingY
        self.advance = advance
        self.pixelsPerEm = pixelsPerEm
    }

    /// Points per bitmap pixel when the face is drawn at `size` points.
    public func scale(atSize size: Double) -> Double { pixelsPerEm > 0 ? size / Double(pixelsPerEm) : 0 }

    /// Where the image goes at `size` points with the pen at `pen` on the
    /// baseline, y down (window coordinates).
    public func rect(atSize size: Double, pen: Point) -> Rect {
        let s = scale(atSize: size)
        return Rect(x: pen.x + Double(bearingX) * s, y: pen.y - Double(bearingY) * s,
                    width: Double(width) * s, height: Double(height) * s)
    }
}

/// One layer of a `COLR` version 0 colour glyph: an outline glyph of the
/// same face filled with one colour.
public struct ColorLayer: Sendable, Hashable {
    /// The glyph whose outline is the layer.
    public var glyph: UInt16
    /// The layer's colour from `CPAL` palette 0; `nil` for palette index
    /// 0xFFFF, which means the text colour.
    public var color: Color?

    /// A layer.
    public init(glyph: UInt16, color: Color?) {
        self.glyph = glyph
        self.color = color
    }
}
