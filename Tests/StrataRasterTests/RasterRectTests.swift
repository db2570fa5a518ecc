import Strata
import Testing
@testable import StrataRaster

/// Renders commands on a canvas of `width`×`height` points.
func render(_ commands: [DisplayCommand], width: Double = 4, height: Double = 4, scale: Double = 1,
            background: RGBA8 = .clear) -> Canvas {
    Raster(scale: scale).render(DisplayList(size: Size(width: width, height: height), commands: commands),
                                background: background)
}

func fill(_ rect: Rect, _ color: Color, radius: Double = 0, opacity: Double = 1) -> DisplayCommand {
    .rect(RectCommand(rect: rect, fill: color, cornerRadius: radius, opacity: opacity))
}

/// `v · 255` rounded, as the rasterizer rounds.
func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }

@Suite("Raster: rectangle fills, edges, corners and borders")
struct RasterRectTests {
    @Test func integralRectFillsExactlyItsPixels() {
        let canvas = render([fill(Rect(x: 1, y: 1, width: 2, height: 2), .red)])
        for y in 0..<4 {
            for x in 0..<4 {
                let inside = (1...2).contains(x) && (1...2).contains(y)
                #expect(canvas[x, y] == (inside ? RGBA8(255, 0, 0) : .clear), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func fractionalEdgesGetAreaCoverage() {
        // x from 0.5 to 2.5, y from 0 to 0.25: the middle pixel is covered
        // 1 × 0.25, the edge pixels 0.5 × 0.25.
        let canvas = render([fill(Rect(x: 0.5, y: 0, width: 2, height: 0.25), .black)])
        #expect(canvas[0, 0] == RGBA8(0, 0, 0, byte(0.125)))
        #expect(canvas[1, 0] == RGBA8(0, 0, 0, byte(0.25)))
        #expect(canvas[2, 0] == RGBA8(0, 0, 0, byte(0.125)))
        #expect(canvas[3, 0] == .clear)
        #expect(canvas[1, 1] == .clear)
    }

    @Test func halfCoveredPixelOverWhiteIsMidGrey() {
        let canvas = render([fill(Rect(x: 0, y: 0, width: 1.5, height: 1), .black)], background: RGBA8(255, 255, 255))
        #expect(canvas[0, 0] == RGBA8(0, 0, 0))
        #expect(canvas[1, 0] == RGBA8(128, 128, 128))   // 127.5 rounds up
        #expect(canvas[2, 0] == RGBA8(255, 255, 255))
    }

    @Test func scaleMultipliesCoordinates() {
        let canvas = render([fill(Rect(x: 0.5, y: 0.5, width: 1, height: 1), .blue)], width: 2, height: 2, scale: 2)
        #expect(canvas.width == 4 && canvas.height == 4)
        #expect(canvas[0, 0] == .clear)
        #expect(canvas[1, 1] == RGBA8(0, 0, 255))
        #expect(canvas[2, 2] == RGBA8(0, 0, 255))
        #expect(canvas[3, 3] == .clear)
    }

    @Test func pixelSizeRoundsUp() {
        let list = DisplayList(size: Size(width: 10.2, height: 3))
        #expect(Raster(scale: 1).pixelSize(for: list) == (11, 3))
        #expect(Raster(scale: 2.5).pixelSize(for: list) == (26, 8))
    }

    @Test func roundedCornersUseDistanceToTheArc() {
        let canvas = render([fill(Rect(x: 0, y: 0, width: 10, height: 10), .black, radius: 5)], width: 10, height: 10)
        // Pixel (1, 1): centre (1.5, 1.5), 3.5·√2 from the corner centre (5, 5).
        let d = (2 * 3.5 * 3.5).squareRoot()
        #expect(canvas[1, 1] == RGBA8(0, 0, 0, byte(5.5 - d)))
        #expect(canvas[0, 0] == .clear)
        #expect(canvas[9, 9] == .clear)
        // Pixel (5, 0): centre (5.5, 0.5), still in the top-right corner's zone.
        #expect(canvas[5, 0] == RGBA8(0, 0, 0, byte(5.5 - (0.25 + 20.25).squareRoot())))
        #expect(canvas[5, 5] == RGBA8(0, 0, 0))
        // Symmetric in all four corners.
        #expect(canvas[8, 1] == canvas[1, 1] && canvas[1, 8] == canvas[1, 1] && canvas[8, 8] == canvas[1, 1])
    }

    @Test func straightEdgesBetweenCornersAreSolid() {
        let canvas = render([fill(Rect(x: 0, y: 0, width: 20, height: 10), .black, radius: 5)], width: 20, height: 10)
        for x in 5..<15 { #expect(canvas[x, 0] == RGBA8(0, 0, 0), "pixel (\(x), 0)") }
        #expect(canvas[4, 0].a < 255)
    }

    @Test func borderIsDrawnInsideOverTheFill() {
        let command = DisplayCommand.rect(RectCommand(rect: Rect(x: 0, y: 0, width: 4, height: 4), fill: .white,
                                                      borderWidth: 1, borderColor: .red))
        let canvas = render([command])
        for y in 0..<4 {
            for x in 0..<4 {
                let ring = x == 0 || y == 0 || x == 3 || y == 3
                #expect(canvas[x, y] == (ring ? RGBA8(255, 0, 0) : RGBA8(255, 255, 255)), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func borderWithoutFillLeavesTheInsideUntouched() {
        let command = DisplayCommand.rect(RectCommand(rect: Rect(x: 0, y: 0, width: 4, height: 4), fill: nil,
                                                      borderWidth: 0.5, borderColor: .black))
        let canvas = render([command])
        #expect(canvas[0, 0] == RGBA8(0, 0, 0, byte(0.75)))   // 1 − 0.5 × 0.5 of the pixel is ring
        #expect(canvas[1, 0] == RGBA8(0, 0, 0, byte(0.5)))
        #expect(canvas[1, 1] == .clear)
    }

    @Test func emptyAndOffCanvasRectsDrawNothing() {
        let canvas = render([fill(Rect(x: 1, y: 1, width: 0, height: 3), .red),
                             fill(Rect(x: -10, y: -10, width: 5, height: 5), .red),
                             fill(Rect(x: 10, y: 0, width: 5, height: 5), .red),
                             fill(Rect(x: 0, y: 0, width: 4, height: 4), .red, opacity: 0)])
        #expect(canvas.bytes.allSatisfy { $0 == 0 })
    }

    @Test func negativeSizeRectsAreStandardized() {
        let canvas = render([fill(Rect(x: 3, y: 3, width: -2, height: -2), .green)])
        #expect(canvas[1, 1] == RGBA8(0, 255, 0))
        #expect(canvas[2, 2] == RGBA8(0, 255, 0))
        #expect(canvas[3, 3] == .clear)
    }
}

@Suite("Raster: fast interior spans agree with per-pixel coverage")
struct RasterSpanTests {
    @Test(arguments: [
        (Rect(x: 0.3, y: 0.7, width: 17.4, height: 9.9), 0.0, 1.0),
        (Rect(x: 1.5, y: 1.25, width: 16, height: 12), 4.5, 1.0),
        (Rect(x: 2, y: 2, width: 15, height: 11), 6, 0.6),
        (Rect(x: -3.5, y: -2.5, width: 30, height: 30), 3, 0.3),
    ])
    func matchesReference(rect: Rect, radius: Double, alpha: Double) {
        let color = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: alpha)
        let background = RGBA8(250, 240, 10)
        let drawn = render([fill(rect, color, radius: radius)], width: 20, height: 15, background: background)
        var reference = Canvas(width: 20, height: 15, background: background)
        let shape = CoverageShape(rect: rect, cornerRadius: radius, scale: 1)
        for y in 0..<15 {
            for x in 0..<20 { reference.blend(color, coverage: shape.coverage(x, y), x: x, y: y) }
        }
        #expect(drawn == reference)
    }
}
