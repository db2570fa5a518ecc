import Strata

extension RasterContext {
    /// Draws a run in its font face: each glyph's cached coverage bitmap
    /// (see `GlyphCache`) at its pen position, rounded to a quarter pixel
    /// in x; the baseline is rounded to a whole pixel. Under a transform
    /// that only scales uniformly and moves, the run is drawn at the
    /// scaled size; other transforms go through `drawTransformedText`.
    ///
    /// In a banded draw the run was placed once for every band
    /// (`Raster.placeGlyphRuns`): a band whose rows it does not reach skips
    /// it, the others draw its placed glyphs. Otherwise it is placed and
    /// drawn in one pass.
    mutating func drawGlyphs(_ run: TextRun, face: FontFace, _ pixels: UnsafeMutableBufferPointer<UInt8>, command: Int) {
        let ppem = run.fontSize * k
        guard ppem > 0, ppem.isFinite, run.opacity > 0, box.0 < box.2, box.1 < box.3 else { return }
        let paint = PaintColor(run.color, opacity: run.opacity)
        if command < placedRuns.count, let placed = placedRuns[command] {
            guard placed.top < box.3, placed.bottom > box.1 else { return }
            for glyph in placed.glyphs { blit(glyph.bitmap, x: glyph.x, y: glyph.y, paint, pixels) }
            return
        }
        guard Self.mayReach(run, face: face, k: k, offsetX: offsetX, offsetY: offsetY, box: box) else { return }
        Self.forEachGlyph(of: run, face: face, k: k, offsetX: offsetX, offsetY: offsetY) { bitmap, x, y in
            blit(bitmap, x: x, y: y, paint, pixels)
        }
    }

    /// Whether `run`'s glyphs can touch `box`: its rows (and, when it is
    /// shaped, its columns) from the glyphs' positions and the face's glyph
    /// box (`FontFace.glyphBounds`, as `Raster.bounds(of:)`), widened by
    /// half an em and two pixels. A region redraw passes over every run
    /// far from it without looking a glyph up.
    /// - Complexity: O(glyphs), no lookup.
    static func mayReach(_ run: TextRun, face: FontFace, k: Double, offsetX: Double, offsetY: Double,
                         box: (Int, Int, Int, Int)) -> Bool {
        let units = run.fontSize / Double(face.unitsPerEm) // points per font unit
        let g = face.glyphBounds
        var low = 0.0, high = 0.0, leftmost = Double.infinity, rightmost = -Double.infinity
        for glyph in run.glyphs {
            low = min(low, glyph.position.y)
            high = max(high, glyph.position.y)
            leftmost = min(leftmost, glyph.position.x)
            rightmost = max(rightmost, glyph.position.x)
        }
        let margin = run.fontSize * k / 2 + 2
        let baseline = run.origin.y * k + offsetY
        let top = baseline + (low - max(0, g.maxY * units)) * k - margin
        let bottom = baseline + (high - min(0, g.minY * units)) * k + margin
        guard top.isFinite, bottom.isFinite else { return true }
        guard top < Double(box.3), bottom > Double(box.1) else { return false }
        guard !run.glyphs.isEmpty else { return true } // unshaped: its pen positions are not known yet
        let origin = run.origin.x * k + offsetX
        let left = origin + (leftmost + min(0, g.minX * units)) * k - margin
        let right = origin + (rightmost + max(0, g.maxX * units)) * k + margin
        guard left.isFinite, right.isFinite else { return true }
        return left < Double(box.2) && right > Double(box.0)
    }

    /// Calls `body` with each inked glyph of `run` drawn at `k` pixels per
    /// point moved by `offsetX`, `offsetY`: its cached bitmap and the
    /// canvas pixel of the bitmap's top-left corner, in drawing order
    /// (the run's shaped `glyphs` when it has them, `TextRun.forEachGlyph`).
    @inline(__always)
    static func forEachGlyph(of run: TextRun, face: FontFace, k: Double, offsetX: Double, offsetY: Double,
                             _ body: (GlyphBitmap, Int, Int) -> Void) {
        let ppem = run.fontSize * k
        let originX = run.origin.x * k + offsetX
        let baselineY = run.origin.y * k + offsetY
        guard abs(originX) < 1e9, abs(baselineY) < 1e9 else { return }
        let baseline = Int(baselineY.rounded())
        let cache = GlyphCache.shared
        run.forEachGlyph(face: face) { glyph, gx, gy in
            let x = originX + gx * k
            guard x > -1e9, x < 1e9, abs(gy * k) < 1e9 else { return }
            let y = gy == 0 ? baseline : Int((baselineY + gy * k).rounded())
            var cell = x.rounded(.down)
            var phase = Int(((x - cell) * 4).rounded())
            if phase == 4 { phase = 0; cell += 1 }
            let bitmap = cache.bitmap(face, glyph: glyph, pixelsPerEm: ppem, phase: phase)
            if bitmap.width > 0 { body(bitmap, Int(cell) + bitmap.left, y + bitmap.top) }
        }
    }

    /// Blends `paint` through `bitmap`'s coverage with its top-left at
    /// pixel `(x, y)`, inside the clip box and soft clips.
    func blit(_ bitmap: GlyphBitmap, x: Int, y: Int, _ paint: PaintColor, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        bitmap.coverage.withUnsafeBufferPointer { coverage in
            blitMask(coverage, width: bitmap.width, height: bitmap.height, x: x, y: y, paint, pixels)
        }
    }

    /// Blends `paint` through a coverage mask of `width × height` values
    /// (row by row) with its top-left at pixel `(x, y)`, inside the clip
    /// box and soft clips. Opaque destination pixels (the common case)
    /// blend in 16-bit fixed point with the colour rounded to bytes; the
    /// others go through `blendPixel`.
    func blitMask(_ coverage: UnsafeBufferPointer<Float>, width maskWidth: Int, height maskHeight: Int, x: Int, y: Int,
                  _ paint: PaintColor, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let x0 = max(x, box.0), y0 = max(y, box.1)
        let x1 = min(x + maskWidth, box.2), y1 = min(y + maskHeight, box.3)
        guard x0 < x1, y0 < y1, maskWidth * maskHeight <= coverage.count else { return }
        let soft = hasSoftClips
        let pa = Float(paint.a)
        let solid = (roundByte(paint.r), roundByte(paint.g), roundByte(paint.b))
        let ri = Int(solid.0), gi = Int(solid.1), bi = Int(solid.2)
        guard let out = pixels.baseAddress, let cov = coverage.baseAddress else { return }
        if !soft {
            // The common case, without clips to evaluate: coverage × alpha in
            // 16-bit fixed point, opaque destinations without a division.
            // A fully covered pixel (c ≥ 1, most of a glyph's inside) takes
            // `full` without a conversion: the same as Int(min(c, 1) × scale16).
            let scale16 = pa * 65536
            let full = Int(scale16)
            for py in y0..<y1 {
                let src = cov + ((py - y) * maskWidth + (x0 - x))
                var p = out + pixelIndex(x0, py)
                for k in 0..<(x1 - x0) {
                    let c = src[k]
                    if c > 0 {
                        let ai = c >= 1 ? full : Int(c * scale16)
                        if ai >= 65536 {
                            p[0] = solid.0; p[1] = solid.1; p[2] = solid.2; p[3] = 255
                        } else if p[3] == 255 {
                            blendOpaque16(p, ri, gi, bi, ai)
                        } else if ai > 0 {
                            blendPixel(pixels, pixelIndex(x0 + k, py), paint.r, paint.g, paint.b, Double(pa * min(c, 1)))
                        }
                    }
                    p += 4
                }
            }
            return
        }
        for py in y0..<y1 {
            let src = cov + ((py - y) * maskWidth + (x0 - x))
            var p = out + pixelIndex(x0, py)
            for k in 0..<(x1 - x0) {
                let c = src[k]
                if c > 0 {
                    var a = pa * min(c, 1)
                    if soft { a *= Float(clipCoverage(x0 + k, py)) }
                    if a >= 1 {
                        p[0] = solid.0; p[1] = solid.1; p[2] = solid.2; p[3] = 255
                    } else if p[3] == 255 {
                        // 16-bit fixed point: one conversion per pixel, no division.
                        let ai = Int(a * 65536)
                        blendOpaque16(p, ri, gi, bi, ai)
                    } else if a > 0 {
                        blendPixel(pixels, pixelIndex(x0 + k, py), paint.r, paint.g, paint.b, Double(a))
                    }
                }
                p += 4
            }
        }
    }
}
