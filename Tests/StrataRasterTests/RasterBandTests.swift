import Strata
import StrataRaster
import StrataTestFonts
import Testing

/// Parallel bands: a canvas cut into any number of bands holds the same
/// bytes as one drawn whole, for every kind of command (rotated paths and
/// clips, blurs done on the spot, layers, gradients, images, glyphs).
@Suite("Raster: parallel bands")
struct RasterBandTests {
    static let face = try! FontFace(bytes: TestFont().bytes())

    /// A 6 × 5 picture with translucent pixels.
    static let picture: Image = {
        var rgba: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<6 {
                rgba += [UInt8(x * 40), UInt8(y * 50), UInt8((x + y) * 20), UInt8(x == 0 ? 128 : 255 - y * 10)]
            }
        }
        return Image(width: 6, height: 5, rgba: rgba)
    }()

    /// `t` about the centre of `rect`.
    static func about(_ t: AffineTransform, _ rect: Rect) -> AffineTransform {
        AffineTransform(translationX: -rect.midX, y: -rect.midY).concatenating(t)
            .concatenating(AffineTransform(translationX: rect.midX, y: rect.midY))
    }

    /// Every kind of command, crossing band edges at fractional rows.
    static let commands: [DisplayCommand] = {
        let card = Rect(x: 40.3, y: 30.7, width: 150.2, height: 120.9)
        let turned = Rect(x: 220.5, y: 40.25, width: 130, height: 170)
        var c: [DisplayCommand] = [
            .rect(RectCommand(rect: Rect(x: 0, y: 0, width: 400, height: 300), fill: Color(red: 0.9, green: 0.9, blue: 0.95))),
            .shadow(ShadowCommand(rect: card, cornerRadius: 12, offset: Size(width: 2, height: 5), radius: 9, opacity: 0.6)),
            .rect(RectCommand(rect: card, fill: Color(red: 1, green: 1, blue: 1, alpha: 0.8), cornerRadius: 12,
                              borderWidth: 1.5, borderColor: .blue)),
            .gradient(GradientCommand(rect: Rect(x: 50.5, y: 160.3, width: 140, height: 90.4), cornerRadius: 9,
                                      colors: [.red, Color(red: 0, green: 0, blue: 1, alpha: 0.4)], type: .radial)),
            .image(ImageCommand(image: picture, destination: Rect(x: 10.5, y: 200.25, width: 33.3, height: 71.1))),
            .image(ImageCommand(image: picture, destination: Rect(x: 360, y: 250, width: 6, height: 5))),
            .text(TextRun(text: "Bands 1234", origin: Point(x: 60.25, y: 80.6), fontSize: 23, color: .black)),
            .text(TextRun(text: "Glyphs", origin: Point(x: 60.5, y: 120.4), fontSize: 27, face: face,
                          color: Color(red: 0.2, green: 0.1, blue: 0, alpha: 0.9))),
            // Group opacity, nested, with a clip inside.
            .beginLayer(opacity: 0.7),
            .rect(RectCommand(rect: Rect(x: 100.5, y: 100.5, width: 80, height: 80), fill: .red)),
            .pushClip(rect: Rect(x: 110.25, y: 110.75, width: 90, height: 60), cornerRadius: 14),
            .beginLayer(opacity: 0.5),
            .rect(RectCommand(rect: Rect(x: 120, y: 120, width: 90, height: 90), fill: .green)),
            .endLayer,
            .popClip,
            .endLayer,
            // Rotated: a clip, a shadow (blurred on the spot), rects, text, a gradient and an image.
            .pushTransform(about(AffineTransform(rotationAngle: 0.4), turned)),
            .shadow(ShadowCommand(rect: turned, cornerRadius: 20, radius: 7, opacity: 0.8)),
            .pushClip(rect: turned.insetBy(dx: 4, dy: 4), cornerRadius: 20),
            .rect(RectCommand(rect: turned, fill: Color(red: 1, green: 0.8, blue: 0, alpha: 0.9), cornerRadius: 20,
                              borderWidth: 3, borderColor: .black)),
            .gradient(GradientCommand(rect: turned.insetBy(dx: 20, dy: 30), colors: [.white, .blue])),
            .image(ImageCommand(image: picture, destination: Rect(x: 240, y: 120, width: 60, height: 50))),
            .text(TextRun(text: "Turned", origin: Point(x: 235, y: 80), fontSize: 17, color: .black)),
            .text(TextRun(text: "Outline", origin: Point(x: 235, y: 200), fontSize: 21, face: face, color: .black)),
            .popClip,
            .popTransform,
        ]
        // A shadow too large to cache (blurred where it is drawn).
        c.append(.shadow(ShadowCommand(rect: Rect(x: -500, y: 280, width: 3000, height: 900), radius: 4, opacity: 0.3)))
        return c
    }()

    @Test(arguments: [(1.0, 3), (1.0, 4), (1.0, 7), (2.0, 3), (2.0, 4), (1.5, 16)])
    func everyBandCountDrawsTheSameBytes(scale: Double, bands: Int) {
        let list = DisplayList(size: Size(width: 400, height: 300), commands: Self.commands)
        let whole = Raster(scale: scale, bandCount: 1).render(list, background: RGBA8(255, 255, 255))
        let banded = Raster(scale: scale, bandCount: bands).render(list, background: RGBA8(255, 255, 255))
        #expect(Raster.bandRows(0..<whole.height, width: whole.width, bandCount: bands).count == bands)
        #expect(whole.bytes == banded.bytes)
        // On a transparent canvas (the division path of the blend) too.
        let clear = Raster(scale: scale, bandCount: 1).render(list)
        #expect(Raster(scale: scale, bandCount: bands).render(list).bytes == clear.bytes)
    }

    @Test func aRegionDrawnInBandsMatchesTheWholePicture() {
        let list = DisplayList(size: Size(width: 400, height: 300), commands: Self.commands)
        let whole = Raster(scale: 1, bandCount: 1).render(list, background: RGBA8(255, 255, 255))
        var canvas = Canvas(width: 400, height: 300, background: RGBA8(0, 0, 0))
        Raster(scale: 1, bandCount: 4).draw(list, into: &canvas, region: PixelRect(x: 30, y: 17, width: 330, height: 250),
                                           background: RGBA8(255, 255, 255))
        for y in 0..<300 {
            for x in 0..<400 {
                let inside = x >= 30 && x < 360 && y >= 17 && y < 267
                if canvas[x, y] != (inside ? whole[x, y] : RGBA8(0, 0, 0)) {
                    Issue.record("pixel (\(x), \(y)) is \(canvas[x, y])")
                    return
                }
            }
        }
    }

    @Test(arguments: [
        // (rows, width, band count) → the bands' row counts
        (0..<300, 400, 4, [75, 75, 75, 75]),
        (0..<10, 400, 4, [10]),                 // fewer than 16 rows a band: one band
        (0..<200, 100, 4, [200]),               // fewer than 2^16 pixels: one band
        (5..<105, 1000, 3, [33, 33, 34]),
        (0..<40, 2000, 8, [20, 20]),            // at least 16 rows a band
        (0..<720, 1280, 1, [720]),
    ])
    func bandRowsSplitEvenly(rows: Range<Int>, width: Int, count: Int, expected: [Int]) {
        let bands = Raster.bandRows(rows, width: width, bandCount: count)
        #expect(bands.map(\.count) == expected)
        #expect(bands.first?.lowerBound == rows.lowerBound && bands.last?.upperBound == rows.upperBound)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    @Test func theDefaultBandCountIsTheProcessorsOnlineAtMost16() {
        #expect(Raster.defaultBandCount >= 1 && Raster.defaultBandCount <= 16)
        #expect(Raster(scale: 2).bandCount == Raster.defaultBandCount)
    }
}
