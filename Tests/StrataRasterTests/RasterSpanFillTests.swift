import Strata
import StrataRaster
import Testing

/// Span fills (blend tables for translucent colours, word stores for
/// opaque ones) give exactly the bytes of blending pixel by pixel.
@Suite("Raster: span fills")
struct RasterSpanFillTests {
    /// 256 × 4 pixels: every byte value in each channel, opaque rows and
    /// (last row) translucent ones.
    static func background() -> Canvas {
        var canvas = Canvas(width: 256, height: 4)
        for x in 0..<256 {
            let v = UInt8(x)
            canvas[x, 0] = RGBA8(v, 255 - v, v / 2, 255)
            canvas[x, 1] = RGBA8(255 - v, v, 128, 255)
            canvas[x, 2] = RGBA8(v, v, v, 255)
            canvas[x, 3] = RGBA8(v, 40, 255 - v, UInt8(x % 3 == 0 ? 255 : x / 2))
        }
        return canvas
    }

    @Test(arguments: [
        Color(red: 0.2, green: 0.6, blue: 0.8, alpha: 0.7),
        Color(red: 1, green: 0, blue: 0.5, alpha: 0.01),
        Color(red: 0.333, green: 0.5, blue: 0.999, alpha: 0.5),
        Color(red: 0.1, green: 0.9, blue: 0.4, alpha: 1),
    ])
    func aSpanMatchesBlendingEachPixel(color: Color) {
        let list = DisplayList(size: Size(width: 256, height: 4),
                               commands: [.rect(RectCommand(rect: Rect(x: 0, y: 0, width: 256, height: 4), fill: color))])
        var drawn = Self.background()
        Raster(scale: 1, bandCount: 1).draw(list, into: &drawn)
        var expected = Self.background()
        for y in 0..<4 {
            for x in 0..<256 { expected.blend(color, coverage: 1, x: x, y: y) }
        }
        #expect(drawn == expected)
    }

    @Test func manyTranslucentColoursReuseAndReplaceTables() {
        // More colours than the tables kept: each span still exact.
        var commands: [DisplayCommand] = []
        for i in 0..<40 {
            let c = Color(red: Double(i) / 40, green: 0.5, blue: 1 - Double(i) / 40, alpha: 0.3 + Double(i % 7) / 10)
            commands.append(.rect(RectCommand(rect: Rect(x: Double(i % 8) * 30, y: 0, width: 30, height: 4), fill: c)))
        }
        let list = DisplayList(size: Size(width: 256, height: 4), commands: commands)
        var drawn = Self.background()
        Raster(scale: 1, bandCount: 1).draw(list, into: &drawn)
        var expected = Self.background()
        for case .rect(let r) in commands {
            for y in 0..<4 {
                for x in Int(r.rect.minX)..<Int(r.rect.maxX) { expected.blend(r.fill!, coverage: 1, x: x, y: y) }
            }
        }
        #expect(drawn == expected)
    }
}
