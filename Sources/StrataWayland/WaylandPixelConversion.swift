import Dispatch
import StrataRaster

/// Converting the canvas's RGBA bytes into `wl_shm` pixels: XRGB8888
/// (opaque) or premultiplied ARGB8888, 32-bit little-endian words.
///
/// Each canvas pixel is read as one word and its bytes moved with shifts
/// and masks, a loop the compiler vectorizes (the X11 host's MIT-SHM
/// conversion does the same); a large region is cut into bands of rows
/// converted in parallel (`Raster.bandRows`).
enum WaylandPixelConversion {
    /// Converts `region` of `canvas` (canvas pixels) into the words at
    /// `target`, which receives the region's top-left pixel, `stride` bytes
    /// per row. Opaque (`premultiplied == false`): alpha is set to 255;
    /// else each colour is multiplied by the pixel's alpha (rounded). A
    /// region not inside the canvas converts nothing.
    /// - Complexity: O(region's pixels); no allocation but the band list.
    static func convert(_ canvas: Canvas, region: PixelRect, into target: UnsafeMutableRawPointer, stride: Int,
                        premultiplied: Bool) {
        guard !region.isEmpty, region.x >= 0, region.y >= 0, region.maxX <= canvas.width,
              region.maxY <= canvas.height, stride >= 4 * region.width else { return }
        let canvasWidth = canvas.width
        canvas.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let source = ConversionPointer(raw: UnsafeMutableRawPointer(mutating: base))
            let output = ConversionPointer(raw: target)
            let bands = Raster.bandRows(0..<region.height, width: region.width, bandCount: Raster.defaultBandCount)
            let body: @Sendable (Int) -> Void = { band in
                for row in bands[band] {
                    let from = UnsafeRawPointer(source.raw + 4 * ((region.y + row) * canvasWidth + region.x))
                    let to = output.raw + row * stride
                    if premultiplied {
                        premultiplyRow(from, into: to, count: region.width)
                    } else {
                        opaqueRow(from, into: to, count: region.width)
                    }
                }
            }
            if bands.count == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: bands.count, execute: body) }
        }
    }

    /// Fills `rows` rows of `width` words at `target` (`stride` bytes per
    /// row) with `word` (stored little-endian).
    /// - Complexity: O(rows × width).
    static func fill(_ target: UnsafeMutableRawPointer, width: Int, rows: Int, stride: Int, word: UInt32) {
        guard width > 0 else { return }
        for row in 0..<rows {
            (target + row * stride).initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: width)
        }
    }

    /// RGBA bytes → XRGB8888 words with the top byte 0xff.
    @inline(__always)
    static func opaqueRow(_ from: UnsafeRawPointer, into to: UnsafeMutableRawPointer, count: Int) {
        for k in 0..<count {
            let p = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self))
            let word = 0xff00_0000 | (p & 0xff) << 16 | (p & 0xff00) | (p >> 16) & 0xff
            to.storeBytes(of: word.littleEndian, toByteOffset: 4 * k, as: UInt32.self)
        }
    }

    /// RGBA bytes → premultiplied ARGB8888 words: an opaque pixel is moved
    /// as in `opaqueRow`; another has each colour × alpha ÷ 255, rounded.
    @inline(__always)
    static func premultiplyRow(_ from: UnsafeRawPointer, into to: UnsafeMutableRawPointer, count: Int) {
        for k in 0..<count {
            let p = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self))
            let a = p >> 24
            let word: UInt32
            if a == 255 {
                word = 0xff00_0000 | (p & 0xff) << 16 | (p & 0xff00) | (p >> 16) & 0xff
            } else {
                let r = ((p & 0xff) * a + 127) / 255, g = ((p >> 8 & 0xff) * a + 127) / 255
                let b = ((p >> 16 & 0xff) * a + 127) / 255
                word = a << 24 | r << 16 | g << 8 | b
            }
            to.storeBytes(of: word.littleEndian, toByteOffset: 4 * k, as: UInt32.self)
        }
    }
}

/// Memory handed to the conversion's bands, which touch disjoint rows.
struct ConversionPointer: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
}
