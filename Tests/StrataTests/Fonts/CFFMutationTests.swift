import Testing
@testable import Strata
import StrataTestFonts

/// Mutants of the CFF test font's `CFF ` table (every truncation, bit
/// flips, absurd values at every offset): each face is a `FontError`
/// naming `CFF ` (or another table) with an offset inside the file, or
/// reads; every outline is read, and none traps or hangs.
@Suite struct CFFMutationTests {
    static let font: [UInt8] = {
        var font = TestFont()
        font.cff = true
        return font.bytes()
    }()
    /// Where the `CFF ` table lies in `font` (its first table, by tag order).
    static let table: Range<Int> = {
        let b = font
        func u32(_ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
        return u32(20)..<u32(20) + u32(24)
    }()

    @Test func everyTruncationOfTheTable() {
        let table = TestCFF.standard.bytes()
        var failures = 0
        for length in 0..<table.count {
            var font = TestFont()
            font.cff = true
            font.cffTable = Array(table[..<length])
            if let e = FontMutationTests.exercise(font.bytes()) {
                #expect(e.table == "CFF ", "\(e)")
                failures += 1
            }
        }
        // Every cut inside the structure fails; cuts inside the last INDEX's
        // data (the local subroutines) fail too, at the last offset.
        #expect(failures == table.count)
    }

    @Test func bitFlips() {
        var random = TestRandom(seed: 7)
        for _ in 0..<3000 {
            var mutant = Self.font
            for _ in 0..<1 + Int.random(in: 0..<4, using: &random) {
                mutant[Int.random(in: Self.table, using: &random)] ^= UInt8(1) << UInt8(Int.random(in: 0..<8, using: &random))
            }
            FontMutationTests.exercise(mutant)
        }
    }

    @Test func absurdValuesAtEveryOffset() {
        for at in Self.table.dropLast() {
            for value: UInt16 in [0xFFFF, 0x8000, 0x7FFF, 0, 0x0C25, 0x1D7F] {
                var mutant = Self.font
                mutant[at] = UInt8(value >> 8)
                mutant[at + 1] = UInt8(value & 0xFF)
                FontMutationTests.exercise(mutant)
            }
        }
    }
}
