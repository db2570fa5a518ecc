import Strata

/// Drawing `.image` commands.
///
/// Each destination pixel maps its centre back into the source rectangle
/// (through `tileSize` when the command tiles). `.linear` samples the four
/// nearest source pixels, premultiplied (`PremultipliedImageCache`), with
/// weights in 1/256 steps, each lane rounded: `(p·(256−w) + q·w + 128) >> 8`,
/// across then down; pixels beyond the source rectangle's edges repeat the
/// edge (so the slices of a nine-slice never bleed into each other).
/// `.nearest`, and a destination that lies on whole pixels at exactly the
/// source's size (a 1:1 copy), take the source pixel itself, so a 1:1
/// copy onto a transparent or under an opaque pixel is exact. The result is
/// blended source-over as the other commands are (premultiplied colour
/// over the canvas's straight alpha, in `Double`, rounded to bytes);
/// fractional destination edges are anti-aliased by area coverage, and soft
/// clips multiply it.
extension RasterContext {
    mutating func drawImage(_ command: ImageCommand, _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let image = command.image
        let opacity = min(max(command.opacity, 0), 1)
        guard opacity > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        if general {
            drawTransformedImage(command, pixels)
            return
        }
        let dest = command.destination.standardized
        let shape = axisShape(dest, cornerRadius: 0)
        guard !shape.isEmpty, let b = clippedBounds(shape) else { return }
        // The source rectangle, limited to the image: `lo..<hi` whole pixels.
        let src = command.source.standardized.intersection(
            Rect(x: 0, y: 0, width: Double(image.pixelWidth), height: Double(image.pixelHeight)))
        guard !src.isNull, src.width > 0, src.height > 0 else { return }
        let loX = Int(src.minX.rounded(.down)), hiX = max(loX + 1, Int(src.maxX.rounded(.up)))
        let loY = Int(src.minY.rounded(.down)), hiY = max(loY + 1, Int(src.maxY.rounded(.up)))
        let tileW = command.tileSize.map { $0.width * k } ?? (shape.x1 - shape.x0)
        let tileH = command.tileSize.map { $0.height * k } ?? (shape.y1 - shape.y0)
        guard tileW > 0, tileH > 0, tileW.isFinite, tileH.isFinite else { return }
        let tiled = command.tileSize != nil
        let exact = !tiled && tileW == src.width && tileH == src.height && shape.x0 == shape.x0.rounded()
            && shape.y0 == shape.y0.rounded() && src.minX == src.minX.rounded() && src.minY == src.minY.rounded()
        let nearest = exact || command.filter == .nearest
        let axisX = SampleAxis(count: b.2 - b.0, first: b.0, origin: shape.x0, tile: tileW, tiled: tiled,
                               sourceStart: src.minX, sourceLength: src.width, lo: loX, hi: hiX, nearest: nearest)
        let axisY = SampleAxis(count: b.3 - b.1, first: b.1, origin: shape.y0, tile: tileH, tiled: tiled,
                               sourceStart: src.minY, sourceLength: src.height, lo: loY, hi: hiY, nearest: nearest)
        let tint = command.tint.map { PaintColor($0, opacity: opacity) }
        let paint = ImagePaint(opacity: opacity, tint: tint)
        if nearest {
            image.rgba.withUnsafeBufferPointer { rgba in
                drawNearest(rgba, imageWidth: image.pixelWidth, axisX, axisY, shape, b, paint, pixels)
            }
        } else {
            let premultiplied = PremultipliedImageCache.shared.pixels(of: image)
            premultiplied.withUnsafeBufferPointer { source in
                drawLinear(source, imageWidth: image.pixelWidth, axisX, axisY, shape, b, paint, pixels)
            }
        }
    }

    /// The coverage of pixel `(px, py)`: 1 inside the shape's interior
    /// span, else its area coverage, times the soft clips'.
    @inline(__always)
    func imageCoverage(_ px: Int, _ py: Int, _ shape: CoverageShape, _ row: Double, _ span: (Int, Int)) -> Double {
        var c = px >= span.0 && px < span.1 ? 1 : shape.coverage(px, py, row: row)
        if c > 0, hasSoftClips { c *= clipCoverage(px, py) }
        return c
    }

    /// Nearest-pixel sampling (and exact 1:1 copies) from straight pixels.
    func drawNearest(_ rgba: UnsafeBufferPointer<UInt8>, imageWidth: Int, _ ax: SampleAxis, _ ay: SampleAxis,
                     _ shape: CoverageShape, _ b: (Int, Int, Int, Int), _ paint: ImagePaint,
                     _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        for py in b.1..<b.3 {
            let row = shape.rowCoverage(py)
            let span = shape.interiorSpan(py)
            let rowStart = ay.index[py - b.1] * imageWidth
            var i = pixelIndex(b.0, py)
            for px in b.0..<b.2 {
                defer { i += 4 }
                let cov = imageCoverage(px, py, shape, row, span)
                if cov <= 0 { continue }
                let s = 4 * (rowStart + ax.index[px - b.0])
                let a = rgba[s + 3]
                if a == 0 { continue }
                if let t = paint.tint {
                    blendPixel(pixels, i, t.r, t.g, t.b, t.a * Double(a) / 255 * cov)
                } else if cov >= 1 && paint.opacity >= 1 && (a == 255 || pixels[i + 3] == 0) {
                    pixels[i] = rgba[s]; pixels[i + 1] = rgba[s + 1]; pixels[i + 2] = rgba[s + 2]; pixels[i + 3] = a
                } else {
                    blendPixel(pixels, i, Double(rgba[s]), Double(rgba[s + 1]), Double(rgba[s + 2]),
                               Double(a) / 255 * paint.opacity * cov)
                }
            }
        }
    }

    /// Bilinear sampling from premultiplied pixels: each source row the
    /// destination rows need is interpolated across once (`interpolateRow`,
    /// kept in one of two row buffers, in four 16-bit lanes a pixel), then
    /// each destination pixel interpolates down between two such rows: the
    /// fully covered run of a row with no clip, tint or opacity four pixels
    /// at a time (`linearSpan`), the rest pixel by pixel. Each column's
    /// source pixels and weight are computed once a draw (`SampleAxis`).
    ///
    /// - Complexity: O(destination pixels + source rows used × columns);
    ///   allocates the row buffers once a draw.
    func drawLinear(_ source: UnsafeBufferPointer<UInt32>, imageWidth: Int, _ ax: SampleAxis, _ ay: SampleAxis,
                    _ shape: CoverageShape, _ b: (Int, Int, Int, Int), _ paint: ImagePaint,
                    _ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let plain = paint.tint == nil && paint.opacity >= 1 && !hasSoftClips
        let count = b.2 - b.0
        guard count > 0, b.3 > b.1, source.count > 0 else { return }
        var rows = [UInt64](repeating: 0, count: 2 * count)
        // Each column's weight repeated in four 16-bit lanes.
        let weights = ax.weight.map { UInt64($0) &* 0x0001_0001_0001_0001 }
        var cached = (-1, -1)  // the source row in each half of `rows`
        rows.withUnsafeMutableBufferPointer { rows in
        ax.index.withUnsafeBufferPointer { x0s in
        ax.next.withUnsafeBufferPointer { x1s in
        weights.withUnsafeBufferPointer { weights in
            /// The half of `rows` holding source row `y` across, filling the
            /// half not holding `keep` when it is not there yet.
            func row(_ y: Int, keeping keep: Int) -> Int {
                if cached.0 == y { return 0 }
                if cached.1 == y { return count }
                let slot = cached.0 == keep ? 1 : 0
                let base = slot * count
                interpolateRow(source.baseAddress! + y * imageWidth, x0s: x0s.baseAddress!, x1s: x1s.baseAddress!,
                               weights: weights.baseAddress!, count: count, into: rows.baseAddress! + base)
                if slot == 0 { cached.0 = y } else { cached.1 = y }
                return base
            }
            for py in b.1..<b.3 {
                let r = py - b.1
                let y0 = ay.index[r], y1 = ay.next[r]
                let fy = UInt64(ay.weight[r])
                let upper = row(y0, keeping: y1)
                let lower = fy == 0 ? upper : row(y1, keeping: y0)
                let rowCov = shape.rowCoverage(py)
                let span = shape.interiorSpan(py)
                // The plain interior, `inner` in columns, takes the tight loop.
                var inner = 0..<0
                if plain {
                    let lo = min(max(span.0 - b.0, 0), count)
                    inner = lo..<max(lo, min(span.1 - b.0, count))
                }
                let first = pixelIndex(b.0, py)
                if !inner.isEmpty {
                    linearSpan(upper: rows.baseAddress! + upper + inner.lowerBound,
                               lower: rows.baseAddress! + lower + inner.lowerBound, weight: fy,
                               count: inner.count, pixels, first + 4 * inner.lowerBound)
                }
                // The rest (edges, clips, tint, opacity) pixel by pixel.
                for part in 0..<2 {
                for c in part == 0 ? 0..<inner.lowerBound : inner.upperBound..<count {
                    let i = first + 4 * c
                    let px = b.0 + c
                    let v = fy == 0 ? rows[upper + c] : lerpLanes(rows[upper + c], rows[lower + c], fy)
                    let a = v >> 48
                    if a == 0 { continue }
                    let cov = imageCoverage(px, py, shape, rowCov, span)
                    if cov <= 0 { continue }
                    let alpha = Double(a) / 255
                    if let t = paint.tint {
                        blendPixel(pixels, i, t.r, t.g, t.b, t.a * alpha * cov)
                    } else {
                        let k = paint.opacity * cov
                        blendPremultiplied(pixels, i, Double(v & 0xFFFF) * k, Double((v >> 16) & 0xFFFF) * k,
                                           Double((v >> 32) & 0xFFFF) * k, alpha * k)
                    }
                }
                }
            }
        }
        }
        }
        }
    }
}

/// What an image command multiplies its pixels by.
struct ImagePaint {
    var opacity: Double
    /// The template colour (its alpha times the opacity), if any.
    var tint: PaintColor?
}

/// For each destination column (row) of the drawn box: the source pixel
/// to sample, the next one and the weight of the next (0…256).
struct SampleAxis {
    var index: [Int]
    var next: [Int]
    var weight: [Int]

    /// - Parameters:
    ///   - first: the first destination pixel; `origin` and `tile` in
    ///     destination pixels; `sourceStart` and `sourceLength` in image
    ///     pixels; `lo..<hi` the source pixels that may be read.
    init(count: Int, first: Int, origin: Double, tile: Double, tiled: Bool, sourceStart: Double,
         sourceLength: Double, lo: Int, hi: Int, nearest: Bool) {
        index = [Int](repeating: lo, count: count)
        next = index
        weight = [Int](repeating: 0, count: count)
        let ratio = sourceLength / tile
        for k in 0..<count {
            var offset = Double(first + k) + 0.5 - origin
            if tiled { offset -= (offset / tile).rounded(.down) * tile }
            let u = sourceStart + offset * ratio
            if nearest {
                index[k] = min(max(Int(u.rounded(.down)), lo), hi - 1)
                next[k] = index[k]
            } else {
                let t = u - 0.5
                var i0 = t.rounded(.down)
                var w = ((t - i0) * 256).rounded()
                if w >= 256 { i0 += 1; w = 0 }
                let i = Int(max(min(i0, Double(hi)), Double(lo - 1)))
                index[k] = min(max(i, lo), hi - 1)
                next[k] = min(max(i + 1, lo), hi - 1)
                weight[k] = Int(w)
            }
        }
    }
}

/// A packed pixel (red in the low byte) spread into four 16-bit lanes.
@inline(__always)
func spreadLanes(_ p: UInt32) -> UInt64 {
    var x = UInt64(p)
    x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
    return (x | x << 8) & 0x00FF_00FF_00FF_00FF
}

/// `(a·(256−w) + b·w + 128) >> 8` in each 16-bit lane.
@inline(__always)
func lerpLanes(_ a: UInt64, _ b: UInt64, _ w: UInt64) -> UInt64 {
    ((a &* (256 &- w) &+ b &* w &+ 0x0080_0080_0080_0080) >> 8) & 0x00FF_00FF_00FF_00FF
}

/// Source-over of a premultiplied colour (`pr, pg, pb` in 0…255 already
/// times the alpha, `sa` in 0…1) on the straight-alpha pixel at byte `i`:
/// the same formula as `blendPixel`, which premultiplies first.
@inline(__always)
func blendPremultiplied(_ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int,
                        _ pr: Double, _ pg: Double, _ pb: Double, _ sa: Double) {
    if sa <= 0 { return }
    if p[i + 3] == 255 {
        let keep = 1 - sa
        p[i] = roundByte(pr + Double(p[i]) * keep)
        p[i + 1] = roundByte(pg + Double(p[i + 1]) * keep)
        p[i + 2] = roundByte(pb + Double(p[i + 2]) * keep)
        return
    }
    let da = Double(p[i + 3]) / 255
    let keep = da * (1 - sa)
    let oa = sa + keep
    let inv = 1 / oa
    p[i] = roundByte((pr + Double(p[i]) * keep) * inv)
    p[i + 1] = roundByte((pg + Double(p[i + 1]) * keep) * inv)
    p[i + 2] = roundByte((pb + Double(p[i + 2]) * keep) * inv)
    p[i + 3] = roundByte(oa * 255)
}
