import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: source-over blending on straight alpha")
struct RasterBlendingTests {
    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    @Test func halfRedOverOpaqueBlue() {
        let canvas = render([fill(whole, .blue), fill(whole, Color(red: 1, green: 0, blue: 0, alpha: 0.5))], width: 1, height: 1)
        #expect(canvas[0, 0] == RGBA8(128, 0, 128))
    }

    @Test func translucentOverTransparentKeepsItsColour() {
        let canvas = render([fill(whole, Color(red: 1, green: 0, blue: 0, alpha: 0.5))], width: 1, height: 1)
        #expect(canvas[0, 0] == RGBA8(255, 0, 0, 128))
    }

    @Test func opacityMultipliesAlpha() {
        let a = render([fill(whole, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), opacity: 0.5)], width: 1, height: 1,
                       background: RGBA8(255, 255, 255))
        let b = render([fill(whole, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.4))], width: 1, height: 1,
                       background: RGBA8(255, 255, 255))
        #expect(a[0, 0] == b[0, 0])
        #expect(a[0, 0] == RGBA8(byte(0.2 * 0.4 + 0.6), byte(0.4 * 0.4 + 0.6), byte(0.6 * 0.4 + 0.6)))
    }

    @Test func twoTranslucentLayersFollowTheOverFormula() {
        let canvas = render([fill(whole, Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
                             fill(whole, Color(red: 1, green: 0, blue: 0, alpha: 0.5))], width: 1, height: 1)
        // After the first layer the pixel holds (0, 0, 255, 128).
        let da = 128.0 / 255, keep = da * 0.5, a = 0.5 + keep
        let expected = RGBA8(UInt8((255 * 0.5 / a).rounded()), 0, UInt8((255 * keep / a).rounded()), UInt8((a * 255).rounded()))
        #expect(canvas[0, 0] == expected)
        #expect(expected == RGBA8(170, 0, 85, 192))
    }

    @Test func publicBlendMatchesTheRaster() {
        var canvas = Canvas(width: 1, height: 1, background: RGBA8(0, 0, 255))
        canvas.blend(.red, coverage: 0.5, x: 0, y: 0)
        #expect(canvas[0, 0] == RGBA8(128, 0, 128))
    }

    @Test func colourInitRoundsComponents() {
        #expect(RGBA8(Color(red: 0.5, green: 1, blue: 0, alpha: 0.25)) == RGBA8(128, 255, 0, 64))
    }
}
