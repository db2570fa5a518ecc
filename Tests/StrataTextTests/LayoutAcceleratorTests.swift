import Foundation
import StrataTestFonts
import Testing
@testable import StrataText

/// The shaper's per-face lookup accelerators (`LayoutTable.accelerators`):
/// the glyph-set digests that let a lookup or subtable be skipped without
/// reading its coverage, checked exactly, against fontTools' coverage sets
/// for real fonts, and bounded on a hostile table.
struct LayoutAcceleratorTests {
    /// A digest holding the single glyphs `glyphs` and the ranges `ranges`.
    static func digest(_ glyphs: [UInt32], _ ranges: [ClosedRange<UInt32>] = []) -> GlyphSetDigest {
        var d = GlyphSetDigest.empty
        for g in glyphs { d.insert(g) }
        for r in ranges { d.insert(r.lowerBound, through: r.upperBound) }
        return d
    }

    @Test("digest membership, exactly", arguments: [
        ([5], [], 5, true),
        ([5], [], 6, false),              // another low bit
        ([5], [], 69, false),             // same low bit, another middle one
        ([5], [], 1_029, false),          // same low and middle bits, another high one
        ([5], [], 32_773, true),          // same bits in all three: a false positive, allowed
        ([], [0...63], 63, true),
        ([], [0...63], 64, false),
        ([], [60...70], 61, true),        // a range wrapping the low mask
        ([], [60...70], 30, false),
        ([], [0...100_000], 65_535, true),
        ([], [], 0, false),
    ] as [([UInt32], [ClosedRange<UInt32>], UInt32, Bool)])
    func membership(_ glyphs: [UInt32], _ ranges: [ClosedRange<UInt32>], _ probe: UInt32, _ expected: Bool) {
        #expect(Self.digest(glyphs, ranges).mayHave(probe) == expected)
    }

    @Test("digest intersection, exactly", arguments: [
        ([5], [6], false),
        ([5], [0, 5, 9], true),
        ([1, 2, 3], [1_000], false),
    ] as [([UInt32], [UInt32], Bool)])
    func intersection(_ a: [UInt32], _ b: [UInt32], _ expected: Bool) {
        #expect(Self.digest(a).mayIntersect(Self.digest(b)) == expected)
        #expect(GlyphSetDigest.full.mayIntersect(Self.digest(a)))
        #expect(!GlyphSetDigest.empty.mayIntersect(Self.digest(a)))
    }

    @Test("a digest never rejects a glyph it was given", arguments: 0..<8)
    func noFalseNegatives(_ seed: Int) {
        var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: UInt32) -> UInt32 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt32(truncatingIfNeeded: state >> 20) % n
        }
        var glyphs: [UInt32] = [], ranges: [ClosedRange<UInt32>] = []
        for _ in 0..<40 { glyphs.append(next(70_000)) }
        for _ in 0..<10 { let a = next(70_000); ranges.append(a...a + next(300)) }
        let d = Self.digest(glyphs, ranges)
        #expect(glyphs.allSatisfy { d.mayHave($0) })
        #expect(ranges.allSatisfy { r in r.allSatisfy { d.mayHave($0) } })
    }

    static let fonts = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
    ]
    static let fontToolsAvailable = (try? DebianPython.output(["-c", "import fontTools"])) != nil
        && fonts.allSatisfy { FileManager.default.fileExists(atPath: $0) }

    /// fontTools' glyphs at which each lookup's subtables can start (coverage,
    /// first input coverage, mark coverage): "GSUB 3 12 40 41" lines.
    static let startScript = """
    import sys
    from fontTools.ttLib import TTFont
    f = TTFont(sys.argv[1])
    gid = {n: i for i, n in enumerate(f.getGlyphOrder())}
    def starts(st):
        if hasattr(st, 'ExtSubTable'): st = st.ExtSubTable
        for name in ('mapping', 'alternates', 'ligatures'):
            if hasattr(st, name): return list(getattr(st, name).keys())
        for name in ('InputCoverage', 'MarkCoverage', 'Mark1Coverage', 'Coverage'):
            c = getattr(st, name, None)
            if c is None: continue
            if isinstance(c, list): c = c[0] if c else None
            return c.glyphs if c is not None else []
        return []
    for tag in ('GSUB', 'GPOS'):
        if tag not in f: continue
        for i, lookup in enumerate(f[tag].table.LookupList.Lookup):
            glyphs = sorted({gid[g] for st in lookup.SubTable for g in starts(st)})
            print(tag, i, *glyphs)
    """

    @Test("every lookup's digest holds every glyph fontTools says it can start at, and rejects most others",
          .enabled(if: fontToolsAvailable, "needs /usr/bin/python3 with fontTools (python3-fonttools), fonts-dejavu-core, fonts-noto-core"),
          arguments: fonts)
    func realFonts(_ path: String) throws {
        let face = try FontFace(contentsOf: path)
        let text = try #require(try DebianPython.output(["-c", Self.startScript, path]))
        var checked = 0, accepted = 0, possible = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let table = fields[0] == "GSUB" ? face.layout.gsub : face.layout.gpos
            let index = try #require(Int(fields[1]))
            let accelerators = table.accelerators
            try #require(index < accelerators.lookups.count)
            let lookup = accelerators.lookups[index]
            for g in fields.dropFirst(2) {
                let glyph = try #require(UInt32(g))
                #expect(lookup.digest.mayHave(glyph), "\(fields[0]) lookup \(index) rejects glyph \(glyph)")
                checked += 1
            }
            accepted += (0..<face.numberOfGlyphs).count(where: { lookup.digest.mayHave(UInt32($0)) })
            possible += face.numberOfGlyphs
        }
        #expect(checked > 100)
        #expect(accepted * 2 < possible, "the digests accept \(accepted) of \(possible) glyph tries")
    }

    @Test("a table whose subtables all point at one big coverage builds in bounded work, and still shapes")
    func coverageBudget() throws {
        // One single substitution lookup (delta +1: A → V) with 1,000 subtable
        // offsets, all to the same subtable, whose coverage lists 20,000 glyphs.
        let subtables = 1_000, glyphs = 20_000
        var lookup: [UInt8] = []
        func u16(_ v: Int) { lookup += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        u16(1); u16(0); u16(subtables)
        let subtable = 6 + 2 * subtables
        for _ in 0..<subtables { u16(subtable) }
        u16(1); u16(6); u16(1)                     // format 1, coverage at +6, delta 1
        u16(1); u16(glyphs); u16(2)                // coverage format 1: glyph 2 (A), then 10, 11, …
        for g in 10..<10 + glyphs - 1 { u16(g) }
        let face = try ShapingBadInputTests.face([lookup])
        let accelerators = face.layout.gsub.accelerators
        let fits = LayoutAccelerators.coverageBudget / glyphs
        #expect(accelerators.digests.count == subtables)
        #expect(accelerators.digests.prefix(fits).allSatisfy { $0 != .full && $0.mayHave(2) && !$0.mayHave(30_000) })
        #expect(accelerators.digests.dropFirst(fits).allSatisfy { $0 == .full })
        #expect(face.shape("AVA").map(\.glyph) == [3, 3, 3])
    }
}
