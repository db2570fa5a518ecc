import Foundation
import Testing
@testable import StrataText

/// The shaper's per-call cache of coverage and class answers
/// (`LayoutAnswerCache`): every answer equals the table's own
/// (`OpenTypeData.coverage`, `OpenTypeData.glyphClass`), whatever was asked
/// before, including with a cache so small that every slot is shared.
struct LayoutAnswerCacheTests {
    /// Bytes read both as a coverage table and as a class definition at
    /// offset 0: coverage format 1 of glyphs 5 and 9; as classes, format 1
    /// from glyph 2 (glyph 2 is class 9, the others read past the end: 0).
    static let tiny = OpenTypeData(bytes: [0, 1, 0, 2, 0, 5, 0, 9], base: 0, count: 8)

    @Test("one offset asked as a coverage and as a class definition, in turn, exactly", arguments: [1, 10])
    func kinds(_ bits: Int) {
        let cache = LayoutAnswerCache(bits: bits)
        let data = Self.tiny
        // (ask the class?, glyph, expected answer; -1: not covered)
        let questions: [(Bool, UInt32, Int)] = [
            (false, 2, -1), (true, 2, 9), (false, 2, -1), (true, 2, 9),
            (false, 5, 0), (true, 5, 0), (false, 9, 1), (true, 9, 0), (false, 5, 0),
            (false, 7, -1), (true, 3, 0), (false, 70_000, -1), (true, 70_000, 0),
        ]
        for (classes, glyph, expected) in questions {
            if classes {
                #expect(cache.glyphClass(data, 0, glyph) == expected)
            } else {
                #expect((cache.coverage(data, 0, glyph) ?? -1) == expected)
            }
        }
        #expect(cache.coverage(data, nil, 5) == nil)
        #expect(cache.glyphClass(data, nil, 2) == 0)
    }

    @Test("the same glyph at two offsets is two entries", arguments: [1, 10])
    func offsets(_ bits: Int) {
        let cache = LayoutAnswerCache(bits: bits)
        let data = Self.tiny
        for _ in 0..<2 {
            for at in [0, 2, 4, 6] {
                for glyph: UInt32 in [2, 5, 9] {
                    #expect(cache.coverage(data, at, glyph) == data.coverage(at, glyph))
                    #expect(cache.glyphClass(data, at, glyph) == data.glyphClass(at, glyph))
                }
            }
        }
    }

    static let fonts = LayoutAcceleratorTests.fonts.filter { FileManager.default.fileExists(atPath: $0) }

    /// Every subtable's offsets at 2…10 bytes, read as coverages and as class
    /// definitions (real ones for most, anything for the rest: the cache
    /// must agree either way), for glyphs 0..<800 and a few past the font,
    /// forward then backward, through a 2-slot cache and a default one.
    @Test("real fonts: every answer equals the table's", arguments: fonts)
    func realFonts(_ path: String) throws {
        let face = try FontFace(contentsOf: path)
        for table in [face.layout.gsub, face.layout.gpos] {
            let data = table.data
            var offsets: [Int] = []
            for s in table.accelerators.subtables {
                for field in stride(from: 2, through: 10, by: 2) {
                    if let at = data.offset16(s, s + field) { offsets.append(at) }
                }
            }
            #expect(!offsets.isEmpty)
            let glyphs: [UInt32] = Array(0..<800) + [65_535, 65_536, 100_000]
            for cache in [LayoutAnswerCache(bits: 1), LayoutAnswerCache()] {
                var mismatches = 0
                for pass in 0..<2 {
                    for at in pass == 0 ? offsets : offsets.reversed() {
                        for glyph in pass == 0 ? glyphs : glyphs.reversed() {
                            if cache.coverage(data, at, glyph) != data.coverage(at, glyph) { mismatches += 1 }
                            if cache.glyphClass(data, at, glyph) != data.glyphClass(at, glyph) { mismatches += 1 }
                        }
                    }
                }
                #expect(mismatches == 0, "\(path): \(mismatches) answers differ (\(cache.slots) slots)")
            }
        }
    }
}
