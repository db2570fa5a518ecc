import Testing
@testable import Strata
@testable import StrataImages

/// The INFLATE decoder on its own: Huffman tables (fast and slow paths),
/// match copies of every distance class, and output bounds.
@Suite struct InflateTests {
    /// Runs `Inflater` on `zlib` into exactly `count` bytes.
    static func inflate(_ zlib: [UInt8], count: Int) throws(InflateFailure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count + Inflater.slack)
        let failure: InflateFailure? = zlib.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                var inflater = Inflater(input: input.baseAddress!, count: input.count, output: output.baseAddress!,
                                        outputCount: count)
                do throws(InflateFailure) { try inflater.inflateZlib(); return nil } catch { return error }
            }
        }
        if let failure { throw failure }
        return Array(out.prefix(count))
    }

    /// A fixed block: `distance` literals, then a match of `length` at
    /// `distance` (overlapping when the length is larger), end of block.
    @Test(arguments: [(1, 10), (2, 9), (3, 8), (7, 20), (8, 30), (9, 258)])
    func overlappingMatches(distance: Int, length: Int) throws {
        var expected = Array("abcdefghi".utf8.prefix(distance))
        var bits = TestBits()
        bits.write(1, 1)
        bits.write(1, 2)
        for b in expected { bits.code(0x30 + Int(b), 8) }
        // Length symbol and extra bits (RFC 1951 §3.2.5), fixed codes.
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let l = lengthBases.lastIndex { $0 <= length }!
        let symbol = 257 + l
        if symbol < 280 { bits.code(symbol - 256, 7) } else { bits.code(0xC0 + symbol - 280, 8) }
        bits.write(length - lengthBases[l], lengthExtra[l])
        let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25]
        let d = distanceBases.lastIndex { $0 <= distance }!
        bits.code(d, 5)
        bits.write(distance - distanceBases[d], max(0, d / 2 - 1))
        bits.code(0, 7)   // end of block
        for k in 0..<length { expected.append(expected[k]) }
        let out = try InflateTests.inflate(bits.zlib(adler: TestPNG.adler(expected)), count: expected.count)
        #expect(out == expected)
    }

    /// A dynamic block whose literal code has lengths up to 15 bits, so
    /// that symbols go through the slow path of `InflateTable`.
    @Test func longCodesUseTheSlowPath() throws {
        // Literal/length code lengths 1, 2, …, 14, 15 for the bytes 0–14 and
        // 15 for end of block: a complete code, codes of 11 bits and more.
        var lengths = [Int](repeating: 0, count: 257)
        let symbols = Array(0..<15) + [256]
        for (k, s) in symbols.enumerated() { lengths[s] = min(k + 1, 15) }
        var bits = TestBits()
        bits.write(1, 1)
        bits.write(2, 2)
        bits.write(0, 5)    // HLIT: 257
        bits.write(0, 5)    // HDIST: 1
        bits.write(15, 4)   // HCLEN: 19
        // Code-length code: 4 bits for each of the lengths 0–15 (complete), none for 16–18.
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        for s in order { bits.write(s < 16 ? 4 : 0, 3) }
        // Canonical 4-bit codes: symbol s → code s.
        for n in lengths { bits.code(n, 4) }
        bits.code(1, 4)     // the one distance code: length 1
        // Canonical literal codes: lengths 1…15 for 0…14, 15 for 256.
        var codes: [Int: (Int, Int)] = [:]
        var code = 0
        for (k, s) in symbols.enumerated() {
            let n = min(k + 1, 15)
            if k > 0 { code = (code + 1) << (n - min(k, 15)) }
            codes[s] = (code, n)
        }
        let text: [UInt8] = [0, 14, 13, 1, 12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7]
        for b in text { bits.code(codes[Int(b)]!.0, codes[Int(b)]!.1) }
        bits.code(codes[256]!.0, codes[256]!.1)
        let out = try InflateTests.inflate(bits.zlib(adler: TestPNG.adler(text)), count: text.count)
        #expect(out == text)
    }

    @Test func outputIsBounded() {
        let zlib = TestPNG.storedZlib([1, 2, 3, 4, 5])
        #expect(throws: InflateFailure.self) { try InflateTests.inflate(zlib, count: 4) }
        #expect(throws: InflateFailure.self) { try InflateTests.inflate(zlib, count: 6) }
        #expect((try? InflateTests.inflate(zlib, count: 5)) == [1, 2, 3, 4, 5])
    }
}
