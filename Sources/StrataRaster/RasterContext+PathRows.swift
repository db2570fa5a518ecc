import Strata

extension RasterContext {
    /// Draws the coverage of `edges` (pixels of the box `b`: x0, y0, x1,
    /// y1) in a solid `paint`, scanning and blending one row at a time:
    /// the same bytes as `CoverageScanner.coverage(of:)` then `blitMask`
    /// without clips to evaluate, without a coverage buffer the size of
    /// the box (each row's cells are summed, blended and cleared while
    /// they are in cache). Only the cells an edge changed are summed one
    /// by one (`CoverageScanner.forEachRow`'s ranges); between them the
    /// coverage is the same along the run, which is skipped when empty,
    /// filled with the opaque colour when full (32-bit stores) and blended
    /// at one coverage otherwise. Only the canvas rows `rows` are drawn.
    ///
    /// - Complexity: as `CoverageScanner`, plus one step per cell an edge
    ///   changed and one store per pixel covered.
    func drawSolidCoverage(_ edges: [CoverageScanner.Edge], box b: (Int, Int, Int, Int), rows: Range<Int>,
                           rule: FillRule, _ paint: PaintColor, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let width = b.2 - b.0
        let x0 = max(b.0, box.0), x1 = min(b.2, box.2)
        guard width > 0, let out = pixels.baseAddress else { return }
        let pa = Float(paint.a)
        let solid = (roundByte(paint.r), roundByte(paint.g), roundByte(paint.b))
        let ri = Int(solid.0), gi = Int(solid.1), bi = Int(solid.2)
        // As `blitMask`: coverage × alpha in 16-bit fixed point; a fully
        // covered pixel takes `full` without a conversion.
        let scale16 = pa * 65536
        let full = Int(scale16)
        let lead = max(0, min(width, x0 - b.0)), tail = max(lead, min(width, x1 - b.0))
        let scanner = CoverageScanner(width: width, height: b.3 - b.1, rowLo: rows.lowerBound - b.1,
                                      rowHi: rows.upperBound - b.1, rule: rule)
        let opaque = RGBA8(solid.0, solid.1, solid.2, 255)
        /// Blends pixels `from..<to` of row `py` (box columns, inside
        /// `lead..<tail`) at the coverage `sum`.
        @inline(__always) func blend(_ from: Int, _ to: Int, _ py: Int, _ sum: Double) {
            let c = Float(min(1, max(0, sum)))
            guard c > 0, from < to else { return }
            let ai = c >= 1 ? full : Int(c * scale16)
            let start = out + pixelIndex(b.0 + from, py)
            if ai >= 65536 {
                Canvas.fillPixels(UnsafeMutableRawPointer(start), count: to - from, opaque)
                return
            }
            guard ai > 0 else { return }   // the pixels would keep their bytes
            var p = start
            for k in from..<to {
                if p[3] == 255 {
                    blendOpaque16(p, ri, gi, bi, ai)
                } else {
                    blendPixel(pixels, pixelIndex(b.0 + k, py), paint.r, paint.g, paint.b, Double(pa * min(c, 1)))
                }
                p += 4
            }
        }
        scanner.forEachRow(of: edges) { y, cells, ranges in
            let py = b.1 + y
            let drawn = py >= box.1 && py < box.3 && lead < tail
            let row = drawn ? out + pixelIndex(b.0, py) : out
            var sum = 0.0
            // Cells before `next` are summed (and cleared).
            var next = 0
            for range in ranges {
                // Between ranges every cell is 0: one coverage for the run.
                if drawn { blend(max(next, lead), min(range.lo, tail), py, sum) }
                // The cells left of `lead` and from `tail` on are summed only.
                let from = drawn ? min(max(range.lo, lead), range.hi) : range.hi
                let to = drawn ? max(from, min(range.hi, tail)) : range.hi
                for k in range.lo..<from {
                    sum += cells[k]
                    cells[k] = 0
                }
                for k in from..<to {
                    sum += cells[k]
                    cells[k] = 0
                    // As `blitMask`, pixel by pixel.
                    let c = Float(min(1, max(0, sum)))
                    guard c > 0 else { continue }
                    let ai = c >= 1 ? full : Int(c * scale16)
                    let p = row + 4 * k
                    if ai >= 65536 {
                        p[0] = solid.0; p[1] = solid.1; p[2] = solid.2; p[3] = 255
                    } else if p[3] == 255 {
                        blendOpaque16(p, ri, gi, bi, ai)
                    } else if ai > 0 {
                        blendPixel(pixels, pixelIndex(b.0 + k, py), paint.r, paint.g, paint.b, Double(pa * min(c, 1)))
                    }
                }
                for k in to..<range.hi {
                    sum += cells[k]
                    cells[k] = 0
                }
                next = range.hi
            }
            if drawn { blend(max(next, lead), tail, py, sum) }
        }
    }
}
