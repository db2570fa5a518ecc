import Strata
import StrataRaster
import Testing

/// `PixelComparison`: counts, the CIE76 ΔE, precision and the difference
/// picture.
@Suite struct PixelComparisonTests {
    /// A 1 × 1 canvas of one colour.
    private func pixel(_ c: RGBA8) -> Canvas { Canvas(width: 1, height: 1, background: c) }

    /// ΔE values computed independently (Python, the same formulas).
    @Test(arguments: [
        (RGBA8(255, 255, 255), RGBA8(0, 0, 0), 100.00000386666815),
        (RGBA8(255, 0, 0), RGBA8(255, 255, 255), 114.53164267571447),
        (RGBA8(255, 0, 0), RGBA8(250, 0, 0), 1.8680139092307133),
        (RGBA8(128, 128, 128), RGBA8(129, 128, 128), 0.4056994636401531),
        (RGBA8(0, 0, 0, 0), RGBA8(255, 255, 255, 0), 0.0),           // both transparent: nothing shows
        (RGBA8(0, 0, 0, 0), RGBA8(0, 0, 0, 255), 100.00000386666815), // over white: white against black
    ])
    func deltaE(a: RGBA8, b: RGBA8, expected: Double) {
        let c = PixelComparison(actual: pixel(a), reference: pixel(b), perceptualPrecision: 0.5)
        #expect(abs(c.maximumDeltaE - expected) < 1e-9)
        #expect(c.changedPixelCount == 1)
        #expect(c.differingPixelCount == (expected > 50 ? 1 : 0))
    }

    @Test func identicalPicturesMatch() {
        var canvas = Canvas(width: 7, height: 3, background: RGBA8(1, 2, 3))
        canvas[4, 1] = RGBA8(200, 100, 50, 128)
        let c = PixelComparison(actual: canvas, reference: canvas)
        #expect(c.changedPixelCount == 0 && c.differingPixelCount == 0 && c.maximumChannelDifference == 0)
        #expect(c.maximumDeltaE == 0 && c.matches())
    }

    /// 3 of 100 pixels differ: precision p allows ⌊(1 − p) · 100⌋.
    @Test(arguments: [(1.0, 0, false), (0.98, 2, false), (0.97, 3, true), (0, 100, true)])
    func precision(p: Double, allowed: Int, matches: Bool) {
        let reference = Canvas(width: 10, height: 10, background: RGBA8(255, 255, 255))
        var actual = reference
        for x in 0..<3 { actual[x, 9] = RGBA8(0, 0, 0) }
        let c = PixelComparison(actual: actual, reference: reference)
        #expect(c.differingPixelCount == 3 && c.maximumChannelDifference == 255)
        #expect(c.allowedDifferingPixels(precision: p) == allowed)
        #expect(c.matches(precision: p) == matches)
    }

    @Test func summaryNamesCountsAndLargestDifference() {
        let reference = Canvas(width: 4, height: 2, background: RGBA8(255, 0, 0))
        var actual = reference
        actual[0, 0] = RGBA8(250, 0, 0)
        actual[1, 0] = RGBA8(255, 255, 255)
        #expect(PixelComparison(actual: actual, reference: reference).summary()
                == "2 of 8 pixels differ, 0 allowed at precision 1; max difference 255/255 in one channel, ΔE 114.53")
        #expect(PixelComparison(actual: actual, reference: reference, perceptualPrecision: 0.98).summary(precision: 0.5)
                == "1 of 8 pixels differ by more than ΔE 2 (2 changed at all), 4 allowed at precision 0.5; "
                + "max difference 255/255 in one channel, ΔE 114.53")
        let small = Canvas(width: 3, height: 2)
        let c = PixelComparison(actual: small, reference: reference)
        #expect(!c.sizesMatch && !c.matches(precision: 0))
        #expect(c.summary() == "the picture is 3x2 pixels, the reference 4x2")
    }

    @Test func differencePictureMarksChangesByTolerance() {
        let reference = Canvas(width: 3, height: 1, background: RGBA8(0, 0, 255))
        var actual = reference
        actual[1, 0] = RGBA8(0, 0, 250)       // ΔE 2.12 < 3: orange at 0.97
        actual[2, 0] = RGBA8(255, 255, 255)   // red
        let d = PixelComparison.differenceCanvas(actual: actual, reference: reference, perceptualPrecision: 0.97)
        #expect([d[0, 0], d[1, 0], d[2, 0]] == [RGBA8(192, 192, 255), RGBA8(255, 160, 0), RGBA8(255, 0, 0)])
        let larger = PixelComparison.differenceCanvas(actual: Canvas(width: 4, height: 1, background: RGBA8(0, 0, 255)),
                                                      reference: reference)
        #expect(larger.width == 4 && larger[3, 0] == RGBA8(255, 0, 0) && larger[0, 0] == RGBA8(192, 192, 255))
    }

    @Test func canvasFromAnImageKeepsItsPixels() throws {
        var canvas = Canvas(width: 2, height: 2, background: RGBA8(10, 20, 30, 40))
        canvas[1, 1] = RGBA8(1, 2, 3, 255)
        let decoded = Canvas(try Image(pngData: PNGEncoder().encode(canvas)))
        #expect(decoded == canvas)
    }
}
