import Foundation
import Testing
@testable import StrataText

/// The shaper's small memos outside the layout tables: the bitmap in front
/// of `ShapingData.decompose` and the normaliser's `cmap` cache
/// (`Normalizer.mapGlyphs`), each checked against the uncached answer.
struct ShapingMemoTests {
    /// `ShapingData.decompose` without the bitmap: the binary search alone.
    static func searched(_ c: UInt32) -> (UInt32, UInt32?)? {
        var lo = 0, hi = ShapingData.decompositions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let v = ShapingData.decompositions[mid]
            let key = UInt32(truncatingIfNeeded: v >> 42)
            if key == c {
                let a = UInt32(truncatingIfNeeded: (v >> 21) & 0x1FFFFF), b = UInt32(truncatingIfNeeded: v & 0x1FFFFF)
                return (a, b == 0 ? nil : b)
            }
            if key < c { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    @Test("decompose equals the plain search for every character outside Hangul syllables")
    func decompositions() {
        var differ: [UInt32] = []
        for c in UInt32(0)..<0x11_0000 where !(0xAC00..<0xAC00 + 11_172).contains(c) {
            let a = ShapingData.decompose(c), b = Self.searched(c)
            if a?.0 != b?.0 || a?.1 != b?.1 { differ.append(c) }
        }
        #expect(differ.isEmpty)
        // Exact values: a decomposable character, one that is not, one past the plane.
        #expect(ShapingData.decompose(0x00E9)?.0 == 0x0065)
        #expect(ShapingData.decompose(0x00E9)?.1 == 0x0301)
        #expect(ShapingData.decompose(0x0041) == nil)
        #expect(ShapingData.decompose(0x1D15E)?.0 == 0x1D157)
    }

    static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Characters sharing the cache's slots (the same low byte), in turn,
    /// twice, with a surrogate and a value past Unicode (no glyph).
    @Test("the normaliser's cmap cache gives each character its own glyph",
          .enabled(if: FileManager.default.fileExists(atPath: font), "needs fonts-dejavu-core"))
    func characterMap() throws {
        let face = try FontFace(contentsOf: Self.font)
        let text: [UInt32] = [0x41, 0x141, 0x641, 0x941, 0x1E41, 0x41, 0xD841, 0x11_0041, 0x141, 0x41, 0x20, 0x120, 0x20, 0x1E41]
        let buffer = ShapingBuffer(text.enumerated().map { GlyphInfo(codepoint: $0.element, cluster: UInt32($0.offset)) })
        Normalizer(face: face, buffer: buffer).mapGlyphs()
        let expected = text.map { u in Unicode.Scalar(u).map { UInt32(face.glyph(for: $0)) } ?? 0 }
        #expect(buffer.info.map(\.glyphIndex) == expected)
        #expect(expected[0] != 0 && expected[1] != 0 && expected[0] != expected[1])
        #expect(expected[6] == 0 && expected[7] == 0)
    }
}
