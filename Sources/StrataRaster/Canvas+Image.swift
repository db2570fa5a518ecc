import Strata

extension Canvas {
    /// A canvas holding `image`'s pixels (8-bit straight-alpha RGBA, as
    /// `Image(pngData:)` decodes them), ignoring its scale.
    /// - Precondition: the image has at most `Canvas.maximumPixelCount` pixels
    ///   (`Image` keeps the same limit).
    /// - Complexity: O(pixels): one copy of the bytes.
    public init(_ image: Image) {
        self.init(width: image.pixelWidth, height: image.pixelHeight, rgba: image.rgba)
    }

    /// A canvas over `rgba`: `4 × width × height` bytes, RGBA per pixel,
    /// rows top to bottom, straight alpha.
    /// - Precondition: the byte count matches the size, and the size is
    ///   within `Canvas.maximumPixelCount`.
    /// - Complexity: O(1) beyond the array's copy-on-write.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && width <= Canvas.maximumPixelCount
                      && height <= Canvas.maximumPixelCount && width * height <= Canvas.maximumPixelCount,
                      "Canvas of \(width)x\(height) pixels is larger than Canvas.maximumPixelCount (\(Canvas.maximumPixelCount))")
        precondition(rgba.count == 4 * width * height,
                     "Canvas(width:height:rgba:): \(width)x\(height) needs \(4 * width * height) bytes, got \(rgba.count)")
        self.width = width
        self.height = height
        bytes = rgba
    }
}
