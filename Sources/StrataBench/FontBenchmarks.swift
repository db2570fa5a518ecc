#if canImport(Glibc)
import Glibc
#endif
import Strata
import StrataRaster

/// Font benchmarks with the system font (`Font.system`); skipped, with a
/// notice on standard error, when only the built-in font is installed.
///
/// - `text.shape.font`: n characters of prose through cmap, advances and
///   kerning (`FontFace.width(of:atSize:)`).
/// - `text.raster.glyphs`: n glyphs at 15 pt (lines of 100) drawn with a
///   warm glyph cache, five layers of 20 lines on a 1000 × 400 canvas.
/// - `text.raster.cold`: the first n different glyphs, the cache emptied
///   before each repetition.
/// - `font.scan`: a cold scan of the font directories (n = faces found).
/// - `font.load`: reading the system face's file in full (cmap, advances,
///   kerning, `loca`), as the first `Font` of a file does (n = glyphs).
@MainActor
func fontBenchmarks() -> [Benchmark] {
    guard let face = Font.system(size: 15).face else {
        _ = "  text.shape.font, text.raster.*, font.scan: skipped (no system font)\n".withCString { write(2, $0, strlen($0)) }
        return []
    }
    var all: [Benchmark] = []
    let n = 10_000
    let prose = String(String(repeating: "The quick brown fox jumps over the lazy dog. AVATAR Wave To Ty. ", count: n / 60 + 1).prefix(n))
    all.append(Benchmark("text.shape.font", n: n, quick: true) {
        { blackHole(face.width(of: prose[...], atSize: 15)) }
    })
    let lines = stride(from: 0, to: n, by: 100).map { start in
        String(prose.dropFirst(start).prefix(100))
    }
    // 100 lines of 100 glyphs, 20 lines down a 1000 × 400 canvas, five times over.
    let list = DisplayList(size: Size(width: 1000, height: 400), commands: lines.enumerated().map { i, line in
        .text(TextRun(text: line, origin: Point(x: 2.3 + Double(i / 20) * 0.25, y: 18 + 19.5 * Double(i % 20)), fontSize: 15,
                      fontName: face.fontName, face: face, color: .black))
    })
    let raster = Raster(scale: 1)
    var warm = Canvas(width: 1000, height: 400, background: RGBA8(255, 255, 255))
    raster.draw(list, into: &warm)
    all.append(Benchmark("text.raster.glyphs", n: n, quick: true) {
        var canvas = Canvas(width: 1000, height: 400, background: RGBA8(255, 255, 255))
        return { raster.draw(list, into: &canvas); blackHole(canvas) }
    })
    // 100 different glyphs: printable ASCII and Latin-1 letters.
    let distinct = String(String.UnicodeScalarView((0x21...0x7E).compactMap(Unicode.Scalar.init)
                                                   + (0xC0...0xDD).compactMap(Unicode.Scalar.init)).prefix(100))
    let cold = DisplayList(size: Size(width: 1200, height: 40), commands: [
        .text(TextRun(text: distinct, origin: Point(x: 2, y: 20), fontSize: 15, fontName: face.fontName,
                      face: face, color: .black)),
    ])
    all.append(Benchmark("text.raster.cold", n: 100, quick: true) {
        GlyphCache.shared.removeAll()
        var canvas = Canvas(width: 1200, height: 40, background: RGBA8(255, 255, 255))
        return { raster.draw(cold, into: &canvas); blackHole(canvas) }
    })
    let files = FontLibrary.shared.faces.count
    all.append(Benchmark("font.scan", n: max(1, files), perItem: true, quick: true) {
        { blackHole(FontLibrary(directories: FontLibrary.defaultDirectories)) }
    })
    if let path = face.path {
        all.append(Benchmark("font.load", n: face.numberOfGlyphs, quick: true) {
            { blackHole(try? FontFace(contentsOf: path, index: face.index)) }
        })
    }
    return all
}
