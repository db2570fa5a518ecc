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
