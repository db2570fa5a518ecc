import Strata
import StrataRaster

/// Images: `image.png.decode@WxH` decodes an RGBA PNG (written by
/// `PNGEncoder`: per-row filters, dynamic Huffman blocks) of typical
/// content, `benchmarkImageCanvas`; `n` is the pixel count, so
/// `per_item_ns` is nanoseconds a pixel. `image.decode.png` is the same at
/// 1920 × 1080; `inflate` decompresses 16 MiB of such pixels
/// (`Zlib.decompress`). `strata-bench --save-inputs DIR` writes both inputs
/// for `Scripts/inflate-vs-zlib`. `raster.image.bilinear` draws an
/// opaque 800 × 450 picture (`benchmarkImageCanvas`, alpha made 255)
/// scaled 1.6× onto a 1280 × 720 canvas with bilinear sampling; `n` is the
/// 921,600 destination pixels. `raster.image.translucent` is the
/// same with the picture's varying alpha (128…255) blended over white.
@MainActor
func imageBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    let decodeInput = LazyBox { decodeBenchmarkPNG() }
    all.append(Benchmark("image.decode.png", n: 1920 * 1080) {
        let bytes = decodeInput.value
        return { blackHole(try? Image(pngData: bytes)) }
    })
    let inflateInput = LazyBox { inflateBenchmarkStream() }
    all.append(Benchmark("inflate", n: inflateBenchmarkSize) {
        let stream = inflateInput.value
        return { blackHole(try? Zlib.decompress(stream, decompressedSize: inflateBenchmarkSize)) }
    })
    for translucent in [false, true] {
        let list = LazyBox { () -> DisplayList in
            var picture = benchmarkImageCanvas(800, 450)
            if !translucent {
                for y in 0..<450 { for x in 0..<800 { picture[x, y].a = 255 } }
            }
            let image = Image(width: 800, height: 450, rgba: picture.bytes)
            return DisplayList(size: Size(width: 1280, height: 720), commands: [
                .image(ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 1280, height: 720))),
            ])
        }
        let name = translucent ? "raster.image.translucent" : "raster.image.bilinear"
        all.append(Benchmark(name, n: 1280 * 720, quick: !translucent) {
            let drawn = list.value
            var canvas = Canvas(width: 1280, height: 720, background: RGBA8(255, 255, 255))
            Raster(scale: 1).draw(drawn, into: &canvas)  // converts the image once (cached)
            return { Raster(scale: 1).draw(drawn, into: &canvas); blackHole(canvas.width) }
        })
    }
    for (width, height) in [(512, 512), (1280, 720)] {
        let png = LazyBox { PNGEncoder().encode(benchmarkImageCanvas(width, height)) }
        all.append(Benchmark("image.png.decode@\(width)x\(height)", n: width * height, quick: width == 512) {
            let bytes = png.value
            return { blackHole(try? Image(pngData: bytes)) }
        })
    }
    return all
}

/// `image.decode.png`'s input: `benchmarkImageCanvas(1920, 1080)` written
/// by `PNGEncoder` (the package's DEFLATE, dynamic Huffman blocks).
func decodeBenchmarkPNG() -> [UInt8] {
    PNGEncoder().encode(benchmarkImageCanvas(1920, 1080))
}

/// The bytes `inflate` decompresses: 16 MiB.
let inflateBenchmarkSize = 1 << 24

/// `inflate`'s input: the RGBA bytes of `benchmarkImageCanvas(2048, 2048)`
/// (16,777,216 bytes, not filtered) as a zlib stream of the package's
/// `Deflate.zlibCompress` (dynamic Huffman blocks).
func inflateBenchmarkStream() -> [UInt8] {
    Deflate.zlibCompress(benchmarkImageCanvas(2048, 2048).bytes)
}

/// Typical image content: translucent rounded rectangles and text (the
/// `render.raster.rects` list) over a diagonal gradient, with a little
/// noise (±3) in the colour channels, as photographs and antialiased art
/// have; alpha varies across the image, so it is written as RGBA. PNG
/// compresses it about 3:1.
func benchmarkImageCanvas(_ width: Int, _ height: Int) -> Canvas {
    var canvas = Raster(scale: 1).render(benchmarkRectList(100, size: Size(width: Double(width), height: Double(height))),
                                         background: RGBA8(0, 0, 0, 0))
    var seed: UInt64 = 42
    for y in 0..<height {
        for x in 0..<width {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = Int(seed >> 61) - 3
            let p = canvas[x, y]
            let under = RGBA8(UInt8((x * 255) / width), UInt8((y * 255) / height), UInt8(((x + y) * 127) / (width + height)))
            let alpha = Int(p.a)
            func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
                let blended: Int = (Int(top) * alpha + Int(bottom) * (255 - alpha)) / 255 + noise
                return UInt8(max(0, min(255, blended)))
            }
            canvas[x, y] = RGBA8(mix(p.r, under.r), mix(p.g, under.g), mix(p.b, under.b), UInt8(128 + (x + y) % 128))
        }
    }
    return canvas
}
