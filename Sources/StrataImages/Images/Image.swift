import StrataGeometry

/// A bitmap image: pixels in 8-bit RGBA with straight (not premultiplied)
/// alpha, a scale that relates pixels to points, and how views should draw
/// it (rendering mode, cap insets for resizing).
///
/// The counterpart of `UIImage`. An image is a value: copies share their
/// pixels until one is changed.
///
/// ```swift
/// let icon = try Image.load(path: "icons/star.png")
/// let tinted = icon.withRenderingMode(.alwaysTemplate)
/// let bubble = try Image(pngData: bytes)
///     .resizableImage(withCapInsets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
/// ```
public struct Image: Sendable, Hashable {
    /// The most pixels an image may have, 2²⁶ (8192 × 8192), as
    /// `Canvas.maximumPixelCount` in StrataRaster: larger PNG files are
    /// refused with an `ImageError` before any pixel memory is allocated.
    public static let maximumPixelCount = 1 << 26

    /// The longest side an image may have, 16,384 pixels: the texture size
    /// limit common to hosts' graphics APIs. A PNG file with a wider or
    /// taller image is refused with an `ImageError` naming the side before
    /// any pixel memory is allocated; `init(width:height:rgba:scale:)`
    /// requires it. Both this and `maximumPixelCount` apply (16,384 ×
    /// 16,384 is more than `maximumPixelCount`).
    public static let maximumSideLength = 16_384

    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point: 2 for an image drawn at twice the resolution.
    public let scale: Double
    /// The pixels, row by row from the top, 4 bytes each (red, green,
    /// blue, alpha), straight alpha: `pixelWidth × pixelHeight × 4` bytes.
    public let rgba: [UInt8]
    /// How views draw the image: as it is or as a template.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The parts of the image (in points) that keep their size when the
    /// image is drawn larger or smaller; `.zero` for an image that is
    /// scaled as a whole.
    public private(set) var capInsets: EdgeInsets = .zero
    /// How the middle of a resizable image fills a larger area.
    public private(set) var resizingMode: ImageResizingMode = .stretch
    /// Which pixel buffer this is and which version of its pixels: shared
    /// by copies, new for each image made from pixels (see
    /// `ImageIdentity`). Not part of equality.
    public private(set) var identity: ImageIdentity

    /// An image of `width × height` pixels from `rgba`: row by row from
    /// the top, 4 bytes a pixel (red, green, blue, alpha), straight alpha.
    ///
    /// - Precondition: `width` and `height` are not negative and at most
    ///   `Image.maximumSideLength`, `rgba.count == width × height × 4`, and
    ///   `scale` is finite and greater than zero.
    public init(width: Int, height: Int, rgba: [UInt8], scale: Double = 1) {
        precondition(width >= 0 && height >= 0, "Image size \(width)x\(height) is negative")
        precondition(width <= Image.maximumSideLength && height <= Image.maximumSideLength,
                     "Image of \(width)x\(height) pixels: its \(width > Image.maximumSideLength ? "width" : "height") "
                        + "\(max(width, height)) is more than Image.maximumSideLength (\(Image.maximumSideLength))")
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(!overflow && pixels <= Int.max / 4 && rgba.count == pixels * 4,
                     "Image of \(width)x\(height) pixels needs \(overflow ? "more than Int.max" : String(pixels * 4)) "
                        + "RGBA bytes, but \(rgba.count) were given")
        precondition(scale.isFinite && scale > 0, "Image scale \(scale) is not a positive finite number")
        self.pixelWidth = width
        self.pixelHeight = height
        self.rgba = rgba
        self.scale = scale
        self.identity = .next()
    }

    /// The size in points: pixels divided by `scale`.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// The same image with `renderingMode` set to `mode` (pixels shared).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// The same image (pixels shared) with cap insets: when drawn larger
    /// or smaller, the corners keep their size, the edges stretch or tile
    /// along one axis and the middle along both, as `resizingMode` says.
    ///
    /// - Parameters:
    ///   - capInsets: the fixed parts, in points from each edge.
    ///   - resizingMode: how the edges and middle fill the area; stretched
    ///     unless told.
    public func resizableImage(withCapInsets capInsets: EdgeInsets,
                               resizingMode: ImageResizingMode = .stretch) -> Image {
        var copy = self
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// The same image (size, scale, rendering mode, cap insets and
    /// identity `id`) with new pixels and the next `identity.generation`:
    /// for pictures redrawn in place (a video frame, a generated chart),
    /// so a host's texture cache updates one texture rather than adding one.
    ///
    /// - Precondition: `rgba.count == pixelWidth × pixelHeight × 4`.
    public func replacingPixels(_ rgba: [UInt8]) -> Image {
        precondition(rgba.count == self.rgba.count,
                     "replacingPixels: \(pixelWidth)x\(pixelHeight) pixels need \(self.rgba.count) RGBA bytes, "
                        + "but \(rgba.count) were given")
        var copy = Image(width: pixelWidth, height: pixelHeight, rgba: rgba, scale: scale)
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.identity = ImageIdentity(id: identity.id, generation: identity.generation + 1)
        return copy
    }

    /// Whether the two images have the same size, scale, pixels,
    /// rendering mode and cap insets (their identities may differ).
    ///
    /// - Complexity: O(pixels), unless both share one pixel array.
    public static func == (a: Image, b: Image) -> Bool {
        a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.scale == b.scale
            && a.renderingMode == b.renderingMode && a.capInsets == b.capInsets
            && a.resizingMode == b.resizingMode && a.rgba == b.rgba
    }

    /// Hashes what `==` compares.
    ///
    /// - Complexity: O(pixels).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        hasher.combine(renderingMode)
        hasher.combine(capInsets)
        hasher.combine(resizingMode)
        hasher.combine(rgba)
    }
}

extension Image: CustomStringConvertible {
    /// A short form such as `Image(64x64 px, scale 2)`, with the rendering
    /// mode and cap insets when they are not the default.
    public var description: String {
        var text = "Image(\(pixelWidth)x\(pixelHeight) px, scale \(formatCoordinate(scale))"
        if renderingMode != .automatic { text += ", \(renderingMode)" }
        if capInsets != .zero { text += ", caps \(capInsets) \(resizingMode)" }
        return text + ")"
    }
}
