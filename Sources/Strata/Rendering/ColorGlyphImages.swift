
/// The decoded images of colour bitmap glyphs (`FontFace.colorBitmap`),
/// kept so that a label draws the same `Image` (the same identity, so
/// hosts upload it once) every frame.
///
/// A glyph drawn much smaller than its strike (Noto Color Emoji's 136 ×
/// 128 pixels at 16 points) is first halved with a 2 × 2 box filter until
/// one more halving would make it smaller than it is drawn; the display
/// list's bilinear filter then scales that the rest of the way, so no
/// source pixel is skipped.
enum ColorGlyphImages {
    /// One glyph drawn at one size.
    struct Key: Hashable {
        var face: FontFace
        var glyph: UInt16
        var size: Double
    }

    /// A glyph's image and metrics; `image` nil when its PNG did not decode.
    struct Entry: Sendable {
        var image: Image?
        var bitmap: ColorBitmap
    }

    /// The most glyph images kept; the cache is emptied when it is full.
    static let capacity = 512
    /// The most halvings.
    static let maxLevel = 6

    static let cache = Locked<[Key: Entry?]>([:])

    /// The image of `glyph` for drawing at `size` points, and its bitmap
    /// (metrics in the strike's pixels, `png` emptied); `nil` when the face
    /// has no bitmap for the glyph or its entry is corrupt.
    ///
    /// - Complexity: O(PNG size) the first time for a glyph and size, O(1) after.
    static func entry(face: FontFace, glyph: UInt16, size: Double) -> Entry? {
        let key = Key(face: face, glyph: glyph, size: size)
        if let known = cache.withLock({ $0[key] }) { return known }
        guard let found = try? face.colorBitmap(of: glyph, pixelsPerEm: size) else {
            store(nil, key)
            return nil
        }
        var level = 0
        var width = Double(found.width)
        let drawn = Double(found.width) * found.scale(atSize: size)
        while level < maxLevel, width / 2 >= drawn, width >= 2 {
            width /= 2
            level += 1
        }
        var image = try? Image(pngData: found.png)
        for _ in 0..<level { if let i = image { image = halved(i) } }
        var bitmap = found
        bitmap.png = []
        let made = Entry(image: image, bitmap: bitmap)
        store(made, key)
        return made
    }

    /// Keeps `entry` (nil: the glyph has no bitmap) under `key`.
    private static func store(_ entry: Entry?, _ key: Key) {
        cache.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = .some(entry)
        }
    }

    /// `image` at half its size (odd sizes rounded up): each pixel the
    /// average of up to four, weighted by alpha so that transparent
    /// pixels add no colour.
    ///
    /// - Complexity: O(pixels).
    static func halved(_ image: Image) -> Image {
        let w = image.pixelWidth, h = image.pixelHeight
        let hw = (w + 1) / 2, hh = (h + 1) / 2
        var out = [UInt8](repeating: 0, count: hw * hh * 4)
        image.rgba.withUnsafeBufferPointer { src in
            for y in 0..<hh {
                for x in 0..<hw {
                    var r = 0, g = 0, b = 0, a = 0
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let sx = min(2 * x + dx, w - 1), sy = min(2 * y + dy, h - 1)
                        let i = 4 * (sy * w + sx)
                        let alpha = Int(src[i + 3])
                        r += Int(src[i]) * alpha
                        g += Int(src[i + 1]) * alpha
                        b += Int(src[i + 2]) * alpha
                        a += alpha
                    }
                    let o = 4 * (y * hw + x)
                    if a > 0 {
                        out[o] = UInt8((r + a / 2) / a)
                        out[o + 1] = UInt8((g + a / 2) / a)
                        out[o + 2] = UInt8((b + a / 2) / a)
                        out[o + 3] = UInt8((a + 2) / 4)
                    }
                }
            }
        }
        return Image(width: hw, height: hh, rgba: out, scale: image.scale)
    }
}
