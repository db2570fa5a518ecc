import Testing
import Strata

@Suite("CRC-32 and Adler-32 known vectors")
struct ChecksumTests {
    @Test(arguments: [
        ("", UInt32(0)),
        ("123456789", 0xCBF4_3926),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
        ("IEND", 0xAE42_6082),
    ])
    func crc32(text: String, expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == expected)
    }

    @Test func crc32IsIncremental() {
        var crc = CRC32()
        crc.update(Array("12345".utf8))
        crc.update(Array("6789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }

    @Test func crc32OfLongInput() {
        #expect(CRC32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x68C6_CEC4)
    }

    @Test(arguments: [("", UInt32(1)), ("Wikipedia", 0x11E6_0398), ("a", 0x0062_0062)])
    func adler32(text: String, expected: UInt32) {
        #expect(Adler32.checksum(Array(text.utf8)) == expected)
    }

    /// 100 000 bytes of 0xFF pass the 5552-byte reduction boundary many times.
    @Test func adler32OfLongInputReducesWithoutOverflow() {
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)
    }
}

/// The eight-bytes-at-a-time paths against byte-at-a-time sums, at every
/// length around the 8-byte step and the 5552-byte Adler run.
@Suite struct ChecksumPathTests {
    /// The test PNG writer's bit-by-bit sums are the references.
    static func bitwiseCRC(_ bytes: [UInt8]) -> UInt32 { TestPNG.crc(bytes) }
    static func plainAdler(_ bytes: [UInt8]) -> UInt32 { TestPNG.adler(bytes) }

    @Test(arguments: Array(0...17) + [5551, 5552, 5553, 11_104, 20_000])
    func contiguousAndByteAtATimeAgree(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 3) }
        #expect(CRC32.checksum(bytes) == ChecksumPathTests.bitwiseCRC(bytes))
        #expect(CRC32.checksum(bytes.lazy.map { $0 }) == ChecksumPathTests.bitwiseCRC(bytes))
        #expect(Adler32.checksum(bytes) == ChecksumPathTests.plainAdler(bytes))
        #expect(Adler32.checksum(bytes.lazy.map { $0 }) == ChecksumPathTests.plainAdler(bytes))
        // Split updates: a slice then the rest.
        var crc = CRC32()
        crc.update(bytes[0..<(count / 3)])
        crc.update(bytes[(count / 3)...])
        #expect(crc.value == ChecksumPathTests.bitwiseCRC(bytes))
    }
}
