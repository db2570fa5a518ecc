import Strata

/// A clip pushed under a rotating or shearing transform: its coverage over
/// the pixels of its box (0 outside).
struct ClipMask {
    let x0: Int, y0: Int, width: Int, height: Int
    let values: [Float]

    /// The fraction of pixel `(px, py)` inside the clip.
    @inline(__always)
    func coverage(_ px: Int, _ py: Int) -> Double {
        let x = px - x0, y = py - y0
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return Double(values[y * width + x])
    }
}

extension RasterContext {
    /// `points` (window points) through the matrix, into canvas pixels.
    func device(_ points: [Point]) -> [Point] {
        let m = matrix
        return points.map { $0.applying(m) }
    }

    /// The pixels `points` (canvas pixels) can touch, limited to the clip
    /// box without the band's limit (`fullBox`), so that a mask made over
    /// it is the same in every band: `nil` when none.
    func clippedBox(of points: [Point], grow: Int = 0) -> (Int, Int, Int, Int)? {
        let box = fullBox
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let g = Double(grow)
        let bx0 = max(box.0, Int(max(-1, min(Double(width), (x0 - g).rounded(.down)))))
        let by0 = max(box.1, Int(max(-1, min(Double(height), (y0 - g).rounded(.down)))))
        let bx1 = min(box.2, Int(max(0, min(Double(width), (x1 + g).rounded(.up)))))
        let by1 = min(box.3, Int(max(0, min(Double(height), (y1 + g).rounded(.up)))))
        return bx0 < bx1 && by0 < by1 ? (bx0, by0, bx1, by1) : nil
    }

    /// The outline of a rounded rectangle in window points, in canvas pixels.
    func devicePolygon(_ rect: Rect, cornerRadius: Double) -> [Point] {
        device(roundedRectPolygon(rect, radius: cornerRadius, stretch: maximumStretch))
    }

    /// Fills the polygons (canvas pixels; opposite orientations cut holes)
    /// with `paint` inside `b`, through the clips.
    mutating func fill(_ polygons: [[Point]], in b: (Int, Int, Int, Int), _ paint: PaintColor,
                       _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        resetMask(b)
        for polygon in polygons { mask.addPolygon(polygon) }
        mask.resolve()
        blitPathMask(paint, pixels)
    }

    /// Empties `mask` for the box `b` (from `clippedBox`), keeping only the
    /// rows of the band being drawn.
    mutating func resetMask(_ b: (Int, Int, Int, Int)) {
        mask.reset(x: b.0, y: b.1, width: b.2 - b.0, height: b.3 - b.1, keeping: (box.1, box.3))
    }

    /// Blends `paint` through `mask`'s kept rows.
    func blitPathMask(_ paint: PaintColor, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let w = mask.width, h = mask.rows, x = mask.x0, y = mask.top
        mask.coverage.withUnsafeBufferPointer { coverage in
            blitMask(coverage, width: w, height: h, x: x, y: y, paint, pixels)
        }
    }

    /// A rectangle under a rotating or shearing transform: the fill, then
    /// the border ring (the outline minus the outline inset by the border
    /// width), each as an exactly covered polygon.
    mutating func drawTransformedRect(_ command: RectCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard command.opacity > 0 else { return }
        let s = command.rect.standardized
        let outer = devicePolygon(s, cornerRadius: command.cornerRadius)
        guard let b = clippedBox(of: outer) else { return }
        if let fill = command.fill {
            self.fill([outer], in: b, PaintColor(fill, opacity: command.opacity), pixels)
        }
        let bw = command.borderWidth
        guard bw > 0 else { return }
        var polygons = [outer]
        if 2 * bw < s.width, 2 * bw < s.height {
            let radius = max(0, min(command.cornerRadius, s.width / 2, s.height / 2) - bw)
            let inner = s.insetBy(dx: bw, dy: bw)
            polygons.append(devicePolygon(inner, cornerRadius: radius).reversed())
        }
        fill(polygons, in: b, PaintColor(command.borderColor, opacity: command.opacity), pixels)
    }

    /// Pushes a clip under a rotating or shearing transform: its exact
    /// coverage becomes a mask that multiplies what is drawn inside.
    mutating func pushMaskClip(rect: Rect, cornerRadius: Double) {
        let polygon = devicePolygon(rect, cornerRadius: cornerRadius)
        savedBoxes.append((box, fullBox))
        softCounts.append(softClips.count)
        maskCounts.append(maskClips.count)
        clips.append(CoverageShape(x0: 0, y0: 0, x1: 0, y1: 0, radius: 0))
        guard let b = clippedBox(of: polygon) else {
            box = (box.0, box.1, box.0, box.1)
            fullBox = (fullBox.0, fullBox.1, fullBox.0, fullBox.1)
            return
        }
        resetMask(b)
        mask.addPolygon(polygon)
        mask.resolve()
        let n = mask.width * mask.rows
        maskClips.append(ClipMask(x0: b.0, y0: mask.top, width: mask.width, height: mask.rows,
                                  values: Array(mask.coverage[0..<n])))
        fullBox = b
        box = (max(b.0, box.0), max(b.1, box.1), min(b.2, box.2), min(b.3, box.3))
    }
}
