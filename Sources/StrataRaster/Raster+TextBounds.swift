import Strata

extension Raster {
    /// The rectangle, in the run's coordinates (points), that drawing `run`
    /// can touch: for a face with outlines, from the pen's start to its end
    /// (and its glyphs' offsets) widened by the face's glyph box (`FontFace.glyphBounds`) plus half a
    /// pixel of rounding at `scale`; for the built-in font (and bitmap-only
    /// faces, drawn with it), the glyph cells. Hosts use it for damage and texture sizes.
    public static func bounds(of run: TextRun, scale: Double = 1) -> Rect {
        if let face = run.face, face.hasGlyphOutlines {
            let k = run.fontSize / Double(face.unitsPerEm)
            let g = face.glyphBounds
            let width = run.advanceWidth(face: face)
            var low = 0.0, high = 0.0, leftmost = 0.0   // the glyphs' offsets (marks)
            for glyph in run.glyphs {
                low = min(low, glyph.position.y)
                high = max(high, glyph.position.y)
                leftmost = min(leftmost, glyph.position.x)
            }
            let pad = 0.5 / max(scale, 1e-9)
            let left = run.origin.x + leftmost + min(0, g.minX * k) - pad
            let right = run.origin.x + max(0, width) + max(0, g.maxX * k) + pad
            let top = run.origin.y + low - max(0, g.maxY * k) - pad
            let bottom = run.origin.y + high - min(0, g.minY * k) + pad
            return Rect(x: left, y: top, width: right - left, height: bottom - top)
        }
        let font = BuiltinFont(size: run.fontSize)
        let top = run.origin.y - Double(BuiltinFont.rowsAboveBaseline) * font.unit
        return Rect(x: run.origin.x, y: top, width: font.width(ofCharacters: run.text.count),
                    height: Double(BuiltinFont.glyphRows) * font.unit)
    }
}
