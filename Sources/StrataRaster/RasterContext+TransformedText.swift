import Strata

extension RasterContext {
    /// A text run under a rotating or shearing transform, drawn from its
    /// shapes moved by the matrix: the built-in font's glyph cells as
    /// exactly covered quadrilaterals, a face's glyph outlines (flattened
    /// to 1/100 pixel) under the non-zero rule (`NonZeroScanner`). Not
    /// cached: each glyph is rasterized where it lands.
    mutating func drawTransformedText(_ run: TextRun, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard run.opacity > 0, run.fontSize > 0, run.fontSize.isFinite else { return }
        let bounds = Raster.bounds(of: run, scale: scale)
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite else { return }
        let corners = device([Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                              Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)])
        guard let b = clippedBox(of: corners, grow: 1) else { return }
        let w = b.2 - b.0, h = b.3 - b.1
        guard w * h <= 1 << 24 else { return }
        let paint = PaintColor(run.color, opacity: run.opacity)
        if let face = run.face, face.hasGlyphOutlines {
            let coverage = outlineCoverage(run, face: face, box: b)
            coverage.withUnsafeBufferPointer { blitMask($0, width: w, height: h, x: b.0, y: b.1, paint, pixels) }
            return
        }
        let u = BuiltinFont(size: run.fontSize).unit
        let top = run.origin.y - Double(BuiltinFont.rowsAboveBaseline) * u
        resetMask(b)
        let m = matrix
        for (g, ch) in run.text.enumerated() {
            let index = BuiltinFont.glyphIndex(for: ch)
            if index == 0 { continue }
            let gx = run.origin.x + Double(g * 6) * u
            for row in 0..<BuiltinFont.glyphRows {
                let bits = BuiltinFont.glyphRow(index, row: row)
                if bits == 0 { continue }
                let y0 = top + Double(row) * u
                var column = 0
                while column < BuiltinFont.glyphColumns {
                    // A horizontal run of inked cells becomes one quadrilateral.
                    guard bits & (0x10 >> UInt8(column)) != 0 else { column += 1; continue }
                    var end = column + 1
                    while end < BuiltinFont.glyphColumns, bits & (0x10 >> UInt8(end)) != 0 { end += 1 }
                    let x0 = gx + Double(column) * u, x1 = gx + Double(end) * u
                    mask.addPolygon([Point(x: x0, y: y0).applying(m), Point(x: x1, y: y0).applying(m),
                                     Point(x: x1, y: y0 + u).applying(m), Point(x: x0, y: y0 + u).applying(m)])
                    column = end
                }
            }
        }
        mask.resolve()
        blitPathMask(paint, pixels)
    }

    /// The coverage, over `box`, of a run's glyph outlines moved by the matrix.
    func outlineCoverage(_ run: TextRun, face: FontFace, box b: (Int, Int, Int, Int)) -> [Float] {
        let unit = run.fontSize / Double(face.unitsPerEm)
        let m = matrix
        let ox = Double(b.0), oy = Double(b.1)
        var edges: [NonZeroScanner.Edge] = []
        run.forEachGlyph(face: face) { glyph, gx, gy in
            guard let outline = try? face.outline(of: glyph), !outline.isEmpty else { return }
            let penX = run.origin.x + gx, baseline = run.origin.y + gy
            GlyphRasterizer.appendEdges(of: outline, into: &edges) { p in
                let q = Point(x: penX + p.x * unit, y: baseline - p.y * unit).applying(m)
                return (q.x - ox, q.y - oy)
            }
        }
        return NonZeroScanner(width: b.2 - b.0, height: b.3 - b.1).coverage(of: edges)
    }
}
