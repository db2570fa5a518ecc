import StrataGeometry

extension Image {
    /// Decodes a PNG file held in memory, at scale 1.
    ///
    /// Every PNG colour type (grey, RGB, palette, grey with alpha, RGBA)
    /// and bit depth (1, 2, 4, 8, 16) is read, with `tRNS` transparency and
    /// Adam7 interlacing; the pixels come out as 8-bit straight-alpha RGBA
    /// (16-bit samples rounded, `v × 255 / 65535`). Colours are taken as
    /// stored: `gAMA`, `cHRM`, `sRGB` and `iCCP` are read past, not applied.
    /// The CRC-32 of every chunk and the Adler-32 of the image data are
    /// checked. Docs/Images.md has the details.
    ///
    /// - Throws: `ImageError` naming the chunk and byte where decoding
    ///   stopped, for a file that is not a PNG, is corrupt or truncated, has
    ///   a side longer than `Image.maximumSideLength` (the message names
    ///   the side) or more than `Image.maximumPixelCount` pixels.
    /// - Complexity: O(file size + pixels).
    public init(pngData: [UInt8]) throws(ImageError) {
        let (width, height, rgba) = try PNGDecoder.decode(pngData)
        self.init(width: width, height: height, rgba: rgba)
    }

    /// Reads and decodes the PNG file at `path` (see `init(pngData:)`),
    /// through the C library, at scale 1. Only regular files of at most
    /// 64 MiB are read.
    ///
    /// - Throws: `ImageError` with no chunk and offset 0 when the file
    ///   cannot be read (missing, not a regular file, too large), or the
    ///   decoding error.
    /// - Complexity: O(file size + pixels).
    public static func load(path: String) throws(ImageError) -> Image {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path)
        } catch {
            throw ImageError(chunk: nil, offset: 0, message: "cannot read \(path): \(error.description)")
        }
        return try Image(pngData: bytes)
    }
}
