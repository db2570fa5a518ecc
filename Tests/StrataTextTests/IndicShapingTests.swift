import Foundation
import StrataText
import Testing

/// The Indic shaper against hb-shape (Debian's libharfbuzz-bin) run live:
/// per script, real words, neighbouring pairs and built syllables
/// (`IndicCorpus`), identical output string by string; random Indic
/// sequences; and hostile lengths, bounded and identical too.
@Suite("Indic shaping matches HarfBuzz", .enabled(if: HarfBuzzShape.isInstalled, "needs /usr/bin/hb-shape (Debian's libharfbuzz-bin)"))
struct IndicShapingTests {
    static func mismatches(font: String, _ strings: [String]) throws -> [String] {
        let face = try FontFace(contentsOf: font)
        let expected = try HarfBuzzShape.shape(font: font, lines: strings)
        var bad: [String] = []
        for (text, hb) in zip(strings, expected) {
            let ours = ShapedGlyph.harfBuzzText(face.shape(text))
            if ours != hb {
                let scalars = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                bad.append("\(scalars)\n  strata: \(ours)\n  hb:     \(hb)")
            }
        }
        return bad
    }

    static func installed(_ name: String) -> Bool {
        IndicCorpus.scripts.first { $0.name == name }.map { FileManager.default.fileExists(atPath: $0.font) } ?? false
    }
    static var fontsInstalled: Bool { IndicCorpus.scripts.allSatisfy { FileManager.default.fileExists(atPath: $0.font) } }

    @Test("at least 60 strings per script")
    func corpusSize() {
        for script in IndicCorpus.scripts {
            #expect(IndicCorpus.strings(script).count >= 60, "\(script.name)")
        }
    }

    @Test("identical to hb-shape", .enabled(if: fontsInstalled, "needs fonts-noto-core"),
          arguments: IndicCorpus.scripts.map(\.name))
    func matches(_ name: String) throws {
        let script = try #require(IndicCorpus.scripts.first { $0.name == name })
        let strings = IndicCorpus.strings(script)
        let bad = try Self.mismatches(font: script.font, strings)
        #expect(bad.isEmpty, "\(bad.count) of \(strings.count) differ:\n\(bad.prefix(8).joined(separator: "\n"))")
    }

    /// Deterministic random sequences of 1…10 characters from a block, ZWJ, ZWNJ and the dotted circle.
    static func randomStrings(block: UInt32, count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var result: [String] = []
        while result.count < count {
            var s = ""
            for _ in 0..<(1 + Int(next() % 10)) {
                let r = next() % 100
                let v: UInt32 = r < 4 ? 0x200D : r < 8 ? 0x200C : r < 10 ? 0x25CC : block + UInt32(next() % 0x80)
                if let u = Unicode.Scalar(v), u.properties.generalCategory != .unassigned { s.unicodeScalars.append(u) }
            }
            if !s.isEmpty { result.append(s) }
        }
        return result
    }

    @Test("random sequences identical to hb-shape", .enabled(if: fontsInstalled, "needs fonts-noto-core"),
          arguments: IndicCorpus.scripts.map(\.name))
    func random(_ name: String) throws {
        let script = try #require(IndicCorpus.scripts.first { $0.name == name })
        let strings = Self.randomStrings(block: script.block, count: 300, seed: UInt64(script.block))
        let bad = try Self.mismatches(font: script.font, strings)
        #expect(bad.isEmpty, "\(bad.count) of \(strings.count) differ:\n\(bad.prefix(8).joined(separator: "\n"))")
    }

    /// Hostile lengths hb-shape still shapes: runs of matras after conjuncts, of joiners, broken clusters.
    static let hostile: [(String, String)] = [
        ("10,000 anusvara on KA (broken clusters)", "\u{915}" + String(repeating: "\u{902}", count: 10_000)),
        ("20,000 I matras after KA", "\u{915}" + String(repeating: "\u{93F}", count: 20_000)),
        ("5,000 half forms then 5,000 I matras", String(repeating: "\u{915}\u{94D}", count: 5_000) + "\u{915}"
            + String(repeating: "\u{93F}", count: 5_000)),
        ("20,000 ZWNJ then I", "\u{915}\u{94D}" + String(repeating: "\u{200C}", count: 20_000) + "\u{93F}"),
        ("20,000 ZWNJ after KA, no matra (each joiner starts a scan that reads the rest of the run)",
         "\u{915}" + String(repeating: "\u{200C}", count: 20_000)),
        ("reph on 5,000 conjuncts", "\u{930}\u{94D}" + String(repeating: "\u{915}\u{94D}", count: 5_000) + "\u{937}\u{93F}"),
    ]

    @Test("hostile lengths: identical to hb-shape", .enabled(if: installed("Devanagari"), "needs fonts-noto-core"),
          arguments: hostile.map(\.0))
    func hostileInput(_ name: String) throws {
        let text = try #require(Self.hostile.first { $0.0 == name }).1
        let font = IndicCorpus.noto + "NotoSansDevanagari-Regular.ttf"
        let glyphs = try FontFace(contentsOf: font).shape(text)
        #expect([ShapedGlyph.harfBuzzText(glyphs)] == (try HarfBuzzShape.shape(font: font, lines: [text])))
    }

    /// 100,000 marks on one base: HarfBuzz 6.0.0 itself stops on an assertion past 32,767
    /// attached marks, so the reference is its output for 1,000: the base, then the same mark glyph.
    @Test("100,000 marks on one base: bounded, every mark as HarfBuzz places it", .enabled(if: installed("Devanagari"), "needs fonts-noto-core"))
    func hundredThousandMarks() throws {
        let font = IndicCorpus.noto + "NotoSansDevanagari-Regular.ttf"
        let face = try FontFace(contentsOf: font)
        let hb = try HarfBuzzShape.shape(font: font, lines: ["\u{915}" + String(repeating: "\u{951}", count: 1_000)])
        let expected = try #require(hb.first).dropFirst().dropLast().split(separator: "|").map(String.init)
        try #require(expected.count == 1_001)
        let glyphs = face.shape("\u{915}" + String(repeating: "\u{951}", count: 100_000))
        #expect(glyphs.count == 100_001)
        let text = ShapedGlyph.harfBuzzText(glyphs).dropFirst().dropLast().split(separator: "|").map(String.init)
        #expect(text.first == expected[0])
        #expect(text.dropFirst().allSatisfy { $0 == expected[1] })
    }

    /// Docs/Text.md's snippet; the values are hb-shape's for the same font and text.
    @Test("Docs/Text.md's Indic snippet", .enabled(if: installed("Devanagari"), "needs fonts-noto-core"))
    func guideSnippet() throws {
        let face = try FontFace(contentsOf: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")
        #expect(ShapedGlyph.harfBuzzText(face.shape("कर्म")) == "[25=0+762|50=1+598|181=1+0]")
        #expect(ShapedGlyph.harfBuzzText(face.shape("कि")) == "[607=0+259|25=0+762]")
    }
}
