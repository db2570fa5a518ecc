import Foundation
import StrataTestFonts
import Testing
@testable import Strata

/// Colour glyphs: `CBDT`/`CBLC` bitmaps of Noto Color Emoji and the
/// `COLR`/`CPAL` layers of a font fontTools builds, each checked against
/// fontTools (and the PNGs' pixels against cairo); emoji presentation
/// against emoji-data.txt.
@Suite struct ColorGlyphTests {
    static let emojiAndOracle = ColorGlyphOracle.hasEmoji && ColorGlyphOracle.isAvailable

    @Test(.enabled(if: emojiAndOracle, "needs fonts-noto-color-emoji, python3-fonttools and python3-cairo"))
    func bitmapsMatchFontToolsAndCairo() throws {
        // A face, a heart, a flag letter, a skin tone, a keycap base, the copyright sign, a party popper.
        let scalars: [UInt32] = [0x1F600, 0x2764, 0x1F1EB, 0x1F3FD, 0x23, 0xA9, 0x1F389]
        let face = try FontFace(contentsOf: ColorGlyphOracle.notoColorEmoji)
        #expect(face.hasColorGlyphs)
        let expected = try ColorGlyphOracle.bitmaps(ColorGlyphOracle.notoColorEmoji, scalars)
        try #require(expected.count == scalars.count)
        for (scalar, want) in zip(scalars, expected) {
            let glyph = face.glyph(for: try #require(Unicode.Scalar(scalar)))
            #expect(Int(glyph) == want.glyph)
            let bitmap = try #require(try face.colorBitmap(of: glyph, pixelsPerEm: 16))
            let got: [Int] = [bitmap.width, bitmap.height, bitmap.bearingX, bitmap.bearingY, bitmap.advance, bitmap.pixelsPerEm]
            let metrics: [Int] = [want.width, want.height, want.bearingX, want.bearingY, want.advance, want.ppem]
            #expect(got == metrics, "U+\(String(scalar, radix: 16))")
            #expect(bitmap.png == want.png)
            let image = try Image(pngData: bitmap.png)
            #expect(image.pixelWidth * image.pixelHeight * 4 == want.cairoPixels.count)
            var mismatches = 0
            for p in 0..<min(image.rgba.count, want.cairoPixels.count) / 4 {
                let a = image.rgba[4 * p + 3]
                let mine = [ColorGlyphOracle.premultiply(image.rgba[4 * p + 2], a), ColorGlyphOracle.premultiply(image.rgba[4 * p + 1], a),
                            ColorGlyphOracle.premultiply(image.rgba[4 * p], a), a]
                if mine != Array(want.cairoPixels[4 * p..<4 * p + 4]) { mismatches += 1 }
            }
            #expect(mismatches == 0, "U+\(String(scalar, radix: 16))")
        }
        // A glyph with no bitmap (.notdef has one in Noto; a glyph past the strikes has none).
        #expect(try face.colorBitmap(of: UInt16(face.numberOfGlyphs + 10), pixelsPerEm: 16) == nil)
    }

    @Test(.enabled(if: ColorGlyphOracle.isAvailable, ColorGlyphOracle.missing))
    func colrLayersMatchFontTools() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-colr-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ColorGlyphOracle.buildCOLRFont(at: dir + "/colr.ttf")
        let face = try FontFace(contentsOf: dir + "/colr.ttf")
        #expect(face.hasColorGlyphs)
        let scalars: [UInt32] = [0x1F600, 0x263A]
        let expected = try ColorGlyphOracle.layers(dir + "/colr.ttf", scalars)
        try #require(expected.count == 2)
        for (scalar, want) in zip(scalars, expected) {
            let layers = try face.colorLayers(of: face.glyph(for: try #require(Unicode.Scalar(scalar))))
            #expect(layers.map { Int($0.glyph) } == want.map(\.glyph))
            let colors: [Color?] = want.map { layer -> Color? in
                guard let c = layer.rgba else { return nil }
                return Color(red8: c[0], green8: c[1], blue8: c[2], alpha8: c[3])
            }
            #expect(layers.map(\.color) == colors)
        }
        #expect(try face.colorLayers(of: face.glyph(for: "A")) == [])
        #expect(try face.colorBitmap(of: face.glyph(for: "A"), pixelsPerEm: 16) == nil)
    }
}

extension ColorGlyphTests {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let emojiData = "/usr/share/unicode/emoji/emoji-data.txt"
    static let presentationInstalled = ColorGlyphOracle.hasEmoji
        && [dejaVuSans, emojiData].allSatisfy { FileManager.default.fileExists(atPath: $0) }

    /// The code points emoji-data.txt gives Emoji_Presentation.
    static func emojiPresentation() throws -> Set<UInt32> {
        var set = Set<UInt32>()
        for line in try String(contentsOfFile: emojiData, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "#")[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, fields[1] == "Emoji_Presentation" else { continue }
            let bounds = fields[0].split(separator: ".").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            set.formUnion(low...high)
        }
        return set
    }

    /// DejaVu Sans has ☕ (U+2615), ⚡ (U+26A1) and ☺ (U+263A): the first two
    /// default to emoji presentation, so the emoji face draws them unless
    /// U+FE0E follows; ☺ defaults to text, so DejaVu draws it unless U+FE0F follows.
    @Test(.enabled(if: presentationInstalled, "needs fonts-dejavu-core, fonts-noto-color-emoji and unicode-data"),
          arguments: [("\u{2615}", true), ("\u{2615}\u{FE0E}", false), ("\u{26A1}", true), ("\u{263A}", false),
                      ("\u{263A}\u{FE0F}", true), ("\u{1F600}", true), ("a", false)])
    func presentationPicksTheFace(text: String, emoji: Bool) throws {
        let presentation = try Self.emojiPresentation()
        #expect([0x2615, 0x26A1, 0x1F600].allSatisfy(presentation.contains))
        #expect(!presentation.contains(0x263A))
        let dejaVu = try FontFace(contentsOf: Self.dejaVuSans)
        #expect(dejaVu.glyph(for: text.unicodeScalars.first!) != 0 || text == "\u{1F600}")
        let runs = FontCascade(primary: dejaVu).runs(in: text)
        #expect(runs.map(\.face.family) == [emoji ? "Noto Color Emoji" : "DejaVu Sans"])
    }
}

extension ColorGlyphTests {
    /// Index subtable formats 3 and 4 (Noto uses 1): a subset rewritten by
    /// fontTools, read against fontTools.
    @Test(.enabled(if: emojiAndOracle, "needs fonts-noto-color-emoji, python3-fonttools and python3-cairo"),
          arguments: [3, 4])
    func otherIndexFormatsMatchFontTools(format: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-cblc-\(format)-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ColorGlyphOracle.subsetEmoji("\u{1F600}\u{1F389}\u{2764}", at: dir + "/subset.ttf")
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        let script = parts.joined(separator: "/") + "/Fixtures/Color/convert-cblc-index-format.py"
        _ = try #require(try DebianPython.output([script, dir + "/subset.ttf", dir + "/converted.ttf", String(format)]))
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/converted.ttf"))
        let cblc = try #require(ColorGlyphOracle.tableOffset([UInt8](bytes), "CBLC"))
        let array = Int(bytes[cblc + 8]) << 24 | Int(bytes[cblc + 9]) << 16 | Int(bytes[cblc + 10]) << 8 | Int(bytes[cblc + 11])
        let header = cblc + array + (Int(bytes[cblc + array + 6]) << 8 | Int(bytes[cblc + array + 7]))
        #expect(Int(bytes[header]) << 8 | Int(bytes[header + 1]) == format)
        let face = try FontFace(bytes: [UInt8](bytes))
        let scalars: [UInt32] = [0x1F600, 0x1F389, 0x2764]
        let expected = try ColorGlyphOracle.bitmaps(dir + "/converted.ttf", scalars)
        try #require(expected.count == scalars.count)
        for (scalar, want) in zip(scalars, expected) {
            let glyph = face.glyph(for: try #require(Unicode.Scalar(scalar)))
            #expect(Int(glyph) == want.glyph)
            let bitmap = try #require(try face.colorBitmap(of: glyph, pixelsPerEm: 20))
            let got: [Int] = [bitmap.width, bitmap.height, bitmap.bearingX, bitmap.bearingY, bitmap.advance]
            let metrics: [Int] = [want.width, want.height, want.bearingX, want.bearingY, want.advance]
            #expect(got == metrics)
            #expect(bitmap.png == want.png)
        }
    }
}
