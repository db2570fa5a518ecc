import Testing
@testable import StrataRaster

/// Deterministic pseudo-random bytes (a 64-bit LCG's high byte).
func noiseBytes(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
    var x = seed
    return (0..<count).map { _ in
        x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: x >> 56)
    }
}

@Suite("DEFLATE and zlib streams")
struct DeflateTests {
    static let inputs: [(String, [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("hello", Array("hello".utf8)),
        ("text", Array(String(repeating: "Strata lays out views. ", count: 50).utf8)),
        ("runs", (0..<5000).map { UInt8($0 / 700) }),
        ("noise", noiseBytes(70_000)),
        ("skewed", (0..<20_000).map { i in UInt8("aaaabbbccd".utf8.map { $0 }[Int(noiseBytes(1, seed: UInt64(i))[0]) % 10]) }),
    ]

    @Test(arguments: inputs.indices)
    func roundTripsInEveryBlockType(index: Int) throws {
        let input = DeflateTests.inputs[index].1
        for (type, code) in [(Deflate.BlockType.stored, 0), (.fixed, 1), (.dynamic, 2)] {
            let stream = Deflate.zlibCompress(input, forcing: type)
            let decoded = try Inflate.zlibDecompress(stream)
            #expect(decoded.bytes == input, "\(DeflateTests.inputs[index].0) as \(type)")
            #expect(Set(decoded.blockTypes) == [code])
        }
    }

    /// Matches at the window's edge (distance 32 768), just beyond it,
    /// and of the longest length (258).
    @Test func windowEdgesAndLongestMatches() throws {
        let block = noiseBytes(32_768, seed: 7)
        let far = noiseBytes(32_769, seed: 9)
        let inputs = [block + block, far + far, [UInt8](repeating: 3, count: 1_000) + block.prefix(300) + block.prefix(300)]
        for input in inputs {
            let tokens = LZ77().tokens(input)
            let matches = tokens.filter(LZ77.isMatch)
            #expect(matches.allSatisfy { ($0 >> 16 & 0x1FF) >= 3 && ($0 >> 16 & 0x1FF) <= 258 && ($0 & 0xFFFF) <= 32_768 })
            for type in [Deflate.BlockType.fixed, .dynamic] {
                #expect(try Inflate.zlibDecompress(Deflate.zlibCompress(input, forcing: type)).bytes == input)
            }
        }
        let repeated = LZ77().tokens(block + block).filter(LZ77.isMatch)
        #expect(repeated.contains { $0 & 0xFFFF == 32_768 && $0 >> 16 & 0x1FF == 258 })
        #expect(LZ77().tokens([UInt8](repeating: 3, count: 1_000)).contains { $0 >> 16 & 0x1FF == 258 })
    }

    @Test(arguments: 0..<8)
    func randomStructuredInputsRoundTrip(seed: Int) throws {
        // Noise with copies of earlier stretches at random distances and lengths.
        let noise = noiseBytes(30_000, seed: UInt64(seed) + 100)
        var input: [UInt8] = []
        var k = 0
        while input.count < 20_000 {
            let r = Int(noise[k]) << 8 | Int(noise[k + 1])
            k += 2
            if input.count > 10, r % 3 == 0 {
                let distance = 1 + r % min(input.count, 5_000), length = 1 + r % 300
                for _ in 0..<length { input.append(input[input.count - distance]) }
            } else {
                input.append(contentsOf: noise[k..<(k + r % 7)])
                k += r % 7
            }
        }
        let stream = Deflate.zlibCompress(input)
        #expect(try Inflate.zlibDecompress(stream).bytes == input)
        #expect(stream.count < input.count)
    }

    /// 200 000 zero bytes are a few hundred match tokens (one token block)
    /// but four stored blocks: 3 × 65 535 + 3 395 bytes.
    @Test func storedBlocksSplitAt65535Bytes() throws {
        let input = [UInt8](repeating: 0, count: 200_000)
        let stream = Deflate.zlibCompress(input, forcing: .stored)
        let decoded = try Inflate.zlibDecompress(stream)
        #expect(decoded.blockTypes == [0, 0, 0, 0])
        #expect(decoded.bytes == input)
        #expect(stream.count == 2 + 200_000 + 4 * 5 + 4)
    }

    /// Noise is all literals: three token blocks (32 768, 32 768, 4 464),
    /// each stored, 5 bytes of overhead each.
    @Test func incompressibleInputIsStoredWithMinimalOverhead() throws {
        let input = noiseBytes(70_000)
        let stream = Deflate.zlibCompress(input)
        #expect(stream.count == 2 + 70_000 + 3 * 5 + 4)
        #expect(try Inflate.zlibDecompress(stream).blockTypes == [0, 0, 0])
    }

    /// Noise followed by text: the block form follows the data.
    @Test func eachTokenBlockChoosesItsOwnForm() throws {
        let input = noiseBytes(3 * Deflate.tokensPerBlock) + Array(String(repeating: "abc ", count: 20_000).utf8)
        let (bytes, types) = Deflate.encode(input, forcing: nil)
        #expect(types.count >= 3)
        #expect(types.first == .stored)
        #expect(types.last != .stored)
        #expect(try Inflate.inflate(bytes).bytes == input)
    }

    @Test func repetitiveInputCompressesWell() throws {
        let input = DeflateTests.inputs[3].1
        let stream = Deflate.zlibCompress(input)
        #expect(stream.count < input.count / 10)
        #expect(try Inflate.zlibDecompress(stream).bytes == input)
    }

    @Test func skewedLiteralsChooseDynamicCodes() throws {
        let input = DeflateTests.inputs[6].1
        let (bytes, types) = Deflate.encode(input, forcing: nil)
        #expect(types == [.dynamic])
        #expect(bytes.count < Deflate.compress(input, forcing: .fixed).count)
    }

    @Test func zlibHeaderAndAdlerTrailer() {
        let stream = Deflate.zlibCompress(Array("hello".utf8))
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C])
        #expect(Array(stream.suffix(4)) == [0x06, 0x2C, 0x02, 0x15])
    }

    /// The test decoder reads reference zlib streams (Python's `zlib`):
    /// a fixed block and a dynamic block.
    @Test func testDecoderReadsReferenceStreams() throws {
        let hello: [UInt8] = [0x78, 0x9C, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15]
        #expect(try Inflate.zlibDecompress(hello).bytes == Array("hello".utf8))
        let dynamic: [UInt8] = [
            0x78, 0xDA, 0x25, 0x8C, 0xC1, 0x11, 0x00, 0x00, 0x04, 0xC3, 0x66, 0x6D, 0xD3, 0xFD, 0x67, 0xA0,
            0x38, 0x8F, 0x48, 0x01, 0xB2, 0x50, 0xE4, 0xE0, 0xC5, 0x08, 0x7B, 0xE9, 0x06, 0x6F, 0xA9, 0x28,
            0x73, 0xAE, 0x74, 0x8D, 0x56, 0xA4, 0x18, 0x88, 0x3F, 0x6B, 0xEB, 0xDC, 0xAF, 0xD5, 0xEF, 0xDB,
            0x2A, 0xF4, 0x39, 0x7F, 0xAC, 0x0C, 0xDC, 0x11, 0x2D, 0xEA,
        ]
        let text = "ccabacadabdcbabadacbbcbacbababbbbaacbaabccbacbbaabaabaacaccbdaabadccdbbacbbabbabaaabadaabaabdbbabdcaaabcabbabbacabaacaad"
        let decoded = try Inflate.zlibDecompress(dynamic)
        #expect(decoded.blockTypes == [2])
        #expect(decoded.bytes == Array(text.utf8))
    }

    /// Fibonacci frequencies force an unlimited Huffman tree deeper than 15.
    @Test func huffmanLengthsRespectTheLimitAndFillTheCode() {
        var f = [1, 1]
        while f.count < 30 { f.append(f[f.count - 1] + f[f.count - 2]) }
        #expect(Int(Huffman.unlimitedLengths(f).max()!) > 15)
        let lengths = Huffman.lengths(f, limit: 15)
        #expect(Int(lengths.max()!) == 15)
        let kraft = lengths.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
        #expect(kraft == 1)
    }

    @Test func canonicalCodesFollowRFC1951Example() {
        // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A…H.
        #expect(Huffman.codes([3, 3, 3, 3, 3, 2, 4, 4]) == [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111])
    }
}
