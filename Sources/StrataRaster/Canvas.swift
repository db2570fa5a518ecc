import Strata

/// One pixel: 8-bit red, green, blue and alpha, straight (not
/// premultiplied) alpha, as PNG stores it.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha, 0…255 (0 transparent).
    public var a: UInt8

    /// Creates a pixel from its components.
    @inlinable
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The pixel closest to `color` (each component rounded to 8 bits).
    public init(_ color: Color) {
        self.init(unitToByte(color.red), unitToByte(color.green),
                  unitToByte(color.blue), unitToByte(color.alpha))
    }

    /// Fully transparent black.
    public static let clear = RGBA8(0, 0, 0, 0)

    /// The components as `(r, g, b, a)`.
    public var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// Converts `0…1` to `0…255`, rounding to nearest (half away from zero).
@inline(__always)
func unitToByte(_ v: Double) -> UInt8 {
    UInt8((min(max(v, 0), 1) * 255).rounded())
}

/// A grid of RGBA8 pixels with straight alpha, row by row from the top
/// left: the target a `Raster` draws into.
///
/// Blending is source-over on straight alpha:
/// `a = sa + da·(1−sa)`, `c = (sc·sa + dc·da·(1−sa)) / a`, computed in
/// `Double` and rounded to the nearest byte.
public struct Canvas: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, `4·width·height` bytes, RGBA per pixel, rows top to
    /// bottom.
    public internal(set) var bytes: [UInt8]

    /// The most pixels a canvas may hold: 2²⁶ = 67,108,864 (8192 × 8192,
    /// 256 MiB of RGBA). Larger pictures are refused rather than left to
    /// fail deep inside an allocation.
    public static let maximumPixelCount = 1 << 26

    /// Creates a canvas filled with `background` (transparent by default).
    /// - Precondition: `width` and `height` are not negative and
    ///   `width × height ≤ Canvas.maximumPixelCount`.
    public init(width: Int, height: Int, background: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "Canvas size must not be negative: \(width)x\(height)")
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(!overflow && pixels <= Canvas.maximumPixelCount,
                     "Canvas of \(width)x\(height) pixels is larger than Canvas.maximumPixelCount (\(Canvas.maximumPixelCount))")
        self.width = width
        self.height = height
        if background == .clear {
            bytes = [UInt8](repeating: 0, count: 4 * width * height)
        } else {
            bytes = Canvas.filledBytes(count: width * height, background)
        }
    }

    /// A canvas whose pixels are set by the caller before anyone reads
    /// them (`Raster.render` fills each band's rows on its own thread).
    init(width: Int, height: Int, uninitializedFor background: RGBA8) {
        self.width = width
        self.height = height
        let count = 4 * width * height
        // Zero-filled by the allocator in practice; set again by the bands.
        bytes = count == 0 ? [] : [UInt8](unsafeUninitializedCapacity: count) { _, initialized in
            initialized = count
        }
    }

    /// A canvas holding a copy of `width × height` RGBA pixels read from
    /// `source` (rows of `4 × width` bytes, top to bottom): what a host
    /// that draws straight into shared buffers shows as its canvas.
    /// - Precondition: `source` holds at least `4 × width × height` bytes.
    package init(width: Int, height: Int, copying source: UnsafeRawBufferPointer) {
        precondition(width >= 0 && height >= 0 && width * height <= Canvas.maximumPixelCount
                     && source.count >= 4 * width * height,
                     "Canvas(copying:): \(source.count) bytes cannot hold \(width)x\(height) pixels")
        self.width = width
        self.height = height
        bytes = Array(source.prefix(4 * width * height))
    }

    /// `count` pixels of `background`.
    static func filledBytes(count: Int, _ background: RGBA8) -> [UInt8] {
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: 4 * count) { buffer, initialized in
            fillPixels(UnsafeMutableRawPointer(buffer.baseAddress!), count: count, background)
            initialized = 4 * count
        }
    }

    /// Stores `background` in `count` pixels from `start`, one 32-bit word a pixel.
    static func fillPixels(_ start: UnsafeMutableRawPointer, count: Int, _ background: RGBA8) {
        guard count > 0 else { return }
        let word = UInt32(background.r) | UInt32(background.g) << 8 | UInt32(background.b) << 16
            | UInt32(background.a) << 24
        start.withMemoryRebound(to: UInt32.self, capacity: count) {
            $0.update(repeating: UInt32(littleEndian: word), count: count)
        }
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = 4 * (y * width + x)
            return RGBA8(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = 4 * (y * width + x)
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// Blends `color`, weighted by `coverage` (0…1, e.g. an edge's
    /// anti-aliasing coverage times an opacity), over the pixel at `(x, y)`.
    ///
    /// - Complexity: O(1); no allocation.
    public mutating func blend(_ color: Color, coverage: Double = 1, x: Int, y: Int) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = 4 * (y * width + x)
        let c = PaintColor(color, opacity: 1)
        bytes.withUnsafeMutableBufferPointer { p in
            blendPixel(p, i, c.r, c.g, c.b, c.a * min(max(coverage, 0), 1))
        }
    }
}

/// A colour prepared for blending: components in 0…255, alpha in 0…1
/// (already multiplied by the opacity).
struct PaintColor {
    var r: Double, g: Double, b: Double, a: Double

    init(_ color: Color, opacity: Double) {
        r = min(max(color.red, 0), 1) * 255
        g = min(max(color.green, 0), 1) * 255
        b = min(max(color.blue, 0), 1) * 255
        a = min(max(color.alpha, 0), 1) * min(max(opacity, 0), 1)
    }
}

/// `v` (≥ 0) rounded half up and clamped to 255: the same as
/// `min(255, v.rounded())` for non-negative values, without a libm call.
@inline(__always)
func roundByte(_ v: Double) -> UInt8 {
    let r = v + 0.5
    return r >= 255 ? 255 : UInt8(r)
}

/// Blends colour bytes `(ri, gi, bi)` at coverage `ai / 65536` (0 ... 65535)
/// over the opaque pixel at `p`, in 16-bit fixed point: one rounding,
/// no division. The coverage blends of glyph masks and path rows use it
/// for opaque destinations, and `blendPixel` for the others.
@inline(__always)
func blendOpaque16(_ p: UnsafeMutablePointer<UInt8>, _ ri: Int, _ gi: Int, _ bi: Int, _ ai: Int) {
    let keep = 65536 - ai
    p[0] = UInt8(truncatingIfNeeded: (ri * ai + Int(p[0]) * keep + 32768) >> 16)
    p[1] = UInt8(truncatingIfNeeded: (gi * ai + Int(p[1]) * keep + 32768) >> 16)
    p[2] = UInt8(truncatingIfNeeded: (bi * ai + Int(p[2]) * keep + 32768) >> 16)
}

/// Source-over on straight alpha for the pixel starting at byte `i`.
/// `sr, sg, sb` are in 0…255, `sa` in 0…1.
@inline(__always)
func blendPixel(_ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int,
                _ sr: Double, _ sg: Double, _ sb: Double, _ sa: Double) {
    if sa <= 0 { return }
    if sa >= 1 {
        p[i] = roundByte(sr); p[i + 1] = roundByte(sg)
        p[i + 2] = roundByte(sb); p[i + 3] = 255
        return
    }
    if p[i + 3] == 255 {
        // Opaque destination: the result stays opaque, no division.
        let keep = 1 - sa
        p[i] = roundByte((sr * sa + Double(p[i]) * keep))
        p[i + 1] = roundByte((sg * sa + Double(p[i + 1]) * keep))
        p[i + 2] = roundByte((sb * sa + Double(p[i + 2]) * keep))
        return
    }
    let da = Double(p[i + 3]) / 255
    let keep = da * (1 - sa)
    let oa = sa + keep
    let inv = 1 / oa
    p[i] = roundByte(((sr * sa + Double(p[i]) * keep) * inv))
    p[i + 1] = roundByte(((sg * sa + Double(p[i + 1]) * keep) * inv))
    p[i + 2] = roundByte(((sb * sa + Double(p[i + 2]) * keep) * inv))
    p[i + 3] = roundByte((oa * 255))
}
