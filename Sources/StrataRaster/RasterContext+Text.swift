import Strata

extension RasterContext {
    /// Draws a run in the built-in font: every inked glyph cell adds its
    /// exact area coverage to a mask (cells never overlap, so shared pixels
    /// sum correctly), then the colour is blended once through the mask.
    ///
    /// A run with a `face` that has outlines (TrueType, CFF or CFF2) is drawn
    /// from them (`drawGlyphs`). Other runs — host measurers' fonts and
    /// bitmap-only faces —
    /// are drawn in the built-in font (at its fixed advance): a host whose
    /// labels use its own `TextMeasurer` draws those runs itself from the
    /// display list. `command` is the run's index in the list (for the
    /// placements bands share, `SharedGlyphRuns`).
    mutating func drawText(_ run: TextRun, _ pixels: UnsafeMutableBufferPointer<UInt8>, command: Int) {
        if general {
            drawTransformedText(run, pixels)
            return
        }
        if let face = run.face, face.hasGlyphOutlines {
            drawGlyphs(run, face: face, pixels, command: command)
            return
        }
        let font = BuiltinFont(size: run.fontSize)
        let u = font.unit * k
        guard u > 0, run.opacity > 0, !run.text.isEmpty else { return }
        let ox = run.origin.x * k + offsetX
        let top = run.origin.y * k + offsetY - Double(BuiltinFont.rowsAboveBaseline) * u
        // Rows outside the clip box: no character is counted (a region
        // redraw passes over most runs this way).
        if top >= Double(box.3) || top + Double(BuiltinFont.glyphRows) * u <= Double(box.1) { return }
        let count = run.text.count
        let extent = CoverageShape(x0: ox, y0: top, x1: ox + Double(count * 6) * u,
                                   y1: top + Double(BuiltinFont.glyphRows) * u, radius: 0)
        // The cells are the run's whole extent: outside the clip box, nothing is looked up.
        guard let b = clippedBounds(extent) else { return }
        let glyphs = run.text.map(BuiltinFont.glyphIndex(for:))
        let mw = b.2 - b.0, mh = b.3 - b.1
        // The mask is written and read through a pointer (element by
        // element through an array, each write checked its storage's
        // uniqueness; and not in a closure, which would copy the context).
        let mask = UnsafeMutableBufferPointer<Double>.allocate(capacity: mw * mh)
        mask.initialize(repeating: 0)
        defer { mask.deallocate() }
        for (g, index) in glyphs.enumerated() where index != 0 {
            let gx = ox + Double(g * 6) * u
            for row in 0..<BuiltinFont.glyphRows {
                let bits = BuiltinFont.glyphRow(index, row: row)
                if bits == 0 { continue }
                let y0 = top + Double(row) * u
                var column = 0
                while column < BuiltinFont.glyphColumns {
                    // A horizontal run of inked cells becomes one rectangle.
                    guard bits & (0x10 >> UInt8(column)) != 0 else { column += 1; continue }
                    var end = column + 1
                    while end < BuiltinFont.glyphColumns, bits & (0x10 >> UInt8(end)) != 0 { end += 1 }
                    let cell = CoverageShape(x0: gx + Double(column) * u, y0: y0,
                                             x1: gx + Double(end) * u, y1: y0 + u, radius: 0)
                    accumulate(cell, into: mask, box: b)
                    column = end
                }
            }
        }
        let paint = PaintColor(run.color, opacity: run.opacity)
        let soft = hasSoftClips
        for py in b.1..<b.3 {
            for px in b.0..<b.2 {
                var cov = min(1, mask[(py - b.1) * mw + (px - b.0)])
                if cov <= 0 { continue }
                if soft { cov *= clipCoverage(px, py) }
                blendPixel(pixels, pixelIndex(px, py), paint.r, paint.g, paint.b, paint.a * cov)
            }
        }
    }

    /// Adds the area coverage of `cell` to the mask covering `box`.
    func accumulate(_ cell: CoverageShape, into mask: UnsafeMutableBufferPointer<Double>, box b: (Int, Int, Int, Int)) {
        let cb = cell.pixelBounds(width: width, height: height)
        let x0 = max(cb.0, b.0), y0 = max(cb.1, b.1), x1 = min(cb.2, b.2), y1 = min(cb.3, b.3)
        if x0 >= x1 || y0 >= y1 { return }
        let mw = b.2 - b.0
        for py in y0..<y1 {
            let row = cell.rowCoverage(py)
            for px in x0..<x1 {
                mask[(py - b.1) * mw + (px - b.0)] += cell.coverage(px, py, row: row)
            }
        }
    }
}
