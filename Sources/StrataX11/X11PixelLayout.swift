import Dispatch
import StrataRaster

/// How a TrueColor pixel is stored in an image the server reads: the
/// shifts of red, green and blue, the bytes per pixel and the byte order.
public struct X11PixelLayout: Sendable, Hashable {
    /// The window depth (24 or 32).
    public var depth: UInt8
    /// Bytes per pixel (3 or 4).
    public var bytesPerPixel: Int
    /// Each row is padded to a multiple of this many bytes.
    public var rowPad: Int
    /// Where red, green and blue start in the pixel value.
    public var redShift: UInt32, greenShift: UInt32, blueShift: UInt32
    /// Whether a pixel value's most significant byte comes first.
    public var msbFirst: Bool

    /// The layout of `visual` in `format`; `nil` unless every mask is
    /// eight contiguous bits.
    init?(visual: X11Visual, format: X11PixmapFormat, msbFirst: Bool) {
        func shift(_ mask: UInt32) -> UInt32? {
            guard mask != 0 else { return nil }
            let s = UInt32(mask.trailingZeroBitCount)
            return mask >> s == 0xff ? s : nil
        }
        guard let r = shift(visual.redMask), let g = shift(visual.greenMask), let b = shift(visual.blueMask) else {
            return nil
        }
        self.init(depth: visual.depth, bytesPerPixel: Int(format.bitsPerPixel) / 8, rowPad: Int(format.scanlinePad) / 8,
                  redShift: r, greenShift: g, blueShift: b, msbFirst: msbFirst)
    }

    /// Creates a layout from its parts.
    public init(depth: UInt8, bytesPerPixel: Int, rowPad: Int, redShift: UInt32, greenShift: UInt32,
                blueShift: UInt32, msbFirst: Bool) {
        self.depth = depth
        self.bytesPerPixel = bytesPerPixel
        self.rowPad = max(1, rowPad)
        self.redShift = redShift
        self.greenShift = greenShift
        self.blueShift = blueShift
        self.msbFirst = msbFirst
    }

    /// The usual layout: depth 24 in 32-bit little-endian pixels, `0xRRGGBB`.
    public static let bgrx32 = X11PixelLayout(depth: 24, bytesPerPixel: 4, rowPad: 4, redShift: 16, greenShift: 8,
                                              blueShift: 0, msbFirst: false)

    /// The bytes of one row of `width` pixels, padded.
    public func rowBytes(width: Int) -> Int {
        let raw = width * bytesPerPixel
        return (raw + rowPad - 1) / rowPad * rowPad
    }

    /// Converts `region` of `canvas` into `out` (replacing its contents),
    /// row by row with this layout's padding. Alpha is dropped: the window
    /// is opaque.
    ///
    /// - Complexity: O(pixels); no allocation once `out` is large enough.
    public func convert(_ canvas: Canvas, region: PixelRect, into out: inout [UInt8]) {
        let stride = rowBytes(width: region.width)
        let count = stride * region.height
        if out.count != count { out = [UInt8](repeating: 0, count: count) }
        out.withUnsafeMutableBufferPointer { dst in
            canvas.bytes.withUnsafeBufferPointer { src in
                convert(src, canvasWidth: canvas.width, region: region, into: dst, stride: stride)
            }
        }
    }

    /// Converts into raw memory (a shared-memory segment) at `stride`
    /// bytes per row.
    func convert(_ src: UnsafeBufferPointer<UInt8>, canvasWidth: Int, region: PixelRect,
                 into dst: UnsafeMutableBufferPointer<UInt8>, stride: Int) {
        guard region.width > 0, region.height > 0 else { return }
        if !msbFirst, bytesPerPixel == 4, let from = src.baseAddress, let to = dst.baseAddress {
            convertWords(from, canvasWidth: canvasWidth, region: region, into: to, stride: stride)
            return
        }
        let bpp = bytesPerPixel
        for row in 0..<region.height {
            var s = 4 * ((region.y + row) * canvasWidth + region.x)
            var d = row * stride
            for _ in 0..<region.width {
                let v = UInt32(src[s]) << redShift | UInt32(src[s + 1]) << greenShift | UInt32(src[s + 2]) << blueShift
                if msbFirst {
                    for k in 0..<bpp { dst[d + k] = UInt8(truncatingIfNeeded: v >> UInt32(8 * (bpp - 1 - k))) }
                } else if bpp == 4 {
                    dst[d] = UInt8(truncatingIfNeeded: v); dst[d + 1] = UInt8(truncatingIfNeeded: v >> 8)
                    dst[d + 2] = UInt8(truncatingIfNeeded: v >> 16); dst[d + 3] = UInt8(truncatingIfNeeded: v >> 24)
                } else {
                    for k in 0..<bpp { dst[d + k] = UInt8(truncatingIfNeeded: v >> UInt32(8 * k)) }
                }
                s += 4
                d += bpp
            }
        }
    }

    /// 32-bit little-endian pixels (the common case): each canvas pixel
    /// read as one word and its bytes moved with shifts and masks, a loop
    /// the compiler vectorizes; large regions are cut into bands of rows
    /// converted in parallel.
    func convertWords(_ src: UnsafePointer<UInt8>, canvasWidth: Int, region: PixelRect,
                      into dst: UnsafeMutablePointer<UInt8>, stride: Int) {
        let (rs, gs, bs) = (redShift, greenShift, blueShift)
        let source = ConvertPointer(raw: UnsafeMutableRawPointer(mutating: src)), target = ConvertPointer(raw: UnsafeMutableRawPointer(dst))
        let rows = Raster.bandRows(0..<region.height, width: region.width, bandCount: Raster.defaultBandCount)
        let body: @Sendable (Int) -> Void = { band in
            for row in rows[band] {
                let from = UnsafeRawPointer(source.raw + 4 * ((region.y + row) * canvasWidth + region.x))
                let to = target.raw + row * stride
                if rs == 16, gs == 8, bs == 0 {
                    for k in 0..<region.width {
                        let p = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self))
                        to.storeBytes(of: UInt32(littleEndian: (p & 0xFF) << 16 | (p & 0xFF00) | (p >> 16) & 0xFF),
                                      toByteOffset: 4 * k, as: UInt32.self)
                    }
                } else {
                    for k in 0..<region.width {
                        let p = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self))
                        to.storeBytes(of: UInt32(littleEndian: (p & 0xFF) << rs | (p >> 8 & 0xFF) << gs | (p >> 16 & 0xFF) << bs),
                                      toByteOffset: 4 * k, as: UInt32.self)
                    }
                }
            }
        }
        if rows.count == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: rows.count, execute: body) }
    }

    /// The colour of a pixel value read back from the server (`GetImage`).
    public func rgb(at offset: Int, in bytes: [UInt8]) -> (r: UInt8, g: UInt8, b: UInt8) {
        var v: UInt32 = 0
        for k in 0..<bytesPerPixel {
            let byte = UInt32(bytes[offset + k])
            v |= msbFirst ? byte << UInt32(8 * (bytesPerPixel - 1 - k)) : byte << UInt32(8 * k)
        }
        return (UInt8(truncatingIfNeeded: v >> redShift), UInt8(truncatingIfNeeded: v >> greenShift),
                UInt8(truncatingIfNeeded: v >> blueShift))
    }
}

/// A pixel buffer handed to the conversion's bands, which touch disjoint rows.
struct ConvertPointer: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
}
