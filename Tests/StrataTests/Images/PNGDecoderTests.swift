import Testing
@testable import Strata

/// Hand-made PNG files (see `TestPNG`): every colour type and bit depth,
/// palettes, `tRNS`, the five filters, Adam7, and the ways image data may
/// be split; each with the exact RGBA it must decode to.
@Suite struct PNGDecoderTests {
    struct Case: CustomStringConvertible {
        var description: String
        var png: TestPNG
        var rgba: [UInt8]
    }

    /// One row, filter None, of `bytes`.
    static func oneRow(_ name: String, depth: UInt8, type: UInt8, width: Int, _ bytes: [UInt8],
                       chunks: [(String, [UInt8])] = [], _ rgba: [UInt8]) -> Case {
        Case(description: name, png: TestPNG(width: width, height: 1, bitDepth: depth, colorType: type, chunks: chunks,
                                              scanlines: [0] + bytes), rgba: rgba)
    }

    static let palette: (String, [UInt8]) = ("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])

    static let formats: [Case] = [
        oneRow("grey 1", depth: 1, type: 0, width: 3, TestPNG.pack([1, 0, 1], depth: 1),
               [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]),
        oneRow("grey 2", depth: 2, type: 0, width: 4, [0b00_01_10_11],
               [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255]),
        oneRow("grey 4", depth: 4, type: 0, width: 3, [0x07, 0xF0], [0, 0, 0, 255, 119, 119, 119, 255, 255, 255, 255, 255]),
        oneRow("grey 8", depth: 8, type: 0, width: 2, [0x12, 0xFE], [0x12, 0x12, 0x12, 255, 0xFE, 0xFE, 0xFE, 255]),
        oneRow("grey 16 rounds v × 255 / 65535", depth: 16, type: 0, width: 3, TestPNG.pack([128, 129, 65535], depth: 16),
               [0, 0, 0, 255, 1, 1, 1, 255, 255, 255, 255, 255]),
        oneRow("RGB 8", depth: 8, type: 2, width: 2, [1, 2, 3, 250, 251, 252], [1, 2, 3, 255, 250, 251, 252, 255]),
        oneRow("RGB 16", depth: 16, type: 2, width: 1, TestPNG.pack([257, 32768, 65535], depth: 16), [1, 128, 255, 255]),
        oneRow("palette 1", depth: 1, type: 3, width: 3, [0b0100_0000], chunks: [palette],
               [255, 0, 0, 255, 0, 255, 0, 255, 255, 0, 0, 255]),
        oneRow("palette 2", depth: 2, type: 3, width: 4, [0b11_10_01_00], chunks: [palette],
               [10, 20, 30, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255]),
        oneRow("palette 4", depth: 4, type: 3, width: 3, [0x21, 0x30], chunks: [palette],
               [0, 0, 255, 255, 0, 255, 0, 255, 10, 20, 30, 255]),
        oneRow("palette 8", depth: 8, type: 3, width: 2, [3, 0], chunks: [palette], [10, 20, 30, 255, 255, 0, 0, 255]),
        oneRow("grey + alpha 8", depth: 8, type: 4, width: 2, [9, 128, 200, 0], [9, 9, 9, 128, 200, 200, 200, 0]),
        oneRow("grey + alpha 16", depth: 16, type: 4, width: 1, TestPNG.pack([32767, 129], depth: 16), [127, 127, 127, 1]),
        oneRow("RGBA 8", depth: 8, type: 6, width: 2, [1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8]),
        oneRow("RGBA 16", depth: 16, type: 6, width: 1, TestPNG.pack([0, 256, 65280, 65535], depth: 16), [0, 1, 254, 255]),
        // tRNS
        oneRow("grey 8 tRNS", depth: 8, type: 0, width: 3, [7, 8, 7], chunks: [("tRNS", [0, 7])],
               [7, 7, 7, 0, 8, 8, 8, 255, 7, 7, 7, 0]),
        oneRow("grey 2 tRNS compares the 2-bit sample", depth: 2, type: 0, width: 2, [0b10_01_0000], chunks: [("tRNS", [0, 1])],
               [170, 170, 170, 255, 85, 85, 85, 0]),
        oneRow("RGB 8 tRNS", depth: 8, type: 2, width: 2, [1, 2, 3, 1, 2, 4], chunks: [("tRNS", [0, 1, 0, 2, 0, 3])],
               [1, 2, 3, 0, 1, 2, 4, 255]),
        oneRow("RGB 16 tRNS compares all 16 bits", depth: 16, type: 2, width: 2, TestPNG.pack([258, 0, 0, 257, 0, 0], depth: 16),
               chunks: [("tRNS", [1, 1, 0, 0, 0, 0])], [1, 0, 0, 255, 1, 0, 0, 0]),
        oneRow("palette tRNS shorter than PLTE", depth: 8, type: 3, width: 3, [0, 1, 3], chunks: [palette, ("tRNS", [0, 100])],
               [255, 0, 0, 0, 0, 255, 0, 100, 10, 20, 30, 255]),
        oneRow("RGB 8 tRNS key beyond 8 bits matches nothing", depth: 8, type: 2, width: 1, [1, 0, 0],
               chunks: [("tRNS", [1, 1, 0, 0, 0, 0])], [1, 0, 0, 255]),
    ]

    @Test(arguments: formats)
    func decodesEveryFormat(_ c: Case) throws {
        let image = try Image(pngData: c.png.bytes)
        #expect(image.pixelWidth == c.png.width)
        #expect(image.pixelHeight == c.png.height)
        #expect(image.rgba == c.rgba)
    }

    /// Filtered bytes written by hand (grey 8, 3 × 5): Sub, Up, Average,
    /// Paeth, and Average where left + above passes 255.
    @Test func filtersByHand() throws {
        let scanlines: [UInt8] = [1, 10, 5, 5, 2, 1, 1, 1, 3, 4, 4, 4, 4, 1, 1, 1, 0, 250, 250, 250]
        let png = TestPNG(width: 3, height: 5, colorType: 0, scanlines: scanlines)
        let grey = try Image(pngData: png.bytes).rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        #expect(grey == [10, 15, 20, 11, 16, 21, 9, 16, 22, 10, 17, 23, 250, 250, 250])
        let wrap = TestPNG(width: 2, height: 2, colorType: 0, scanlines: [0, 250, 250, 3, 0, 0])
        #expect(try Image(pngData: wrap.bytes).rgba == [250, 250, 250, 255, 250, 250, 250, 255,
                                                         125, 125, 125, 255, 187, 187, 187, 255])
    }

    static let filterCases: [(type: UInt8, depth: Int, bpp: Int)] = [(0, 1, 1), (0, 8, 1), (4, 8, 2), (2, 8, 3), (6, 8, 4),
                                                                       (2, 16, 6), (6, 16, 8)]

    /// Every filter on every row, for each byte distance: pseudo-random
    /// rows filtered by `TestPNG.filter` come back unchanged.
    @Test(arguments: filterCases)
    func everyFilterAtEveryByteDistance(type: UInt8, depth: Int, bpp: Int) throws {
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(type)]!
        let width = 7, height = 10
        var seed: UInt32 = 12345
        let rows = (0..<height).map { _ in
            TestPNG.pack((0..<width * channels).map { _ in
                seed = seed &* 1_103_515_245 &+ 12345
                return Int(seed >> 8) & (depth == 16 ? 0xFFFF : (1 << depth) - 1)
            }, depth: depth)
        }
        let filters: [UInt8] = (0..<height).map { UInt8($0 % 5) }
        let png = TestPNG(width: width, height: height, bitDepth: UInt8(depth), colorType: type,
                          scanlines: TestPNG.filter(rows, filters, bpp: bpp))
        let plain = TestPNG(width: width, height: height, bitDepth: UInt8(depth), colorType: type,
                            scanlines: TestPNG.filter(rows, [UInt8](repeating: 0, count: height), bpp: bpp))
        #expect(try Image(pngData: png.bytes).rgba == Image(pngData: plain.bytes).rgba)
    }

    static let adam7Sizes: [(Int, Int)] = [(1, 1), (2, 1), (1, 2), (3, 3), (8, 8), (9, 9), (13, 5), (33, 17)]

    /// Adam7 images whose pixel (x, y) is grey `(x + 16 y) % 256`, RGBA.
    @Test(arguments: adam7Sizes)
    func adam7(width: Int, height: Int) throws {
        var png = TestPNG(width: width, height: height, colorType: 6, interlace: 1,
                          scanlines: TestPNG.adam7(width: width, height: height) { x, y in
                              [UInt8((x + 16 * y) % 256), UInt8(x % 256), UInt8(y % 256), 200]
                          })
        png.storedBlockSize = 7
        var expected: [UInt8] = []
        for y in 0..<height { for x in 0..<width { expected += [UInt8((x + 16 * y) % 256), UInt8(x % 256), UInt8(y % 256), 200] } }
        #expect(try Image(pngData: png.bytes).rgba == expected)
    }

    /// Adam7 at 1 bit a pixel: pass rows end inside a byte.
    @Test func adam7OneBit() throws {
        let width = 11, height = 6
        var scanlines: [UInt8] = []
        for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
            guard x0 < width else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                scanlines += [0] + TestPNG.pack(stride(from: x0, to: width, by: dx).map { x in (x * y + x) % 3 == 0 ? 1 : 0 }, depth: 1)
            }
        }
        let png = TestPNG(width: width, height: height, bitDepth: 1, colorType: 0, interlace: 1, scanlines: scanlines)
        var expected: [UInt8] = []
        for y in 0..<height { for x in 0..<width { let v: UInt8 = (x * y + x) % 3 == 0 ? 255 : 0; expected += [v, v, v, 255] } }
        #expect(try Image(pngData: png.bytes).rgba == expected)
    }

    /// The same image as one IDAT of one stored block, IDATs of one byte,
    /// stored blocks of one byte, and blocks larger than 65 535 bytes.
    @Test func imageDataSplitAnyWay() throws {
        let width = 200, height = 120
        let rows = (0..<height).map { y in (0..<width * 3).map { UInt8(($0 * 7 + y * 13) % 256) } }
        let base = TestPNG(width: width, height: height, colorType: 2, scanlines: TestPNG.filter(rows, [UInt8](repeating: 4, count: height), bpp: 3))
        let expected = try Image(pngData: base.bytes).rgba
        #expect(expected.count == width * height * 4)
        #expect(Array(expected[(4 * 201)..<(4 * 201 + 4)]) == [UInt8(3 * 7 % 256 + 13), UInt8((4 * 7 + 13) % 256), UInt8((5 * 7 + 13) % 256), 255])
        var oneByteChunks = base
        oneByteChunks.idatSize = 1
        var tinyBlocks = base
        tinyBlocks.storedBlockSize = 1
        var mixed = base
        mixed.storedBlockSize = 1000
        mixed.idatSize = 777
        for png in [oneByteChunks, tinyBlocks, mixed] { #expect(try Image(pngData: png.bytes).rgba == expected) }
    }

    /// Ancillary chunks (known and unknown) are skipped after their CRC is
    /// checked; bytes after IEND are ignored.
    @Test func skipsAncillaryChunksAndTrailingBytes() throws {
        let png = TestPNG(width: 1, height: 1, colorType: 2,
                          chunks: [("gAMA", [0, 0, 0xB1, 0x8F]), ("sRGB", [0]), ("iCCP", Array("x\0\0junk".utf8)),
                                   ("cHRM", [UInt8](repeating: 1, count: 32)), ("teSt", [1, 2, 3])],
                          scanlines: [0, 9, 8, 7])
        #expect(try Image(pngData: png.bytes + [1, 2, 3]).rgba == [9, 8, 7, 255])
    }
}
