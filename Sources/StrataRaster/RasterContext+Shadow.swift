import Strata

extension RasterContext {
    /// A blurred shadow: the (rounded) rectangle moved by the offset,
    /// rasterized with exact coverage, blurred by three box passes per
    /// axis (`BoxBlur`, σ = radius / 2 in points, times the pixels a point
    /// becomes), and blended in the shadow's colour through the clips.
    /// Without a rotation the blurred mask comes from `ShadowCache`.
    mutating func drawShadow(_ shadow: ShadowCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard shadow.opacity > 0, shadow.color.alpha > 0, box.0 < box.2, box.1 < box.3 else { return }
        let paint = PaintColor(shadow.color, opacity: shadow.opacity)
        let sigma = max(0, shadow.sigma) * k
        // Past a few thousand pixels a blur is a wash: the margin is capped.
        let blur = BoxBlur(sigma: min(sigma, 500))
        let m = blur.margin
        if !general {
            let shape = axisShape(shadow.shadowRect, cornerRadius: shadow.cornerRadius)
            guard !shape.isEmpty else { return }
            // Nothing of it can land in the clip box.
            let g = Double(m + 1)
            guard shape.x0 - g < Double(box.2), shape.x1 + g > Double(box.0),
                  shape.y0 - g < Double(box.3), shape.y1 + g > Double(box.1) else { return }
            let big = (shape.x1 - shape.x0 + 2 * g) * (shape.y1 - shape.y0 + 2 * g) > Double(ShadowCache.largestCachedMask)
            if !big {
                let bitmap = ShadowCache.shared.mask(shape, blur: blur, sigma: sigma)
                blit(bitmap, x: Int(shape.x0.rounded(.down)) + bitmap.left, y: Int(shape.y0.rounded(.down)) + bitmap.top,
                     paint, pixels)
                return
            }
        }
        // Rotated, sheared or very large: rasterize the part that can
        // reach the clip box (with the blur's margin), blur it, draw it.
        // The shape off the canvas still shades the canvas's edge.
        let polygon = devicePolygon(shadow.shadowRect, cornerRadius: shadow.cornerRadius)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in polygon {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let g = Double(m + 1)
        // Over the clip box without the band's limit: the blur's running
        // sums then start where they start for the whole canvas, so every
        // band gets the same values (each band blurs the whole region).
        let box = fullBox
        let b = (max(box.0 - m, Int(max(-1e9, (x0 - g).rounded(.down)))), max(box.1 - m, Int(max(-1e9, (y0 - g).rounded(.down)))),
                 min(box.2 + m, Int(min(1e9, (x1 + g).rounded(.up)))), min(box.3 + m, Int(min(1e9, (y1 + g).rounded(.up)))))
        guard b.0 < b.2, b.1 < b.3 else { return }
        let w = b.2 - b.0, h = b.3 - b.1
        guard w * h <= 1 << 24 else { return }
        mask.reset(x: b.0, y: b.1, width: w, height: h)
        mask.addPolygon(polygon)
        mask.resolve()
        var values = Array(mask.coverage[0..<(w * h)])
        blur.apply(to: &values, width: w, height: h)
        values.withUnsafeBufferPointer { blitMask($0, width: w, height: h, x: b.0, y: b.1, paint, pixels) }
    }
}
