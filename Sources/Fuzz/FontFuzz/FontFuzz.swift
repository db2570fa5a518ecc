// A libFuzzer target: font files on arbitrary bytes — read every face
// (a collection's too), measure text with kerning, read every outline
// (up to 300 glyphs), read colour bitmaps and layers, shape Latin, Arabic, Hebrew, Thai and Devanagari, rasterize a few glyphs, and draw a run (plain and
// clipped) with the rasterizer and as SVG glyph paths. Built only by `Scripts/fuzz` (STRATA_FUZZ=1); see Docs/Reliability.md.
import Strata
import StrataRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for index in 0..<4 {
        guard let face = try? FontFace(bytes: bytes, index: index) else { break }
        _ = face.width(of: "AV Wave To \u{C4}\u{C5}\u{2026}\u{1F600}", atSize: 17)
        _ = face.metrics(atSize: 17)
        // Shaping reads GSUB, GPOS and GDEF (and cmap format 14): bounded, never trapping.
        _ = face.shape("office AVA \u{C4}e\u{301}\u{308} \u{1F44D}\u{1F3FD}")
        _ = face.shape("\u{645}\u{631}\u{62D}\u{628}\u{627} \u{644}\u{627}\u{651}\u{64E}")
        _ = face.shape("\u{5E9}\u{5B8}\u{5C1}\u{5DC}\u{5D5}\u{5B9}\u{5DD} \u{E19}\u{E49}\u{E33} \u{928}\u{92E}\u{94D}",
                       features: [FontFeature("smcp"), FontFeature("aalt", 2)])
        // The Indic shaper: reph, conjuncts, a pre-base matra, ZWJ/ZWNJ, a broken cluster (dotted circle), Bengali and Malayalam.
        _ = face.shape("\u{930}\u{94D}\u{915}\u{94D}\u{937}\u{93F} \u{915}\u{94D}\u{200D}\u{937} \u{93F}\u{94D} "
                       + "\u{995}\u{9CB} \u{D4E}\u{D15}\u{D4A}")
        for g in 0..<min(face.numberOfGlyphs, 300) {
            guard let outline = try? face.outline(of: UInt16(g)) else { continue }
            if g < 8 {
                _ = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: 20 / Double(face.unitsPerEm), xOffset: 0.25,
                                           maximumPixels: GlyphCache.maximumPixels(pixelsPerEm: 20))
            }
        }
        // Colour glyphs: CBDT/CBLC bitmaps (PNG decoded when drawn) and COLR/CPAL layers.
        for g in 0..<min(face.numberOfGlyphs, 64) {
            if let bitmap = try? face.colorBitmap(of: UInt16(g), pixelsPerEm: 16) { _ = try? Image(pngData: bitmap.png) }
            _ = try? face.colorLayers(of: UInt16(g))
        }
        let run = TextRun(text: "AVA\u{C4}", origin: Point(x: 1, y: 20), fontSize: 12, fontName: face.fontName,
                          face: face, color: .black)
        let list = DisplayList(size: Size(width: 60, height: 30), commands: [
            .text(run), .pushClip(rect: Rect(x: 3.5, y: 2, width: 20, height: 20), cornerRadius: 4), .text(run), .popClip,
        ])
        _ = SVGWriter().write(list)
        _ = Raster(scale: 1.5).render(list)
        _ = Raster.bounds(of: run)
    }
    // Each input is a new face: keep none of them alive in the glyph cache.
    GlyphCache.shared.removeAll()
    return 0
}
