import Strata

/// The glyph bitmaps drawn so far, shared by every `Raster` in the process:
/// keyed by face, glyph, pixels per em (font size × scale) and the pen's
/// quarter-pixel x phase (0…3), so a glyph is rasterized once per size and
/// phase.
///
/// The cache keeps the faces it has bitmaps of alive. It holds at most
/// `capacity` bitmaps and `pixelBudget` coverage values; when either is
/// exceeded it is emptied and starts again (a simple bound, cheap to check;
/// a UI's glyphs fit many times over). Bitmaps larger than
/// `largestCachedBitmap` pixels (glyphs of hundreds of points) are drawn
/// without being kept.
///
/// - Complexity: a lookup is one lock and one hash; a miss rasterizes the glyph.
public final class GlyphCache: Sendable {
    /// The cache the rasterizer uses.
    public static let shared = GlyphCache()

    /// The most bitmaps kept.
    public let capacity: Int
    /// The most coverage values (pixels) kept, over all bitmaps: 16 Mi (64 MB).
    public static let pixelBudget = 1 << 24
    /// The largest bitmap kept, in pixels (512 × 512).
    public static let largestCachedBitmap = 1 << 18

    struct Key: Hashable {
        var face: ObjectIdentifier
        var glyph: UInt16
        var phase: UInt8
        var pixelsPerEm: UInt64
    }

    struct State {
        var bitmaps: [Key: GlyphBitmap] = [:]
        var faces: [ObjectIdentifier: FontFace] = [:]
        var pixels = 0
        var misses = 0
    }

    private let state = Locked(State())

    /// An empty cache holding at most `capacity` bitmaps.
    public init(capacity: Int = 8192) {
        precondition(capacity > 0, "A glyph cache needs a positive capacity, got \(capacity)")
        self.capacity = capacity
    }

    /// The largest glyph drawn at `pixelsPerEm`, in pixels: 8 × 8 em (and
    /// at least 128 × 128), at most 2²⁴. Larger glyphs — only corrupt
    /// fonts have them — are not drawn.
    public static func maximumPixels(pixelsPerEm: Double) -> Int {
        let side = max(128, 8 * pixelsPerEm)
        return side * side >= Double(1 << 24) ? 1 << 24 : Int(side * side)
    }

    /// The number of bitmaps held.
    public var count: Int { state.withLock { $0.bitmaps.count } }

    /// How many bitmaps have been rasterized (cache misses) since creation.
    public var misses: Int { state.withLock { $0.misses } }

    /// Forgets every bitmap (and the faces they belong to).
    public func removeAll() {
        state.withLock {
            $0.bitmaps.removeAll()
            $0.faces.removeAll()
            $0.pixels = 0
        }
    }

    /// The bitmap of `glyph` of `face` at `pixelsPerEm`, with the pen
    /// `phase` quarter pixels right of a pixel edge; an empty bitmap when
    /// the glyph's outline cannot be read.
    public func bitmap(_ face: FontFace, glyph: UInt16, pixelsPerEm: Double, phase: Int) -> GlyphBitmap {
        let key = Key(face: ObjectIdentifier(face), glyph: glyph, phase: UInt8(truncatingIfNeeded: phase),
                      pixelsPerEm: pixelsPerEm.bitPattern)
        if let hit = state.withLock({ $0.bitmaps[key] }) { return hit }
        let outline = (try? face.outline(of: glyph)) ?? GlyphOutline()
        let bitmap = GlyphRasterizer.bitmap(of: outline, pixelsPerUnit: pixelsPerEm / Double(face.unitsPerEm),
                                            xOffset: Double(phase) / 4,
                                            maximumPixels: Self.maximumPixels(pixelsPerEm: pixelsPerEm))
        let size = bitmap.coverage.count
        state.withLock {
            // Another band may have drawn the same one meanwhile: one miss.
            if $0.bitmaps[key] != nil { return }
            $0.misses += 1
            guard size <= Self.largestCachedBitmap else { return }
            if $0.bitmaps.count >= capacity || $0.pixels + size > Self.pixelBudget {
                $0.bitmaps.removeAll(keepingCapacity: true)
                $0.faces.removeAll()
                $0.pixels = 0
            }
            $0.bitmaps[key] = bitmap
            $0.faces[key.face] = face
            $0.pixels += size
        }
        return bitmap
    }
}
