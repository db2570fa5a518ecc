import Strata

extension RasterContext {
    /// An image under a rotating or shearing transform: the destination
    /// rectangle's exact coverage (a polygon), and for each covered pixel
    /// its centre taken back into the destination (through the inverse
    /// matrix, then `tileSize` when the command tiles) and sampled from the
    /// premultiplied pixels: bilinear (`.linear`, edges repeated) or the
    /// nearest pixel. Blended as `drawImage` blends.
    mutating func drawTransformedImage(_ command: ImageCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let image = command.image
        let opacity = min(max(command.opacity, 0), 1)
        guard opacity > 0, let inverse = matrix.inverted() else { return }
        let dest = command.destination.standardized
        guard dest.width > 0, dest.height > 0 else { return }
        let src = command.source.standardized.intersection(
            Rect(x: 0, y: 0, width: Double(image.pixelWidth), height: Double(image.pixelHeight)))
        guard !src.isNull, src.width > 0, src.height > 0 else { return }
        let loX = Int(src.minX.rounded(.down)), hiX = max(loX + 1, Int(src.maxX.rounded(.up)))
        let loY = Int(src.minY.rounded(.down)), hiY = max(loY + 1, Int(src.maxY.rounded(.up)))
        let tileW = command.tileSize?.width ?? dest.width, tileH = command.tileSize?.height ?? dest.height
        guard tileW > 0, tileH > 0, tileW.isFinite, tileH.isFinite else { return }
        let polygon = devicePolygon(dest, cornerRadius: 0)
        guard let full = clippedBox(of: polygon) else { return }
        resetMask(full)
        mask.addPolygon(polygon)
        mask.resolve()
        // The band's rows of the mask.
        let b = (max(full.0, box.0), mask.top, min(full.2, box.2), mask.top + mask.rows)
        guard b.0 < b.2 else { return }
        let tint = command.tint.map { PaintColor($0, opacity: opacity) }
        let soft = hasSoftClips
        let nearest = command.filter == .nearest
        let width = image.pixelWidth, mw = mask.width
        let premultiplied = PremultipliedImageCache.shared.pixels(of: image)
        premultiplied.withUnsafeBufferPointer { source in
            mask.coverage.withUnsafeBufferPointer { coverage in
                /// The source coordinate (pixel centres at .5) of a
                /// destination coordinate along one axis.
                func sample(_ d: Double, origin: Double, tile: Double, start: Double, length: Double) -> Double {
                    var t = (d - origin) / tile
                    if command.tileSize != nil { t -= t.rounded(.down) }
                    return start + min(max(t, 0), 1) * length - 0.5
                }
                for py in b.1..<b.3 {
                    let y = Double(py) + 0.5
                    var i = pixelIndex(b.0, py)
                    for px in b.0..<b.2 {
                        defer { i += 4 }
                        var cov = Double(coverage[(py - b.1) * mw + (px - full.0)])
                        if cov <= 0 { continue }
                        if soft { cov *= clipCoverage(px, py) }
                        let u = Point(x: Double(px) + 0.5, y: y).applying(inverse)
                        let sx = sample(u.x, origin: dest.minX, tile: tileW, start: src.minX, length: src.width)
                        let sy = sample(u.y, origin: dest.minY, tile: tileH, start: src.minY, length: src.height)
                        var r = 0.0, g = 0.0, bl = 0.0, a = 0.0
                        if nearest {
                            let x = min(max(Int((sx + 0.5).rounded(.down)), loX), hiX - 1)
                            let yy = min(max(Int((sy + 0.5).rounded(.down)), loY), hiY - 1)
                            let p = source[yy * width + x]
                            r = Double(p & 255); g = Double(p >> 8 & 255); bl = Double(p >> 16 & 255); a = Double(p >> 24)
                        } else {
                            let fx = sx.rounded(.down), fy = sy.rounded(.down)
                            let wx = sx - fx, wy = sy - fy
                            let x0 = min(max(Int(fx), loX), hiX - 1), x1 = min(max(Int(fx) + 1, loX), hiX - 1)
                            let y0 = min(max(Int(fy), loY), hiY - 1), y1 = min(max(Int(fy) + 1, loY), hiY - 1)
                            for (p, w) in [(source[y0 * width + x0], (1 - wx) * (1 - wy)), (source[y0 * width + x1], wx * (1 - wy)),
                                           (source[y1 * width + x0], (1 - wx) * wy), (source[y1 * width + x1], wx * wy)] {
                                r += Double(p & 255) * w; g += Double(p >> 8 & 255) * w
                                bl += Double(p >> 16 & 255) * w; a += Double(p >> 24) * w
                            }
                        }
                        if a <= 0 { continue }
                        if let t = tint {
                            blendPixel(pixels, i, t.r, t.g, t.b, t.a * a / 255 * cov)
                        } else {
                            let k = opacity * cov
                            blendPremultiplied(pixels, i, r * k, g * k, bl * k, a / 255 * k)
                        }
                    }
                }
            }
        }
    }
}
