import Testing
@testable import Strata
@testable import StrataText
import StrataTestFonts

/// Corrupt and truncated fonts throw `FontError`s naming a table and an
/// offset; they never crash or read out of bounds. Every mutant is loaded,
/// measured and has every outline read.
@Suite struct FontMutationTests {
    /// Loads `bytes` and uses everything the face offers; returns the error, if any.
    @discardableResult
    static func exercise(_ bytes: [UInt8]) -> FontError? {
        do {
            let face = try FontFace(bytes: bytes)
            _ = face.width(of: "AV A\u{C4}\u{C5}\u{1F600}xyz", atSize: 12)
            _ = face.metrics(atSize: 12)
            for g in 0..<min(face.numberOfGlyphs + 2, 300) {
                _ = try? face.outline(of: UInt16(g))
                _ = face.advance(of: UInt16(g))
            }
            return nil
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count, "\(error)")
            #expect(!error.table.isEmpty)
            return error
        }
    }

    @Test(arguments: [TestFont.Kerning.gpos, .kernTable])
    func everyTruncationThrows(kerning: TestFont.Kerning) {
        let bytes = TestFont(kerning: kerning).bytes()
        for length in 0..<bytes.count - 1 {
            // The last table ends with padding, so only cuts before its end must fail.
            let error = Self.exercise(Array(bytes[..<length]))
            if length < bytes.count - 3 { #expect(error != nil, "truncated to \(length)") }
        }
    }

    @Test(arguments: [TestFont.Kerning.gpos, .kernTable])
    func bitFlips(kerning: TestFont.Kerning) {
        let bytes = TestFont(kerning: kerning).bytes()
        var random = TestRandom(seed: kerning == .gpos ? 1 : 2)
        for _ in 0..<3000 {
            var mutant = bytes
            for _ in 0..<1 + Int.random(in: 0..<4, using: &random) {
                mutant[Int.random(in: 0..<mutant.count, using: &random)] ^= UInt8(1) << UInt8(Int.random(in: 0..<8, using: &random))
            }
            Self.exercise(mutant)
        }
    }

    @Test func absurdOffsetsAndCounts() {
        let bytes = TestFont().bytes()
        for at in stride(from: 0, to: bytes.count - 1, by: 1) {
            for value: UInt16 in [0xFFFF, 0x8000, 0x7FFF, 0] {
                var mutant = bytes
                mutant[at] = UInt8(value >> 8)
                mutant[at + 1] = UInt8(value & 0xFF)
                Self.exercise(mutant)
            }
            if at + 3 < bytes.count {
                var mutant = bytes
                for k in 0..<4 { mutant[at + k] = 0xFF }
                Self.exercise(mutant)
            }
        }
    }

    @Test func errorsNameTheTableAndOffset() throws {
        let good = TestFont().bytes()
        let dir = try FontDirectory(FontReader(good, table: "header"), fileSize: good.count)
        func patched(_ tag: String, _ at: Int, _ value: UInt16) -> [UInt8] {
            var b = good
            let o = dir.tables[tag]!.offset + at
            b[o] = UInt8(value >> 8)
            b[o + 1] = UInt8(value & 0xFF)
            return b
        }
        let hhea = dir.tables["hhea"]!.offset, hmtx = dir.tables["hmtx"]!.offset, head = dir.tables["head"]!.offset
        // numberOfHMetrics larger than numGlyphs is clamped; 0 is an error.
        #expect(throws: FontError(table: "hhea", offset: hhea + 34, problem: "numberOfHMetrics is 0")) {
            try FontFace(bytes: patched("hhea", 34, 0))
        }
        #expect(throws: FontError(table: "head", offset: head + 50, problem: "indexToLocFormat 7 is neither 0 nor 1")) {
            try FontFace(bytes: patched("head", 50, 7))
        }
        // maxp says 0x7FFF glyphs: hmtx (7 metrics) is fine, loca is too short.
        let e = Self.exercise(patched("maxp", 4, 0x7FFF))
        #expect(e?.table == "loca")
        #expect(e?.offset == dir.tables["loca"]!.offset)
        // A directory entry pointing past the end of the file.
        var b = good
        b[12 + 8] = 0x7F
        #expect(Self.exercise(b)?.table == "header")
        _ = hmtx
    }

    @Test func aCompositeThatContainsItselfIsAnError() throws {
        // Point component 1 of Ä at Ä itself (glyph 5): nesting must stop.
        var bytes = TestFont().bytes()
        let dir = try FontDirectory(FontReader(bytes, table: "header"), fileSize: bytes.count)
        let face = try FontFace(bytes: bytes)
        let start = dir.tables["glyf"]!.offset + face.glyphs!.offsets[5]
        bytes[start + 13] = 5
        let mutant = try FontFace(bytes: bytes)
        #expect(throws: FontError.self) { try mutant.outline(of: 5) }
        do {
            _ = try mutant.outline(of: 5)
        } catch {
            #expect(error.table == "glyf")
            #expect(error.problem == "composite glyphs nested more than 8 deep")
        }
    }
}
