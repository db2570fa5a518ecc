import Foundation
import StrataTestFonts
import Testing
@testable import Strata

/// The references for colour glyphs: fontTools (Debian's
/// `python3-fonttools`) reads `CBDT`/`CBLC`, `COLR` and `CPAL`; pycairo
/// (`python3-cairo`, libpng underneath) decodes the PNG fontTools
/// extracted. Both run live with `/usr/bin/python3`.
enum ColorGlyphOracle {
    /// Noto Color Emoji (Debian's `fonts-noto-color-emoji`): `CBDT` bitmaps.
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let hasEmoji = FileManager.default.fileExists(atPath: notoColorEmoji)
    static let missingEmoji: Comment = "Noto Color Emoji is not installed (apt-get install fonts-noto-color-emoji)"
    /// Whether `/usr/bin/python3` imports fontTools and cairo.
    static let isAvailable: Bool = (try? DebianPython.output(["-c", "import fontTools, cairo"])) != nil
    static let missing: Comment = "/usr/bin/python3 with fontTools and cairo is not installed (apt-get install python3-fonttools python3-cairo)"

    /// A glyph's bitmap as fontTools reads it, and its PNG as cairo decodes it.
    struct Bitmap {
        var glyph: Int
        var width: Int, height: Int, bearingX: Int, bearingY: Int, advance: Int, ppem: Int
        var png: [UInt8]
        /// cairo's pixels: premultiplied ARGB32 as bytes B, G, R, A, rows without padding.
        var cairoPixels: [UInt8]
    }

    static let bitmapScript = """
    import sys, io, cairo
    from fontTools.ttLib import TTFont
    f = TTFont(sys.argv[1], lazy=True)
    cmap = f.getBestCmap(); order = f.getGlyphOrder()
    strike = f['CBLC'].strikes[0].bitmapSizeTable; data = f['CBDT'].strikeData[0]
    for cp in [int(c, 16) for c in sys.argv[2].split(',')]:
        name = cmap[cp]; g = data[name]; m = g.metrics; png = g.imageData
        s = cairo.ImageSurface.create_from_png(io.BytesIO(png)); s.flush()
        w, h, st = s.get_width(), s.get_height(), s.get_stride(); raw = bytes(s.get_data())
        px = b''.join(raw[y * st:y * st + 4 * w] for y in range(h))
        print(order.index(name), m.width, m.height, m.BearingX, m.BearingY, m.Advance, strike.ppemY, png.hex(), px.hex())
    """

    /// The bitmaps of `scalars` in the font at `path`, read by fontTools and decoded by cairo.
    static func bitmaps(_ path: String, _ scalars: [UInt32]) throws -> [Bitmap] {
        let arguments = ["-c", bitmapScript, path, scalars.map { String($0, radix: 16) }.joined(separator: ",")]
        let text = try #require(try DebianPython.output(arguments))
        return try text.split(separator: "\n").map { line in
            let f = line.split(separator: " ").map(String.init)
            try #require(f.count == 9)
            let n = try f[0..<7].map { try #require(Int($0)) }
            return Bitmap(glyph: n[0], width: n[1], height: n[2], bearingX: n[3], bearingY: n[4], advance: n[5],
                          ppem: n[6], png: try hex(f[7]), cairoPixels: try hex(f[8]))
        }
    }

    static func hex(_ s: String) throws -> [UInt8] {
        let u = Array(s.utf8)
        try #require(u.count % 2 == 0)
        return try stride(from: 0, to: u.count, by: 2).map { i in try #require(UInt8(String(decoding: u[i..<i + 2], as: UTF8.self), radix: 16)) }
    }

    /// cairo's premultiplication of one straight channel (cairo-png.c, `multiply_alpha`).
    static func premultiply(_ color: UInt8, _ alpha: UInt8) -> UInt8 {
        let t = Int(alpha) * Int(color) + 0x80
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// The COLR test font (Tests/Fixtures/Color/build-colr-test-font.py), built at `path`.
    static func buildCOLRFont(at path: String) throws {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Fonts/ColorGlyphOracle.swift, StrataTests
        let script = parts.joined(separator: "/") + "/Fixtures/Color/build-colr-test-font.py"
        _ = try #require(try DebianPython.output([script, path]))
    }

    /// A subset of Noto Color Emoji with `text`'s emoji, made by fontTools' subsetter, at `path`.
    static func subsetEmoji(_ text: String, at path: String) throws {
        _ = try #require(try DebianPython.output(["-m", "fontTools.subset", notoColorEmoji, "--text=\(text)",
                                                  "--output-file=\(path)"]))
    }

    /// `COLR` layers of the characters, as fontTools reads them: for each,
    /// (layer glyph id, colour as RGBA bytes or nil for 0xFFFF).
    static func layers(_ path: String, _ scalars: [UInt32]) throws -> [[(glyph: Int, rgba: [UInt8]?)]] {
        let script = """
        import sys
        from fontTools.ttLib import TTFont
        f = TTFont(sys.argv[1]); cmap = f.getBestCmap(); order = f.getGlyphOrder(); pal = f['CPAL'].palettes[0]
        for cp in [int(c, 16) for c in sys.argv[2].split(',')]:
            print(';'.join('%d %s' % (order.index(l.name), 'fg' if l.colorID == 0xFFFF else
                  '%d,%d,%d,%d' % (pal[l.colorID].red, pal[l.colorID].green, pal[l.colorID].blue, pal[l.colorID].alpha))
                  for l in f['COLR'].ColorLayers[cmap[cp]]))
        """
        let text = try #require(try DebianPython.output(["-c", script, path, scalars.map { String($0, radix: 16) }.joined(separator: ",")]))
        return try text.split(separator: "\n").map { line in
            try line.split(separator: ";").map { part in
                let f = part.split(separator: " ")
                let glyph = try #require(Int(f[0]))
                if f[1] == "fg" { return (glyph, nil) }
                return (glyph, try f[1].split(separator: ",").map { try #require(UInt8($0)) })
            }
        }
    }

    /// The file offset of table `tag` in a single font's bytes.
    static func tableOffset(_ bytes: [UInt8], _ tag: String) -> Int? {
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        for i in 0..<u16(4) where String(decoding: bytes[12 + 16 * i..<16 + 16 * i], as: UTF8.self) == tag {
            return u32(12 + 16 * i + 8)
        }
        return nil
    }
}
