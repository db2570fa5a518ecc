import StrataRaster
import Testing
@testable import StrataWayland

/// The canvas's RGBA bytes as `wl_shm` words: XRGB8888 with the top byte
/// 0xff, or ARGB8888 with each colour multiplied by alpha (wayland.xml:
/// "32-bit ARGB format, [31:0] A:R:G:B 8:8:8:8 little endian"; buffers
/// are premultiplied).
@Suite("Wayland pixel conversion")
struct PixelConversionTests {
    @Test(arguments: [
        // r, g, b, a → XRGB8888, premultiplied ARGB8888
        (UInt8(10), UInt8(20), UInt8(30), UInt8(255), UInt32(0xff0a_141e), UInt32(0xff0a_141e)),
        (200, 100, 50, 128, 0xffc8_6432, 0x8064_3219), // 200·128/255 = 100.4, 100·128/255 = 50.2, 50·128/255 = 25.1
        (255, 255, 255, 1, 0xffff_ffff, 0x0101_0101),
        (0, 0, 0, 0, 0xff00_0000, 0),
        (255, 128, 1, 0, 0xffff_8001, 0),
        (3, 254, 127, 254, 0xff03_fe7f, 0xfe03_fd7f), // 3·254/255 = 2.99, 254·254/255 = 253.0, 127·254/255 = 126.5
    ] as [(UInt8, UInt8, UInt8, UInt8, UInt32, UInt32)])
    func onePixel(r: UInt8, g: UInt8, b: UInt8, a: UInt8, opaque: UInt32, premultiplied: UInt32) {
        var canvas = Canvas(width: 1, height: 1)
        canvas[0, 0] = RGBA8(r, g, b, a)
        var word: UInt32 = 0x1234_5678
        WaylandPixelConversion.convert(canvas, region: PixelRect(x: 0, y: 0, width: 1, height: 1), into: &word,
                                       stride: 4, premultiplied: false)
        #expect(UInt32(littleEndian: word) == opaque)
        WaylandPixelConversion.convert(canvas, region: PixelRect(x: 0, y: 0, width: 1, height: 1), into: &word,
                                       stride: 4, premultiplied: true)
        #expect(UInt32(littleEndian: word) == premultiplied)
    }

    /// A region of a canvas large enough to be cut into bands, written at
    /// a stride wider than the region, with the words around it untouched.
    @Test(arguments: [false, true])
    func aBandedRegionLandsAtItsStride(premultiplied: Bool) {
        let (w, h) = (700, 300)
        var canvas = Canvas(width: w, height: h)
        for y in 0..<h { for x in 0..<w { canvas[x, y] = RGBA8(UInt8(x & 0xff), UInt8(y & 0xff), UInt8((x ^ y) & 0xff), UInt8((x + y) & 0xff)) } }
        let region = PixelRect(x: 13, y: 7, width: 650, height: 280) // 182,000 pixels: a band per processor
        let stride = 4 * (region.width + 5)
        var out = [UInt32](repeating: 0xdead_beef, count: stride / 4 * region.height)
        out.withUnsafeMutableBytes { WaylandPixelConversion.convert(canvas, region: region, into: $0.baseAddress!, stride: stride,
                                                                     premultiplied: premultiplied) }
        var wrong = 0, padding = 0
        for row in 0..<region.height {
            for k in 0..<(stride / 4) {
                let word = UInt32(littleEndian: out[row * stride / 4 + k])
                guard k < region.width else { if word == 0xdead_beef { padding += 1 }; continue }
                let p = canvas[region.x + k, region.y + row]
                let a = premultiplied ? UInt32(p.a) : 255
                func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                if word != a << 24 | channel(p.r) << 16 | channel(p.g) << 8 | channel(p.b) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(padding == 5 * region.height)
    }

    @Test func aRegionOutsideTheCanvasConvertsNothing() {
        let canvas = Canvas(width: 4, height: 4, background: RGBA8(1, 2, 3))
        var words = [UInt32](repeating: 7, count: 16)
        words.withUnsafeMutableBytes { raw in
            for region in [PixelRect(x: 2, y: 0, width: 3, height: 1), PixelRect(x: -1, y: 0, width: 2, height: 2),
                           PixelRect(x: 0, y: 3, width: 1, height: 2)] {
                WaylandPixelConversion.convert(canvas, region: region, into: raw.baseAddress!, stride: 16, premultiplied: false)
            }
        }
        #expect(words == [UInt32](repeating: 7, count: 16))
    }
}
