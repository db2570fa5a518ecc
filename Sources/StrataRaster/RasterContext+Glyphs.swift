import Strata

extension RasterContext {
    /// Draws a run in its font face: each glyph's cached coverage bitmap
    /// (see `GlyphCache`) at its pen position, rounded to a quarter pixel
    /// in x; the baseline is rounded to a whole pixel.
    mutating func drawGlyphs(_ run: TextRun, face: FontFace, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let ppem = run.fontSize * scale
        guard ppem > 0, ppem.isFinite, run.opacity > 0, box.0 < box.2, box.1 < box.3 else { return }
        let k = ppem / Double(face.unitsPerEm)
        let paint = PaintColor(run.color, opacity: run.opacity)
        let originX = run.origin.x * scale
        let baselineY = run.origin.y * scale
        guard abs(originX) < 1e9, abs(baselineY) < 1e9 else { return }
        let baseline = Int(baselineY.rounded())
        let cache = GlyphCache.shared
        face.forEachGlyph(in: run.text[...]) { glyph, pen in
            let x = originX + Double(pen) * k
            guard x > -1e9, x < 1e9 else { return }
            var cell = x.rounded(.down)
            var phase = Int(((x - cell) * 4).rounded())
            if phase == 4 { phase = 0; cell += 1 }
            let bitmap = cache.bitmap(face, glyph: glyph, pixelsPerEm: ppem, phase: phase)
            if bitmap.width > 0 { blit(bitmap, x: Int(cell) + bitmap.left, y: baseline + bitmap.top, paint, pixels) }
        }
    }

    /// Blends `paint` through `bitmap`'s coverage with its top-left at
    /// pixel `(x, y)`, inside the clip box and soft clips.
    func blit(_ bitmap: GlyphBitmap, x: Int, y: Int, _ paint: PaintColor, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let x0 = max(x, box.0), y0 = max(y, box.1)
        let x1 = min(x + bitmap.width, box.2), y1 = min(y + bitmap.height, box.3)
        guard x0 < x1, y0 < y1 else { return }
        let soft = !softClips.isEmpty
        bitmap.coverage.withUnsafeBufferPointer { cov in
            for py in y0..<y1 {
                let row = (py - y) * bitmap.width - x
                var i = 4 * (py * width + x0)
                for px in x0..<x1 {
                    var c = Double(cov[row + px])
                    if c > 0 {
                        if soft { c *= clipCoverage(px, py) }
                        blendPixel(pixels, i, paint.r, paint.g, paint.b, paint.a * c)
                    }
                    i += 4
                }
            }
        }
    }
}
