import Strata

extension RasterContext {
    /// Blends a gradient through a coverage mask (as `blitMask` does a
    /// colour): each covered pixel takes the gradient's colour at its
    /// centre, mapped back through the matrix and the gradient's transform
    /// into gradient space. A gradient whose transform cannot be inverted
    /// draws nothing.
    ///
    /// - Complexity: O(mask pixels × stops).
    func drawGradientMask(_ coverage: UnsafeBufferPointer<Float>, width maskWidth: Int, height maskHeight: Int,
                          x: Int, y: Int, gradient: VectorGradient, opacity: Double,
                          _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let x0 = max(x, box.0), y0 = max(y, box.1)
        let x1 = min(x + maskWidth, box.2), y1 = min(y + maskHeight, box.3)
        guard x0 < x1, y0 < y1, maskWidth * maskHeight <= coverage.count,
              let inverse = gradient.transform.concatenating(matrix).inverted(), inverse.isFinite else { return }
        let soft = hasSoftClips
        let paintOpacity = min(max(opacity, 0), 1)
        let offsetAt = Self.gradientOffset(gradient.kind)
        for py in y0..<y1 {
            for px in x0..<x1 {
                let c = Double(min(coverage[(py - y) * maskWidth + (px - x)], 1))
                guard c > 0 else { continue }
                let p = Point(x: Double(px) + 0.5, y: Double(py) + 0.5).applying(inverse)
                let color = gradient.color(at: offsetAt(p))
                var a = c * paintOpacity * min(max(color.alpha, 0), 1)
                if soft { a *= clipCoverage(px, py) }
                blendPixel(pixels, pixelIndex(px, py), min(max(color.red, 0), 1) * 255,
                           min(max(color.green, 0), 1) * 255, min(max(color.blue, 0), 1) * 255, a)
            }
        }
    }

    /// The function from a point in gradient space to its offset along
    /// the gradient: the projection onto a linear gradient's line, or for a
    /// radial one the t whose circle (centred between the focus at 0 and
    /// the centre at 1, radius t × r) passes through the point. A focus
    /// outside the circle is moved inside it, as SVG 1.1 says.
    static func gradientOffset(_ kind: VectorGradient.Kind) -> (Point) -> Double {
        switch kind {
        case .linear(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            let length2 = dx * dx + dy * dy
            guard length2 > 0, length2.isFinite else { return { _ in 1 } }
            return { p in ((p.x - start.x) * dx + (p.y - start.y) * dy) / length2 }
        case .radial(let center, let radius, let focus):
            var fx = focus.x - center.x, fy = focus.y - center.y
            let distance = (fx * fx + fy * fy).squareRoot()
            if distance > radius * 0.99, distance > 0 {
                fx *= radius * 0.99 / distance
                fy *= radius * 0.99 / distance
            }
            let f = Point(x: center.x + fx, y: center.y + fy)
            let dx = center.x - f.x, dy = center.y - f.y
            let a = dx * dx + dy * dy - radius * radius
            guard a < 0, a.isFinite else { return { _ in 1 } }
            return { p in
                let ex = p.x - f.x, ey = p.y - f.y
                let ed = ex * dx + ey * dy, ee = ex * ex + ey * ey
                let disc = max(0, ed * ed - a * ee)
                return (ed - disc.squareRoot()) / a
            }
        }
    }
}
