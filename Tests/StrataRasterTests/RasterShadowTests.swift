import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: shadows")
struct RasterShadowTests {
    static func alphaSum(_ canvas: Canvas) -> Double { RasterTransformTests.inkedArea(canvas) }

    static func shadow(_ rect: Rect, radius: Double, offset: Size = .zero, corner: Double = 0,
                       opacity: Double = 1) -> DisplayCommand {
        .shadow(ShadowCommand(rect: rect, cornerRadius: corner, offset: offset, radius: radius, color: .black,
                              opacity: opacity))
    }

    @Test func theBlurKeepsTheShadowsInk() {
        for radius in [0.0, 2, 8, 13] {
            let canvas = render([Self.shadow(Rect(x: 40, y: 40, width: 20, height: 20), radius: radius, corner: 4)],
                                width: 100, height: 100)
            let area = 400 - (4 - Double.pi) * 16
            #expect(abs(Self.alphaSum(canvas) - area) < area * 0.01, "radius \(radius)")
        }
    }

    @Test func aBlurredEdgeFollowsTheGaussian() {
        // A long edge at x = 50, σ = 5: the shadow's alpha at distance t
        // outside is 1 − Φ(t/σ): 0.5 at the edge, 0.159 at σ, 0.023 at 2σ.
        let canvas = render([Self.shadow(Rect(x: 50, y: -100, width: 200, height: 400), radius: 10)],
                            width: 120, height: 100)
        func alpha(_ x: Int) -> Double { Double(canvas[x, 50].a) / 255 }
        // Pixel 49's centre is 0.5 px outside; 44's 5.5 px; 39's 10.5 px.
        #expect(abs((alpha(49) + alpha(50)) / 2 - 0.5) < 0.02)
        #expect(abs(alpha(45) - 0.159) < 0.03)
        #expect(abs(alpha(40) - 0.023) < 0.02)
        #expect(alpha(30) < 0.002)
        #expect(alpha(70) > 0.99)
    }

    @Test func theOffsetMovesTheShadow() {
        let base = render([Self.shadow(Rect(x: 20, y: 20, width: 20, height: 20), radius: 6)], width: 80, height: 80)
        let moved = render([Self.shadow(Rect(x: 15, y: 10, width: 20, height: 20), radius: 6, offset: Size(width: 5, height: 10))],
                           width: 80, height: 80)
        #expect(base == moved)
    }

    @Test func aHardShadowIsTheShape() {
        let hard = render([Self.shadow(Rect(x: 2, y: 2, width: 4, height: 4), radius: 0, opacity: 0.5)], width: 8, height: 8)
        let rect = render([fill(Rect(x: 2, y: 2, width: 4, height: 4), .black, opacity: 0.5)], width: 8, height: 8)
        #expect(hard == rect)
    }

    @Test func equalShadowsAreBlurredOnce() {
        let cache = ShadowCache()
        let shape = CoverageShape(x0: 10.25, y0: 3, x1: 60.25, y1: 33, radius: 4)
        let blur = BoxBlur(sigma: 5)
        let a = cache.mask(shape, blur: blur, sigma: 5)
        let moved = CoverageShape(x0: 110.25, y0: 53, x1: 160.25, y1: 83, radius: 4)
        let b = cache.mask(moved, blur: blur, sigma: 5)
        #expect(a == b && cache.misses == 1 && cache.count == 1)
        _ = cache.mask(CoverageShape(x0: 10.5, y0: 3, x1: 60.5, y1: 33, radius: 4), blur: blur, sigma: 5)
        #expect(cache.misses == 2)
    }

    @Test func aRotatedShadowKeepsItsInkAndTurnsWithTheCard() {
        let card = Rect(x: 30, y: 30, width: 40, height: 20)
        let turn = RasterTransformTests.about(AffineTransform(rotationAngle: .pi / 2), card)
        let canvas = render([.pushTransform(turn), Self.shadow(card, radius: 6), .popTransform], width: 100, height: 100)
        #expect(abs(Self.alphaSum(canvas) - 800) < 8)
        // Turned a quarter: tall and narrow about (50, 40).
        #expect(canvas[50, 22].a > canvas[32, 40].a)
    }

    @Test func aShadowAtTheCanvasEdgeIsShadedByWhatIsOffTheCanvas() {
        // Half the card is left of the canvas: the column at the edge is
        // as dark as the middle of the card would be.
        let canvas = render([Self.shadow(Rect(x: -50, y: 20, width: 100, height: 60), radius: 8)], width: 100, height: 100)
        #expect(canvas[0, 50].a == 255)
    }

    @Test func shadowsMatchTheirGolden() {
        let cards: [DisplayCommand] = [
            Self.shadow(Rect(x: 20, y: 20, width: 80, height: 50), radius: 10, offset: Size(width: 0, height: 4),
                        corner: 10, opacity: 0.4),
            fill(Rect(x: 20, y: 20, width: 80, height: 50), .white, radius: 10),
            .shadow(ShadowCommand(rect: Rect(x: 130, y: 30, width: 50, height: 50), cornerRadius: 25,
                                  offset: Size(width: 4, height: 4), radius: 6, color: Color(red: 0.8, green: 0.1, blue: 0.1),
                                  opacity: 0.8)),
            fill(Rect(x: 130, y: 30, width: 50, height: 50), Color(red: 1, green: 0.85, blue: 0.2), radius: 25),
        ]
        let canvas = render(cards, width: 200, height: 100, scale: 2,
                            background: RGBA8(235, 238, 242))
        Goldens.expectMatch(canvas, "shadows")
    }
}
