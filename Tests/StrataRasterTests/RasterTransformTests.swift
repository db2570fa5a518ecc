import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: transforms")
struct RasterTransformTests {
    /// The sum of the alpha of every pixel, in pixels.
    static func inkedArea(_ canvas: Canvas) -> Double {
        var total = 0.0
        for i in Swift.stride(from: 3, to: canvas.bytes.count, by: 4) { total += Double(canvas.bytes[i]) / 255 }
        return total
    }

    /// `t` about the centre of `rect`, as the display list writes it.
    static func about(_ t: AffineTransform, _ rect: Rect) -> AffineTransform {
        AffineTransform(translationX: -rect.midX, y: -rect.midY).concatenating(t)
            .concatenating(AffineTransform(translationX: rect.midX, y: rect.midY))
    }

    @Test func aRotatedSquareCoversItsAreaAndItsDiamond() {
        let square = Rect(x: 10, y: 10, width: 20, height: 20)
        let canvas = render([.pushTransform(Self.about(AffineTransform(rotationAngle: .pi / 4), square)),
                             fill(square, .red), .popTransform], width: 40, height: 40)
        #expect(abs(Self.inkedArea(canvas) - 400) < 0.5)
        #expect(canvas[20, 20] == RGBA8(255, 0, 0))
        #expect(canvas[20, 7] == RGBA8(255, 0, 0))      // the top corner reaches y ≈ 5.9
        #expect(canvas[11, 11] == .clear)                // a corner of the unturned square
        #expect(canvas[5, 20].a > 0 && canvas[5, 20].a < 255)   // anti-aliased at the left tip
    }

    @Test func translationAndUniformScaleDrawExactlyAsTheMovedRect() {
        // A uniform scale and a move keep the exact rectangle code: the
        // same pixels as the rect drawn where the transform puts it.
        let moved = render([.pushTransform(AffineTransform(scaleX: 2, y: 2).translatedBy(x: 0.25, y: 1)),
                            fill(Rect(x: 1, y: 1, width: 5, height: 3), .blue, radius: 1), .popTransform],
                           width: 20, height: 20)
        let direct = render([fill(Rect(x: 2.5, y: 4, width: 10, height: 6), .blue, radius: 2)], width: 20, height: 20)
        #expect(moved == direct)
    }

    @Test func nestedTransformsCompose() {
        let r = Rect(x: 0, y: 0, width: 4, height: 4)
        let nested = render([.pushTransform(AffineTransform(translationX: 10, y: 0)),
                             .pushTransform(AffineTransform(scaleX: 2, y: 2)), fill(r, .green), .popTransform,
                             fill(r, .red), .popTransform], width: 20, height: 10)
        // Scale applies first, then the move: the green square is at (10, 0, 8, 8), the red one at (10, 0, 4, 4).
        #expect(nested[17, 7] == RGBA8(0, 255, 0))
        #expect(nested[11, 1] == RGBA8(255, 0, 0))
        #expect(nested[9, 1] == .clear)
    }

    @Test func aRotatedBorderIsARing() {
        let rect = Rect(x: 10, y: 10, width: 30, height: 30)
        let command = DisplayCommand.rect(RectCommand(rect: rect, fill: nil, cornerRadius: 6, borderWidth: 3,
                                                      borderColor: .black))
        let canvas = render([.pushTransform(Self.about(AffineTransform(rotationAngle: 0.3), rect)), command,
                             .popTransform], width: 50, height: 50)
        #expect(canvas[25, 25] == .clear)   // the hole
        // The ring's area: outer rounded square minus the inner one.
        let outer = 30.0 * 30 - (4 - Double.pi) * 36, inner = 24.0 * 24 - (4 - Double.pi) * 9
        #expect(abs(Self.inkedArea(canvas) - (outer - inner)) < 1.5)
    }

    @Test func aRotatedClipCutsWhatIsInside() {
        let clip = Rect(x: 10, y: 10, width: 20, height: 20)
        let canvas = render([.pushTransform(Self.about(AffineTransform(rotationAngle: .pi / 4), clip)),
                             .pushClip(rect: clip, cornerRadius: 0),
                             fill(Rect(x: -20, y: -20, width: 80, height: 80), .red), .popClip, .popTransform,
                             fill(Rect(x: 0, y: 0, width: 2, height: 2), .blue)], width: 40, height: 40)
        #expect(abs(Self.inkedArea(canvas) - 404) < 0.5)
        #expect(canvas[11, 11] == .clear)
        #expect(canvas[20, 20] == RGBA8(255, 0, 0))
        #expect(canvas[1, 1] == RGBA8(0, 0, 255))   // the clip ended with its scope
    }

    @Test func rotatedBuiltinTextCoversWhatItCoversUnturned() {
        let run = TextRun(text: "Strata", origin: Point(x: 10, y: 30), fontSize: 20, color: .black)
        let flat = render([.text(run)], width: 100, height: 60)
        let box = Raster.bounds(of: run)
        let turned = render([.pushTransform(Self.about(AffineTransform(rotationAngle: 0.5), box)), .text(run),
                             .popTransform], width: 100, height: 60)
        #expect(abs(Self.inkedArea(turned) - Self.inkedArea(flat)) < 0.5)
        Goldens.expectMatch(turned, "rotated-builtin-text")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
    func rotatedFaceTextMatchesItsGolden() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let run = TextRun(text: "Rotated", origin: Point(x: 12, y: 40), fontSize: 18, fontName: face.family, face: face,
                          color: Color(red: 0.1, green: 0.2, blue: 0.6))
        let box = Raster.bounds(of: run)
        let flat = render([.text(run)], width: 110, height: 70, background: RGBA8(255, 255, 255))
        let turned = render([.pushTransform(Self.about(AffineTransform(rotationAngle: -0.35), box)), .text(run),
                             .popTransform], width: 110, height: 70, background: RGBA8(255, 255, 255))
        // The same ink, give or take the rounding of each glyph's position.
        func ink(_ c: Canvas) -> Double {
            var total = 0.0
            for i in Swift.stride(from: 0, to: c.bytes.count, by: 4) { total += 255 - Double(c.bytes[i + 2]) }
            return total / 255
        }
        #expect(abs(ink(turned) - ink(flat)) < ink(flat) * 0.02)
        Goldens.expectMatch(turned, "rotated-dejavu-text")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVuSans, InstalledFonts.missing))
    func uniformlyScaledFaceTextIsDrawnAtTheScaledSize() throws {
        let face = try #require(InstalledFonts.dejaVuSans)
        let run = TextRun(text: "Scale", origin: Point(x: 2, y: 20), fontSize: 10, face: face, color: .black)
        let scaled = render([.pushTransform(AffineTransform(scaleX: 2, y: 2)), .text(run), .popTransform],
                            width: 80, height: 50)
        let big = TextRun(text: "Scale", origin: Point(x: 4, y: 40), fontSize: 20, face: face, color: .black)
        #expect(scaled == render([.text(big)], width: 80, height: 50))
    }

    @Test func unmatchedPopTransformIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = render([.popTransform])
        }
    }

    @Test func aTurnedImageCoversItsAreaAndSamplesItsPixels() {
        // Left half red, right half blue, 4 × 4 pixels, drawn over 20 × 20 points turned a quarter.
        var rgba: [UInt8] = []
        for _ in 0..<4 { for x in 0..<4 { rgba += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let image = Image(width: 4, height: 4, rgba: rgba)
        let dest = Rect(x: 10, y: 10, width: 20, height: 20)
        let turn = Self.about(AffineTransform(rotationAngle: .pi / 2), dest)
        for filter in [ImageFilter.linear, .nearest] {
            let canvas = render([.pushTransform(turn), .image(ImageCommand(image: image, destination: dest, filter: filter)),
                                 .popTransform], width: 40, height: 40)
            #expect(abs(Self.inkedArea(canvas) - 400) < 1)
            // A quarter turn clockwise puts the left (red) half on top.
            #expect(canvas[20, 12] == RGBA8(255, 0, 0))
            #expect(canvas[20, 27] == RGBA8(0, 0, 255))
        }
        // In a layer too, and tiled.
        let tiled = render([.pushTransform(turn), .beginLayer(opacity: 0.5),
                            .image(ImageCommand(image: image, destination: dest, tileSize: Size(width: 10, height: 10))),
                            fill(Rect(x: 0, y: 0, width: 1, height: 1), .green), .endLayer, .popTransform],
                           width: 40, height: 40)
        #expect(tiled[20, 12].a == 128)
    }
}
