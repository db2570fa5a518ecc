import Testing
import Strata
@testable import StrataRaster

/// The core's PNG decoder (`Image(pngData:)`) reads what `PNGEncoder`
/// writes: RGBA and RGB, every filter, and each DEFLATE block type the
/// package's own compressor makes (stored, fixed and dynamic Huffman).
@Suite struct PNGDecoderRoundTripTests {
    /// A `width × height` canvas of gradients, flat runs, noise and
    /// translucent pixels (opaque when `opaque`).
    static func canvas(_ width: Int, _ height: Int, opaque: Bool) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let noise = noiseBytes(width * height, seed: 3)
        for y in 0..<height {
            for x in 0..<width {
                let n = noise[y * width + x]
                let flat = (x / 16 + y / 16) % 3 == 0
                canvas[x, y] = RGBA8(flat ? 40 : UInt8((x * 255) / max(1, width - 1)), flat ? 200 : UInt8((y * 7) % 256),
                                     flat ? 90 : n, opaque ? 255 : UInt8((x + y) % 256))
            }
        }
        return canvas
    }

    static let sizes: [(Int, Int)] = [(1, 1), (3, 2), (64, 40), (257, 130)]

    @Test(arguments: sizes)
    func encoderOutputRoundTrips(width: Int, height: Int) throws {
        for opaque in [false, true] {
            let canvas = PNGDecoderRoundTripTests.canvas(width, height, opaque: opaque)
            for filter in [nil] + PNGFilter.allCases.map(Optional.some) {
                let image = try Image(pngData: PNGEncoder(filter: filter).encode(canvas))
                #expect(image.pixelWidth == width && image.pixelHeight == height)
                #expect(image.rgba == canvas.bytes, "\(width)x\(height) opaque \(opaque) filter \(String(describing: filter))")
            }
        }
    }

    /// The encoder's rows compressed with each block type forced.
    @Test(arguments: [Deflate.BlockType.stored, .fixed, .dynamic])
    func everyBlockTypeOfTheOwnCompressor(type: Deflate.BlockType) throws {
        let canvas = PNGDecoderRoundTripTests.canvas(300, 200, opaque: false)
        var png = PNGEncoder.signature
        var ihdr: [UInt8] = []
        appendBigEndian(300, to: &ihdr)
        appendBigEndian(200, to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]
        appendChunk("IHDR", ihdr, to: &png)
        let stream = Deflate.zlibCompress(PNGEncoder().filteredRows(canvas, channels: 4), forcing: type)
        // Several IDAT chunks, as other encoders write them.
        var k = 0
        while k < stream.count {
            appendChunk("IDAT", Array(stream[k..<min(stream.count, k + 8192)]), to: &png)
            k += 8192
        }
        appendChunk("IEND", [], to: &png)
        #expect(try Image(pngData: png).rgba == canvas.bytes)
    }

    /// StrataRaster still names the checksums it used to declare.
    @Test func checksumsKeepTheirStrataRasterNames() {
        #expect(StrataRaster.CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(StrataRaster.Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
}
