import Testing
@testable import Strata

/// Corrupt, truncated and unsupported files: each throws the exact
/// `ImageError` (chunk, byte of the file, message), never traps.
///
/// The base file is a 2 × 2 RGB image: signature (bytes 0–7), IHDR chunk
/// at 8 (fields from 16), IDAT chunk at 33 (data from 41: 25 bytes, a
/// stored zlib stream of 14 bytes), IEND at 70; 82 bytes.
@Suite struct PNGErrorTests {
    struct Case: CustomStringConvertible {
        var description: String
        var bytes: [UInt8]
        var error: ImageError
    }

    static let rgb = TestPNG(width: 2, height: 2, colorType: 2, scanlines: [0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12])

    static func with(_ change: (inout TestPNG) -> Void) -> [UInt8] {
        var png = rgb
        change(&png)
        return png.bytes
    }

    static func changing(_ offset: Int, _ change: (inout UInt8) -> Void) -> [UInt8] {
        var bytes = rgb.bytes
        change(&bytes[offset])
        return bytes
    }

    /// The base file with `zlib` as its image data.
    static func zlib(_ zlib: [UInt8]) -> [UInt8] { rgb.file(zlib: zlib) }

    /// A fixed-Huffman block (BFINAL 1, BTYPE 01) built by `body`.
    static func fixedBlock(_ body: (inout TestBits) -> Void) -> [UInt8] {
        var bits = TestBits()
        bits.write(1, 1)
        bits.write(1, 2)
        body(&bits)
        return zlib(bits.zlib(adler: 1))
    }

    static func error(_ chunk: String?, _ offset: Int, _ message: String) -> ImageError {
        ImageError(chunk: chunk, offset: offset, message: message)
    }

    static let cases: [Case] = [
        Case(description: "bad signature", bytes: changing(7) { $0 = 0 }, error: error(nil, 0, "not a PNG file (the signature is wrong)")),
        Case(description: "empty file", bytes: [], error: error(nil, 0, "not a PNG file (the signature is wrong)")),
        Case(description: "bad CRC", bytes: changing(32) { $0 ^= 1 },
             error: error("IHDR", 29, "CRC mismatch: the file says 0xFDD49A72, the chunk has 0xFDD49A73")),
        Case(description: "file cut inside IDAT", bytes: Array(rgb.bytes.prefix(50)),
             error: error("IDAT", 33, "the chunk's 25 bytes and CRC run past the end of the file (truncated file)")),
        Case(description: "truncated IDAT", bytes: zlib(Array(TestPNG.storedZlib(rgb.scanlines).prefix(20))),
             error: error("IDAT", 61, "the zlib stream ends early (truncated data)")),
        Case(description: "bad Adler-32", bytes: zlib(TestPNG.storedZlib(rgb.scanlines).dropLast() + [0]),
             error: error("IDAT", 62, "Adler-32 mismatch: the stream says 0x018F0000, the data has 0x018F004F")),
        Case(description: "too much data", bytes: with { $0.scanlines += [0, 1, 1, 1, 1, 1, 1] },
             error: error("IDAT", 48, "the image data is longer than the 14 bytes the header calls for")),
        Case(description: "too little data", bytes: with { $0.scanlines.removeLast(7) },
             error: error("IDAT", 55, "the image data ends early: 7 of 14 bytes")),
        Case(description: "zero width", bytes: with { $0.width = 0 },
             error: error("IHDR", 16, "the image is 0x2 pixels; both sides must be at least 1")),
        Case(description: "zero height", bytes: with { $0.height = 0 },
             error: error("IHDR", 20, "the image is 2x0 pixels; both sides must be at least 1")),
        Case(description: "huge size", bytes: with { $0.width = 10_000; $0.height = 10_000 },
             error: error("IHDR", 16, "the image is 10000x10000 pixels, more than the 67108864 an Image may have")),
        Case(description: "width past 2^31 - 1", bytes: with { $0.width = 1 << 31 },
             error: error("IHDR", 16, "the size 2147483648x2 is beyond PNG's limit of 2^31 - 1 a side")),
        Case(description: "bad filter type", bytes: with { $0.scanlines[7] = 5 },
             error: error("IDAT", 41, "row 1 has filter type 5; filter types are 0 to 4 (decompressed byte 7)")),
        Case(description: "palette index out of range",
             bytes: TestPNG(width: 2, height: 1, colorType: 3, chunks: [("PLTE", [1, 2, 3, 4, 5, 6])], scanlines: [0, 1, 2]).bytes,
             error: error("IDAT", 59, "palette index 2 at pixel (1, 0) is beyond the 2 palette entries")),
        Case(description: "missing PLTE", bytes: TestPNG(width: 2, height: 1, colorType: 3, scanlines: [0, 1, 0]).bytes,
             error: error("IDAT", 33, "a palette image (colour type 3) needs a PLTE chunk before its image data")),
        Case(description: "PLTE in a grey image",
             bytes: TestPNG(width: 1, height: 1, colorType: 0, chunks: [("PLTE", [1, 2, 3])], scanlines: [0, 1]).bytes,
             error: error("PLTE", 33, "a grey image (colour type 0) cannot have a palette")),
        Case(description: "tRNS of the wrong size", bytes: with { $0.chunks = [("tRNS", [0, 1])] },
             error: error("tRNS", 33, "tRNS has 2 bytes; colour type 2 needs 6")),
        Case(description: "bit depth not allowed", bytes: with { $0.bitDepth = 4 },
             error: error("IHDR", 24, "bit depth 4 is not allowed for colour type 2 (8, 16)")),
        Case(description: "unknown colour type", bytes: with { $0.colorType = 5 },
             error: error("IHDR", 25, "colour type 5 is not 0, 2, 3, 4 or 6")),
        Case(description: "unknown interlace method", bytes: with { $0.interlace = 2 },
             error: error("IHDR", 28, "interlace method 2 is not 0 or 1 (Adam7)")),
        Case(description: "IHDR not first", bytes: TestPNG.signature + TestPNG.chunk("IEND", []),
             error: error("IEND", 8, "the first chunk is IEND, not IHDR")),
        Case(description: "no IDAT", bytes: Array(rgb.bytes.prefix(33)) + TestPNG.chunk("IEND", []),
             error: error("IEND", 33, "the file has no IDAT chunk")),
        Case(description: "no IEND", bytes: Array(rgb.bytes.dropLast(12)),
             error: error(nil, 70, "the file ends before the IEND chunk (truncated file)")),
        Case(description: "unknown critical chunk", bytes: with { $0.chunks = [("ABCD", [])] },
             error: error("ABCD", 33, "ABCD is a critical chunk this decoder does not know")),
        Case(description: "chunk type not letters", bytes: with { $0.chunks = [("AB1D", [])] },
             error: error(nil, 37, "a chunk type must be four ASCII letters, not 0x41 0x42 0x31 0x44")),
        Case(description: "IDAT chunks apart",
             bytes: Array(rgb.bytes.prefix(33)) + TestPNG.chunk("IDAT", Array(TestPNG.storedZlib(rgb.scanlines).prefix(10)))
                + TestPNG.chunk("tEXt", [97, 0, 98]) + TestPNG.chunk("IDAT", Array(TestPNG.storedZlib(rgb.scanlines).dropFirst(10)))
                + TestPNG.chunk("IEND", []),
             error: error("IDAT", 70, "IDAT chunks must follow each other")),
        Case(description: "empty IDAT chunks",
             bytes: Array(rgb.bytes.prefix(33)) + TestPNG.chunk("IDAT", []) + TestPNG.chunk("IDAT", []) + TestPNG.chunk("IEND", []),
             error: error("IDAT", 53, "the zlib stream ends early (truncated data)")),
        Case(description: "zlib method not DEFLATE", bytes: zlib([0x77, 0x01] + TestPNG.storedZlib(rgb.scanlines).dropFirst(2)),
             error: error("IDAT", 41, "the zlib header 0x77 does not name DEFLATE with a window of at most 32 KiB")),
        Case(description: "zlib check bits", bytes: zlib([0x78, 0x02] + TestPNG.storedZlib(rgb.scanlines).dropFirst(2)),
             error: error("IDAT", 42, "the zlib header check bits are wrong")),
        Case(description: "preset dictionary", bytes: zlib([0x78, 0xBB] + TestPNG.storedZlib(rgb.scanlines).dropFirst(2)),
             error: error("IDAT", 42, "the zlib stream asks for a preset dictionary")),
        Case(description: "reserved block type", bytes: zlib([0x78, 0x01, 0x07, 0, 0, 0, 1]),
             error: error("IDAT", 43, "a DEFLATE block has the reserved type 3")),
        Case(description: "stored length and complement", bytes: zlib([0x78, 0x01, 0x01, 14, 0, 0, 0] + rgb.scanlines + [0, 0, 0, 1]),
             error: error("IDAT", 44, "a stored block's length 14 does not match its complement")),
        Case(description: "match before the start", bytes: fixedBlock { $0.code(1, 7); $0.code(0, 5) },
             error: error("IDAT", 44, "a match reaches 1 bytes back, before the start of the data (0 bytes)")),
        Case(description: "distance symbol 30", bytes: fixedBlock { $0.code(0x30 + 65, 8); $0.code(1, 7); $0.code(30, 5) },
             error: error("IDAT", 45, "a distance symbol of 30 or 31 does not occur in DEFLATE")),
        Case(description: "literal/length symbol 286", bytes: fixedBlock { $0.code(0xC6, 8) },
             error: error("IDAT", 44, "a literal/length symbol of 286 or 287 does not occur in DEFLATE")),
        Case(description: "over-subscribed code-length code",
             bytes: {
                 var bits = TestBits()
                 bits.write(1, 1); bits.write(2, 2); bits.write(0, 5); bits.write(0, 5); bits.write(15, 4)
                 for _ in 0..<19 { bits.write(1, 3) }
                 return zlib(bits.zlib(adler: 1))
             }(),
             error: error("IDAT", 52, "code-length code: the Huffman code lengths are over-subscribed")),
        Case(description: "Huffman block cut short",
             bytes: {
                 var bits = TestBits()
                 bits.write(1, 1); bits.write(1, 2); bits.code(0x30 + 65, 8)
                 return zlib([0x78, 0x01] + bits.bytes)
             }(),
             error: error("IDAT", 45, "the zlib stream ends early (truncated data)")),
    ]

    @Test(arguments: cases)
    func throwsTheExactError(_ c: Case) {
        #expect(throws: c.error) { try Image(pngData: c.bytes) }
    }

    /// Every prefix of a valid file throws (none traps or decodes).
    @Test func everyPrefixThrows() {
        let bytes = PNGErrorTests.rgb.bytes
        for n in 0..<bytes.count {
            #expect(throws: ImageError.self) { try Image(pngData: Array(bytes.prefix(n))) }
        }
    }

    /// Every single-bit change of a valid file throws (the CRCs catch it)
    /// or, in the IEND CRC's shadow, still never traps.
    @Test func everyBitFlipThrows() {
        let bytes = PNGErrorTests.rgb.bytes
        for k in 0..<(bytes.count * 8) {
            var changed = bytes
            changed[k / 8] ^= 1 << UInt8(k % 8)
            #expect(throws: ImageError.self) { try Image(pngData: changed) }
        }
    }
}
