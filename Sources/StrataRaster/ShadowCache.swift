import Strata

/// The blurred shadow masks drawn so far, shared by every `Raster` in the
/// process: keyed by the shape's size, corner radius and sub-pixel
/// position (in pixels) and the blur's standard deviation, so a list of
/// equal cards blurs once, and every later frame blurs nothing.
///
/// It holds at most `pixelBudget` coverage values; past that it is emptied
/// and starts again (as `GlyphCache`). Masks larger than `largestCachedMask`
/// are drawn without being kept.
public final class ShadowCache: Sendable {
    /// The cache the rasterizer uses.
    public static let shared = ShadowCache()

    /// The most coverage values (pixels) kept, over all masks: 8 Mi (32 MB).
    public static let pixelBudget = 1 << 23
    /// The largest mask kept, in pixels (2048 × 1024).
    public static let largestCachedMask = 1 << 21

    struct Key: Hashable {
        var width: UInt64, height: UInt64, radius: UInt64, sigma: UInt64, phaseX: UInt64, phaseY: UInt64
    }

    struct State {
        var masks: [Key: GlyphBitmap] = [:]
        var pixels = 0
        var misses = 0
    }

    private let state = Locked(State())

    /// An empty cache.
    public init() {}

    /// The number of masks held.
    public var count: Int { state.withLock { $0.masks.count } }

    /// How many masks have been blurred (cache misses) since creation.
    public var misses: Int { state.withLock { $0.misses } }

    /// Forgets every mask.
    public func removeAll() {
        state.withLock {
            $0.masks.removeAll()
            $0.pixels = 0
        }
    }

    /// The mask of `shape` (pixels) blurred by `blur`: its coverage over the
    /// shape's pixel box grown by the blur's margin, `left`/`top` the
    /// offset of that box from the pixel holding the shape's top-left
    /// corner.
    func mask(_ shape: CoverageShape, blur: BoxBlur, sigma: Double) -> GlyphBitmap {
        let fx = shape.x0 - shape.x0.rounded(.down), fy = shape.y0 - shape.y0.rounded(.down)
        let key = Key(width: (shape.x1 - shape.x0).bitPattern, height: (shape.y1 - shape.y0).bitPattern,
                      radius: shape.radius.bitPattern, sigma: sigma.bitPattern, phaseX: fx.bitPattern,
                      phaseY: fy.bitPattern)
        if let hit = state.withLock({ $0.masks[key] }) { return hit }
        let bitmap = Self.blurredMask(shape, blur: blur)
        let size = bitmap.coverage.count
        state.withLock {
            // Another band may have drawn the same one meanwhile: one miss.
            if $0.masks[key] != nil { return }
            $0.misses += 1
            guard size <= Self.largestCachedMask else { return }
            if $0.pixels + size > Self.pixelBudget {
                $0.masks.removeAll(keepingCapacity: true)
                $0.pixels = 0
            }
            $0.masks[key] = bitmap
            $0.pixels += size
        }
        return bitmap
    }

    /// Rasterizes `shape` with its top-left pixel moved to the origin and a
    /// margin all round, then blurs it.
    static func blurredMask(_ shape: CoverageShape, blur: BoxBlur) -> GlyphBitmap {
        let m = blur.margin
        let ox = shape.x0.rounded(.down), oy = shape.y0.rounded(.down)
        let local = CoverageShape(x0: shape.x0 - ox + Double(m), y0: shape.y0 - oy + Double(m),
                                  x1: shape.x1 - ox + Double(m), y1: shape.y1 - oy + Double(m), radius: shape.radius)
        let w = Int((local.x1).rounded(.up)) + m, h = Int((local.y1).rounded(.up)) + m
        var bitmap = GlyphBitmap()
        guard w > 0, h > 0, w * h <= 1 << 24 else { return bitmap }
        var values = [Float](repeating: 0, count: w * h)
        for py in m..<(h - m) {
            let row = local.rowCoverage(py)
            if row <= 0 { continue }
            for px in m..<(w - m) { values[py * w + px] = Float(local.coverage(px, py, row: row)) }
        }
        blur.apply(to: &values, width: w, height: h)
        bitmap.left = -m
        bitmap.top = -m
        bitmap.width = w
        bitmap.height = h
        bitmap.coverage = values
        return bitmap
    }
}
