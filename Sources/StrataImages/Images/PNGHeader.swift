import StrataGeometry

/// The `IHDR` chunk of a PNG file: size, pixel format, interlacing; and the
/// sizes that follow from them.
struct PNGHeader {
    /// The colour types of PNG.
    enum ColorType: Int {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths this colour type allows.
        var allowedDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: ColorType
    var interlaced: Bool

    /// Reads and checks the 13 bytes of `IHDR` at `data[start...]`;
    /// errors name the byte of the offending field.
    init(_ data: UnsafeBufferPointer<UInt8>, at start: Int, length: Int) throws(ImageError) {
        func fail(_ field: Int, _ message: String) -> ImageError {
            ImageError(chunk: "IHDR", offset: start + field, message: message)
        }
        guard length == 13 else { throw fail(-8, "IHDR has \(length) bytes instead of 13") }
        let w = bigEndian32(data, start), h = bigEndian32(data, start + 4)
        guard w > 0, h > 0 else { throw fail(w == 0 ? 0 : 4, "the image is \(w)x\(h) pixels; both sides must be at least 1") }
        guard w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF else {
            throw fail(w > 0x7FFF_FFFF ? 0 : 4, "the size \(w)x\(h) is beyond PNG's limit of 2^31 - 1 a side")
        }
        guard w <= Image.maximumSideLength, h <= Image.maximumSideLength else {
            let (side, length, field) = w > Image.maximumSideLength ? ("width", w, 0) : ("height", h, 4)
            throw fail(field, "the image is \(w)x\(h) pixels: its \(side) \(length) is more than "
                        + "Image.maximumSideLength (\(Image.maximumSideLength))")
        }
        guard w * h <= Image.maximumPixelCount else {
            throw fail(0, "the image is \(w)x\(h) pixels, more than the \(Image.maximumPixelCount) an Image may have")
        }
        let depth = Int(data[start + 8]), type = Int(data[start + 9])
        guard let colorType = ColorType(rawValue: type) else { throw fail(9, "colour type \(type) is not 0, 2, 3, 4 or 6") }
        guard colorType.allowedDepths.contains(depth) else {
            throw fail(8, "bit depth \(depth) is not allowed for colour type \(type) "
                        + "(\(colorType.allowedDepths.map(String.init).joined(separator: ", ")))")
        }
        guard data[start + 10] == 0 else { throw fail(10, "compression method \(data[start + 10]) is not 0 (DEFLATE)") }
        guard data[start + 11] == 0 else { throw fail(11, "filter method \(data[start + 11]) is not 0") }
        guard data[start + 12] <= 1 else { throw fail(12, "interlace method \(data[start + 12]) is not 0 or 1 (Adam7)") }
        width = w
        height = h
        bitDepth = depth
        self.colorType = colorType
        interlaced = data[start + 12] == 1
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { colorType.channels * bitDepth }

    /// The distance, in bytes, from a byte to the one of the pixel on its
    /// left that the filters use (at least 1).
    var filterDistance: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in a row of `pixels` pixels, without its filter byte.
    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The passes the image data holds: one for the whole image, or the
    /// seven of Adam7 (those without pixels left out).
    var passes: [PNGPass] {
        interlaced ? PNGPass.adam7(width: width, height: height) : [PNGPass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)]
    }

    /// The size of the decompressed image data: every row of every pass
    /// with its filter byte.
    var filteredSize: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) } }
}

/// One pass of the image data: a sub-image of the pixels at `x + i × dx`,
/// `y + j × dy`.
struct PNGPass: Equatable {
    var x: Int, y: Int, dx: Int, dy: Int
    /// The sub-image's size in pixels (both at least 1).
    var width: Int, height: Int

    /// The Adam7 passes of a `width × height` image that have pixels.
    static func adam7(width: Int, height: Int) -> [PNGPass] {
        let starts = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return starts.compactMap { x, y, dx, dy in
            let w = (width - x + dx - 1) / dx, h = (height - y + dy - 1) / dy
            return w > 0 && h > 0 ? PNGPass(x: x, y: y, dx: dx, dy: dy, width: w, height: h) : nil
        }
    }
}

/// The big-endian 32-bit number at `data[offset..<offset + 4]` (checked by the caller).
@inline(__always)
func bigEndian32(_ data: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
    Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
}
