import Strata
import StrataTestFonts
import Testing
@testable import StrataRaster

/// A region redraw passes over text runs far from the region without
/// looking their glyphs up (`RasterContext.mayReach`, and the built-in
/// font's rows): the region's pixels stay the whole picture's for runs
/// that only just reach it — across its edges by a fraction of a pixel,
/// through a composite's raised part, shaped glyphs with marks moved up
/// and down and back to the left, moved and scaled by a transform.
@Suite("Raster: regions pass over text far from them")
struct RasterRegionTextTests {
    static let face = try! FontFace(bytes: TestFont().bytes())
    static let size = Size(width: 160, height: 120)

    /// Runs over the whole canvas: plain (`A`, `Ä` whose small `A` sits
    /// above the em square, `V`), shaped with offsets (a mark 9 points up,
    /// one 6 down, one 4 back to the left of the run's start), under a
    /// translation and a scale, and in the built-in font.
    static let commands: [DisplayCommand] = {
        var c: [DisplayCommand] = [.rect(RectCommand(rect: Rect(x: 0, y: 0, width: 160, height: 120), fill: .white))]
        for i in 0..<12 {
            let origin = Point(x: 2.3 + Double(i % 5) * 27.6, y: 9.4 + Double(i) * 9.15)
            let run = TextRun(text: "A\u{C4}V", origin: origin, fontSize: 8 + Double(i % 3) * 2, face: face, color: .black)
            c.append(i % 4 == 1 ? .pushTransform(AffineTransform(scaleX: 1.25, y: 1.25).concatenating(
                AffineTransform(translationX: 3.7, y: -2.2))) : .pushTransform(.identity))
            c += [.text(run), .popTransform]
        }
        let shaped = [
            PositionedGlyph(glyph: 2, position: Point(x: 0, y: 0), cluster: 0),
            PositionedGlyph(glyph: 3, position: Point(x: 7, y: -9), cluster: 0),
            PositionedGlyph(glyph: 5, position: Point(x: 12, y: 6), cluster: 1),
            PositionedGlyph(glyph: 2, position: Point(x: -4, y: 0), cluster: 2),
        ]
        for (x, y) in [(40.2, 30.6), (100.7, 64.1), (8.5, 104.9)] {
            c.append(.text(TextRun(text: "AVÄA", origin: Point(x: x, y: y), fontSize: 11, face: face,
                                   color: Color(red: 0.7, green: 0.1, blue: 0.2), glyphs: shaped)))
        }
        c.append(.text(TextRun(text: "Built in", origin: Point(x: 70.5, y: 20.25), fontSize: 9, color: .blue)))
        c.append(.text(TextRun(text: "edge", origin: Point(x: 121, y: 111.5), fontSize: 12, color: .black)))
        return c
    }()

    /// 8 × 8 regions stepped over the canvas by 7 and 5 pixels (so their
    /// edges fall at every place in a glyph), at scale 1 and 2.
    @Test(arguments: [1.0, 2.0])
    func everySmallRegionHoldsTheWholePicturesPixels(scale: Double) {
        let list = DisplayList(size: Self.size, commands: Self.commands)
        let white = RGBA8(255, 255, 255), black = RGBA8(0, 0, 0)
        let whole = Raster(scale: scale, bandCount: 1).render(list, background: white)
        let (w, h) = (whole.width, whole.height)
        var wrongRegions: [String] = []
        var inked = 0
        for y in stride(from: 0, to: h, by: 5) {
            for x in stride(from: 0, to: w, by: 7) {
                let region = PixelRect(x: x, y: y, width: 8, height: 8)
                var canvas = Canvas(width: w, height: h, background: black)
                Raster(scale: scale, bandCount: 1).draw(list, into: &canvas, region: region, background: white)
                var wrong = 0
                for py in 0..<h {
                    for px in 0..<w {
                        let inside = px >= region.x && px < region.maxX && py >= region.y && py < region.maxY
                        if canvas[px, py] != (inside ? whole[px, py] : black) { wrong += 1 }
                        if inside && whole[px, py] != white { inked += 1 }
                    }
                }
                if wrong > 0 { wrongRegions.append("\(region): \(wrong)") }
            }
        }
        #expect(wrongRegions.isEmpty, "\(wrongRegions.prefix(8))")
        #expect(inked > 500) // the regions do meet ink
    }

    /// The test that the pass-over is conservative: a run whose glyphs
    /// lie below a region is passed over, one whose raised mark reaches it
    /// is drawn.
    @Test func aRunIsPassedOverOnlyWhenItsGlyphsCannotReachTheBox() {
        let plain = TextRun(text: "A", origin: Point(x: 10, y: 50), fontSize: 10, face: Self.face, color: .black,
                            glyphs: [PositionedGlyph(glyph: 2, position: Point(x: 0, y: 0), cluster: 0)])
        let raised = TextRun(text: "A", origin: Point(x: 10, y: 50), fontSize: 10, face: Self.face, color: .black,
                             glyphs: [PositionedGlyph(glyph: 2, position: Point(x: 0, y: -30), cluster: 0)])
        let box = (0, 0, 100, 20)
        #expect(!RasterContext.mayReach(plain, face: Self.face, k: 1, offsetX: 0, offsetY: 0, box: box))
        #expect(RasterContext.mayReach(raised, face: Self.face, k: 1, offsetX: 0, offsetY: 0, box: box))
        // Beside the box, not below it: passed over only when shaped (the pen positions are known).
        let left = (0, 40, 2, 60)
        let far = TextRun(text: "A", origin: Point(x: 20, y: 50), fontSize: 10, face: Self.face, color: .black,
                          glyphs: [PositionedGlyph(glyph: 2, position: Point(x: 0, y: 0), cluster: 0)])
        #expect(!RasterContext.mayReach(far, face: Self.face, k: 1, offsetX: 0, offsetY: 0, box: left))
        let unshaped = TextRun(text: "A", origin: Point(x: 20, y: 50), fontSize: 10, face: Self.face, color: .black)
        #expect(RasterContext.mayReach(unshaped, face: Self.face, k: 1, offsetX: 0, offsetY: 0, box: left))
    }
}
