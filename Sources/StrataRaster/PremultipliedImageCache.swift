import Strata

/// Images converted for bilinear sampling, shared by every `Raster` in the
/// process: each pixel packed in a `UInt32` (red in the low byte) with its
/// colour premultiplied by its alpha, `round(c × a / 255)`, keyed by
/// `ImageIdentity` (a new generation is a new entry).
///
/// Entries are dropped oldest first when they hold more than
/// `pixelBudget` pixels; an image larger than the budget is converted for
/// each draw and not kept.
///
/// - Complexity: a lookup is one lock and one hash; a miss is O(pixels).
final class PremultipliedImageCache: Sendable {
    /// The cache the rasterizer uses.
    static let shared = PremultipliedImageCache()

    /// The most pixels kept over all images: 16 Mi (64 MB).
    static let pixelBudget = 1 << 24

    struct State {
        var images: [ImageIdentity: [UInt32]] = [:]
        /// Keys in the order they were added (eviction order).
        var order: [ImageIdentity] = []
        var pixels = 0
    }

    private let state = Locked(State())

    /// The premultiplied pixels of `image`.
    func pixels(of image: Image) -> [UInt32] {
        if let found = state.withLock({ $0.images[image.identity] }) { return found }
        let converted = Self.premultiply(image)
        guard converted.count <= Self.pixelBudget else { return converted }
        state.withLock { s in
            if s.images[image.identity] != nil { return }
            while s.pixels + converted.count > Self.pixelBudget, !s.order.isEmpty {
                let oldest = s.order.removeFirst()
                s.pixels -= s.images.removeValue(forKey: oldest)?.count ?? 0
            }
            s.images[image.identity] = converted
            s.order.append(image.identity)
            s.pixels += converted.count
        }
        return converted
    }

    /// The image's pixels premultiplied and packed.
    static func premultiply(_ image: Image) -> [UInt32] {
        let count = image.pixelWidth * image.pixelHeight
        return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            image.rgba.withUnsafeBufferPointer { src in
                for k in 0..<count {
                    let r = UInt32(src[4 * k]), g = UInt32(src[4 * k + 1]), b = UInt32(src[4 * k + 2])
                    let a = UInt32(src[4 * k + 3])
                    if a == 255 {
                        out[k] = r | g << 8 | b << 16 | 255 << 24
                    } else {
                        out[k] = (r * a + 127) / 255 | ((g * a + 127) / 255) << 8 | ((b * a + 127) / 255) << 16 | a << 24
                    }
                }
            }
            initialized = count
        }
    }
}
