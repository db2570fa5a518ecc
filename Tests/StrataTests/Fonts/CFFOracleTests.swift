import Foundation
import Testing
@testable import Strata

/// CFF and CFF2 outlines against fontTools, run live: Noto Sans CJK's
/// CID-keyed faces (subroutines, hint masks, FDSelect), a subset of it
/// saved as a single `.otf`, and small CFF and CFF2 fonts fontTools builds
/// here with every path operator, `seac`, `blend` and `vsindex`.
@Suite(.enabled(if: FontToolsOracle.isAvailable, FontToolsOracle.missing))
struct CFFOracleTests {
    /// Glyphs spread over Noto Sans CJK's 65 535: Latin, kana, hangul, ideographs.
    static let cjkGlyphs = [1, 34, 66, 100, 1000, 1500, 3000, 6000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 65_000]

    static func ours(_ face: FontFace, _ glyphs: [Int]) throws -> [[GlyphOutline.Segment]] {
        try glyphs.map { g in
            var segments: [GlyphOutline.Segment] = []
            try face.outline(of: UInt16(g)).forEachSegment { segments.append($0) }
            return segments
        }
    }

    static func temporaryDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "strata-cff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test(.enabled(if: FontToolsOracle.hasNotoSansCJK, FontToolsOracle.missingCJK), arguments: [0, 2])
    func notoSansCJKGlyphsMatch(face index: Int) throws {
        let face = try FontFace(contentsOf: FontToolsOracle.notoSansCJK, index: index)
        #expect(face.hasGlyphOutlines)
        let theirs = try FontToolsOracle.outlines(FontToolsOracle.notoSansCJK, index: index, glyphs: Self.cjkGlyphs)
        let ours = try Self.ours(face, Self.cjkGlyphs)
        #expect(theirs.count == Self.cjkGlyphs.count)
        #expect(theirs.filter(\.isEmpty).count <= 1)   // real glyphs, not a table of empty ones
        for (k, g) in Self.cjkGlyphs.enumerated() {
            #expect(ours[k] == theirs[k], "glyph \(g) of face \(index)")
        }
    }

    /// pyftsubset keeps the subroutines: a single-font `.otf` of a few CJK glyphs.
    @Test(.enabled(if: FontToolsOracle.hasNotoSansCJK, FontToolsOracle.missingCJK))
    func subsetOTFMatches() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/subset.otf"
        _ = try #require(try FontToolsOracle.run(["-m", "fontTools.subset", FontToolsOracle.notoSansCJK, "--font-number=0",
                                                  "--text=永字あア한Ag", "--output-file=" + path]))
        let face = try FontFace(contentsOf: path)
        let glyphs = Array(0..<face.numberOfGlyphs)
        #expect(glyphs.count >= 8)   // .notdef, the 7 characters, and what their layout features reach
        #expect(try Self.ours(face, glyphs) == FontToolsOracle.outlines(path, glyphs: glyphs))
    }

    @Test(arguments: ["cff", "cff2"])
    func builtFontMatches(kind: String) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/\(kind).otf"
        try FontToolsOracle.build(kind, at: path)
        let face = try FontFace(contentsOf: path)
        #expect(face.hasGlyphOutlines)
        let glyphs = Array(0..<face.numberOfGlyphs)
        #expect(glyphs.count == 8)
        let theirs = try FontToolsOracle.outlines(path, glyphs: glyphs)
        let ours = try Self.ours(face, glyphs)
        for g in glyphs { #expect(ours[g] == theirs[g], "glyph \(g)") }
        // What the glyphs exercise is there: cubics, lines, several contours, a non-integer point.
        let all = theirs.joined()
        #expect(all.filter { if case .cubic = $0 { true } else { false } }.count == 19)
        #expect(all.filter { $0 == .close }.count == (kind == "cff" ? 11 : 8))
        #expect(theirs[6].contains(.line(Point(x: 143.48214285714286, y: 108.5))))
    }
}

/// The snippet of Docs/Text.md's "CFF outlines" section.
@Suite(.enabled(if: FontToolsOracle.hasNotoSansCJK, FontToolsOracle.missingCJK))
struct CFFGuideSnippet {
    @Test func readingACFFOutline() throws {
        let face = try FontFace(contentsOf: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 0)
        #expect(face.hasGlyphOutlines)
        let outline = try face.outline(of: face.glyph(for: "永"))
        var cubics = 0, closes = 0
        outline.forEachSegment { segment in
            if case .cubic = segment { cubics += 1 }
            if segment == .close { closes += 1 }
        }
        #expect(outline.contours.isEmpty)
        #expect(cubics > 0 && closes > 0)
        #expect(outline.segments.filter { if case .move = $0 { true } else { false } }.count == closes)
    }
}
