import Dispatch
import Strata
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Parallel drawing: the canvas (or a region of it) is cut into horizontal
/// bands of whole rows, and each band draws the whole display list with
/// its clip box limited to its rows, on its own thread
/// (`DispatchQueue.concurrentPerform`).
///
/// The pixels do not depend on the band count. Everything computed per
/// pixel (rect, gradient and image coverage, glyph and shadow bitmaps
/// from the shared caches) is the same in any band. What is computed over
/// a region — a path's coverage under a rotation, a blur done on the spot,
/// a layer's memory budget — takes its region from the clip box the whole
/// canvas would have (`RasterContext.fullBox`) and keeps only the band's
/// rows, walking each edge from the same top, so a band's rows hold the
/// same bits. A region (`draw(_:into:region:background:)`) is drawn
/// the same way: its pixels are the whole picture's. Each band has its own context (clip stack, layer buffers,
/// path mask); the caches it reads are locked (`GlyphCache`,
/// `ShadowCache`, `PremultipliedImageCache`); the bands write disjoint rows.
extension Raster {
    /// The number of processors online (at least 1).
    static let activeProcessorCount: Int = {
        #if canImport(Glibc) || canImport(Musl)
        let n = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return n > 0 ? Int(n) : 1
        #else
        return 1
        #endif
    }()

    /// The band count a `Raster` uses unless told otherwise: the processors
    /// online, at most 16.
    public static let defaultBandCount = min(16, activeProcessorCount)

    /// The fewest rows a band holds, and the fewest pixels a canvas (or
    /// region) must have to be cut at all: below these, a thread costs
    /// more than it saves.
    public static let minimumBandRows = 16
    /// See `minimumBandRows`: 2¹⁶ pixels (256 × 256).
    public static let minimumBandedPixels = 1 << 16

    /// The bands `rows` (`lower..<upper`) of `width` pixels are cut into:
    /// up to `bandCount` runs of rows as equal as can be (at least
    /// `minimumBandRows` each), top to bottom; one band for fewer than
    /// `minimumBandedPixels` pixels.
    /// - Complexity: O(bands).
    public static func bandRows(_ rows: Range<Int>, width: Int, bandCount: Int) -> [Range<Int>] {
        let height = rows.count
        guard bandCount > 1, width > 0, height * width >= minimumBandedPixels else { return [rows] }
        let n = max(1, min(bandCount, height / minimumBandRows))
        return (0..<n).map { i in
            (rows.lowerBound + height * i / n)..<(rows.lowerBound + height * (i + 1) / n)
        }
    }

    /// Draws `list` into the pixels of `region` (`minX, minY, maxX, maxY`)
    /// of `canvas`, one band per thread; with a `background`, each band
    /// first fills its rows of the region with it.
    func drawBanded(_ list: DisplayList, region: (Int, Int, Int, Int), background: RGBA8? = nil,
                    into canvas: inout Canvas) {
        let (width, height) = (canvas.width, canvas.height)
        canvas.bytes.withUnsafeMutableBufferPointer { pixels in
            drawBanded(list, region: region, background: background, into: pixels, width: width, height: height)
        }
    }

    /// Draws `list` into the pixels of `region` of a `width` × `height`
    /// RGBA image at `pixels` (rows of `4 × width` bytes, top to bottom),
    /// one band per thread; with a `background`, each band first fills its
    /// rows of the region with it.
    func drawBanded(_ list: DisplayList, region: (Int, Int, Int, Int), background: RGBA8? = nil,
                    into pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) {
        let layerBounds = RasterContext(width: width, height: height, scale: scale)
            .measureLayers(list.commands)
        let bands = Self.bandRows(region.1..<region.3, width: region.2 - region.0, bandCount: bandCount)
        // Text runs are shaped and looked up once, here, for every band.
        let placedRuns = bands.count > 1 ? placeGlyphRuns(list.commands, region: region, width: width, height: height) : []
        let target = BandTarget(pixels: pixels)
        let body: @Sendable (Int) -> Void = { band in
            if let background, region.0 < region.2, let base = target.pixels.baseAddress {
                for row in bands[band] {
                    Canvas.fillPixels(UnsafeMutableRawPointer(base + 4 * (row * width + region.0)),
                                      count: region.2 - region.0, background)
                }
            }
            var context = RasterContext(width: width, height: height, scale: scale)
            // The full box stays the canvas's: a region's masks and
            // blurs are then the whole picture's too.
            context.box = (region.0, bands[band].lowerBound, region.2, bands[band].upperBound)
            context.layerBounds = layerBounds
            context.placedRuns = placedRuns
            draw(list, with: &context, into: target.pixels)
        }
        if bands.count == 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: bands.count, execute: body)
        }
    }
}

/// The canvas's bytes, handed to the bands: each writes only its own
/// rows, so sharing the pointer is safe.
struct BandTarget: @unchecked Sendable {
    let pixels: UnsafeMutableBufferPointer<UInt8>
}
