/// The inner loops of bilinear image drawing, four pixels at a time in
/// vector lanes.
///
/// A pixel in a row buffer is four 16-bit lanes (`r, g, b, a`, red lowest:
/// the layout of `spreadLanes`' `UInt64`), so four pixels are one
/// `SIMD16<UInt16>`. Both passes compute, lane by lane,
/// `(p·(256−w) + q·w + 128) >> 8` exactly as `lerpLanes` does (every lane
/// stays below 2¹⁶), so the bytes are those of the pixel-by-pixel code.

/// Four pixels' lanes.
typealias PixelLanes = SIMD16<UInt16>

/// `(p·(256−w) + q·w + 128) >> 8` in each lane.
@inline(__always)
func lerpLanes(_ p: PixelLanes, _ q: PixelLanes, _ w: PixelLanes) -> PixelLanes {
    (p &* (256 &- w) &+ q &* w &+ 128) &>> 8
}

/// Interpolates source row `row` across into `out`: column `c` is the
/// `x0s[c]`th pixel and the `x1s[c]`th weighted by `weights[c]` (the
/// weight repeated in four 16-bit lanes, `0…256`).
///
/// - Complexity: O(count), no allocation.
@inline(__always)
func interpolateRow(_ row: UnsafePointer<UInt32>, x0s: UnsafePointer<Int>, x1s: UnsafePointer<Int>,
                    weights: UnsafePointer<UInt64>, count: Int, into out: UnsafeMutablePointer<UInt64>) {
    let w = UnsafeRawPointer(weights), o = UnsafeMutableRawPointer(out)
    var c = 0
    while c &+ 4 <= count {
        let p = SIMD4<UInt32>(row[x0s[c]], row[x0s[c &+ 1]], row[x0s[c &+ 2]], row[x0s[c &+ 3]])
        let q = SIMD4<UInt32>(row[x1s[c]], row[x1s[c &+ 1]], row[x1s[c &+ 2]], row[x1s[c &+ 3]])
        let pl = PixelLanes(truncatingIfNeeded: unsafeBitCast(p, to: SIMD16<UInt8>.self))
        let ql = PixelLanes(truncatingIfNeeded: unsafeBitCast(q, to: SIMD16<UInt8>.self))
        let wl = w.loadUnaligned(fromByteOffset: 8 &* c, as: PixelLanes.self)
        o.storeBytes(of: lerpLanes(pl, ql, wl), toByteOffset: 8 &* c, as: PixelLanes.self)
        c &+= 4
    }
    while c < count {
        out[c] = lerpLanes(spreadLanes(row[x0s[c]]), spreadLanes(row[x1s[c]]), weights[c] & 0xFFFF)
        c &+= 1
    }
}

/// A run of destination pixels fully inside the destination, with no
/// clip, tint or opacity to apply, from byte `firstByte` on.
///
/// `upper` and `lower` are the two source rows already interpolated across,
/// `weight` the lower row's share (0…256). Each pixel is the two rows
/// interpolated down, then `linearPixel`'d; four opaque pixels in a row are
/// stored as 16 bytes at once.
///
/// - Complexity: O(count), no allocation.
@inline(__always)
func linearSpan(upper: UnsafePointer<UInt64>, lower: UnsafePointer<UInt64>, weight fy: UInt64, count: Int,
                _ pixels: UnsafeMutableBufferPointer<UInt8>, _ firstByte: Int) {
    let out = UnsafeMutableRawPointer(pixels.baseAddress! + firstByte)
    let up = UnsafeRawPointer(upper), down = UnsafeRawPointer(lower)
    let w = PixelLanes(repeating: UInt16(truncatingIfNeeded: fy))
    let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
    var c = 0
    while c &+ 4 <= count {
        var v = up.loadUnaligned(fromByteOffset: 8 &* c, as: PixelLanes.self)
        if fy != 0 { v = lerpLanes(v, down.loadUnaligned(fromByteOffset: 8 &* c, as: PixelLanes.self), w) }
        let bytes = SIMD16<UInt8>(truncatingIfNeeded: v)
        if unsafeBitCast(bytes, to: SIMD4<UInt32>.self) & opaque == opaque {
            out.storeBytes(of: bytes, toByteOffset: 4 &* c, as: SIMD16<UInt8>.self)
        } else {
            let four = unsafeBitCast(v, to: SIMD4<UInt64>.self)
            for k in 0..<4 { linearPixel(four[k], pixels, firstByte &+ 4 &* (c &+ k)) }
        }
        c &+= 4
    }
    while c < count {
        linearPixel(fy == 0 ? upper[c] : lerpLanes(upper[c], lower[c], fy), pixels, firstByte &+ 4 &* c)
        c &+= 1
    }
}

/// Draws one sampled pixel `v` (four 16-bit lanes, premultiplied) at full
/// coverage on the pixel at byte `i`: opaque, stored; transparent,
/// skipped; over an opaque pixel, source-over in integers (the same bytes
/// as the `Double` formula); otherwise `blendPremultiplied`.
@inline(__always)
func linearPixel(_ v: UInt64, _ pixels: UnsafeMutableBufferPointer<UInt8>, _ i: Int) {
    let a = v >> 48
    if a == 255 {
        // The low byte of each lane: r | g << 8 | b << 16 | a << 24.
        var x = (v | v >> 8) & 0x0000_FFFF_0000_FFFF
        x = (x | x >> 16) & 0xFFFF_FFFF
        UnsafeMutableRawPointer(pixels.baseAddress!).storeBytes(
            of: UInt32(truncatingIfNeeded: x).littleEndian, toByteOffset: i, as: UInt32.self)
        return
    }
    if a == 0 { return }
    if pixels[i + 3] == 255 {
        // Over an opaque pixel: c + d·(255 − a)/255 in integers, the
        // same bytes as the `Double` formula (the quotient is never a tie).
        let keep = 255 - Int(a)
        pixels[i] = UInt8(Int(v & 0xFF) + (Int(pixels[i]) * keep + 127) / 255)
        pixels[i + 1] = UInt8(Int((v >> 16) & 0xFF) + (Int(pixels[i + 1]) * keep + 127) / 255)
        pixels[i + 2] = UInt8(Int((v >> 32) & 0xFF) + (Int(pixels[i + 2]) * keep + 127) / 255)
        return
    }
    blendPremultiplied(pixels, i, Double(v & 0xFFFF), Double((v >> 16) & 0xFFFF), Double((v >> 32) & 0xFFFF),
                       Double(a) / 255)
}
