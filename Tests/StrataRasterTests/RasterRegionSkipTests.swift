import Strata
import StrataRaster
import Testing

/// A region redraw skips a clip that leaves nothing of the region (up to
/// its `popClip`, when the scopes inside are closed inside): the region's
/// pixels stay the whole picture's, with layers, transforms, shadows and
/// nested clips inside the skipped part and layers after it (whose
/// measured bounds are counted in list order), and scopes that interleave
/// (not skipped).
@Suite("Raster: regions skip clips outside them")
struct RasterRegionSkipTests {
    static let size = Size(width: 240, height: 160)

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color, radius: Double = 0) -> DisplayCommand {
        .rect(RectCommand(rect: Rect(x: x, y: y, width: w, height: h), fill: color, cornerRadius: radius))
    }

    /// Cards across the canvas, each a clip holding layers, a rotation, a
    /// shadow and a nested clip; then a translucent layer over the middle
    /// and a clip whose scopes interleave with a transform's.
    static let commands: [DisplayCommand] = {
        var c: [DisplayCommand] = [rect(0, 0, 240, 160, Color(red: 0.95, green: 0.95, blue: 0.9))]
        for (i, origin) in [(8.5, 6.25), (128.0, 8.5), (10.25, 90.0), (130.5, 92.75)].enumerated() {
            let card = Rect(x: origin.0, y: origin.1, width: 96, height: 60)
            c += [
                .pushClip(rect: card, cornerRadius: 6),
                .shadow(ShadowCommand(rect: card.insetBy(dx: 8, dy: 8), cornerRadius: 4,
                                      offset: Size(width: 2, height: 3), radius: 4, opacity: 0.5)),
                .beginLayer(opacity: 0.6),
                rect(card.minX + 4, card.minY + 4, 50, 30, Color(red: Double(i) / 4, green: 0.3, blue: 0.8)),
                .beginLayer(opacity: 0.5),
                rect(card.minX + 20, card.minY + 12, 40, 30, .red, radius: 5),
                .endLayer,
                .endLayer,
                .pushTransform(AffineTransform(translationX: -card.midX, y: -card.midY)
                    .concatenating(AffineTransform(rotationAngle: 0.4))
                    .concatenating(AffineTransform(translationX: card.midX, y: card.midY))),
                rect(card.midX - 10, card.midY - 6, 20, 12, .blue),
                .popTransform,
                .pushClip(rect: card.insetBy(dx: 30, dy: 20), cornerRadius: 0),
                rect(card.minX, card.minY, 96, 60, Color(red: 0, green: 0.6, blue: 0.2, alpha: 0.5)),
                .popClip,
                .popClip,
            ]
        }
        // A layer after the cards: its measured bounds follow theirs.
        c += [.beginLayer(opacity: 0.7), rect(60, 50, 120, 60, Color(red: 0.5, green: 0, blue: 0.5)),
              rect(100, 70, 20, 20, .green), .endLayer]
        // Scopes that interleave: a clip closed inside a transform.
        c += [.pushClip(rect: Rect(x: 200, y: 120, width: 30, height: 30), cornerRadius: 0),
              .pushTransform(AffineTransform(translationX: 2, y: 1)),
              rect(195, 115, 40, 40, .black),
              .popClip, .popTransform]
        return c
    }()

    /// Regions meeting no card, one card, the layer after them, two cards, the interleaved clip, and all.
    static let regions: [PixelRect] = [
        PixelRect(x: 108, y: 70, width: 16, height: 16),
        PixelRect(x: 0, y: 0, width: 60, height: 40),
        PixelRect(x: 100, y: 60, width: 40, height: 30),
        PixelRect(x: 0, y: 60, width: 240, height: 40),
        PixelRect(x: 190, y: 110, width: 50, height: 50),
        PixelRect(x: 0, y: 0, width: 240, height: 160),
    ]

    @Test(arguments: regions)
    func aRegionHoldsTheWholePicturesPixels(_ region: PixelRect) {
        let list = DisplayList(size: Self.size, commands: Self.commands)
        let white = RGBA8(255, 255, 255)
        let whole = Raster(scale: 1, bandCount: 1).render(list, background: white)
        for bands in [1, 3] {
            var canvas = Canvas(width: 240, height: 160, background: RGBA8(0, 0, 0))
            Raster(scale: 1, bandCount: bands).draw(list, into: &canvas, region: region, background: white)
            var wrong = 0
            for y in 0..<160 {
                for x in 0..<240 {
                    let inside = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                    if canvas[x, y] != (inside ? whole[x, y] : RGBA8(0, 0, 0)) { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(region) in \(bands) bands: \(wrong) pixels differ")
        }
    }
}
