import Strata

/// A gradient's colours sampled at 256 evenly spaced points from 0 to 1,
/// straight alpha (components 0…255, alpha 0…1 times the opacity),
/// interpolated between stops with premultiplied alpha.
struct GradientTable {
    var r: [Double] = [], g: [Double] = [], b: [Double] = [], a: [Double] = []
    static let size = 256

    init(_ gradient: GradientCommand) {
        let n = Self.size
        r.reserveCapacity(n); g.reserveCapacity(n); b.reserveCapacity(n); a.reserveCapacity(n)
        let opacity = min(max(gradient.opacity, 0), 1)
        for i in 0..<n {
            let c = gradient.color(at: Double(i) / Double(n - 1))
            let paint = PaintColor(c, opacity: opacity)
            r.append(paint.r); g.append(paint.g); b.append(paint.b); a.append(paint.a)
        }
    }

    /// The entry for `t` (clamped to 0…1).
    @inline(__always)
    func index(_ t: Double) -> Int {
        let x = t * Double(Self.size - 1) + 0.5
        return x <= 0 || x.isNaN ? 0 : (x >= Double(Self.size - 1) ? Self.size - 1 : Int(x))
    }
}

extension RasterContext {
    /// A gradient over a (rounded, possibly transformed) rectangle: each
    /// pixel's centre is taken back to the rectangle's coordinates, its
    /// place along the gradient (`t`) looked up in a 256-entry table, and
    /// the colour blended through the shape's coverage and the clips.
    mutating func drawGradient(_ gradient: GradientCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard gradient.opacity > 0, !gradient.colors.isEmpty, let inverse = matrix.inverted() else { return }
        let rect = gradient.rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        // Coverage: the exact rectangle code, or a polygon under a turn.
        var shape: CoverageShape? = nil
        let b: (Int, Int, Int, Int)
        // The column the whole canvas's drawing starts its rows at: `ux`
        // and `uy` step from there, so a region gets the same bits.
        let firstColumn: Int
        if general {
            let polygon = devicePolygon(rect, cornerRadius: gradient.cornerRadius)
            guard let full = clippedBox(of: polygon) else { return }
            resetMask(full)
            mask.addPolygon(polygon)
            mask.resolve()
            // Only the band's rows of the mask are kept.
            b = (max(full.0, box.0), mask.top, min(full.2, box.2), mask.top + mask.rows)
            firstColumn = full.0
        } else {
            let s = axisShape(rect, cornerRadius: gradient.cornerRadius)
            guard let box = clippedBounds(s) else { return }
            b = box
            shape = s
            firstColumn = max(s.pixelBounds(width: width, height: height).0, fullBox.0)
        }
        let table = GradientTable(gradient)
        let parameter = GradientParameter(gradient, rect: rect)
        let soft = hasSoftClips
        for py in b.1..<b.3 {
            let row = shape?.rowCoverage(py) ?? 1
            // Columns fully inside an axis-aligned shape need no coverage.
            var (s0, s1) = (b.0, b.0)
            if let shape, !soft {
                let span = shape.interiorSpan(py)
                s0 = min(max(span.0, b.0), b.2)
                s1 = max(min(span.1, b.2), s0)
            }
            // The pixel centres of the row, in the rectangle's coordinates.
            let y = Double(py) + 0.5
            var ux = inverse.a * (Double(firstColumn) + 0.5) + inverse.c * y + inverse.tx
            var uy = inverse.b * (Double(firstColumn) + 0.5) + inverse.d * y + inverse.ty
            for _ in firstColumn..<max(firstColumn, b.0) { ux += inverse.a; uy += inverse.b }
            var i = pixelIndex(b.0, py)
            for px in b.0..<b.2 {
                defer { ux += inverse.a; uy += inverse.b; i += 4 }
                var cov = 1.0
                if px < s0 || px >= s1 {
                    if let shape { cov = shape.coverage(px, py, row: row) } else {
                        cov = Double(mask.value(px, py))
                    }
                    if cov <= 0 { continue }
                    if soft { cov *= clipCoverage(px, py) }
                }
                let k = table.index(parameter.t(ux, uy))
                blendPixel(pixels, i, table.r[k], table.g[k], table.b[k], table.a[k] * cov)
            }
        }
    }
}

/// Where a point lies along a gradient, in the rectangle's coordinates
/// (points): axial, its projection on the line from start to end (0 at
/// the start, 1 at the end); radial, its elliptical distance from the
/// start point, the ellipse's radii being the end point's distances from it
/// along x and y (a zero radius takes the other's; both zero: the end
/// colour everywhere).
struct GradientParameter {
    let sx: Double, sy: Double
    let dx: Double, dy: Double, inverseLength2: Double
    let radial: Bool
    let inverseRX: Double, inverseRY: Double

    init(_ gradient: GradientCommand, rect: Rect) {
        sx = rect.minX + gradient.startPoint.x * rect.width
        sy = rect.minY + gradient.startPoint.y * rect.height
        let ex = rect.minX + gradient.endPoint.x * rect.width, ey = rect.minY + gradient.endPoint.y * rect.height
        dx = ex - sx
        dy = ey - sy
        let length2 = dx * dx + dy * dy
        inverseLength2 = length2 > 0 && length2.isFinite ? 1 / length2 : 0
        radial = gradient.type == .radial
        var rx = abs(dx), ry = abs(dy)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        inverseRX = rx > 0 && rx.isFinite ? 1 / rx : .infinity
        inverseRY = ry > 0 && ry.isFinite ? 1 / ry : .infinity
    }

    @inline(__always)
    func t(_ x: Double, _ y: Double) -> Double {
        let px = x - sx, py = y - sy
        if radial {
            if inverseRX.isInfinite { return 1 }
            let u = px * inverseRX, v = py * inverseRY
            return (u * u + v * v).squareRoot()
        }
        return (px * dx + py * dy) * inverseLength2
    }
}
