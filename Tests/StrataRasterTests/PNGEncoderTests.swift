import Strata
import Testing
@testable import StrataRaster

/// A canvas with a gradient, a noisy patch and (optionally) translucency.
func sampleCanvas(width: Int, height: Int, translucent: Bool) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let noise = noiseBytes(width * height)
    for y in 0..<height {
        for x in 0..<width {
            let n = noise[y * width + x]
            canvas[x, y] = RGBA8(UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)),
                                 x < width / 4 ? n : 200, translucent ? UInt8((x + y) % 256) : 255)
        }
    }
    return canvas
}

@Suite("PNG encoder")
struct PNGEncoderTests {
    @Test func startsWithTheSignatureAndHasValidChunks() throws {
        let png = PNGEncoder().encode(sampleCanvas(width: 7, height: 5, translucent: false))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGTestDecoder.decode(png)   // throws on a bad CRC
        #expect(decoded.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test(arguments: [(1, 1, false), (7, 5, false), (64, 48, false), (7, 5, true), (64, 48, true), (300, 3, true)])
    func roundTripsExactly(width: Int, height: Int, translucent: Bool) throws {
        let canvas = sampleCanvas(width: width, height: height, translucent: translucent)
        let decoded = try PNGTestDecoder.decode(PNGEncoder().encode(canvas))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.colorType == (translucent ? 6 : 2))
        #expect(decoded.rgba == canvas.bytes)
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterRoundTrips(filter: PNGFilter) throws {
        let canvas = sampleCanvas(width: 33, height: 9, translucent: true)
        let decoded = try PNGTestDecoder.decode(PNGEncoder(filter: filter).encode(canvas))
        #expect(decoded.filters == [Int](repeating: Int(filter.rawValue), count: 9))
        #expect(decoded.rgba == canvas.bytes)
    }

    @Test func adaptiveFiltersPickUpForRepeatedRowsAndSubForHorizontalRamps() throws {
        var canvas = Canvas(width: 16, height: 3, background: RGBA8(10, 20, 30))
        for x in 0..<16 { canvas[x, 0] = RGBA8(UInt8(x * 10), 0, 0) }
        for x in 0..<16 { canvas[x, 1] = RGBA8(UInt8(x * 10), 0, 0) }
        let decoded = try PNGTestDecoder.decode(PNGEncoder().encode(canvas))
        // Row 0: a ramp (Sub leaves constant 10s); row 1: a repeat (Up gives zeros).
        #expect(decoded.filters[0] == Int(PNGFilter.sub.rawValue))
        #expect(decoded.filters[1] == Int(PNGFilter.up.rawValue))
    }

    @Test func flatScreenCompressesAndUsesHuffmanBlocks() throws {
        let canvas = Canvas(width: 375, height: 667, background: RGBA8(255, 255, 255))
        let png = PNGEncoder().encode(canvas)
        #expect(png.count < 4_000)
        let decoded = try PNGTestDecoder.decode(png)
        #expect(decoded.blockTypes.allSatisfy { $0 == 1 || $0 == 2 })
        #expect(decoded.rgba == canvas.bytes)
    }

    @Test func ihdrDescribesTheImage() {
        let png = PNGEncoder().encode(Canvas(width: 300, height: 2))
        // Length 13, "IHDR", width 300, height 2, depth 8, colour type 6 (transparent canvas).
        #expect(Array(png[8..<29]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }
}
