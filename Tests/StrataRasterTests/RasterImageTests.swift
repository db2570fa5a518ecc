import Testing
import Strata
import StrataRaster

/// `Raster` drawing `.image` commands: exact copies, bilinear and nearest
/// sampling, tint, opacity, tiles and nine-slices.
@Suite("Raster images")
struct RasterImageTests {
    /// Draws `commands` on a `width × height` canvas at scale 1.
    static func draw(_ commands: [ImageCommand], _ width: Int, _ height: Int, background: RGBA8 = .clear) -> Canvas {
        let list = DisplayList(size: Size(width: Double(width), height: Double(height)), commands: commands.map { .image($0) })
        return Raster(scale: 1).render(list, background: background)
    }

    static func row(_ canvas: Canvas, _ y: Int = 0) -> [RGBA8] {
        (0..<canvas.width).map { canvas[$0, y] }
    }

    /// A 3 × 2 image with translucent pixels.
    static let mixed = Image(width: 3, height: 2, rgba: [
        255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 1,
        10, 20, 30, 0, 200, 100, 50, 77, 1, 2, 3, 254,
    ])

    @Test func aOneToOneCopyOntoTransparentIsExact() {
        let canvas = Self.draw([ImageCommand(image: Self.mixed, destination: Rect(x: 2, y: 1, width: 3, height: 2))], 6, 4)
        for y in 0..<2 {
            for x in 0..<3 {
                let i = 4 * (y * 3 + x), p = Self.mixed.rgba
                let expected = p[i + 3] == 0 ? RGBA8.clear : RGBA8(p[i], p[i + 1], p[i + 2], p[i + 3])
                #expect(canvas[x + 2, y + 1] == expected)
            }
        }
        #expect(canvas[0, 0] == .clear && canvas[5, 3] == .clear)
    }

    @Test func aOneToOneCopyAtScaleTwoOfAScaleTwoImageIsExact() {
        let image = Image(width: 2, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255], scale: 2)
        let list = DisplayList(size: Size(width: 2, height: 1),
                               commands: [.image(ImageCommand(image: image, destination: Rect(x: 1, y: 0, width: 1, height: 1)))])
        let canvas = Raster(scale: 2).render(list)
        #expect(Self.row(canvas, 0) == [.clear, .clear, RGBA8(1, 2, 3), RGBA8(4, 5, 6)])
        #expect(Self.row(canvas, 1) == [.clear, .clear, RGBA8(7, 8, 9), RGBA8(10, 11, 12)])
    }

    /// Black and white, two pixels, drawn four wide: centres at source
    /// x = 0.25, 0.75, 1.25, 1.75; weights 0, 64/256, 192/256, 1.
    @Test(arguments: [(ImageFilter.linear, [0, 64, 191, 255] as [UInt8]), (.nearest, [0, 0, 255, 255])])
    func scalingUpSamples(_ filter: ImageFilter, _ expected: [UInt8]) {
        let image = Image(width: 2, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255])
        let canvas = Self.draw([ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 4, height: 1), filter: filter)], 4, 1)
        #expect(Self.row(canvas) == expected.map { RGBA8($0, $0, $0) })
    }

    @Test func bilinearSamplingIsPremultiplied() {
        // Opaque red beside transparent green: the colour between is red,
        // half transparent, not a brownish mix.
        let image = Image(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 0])
        let canvas = Self.draw([ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 4, height: 1))], 4, 1)
        #expect(Self.row(canvas) == [RGBA8(255, 0, 0), RGBA8(255, 0, 0, 191), RGBA8(255, 0, 0, 64), .clear])
    }

    /// Half-transparent red beside opaque blue, four wide over white:
    /// premultiplied samples (128, 0, 0, 128), (96, 0, 64, 160),
    /// (32, 0, 191, 223), (0, 0, 255, 255), each `c + 255·(255 − a)/255`.
    @Test func translucentSamplesBlendOverAnOpaqueCanvas() {
        let image = Image(width: 2, height: 1, rgba: [255, 0, 0, 128, 0, 0, 255, 255])
        let canvas = Self.draw([ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 4, height: 1))], 4, 1,
                               background: RGBA8(255, 255, 255))
        #expect(Self.row(canvas) == [RGBA8(255, 127, 127), RGBA8(191, 95, 159), RGBA8(64, 32, 223), RGBA8(0, 0, 255)])
    }

    @Test func opacityAndTintBlendOverTheCanvas() {
        let image = Image(width: 1, height: 1, rgba: [0, 0, 255, 255])
        let half = Self.draw([ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5)],
                             1, 1, background: RGBA8(255, 255, 255))
        #expect(half[0, 0] == RGBA8(128, 128, 255))
        let template = Image(width: 2, height: 1, rgba: [0, 0, 0, 255, 9, 9, 9, 0]).withRenderingMode(.alwaysTemplate)
        let tinted = Self.draw([ImageCommand(image: template, destination: Rect(x: 0, y: 0, width: 2, height: 1), tint: .red)],
                               2, 1, background: RGBA8(255, 255, 255))
        #expect(Self.row(tinted) == [RGBA8(255, 0, 0), RGBA8(255, 255, 255)])
    }

    @Test func fractionalEdgesAreAntialiased() {
        let image = Image(width: 1, height: 1, rgba: [0, 0, 0, 255])
        let canvas = Self.draw([ImageCommand(image: image, destination: Rect(x: 0.5, y: 0, width: 2, height: 1))], 3, 1,
                               background: RGBA8(255, 255, 255))
        #expect(Self.row(canvas) == [RGBA8(128, 128, 128), RGBA8(0, 0, 0), RGBA8(128, 128, 128)])
    }

    @Test func tilesRepeatFromTheDestinationsCorner() {
        let image = Image(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let command = ImageCommand(image: image, destination: Rect(x: 1, y: 0, width: 5, height: 1),
                                   tileSize: Size(width: 2, height: 1))
        let canvas = Self.draw([command], 6, 1)
        let red = RGBA8(255, 0, 0), blue = RGBA8(0, 0, 255)
        #expect(Self.row(canvas) == [.clear, red, blue, red, blue, red])
    }

    @Test func nineSliceKeepsTheCornersAndStretchesTheMiddle() {
        // 3 × 3: distinct corners, grey edges and middle; caps of 1.
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<3 {
                let corner = (x != 1 && y != 1)
                bytes += corner ? [UInt8(x * 100), UInt8(y * 100), 50, 255] : [90, 90, 90, 255]
            }
        }
        let image = Image(width: 3, height: 3, rgba: bytes)
            .resizableImage(withCapInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let canvas = Self.draw(ImageCommand.commands(drawing: image, in: Rect(x: 0, y: 0, width: 8, height: 6), tint: nil), 8, 6)
        #expect(canvas[0, 0] == RGBA8(0, 0, 50) && canvas[7, 0] == RGBA8(200, 0, 50))
        #expect(canvas[0, 5] == RGBA8(0, 200, 50) && canvas[7, 5] == RGBA8(200, 200, 50))
        for y in 0..<6 {
            for x in 0..<8 where (x != 0 && x != 7) || (y != 0 && y != 5) {
                #expect(canvas[x, y] == RGBA8(90, 90, 90), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func clipsLimitImages() {
        let image = Image(width: 1, height: 1, rgba: [0, 0, 0, 255])
        let list = DisplayList(size: Size(width: 4, height: 1), commands: [
            .pushClip(rect: Rect(x: 1, y: 0, width: 2, height: 1), cornerRadius: 0),
            .image(ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 4, height: 1))),
            .popClip,
        ])
        let canvas = Raster(scale: 1).render(list)
        #expect(Self.row(canvas) == [.clear, RGBA8(0, 0, 0), RGBA8(0, 0, 0), .clear])
    }
}
