#if canImport(Glibc)
import Glibc
#endif
import Strata
import StrataRaster

/// CFF outline benchmarks with Noto Sans CJK (Debian's `fonts-noto-cjk`,
/// face 0); skipped, with a notice on standard error, when it is missing.
///
/// - `font.cff.glyph_outline`: n ideographs' outlines read from their
///   charstrings (subroutines, hint masks; per item: one glyph).
/// - `text.raster.cjk_cold`: a label of n different ideographs at 16 pt
///   drawn the first time (the glyph cache emptied before each repetition).
/// - `text.raster.cjk`: the same label drawn again (the cache warm).
@MainActor
func cffBenchmarks() -> [Benchmark] {
    let path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    guard let face = try? FontFace(contentsOf: path, index: 0) else {
        _ = "  font.cff.*, text.raster.cjk*: skipped (no \(path))\n".withCString { write(2, $0, strlen($0)) }
        return []
    }
    let n = 200
    // 200 different ideographs spread over the CJK Unified Ideographs block.
    let text = String(String.UnicodeScalarView((0..<n).compactMap { Unicode.Scalar(0x4E00 + 97 * $0) }))
    let glyphs = text.unicodeScalars.map { face.glyph(for: $0) }
    var all: [Benchmark] = []
    all.append(Benchmark("font.cff.glyph_outline", n: n, quick: true) {
        { for g in glyphs { blackHole(try? face.outline(of: g)) } }
    })
    let list = DisplayList(size: Size(width: 3300, height: 24), commands: [
        .text(TextRun(text: text, origin: Point(x: 2, y: 18), fontSize: 16, fontName: face.fontName, face: face, color: .black)),
    ])
    let raster = Raster(scale: 1, bandCount: 1)
    all.append(Benchmark("text.raster.cjk_cold", n: n, quick: true) {
        GlyphCache.shared.removeAll()
        var canvas = Canvas(width: 3300, height: 24, background: RGBA8(255, 255, 255))
        return { raster.draw(list, into: &canvas); blackHole(canvas) }
    })
    all.append(Benchmark("text.raster.cjk", n: n, quick: true) {
        var canvas = Canvas(width: 3300, height: 24, background: RGBA8(255, 255, 255))
        raster.draw(list, into: &canvas)
        return { raster.draw(list, into: &canvas); blackHole(canvas) }
    })
    return all
}
