import Testing
import Strata
import StrataRaster

/// Bilinear image drawing against a pixel-by-pixel reference of the rule
/// Docs/Images.md states: premultiplied pixels, weights in 1/256 steps,
/// each lane rounded `(p·(256−w) + q·w + 128) >> 8`, across then down, edges
/// repeated, blended source-over. The sizes give runs that are and are not
/// multiples of four pixels, the picture mixes opaque blocks with
/// translucent and transparent pixels, and the canvases are transparent,
/// opaque and half transparent, so every path of the drawing loop runs.
@Suite("Raster bilinear images")
struct RasterBilinearTests {
    /// A `width × height` picture: opaque except a translucent diagonal
    /// band and a few transparent pixels.
    static func picture(_ width: Int, _ height: Int) -> Image {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt8 = (x + y) % 5 == 0 ? UInt8(40 + 30 * ((x * 3 + y) % 7)) : (x * y % 11 == 3 ? 0 : 255)
                rgba += [UInt8((x * 37 + y * 11) % 256), UInt8((x * 5 + y * 53) % 256), UInt8((x * y * 7 + 13) % 256), a]
            }
        }
        return Image(width: width, height: height, rgba: rgba)
    }

    /// The premultiplied byte of colour `c` under alpha `a`.
    static func premultiply(_ c: UInt8, _ a: UInt8) -> Int {
        a == 255 ? Int(c) : (Int(c) * Int(a) + 127) / 255
    }

    /// For each destination pixel along an axis of `destination` pixels
    /// showing `source` pixels: the source pixel, the next and the next's weight.
    static func axis(_ destination: Int, _ source: Int) -> [(Int, Int, Int)] {
        (0..<destination).map { k in
            let t = (Double(k) + 0.5) * Double(source) / Double(destination) - 0.5
            var i0 = t.rounded(.down)
            var w = ((t - i0) * 256).rounded()
            if w >= 256 { i0 += 1; w = 0 }
            let i = Int(i0)
            return (min(max(i, 0), source - 1), min(max(i + 1, 0), source - 1), Int(w))
        }
    }

    /// `image` drawn bilinear over the whole `width × height` canvas filled
    /// with `background`, pixel by pixel.
    static func reference(_ image: Image, _ width: Int, _ height: Int, _ background: RGBA8) -> [RGBA8] {
        let xs = axis(width, image.pixelWidth), ys = axis(height, image.pixelHeight)
        let p = image.rgba
        func lane(_ x: Int, _ y: Int, _ ch: Int) -> Int {
            let i = 4 * (y * image.pixelWidth + x)
            return ch == 3 ? Int(p[i + 3]) : premultiply(p[i + ch], p[i + 3])
        }
        func lerp(_ a: Int, _ b: Int, _ w: Int) -> Int { (a * (256 - w) + b * w + 128) >> 8 }
        func round(_ v: Double) -> UInt8 { v + 0.5 >= 255 ? 255 : UInt8(v + 0.5) }
        var out: [RGBA8] = []
        for (y0, y1, wy) in ys {
            for (x0, x1, wx) in xs {
                let v = (0..<4).map { ch in
                    lerp(lerp(lane(x0, y0, ch), lane(x1, y0, ch), wx), lerp(lane(x0, y1, ch), lane(x1, y1, ch), wx), wy)
                }
                let d = background, a = v[3]
                if a == 0 {
                    out.append(d)
                } else if a == 255 {
                    out.append(RGBA8(UInt8(v[0]), UInt8(v[1]), UInt8(v[2]), 255))
                } else if d.a == 255 {
                    func over(_ c: Int, _ dc: UInt8) -> UInt8 { UInt8(c + (Int(dc) * (255 - a) + 127) / 255) }
                    out.append(RGBA8(over(v[0], d.r), over(v[1], d.g), over(v[2], d.b), 255))
                } else {
                    let sa = Double(a) / 255, keep = Double(d.a) / 255 * (1 - sa), oa = sa + keep
                    func over(_ c: Int, _ dc: UInt8) -> UInt8 { round((Double(c) + Double(dc) * keep) * (1 / oa)) }
                    out.append(RGBA8(over(v[0], d.r), over(v[1], d.g), over(v[2], d.b), round(oa * 255)))
                }
            }
        }
        return out
    }

    @Test(arguments: [
        (9, 7, 29, 11, RGBA8.clear), (9, 7, 16, 8, RGBA8(255, 255, 255)), (9, 7, 5, 3, RGBA8(10, 200, 30, 128)),
        (10, 6, 37, 13, RGBA8(255, 255, 255)), (10, 6, 37, 13, RGBA8(90, 60, 30, 200)), (3, 3, 4, 15, .clear),
    ])
    func scaledPicturesMatchTheReference(_ w: Int, _ h: Int, _ width: Int, _ height: Int, _ background: RGBA8) {
        let image = Self.picture(w, h)
        let list = DisplayList(size: Size(width: Double(width), height: Double(height)), commands: [
            .image(ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))),
        ])
        let canvas = Raster(scale: 1, bandCount: 1).render(list, background: background)
        let expected = Self.reference(image, width, height, background)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width where canvas[x, y] != expected[y * width + x] { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(canvas[0, 0] == expected[0] && canvas[width - 1, height - 1] == expected[width * height - 1])
    }

    @Test(arguments: [1, 2, 3, 5])
    func aLargePictureIsTheSameAtAnyBandCount(_ bands: Int) {
        let image = Self.picture(101, 67)
        let list = DisplayList(size: Size(width: 263, height: 259), commands: [
            .image(ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 263, height: 259))),
        ])
        let canvas = Raster(scale: 1, bandCount: bands).render(list, background: RGBA8(255, 255, 255))
        let expected = Self.reference(image, 263, 259, RGBA8(255, 255, 255))
        var mismatches = 0
        for y in 0..<259 {
            for x in 0..<263 where canvas[x, y] != expected[y * 263 + x] { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
