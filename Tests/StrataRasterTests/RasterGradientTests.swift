import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: gradients")
struct RasterGradientTests {
    static func gradient(_ rect: Rect, _ colors: [Color], locations: [Double] = [], start: Point = Point(x: 0.5, y: 0),
                         end: Point = Point(x: 0.5, y: 1), type: GradientType = .axial, radius: Double = 0,
                         opacity: Double = 1) -> DisplayCommand {
        .gradient(GradientCommand(rect: rect, cornerRadius: radius, colors: colors, locations: locations, startPoint: start,
                                  endPoint: end, type: type, opacity: opacity))
    }

    @Test func anAxialGradientRunsFromStartToEnd() {
        let canvas = render([Self.gradient(Rect(x: 0, y: 0, width: 4, height: 256), [.black, .white])], width: 4, height: 256)
        #expect(canvas[0, 0] == RGBA8(0, 0, 0))
        #expect(canvas[3, 255] == RGBA8(255, 255, 255))
        for y in 1..<256 { #expect(canvas[1, y].r >= canvas[1, y - 1].r) }
        #expect(abs(Int(canvas[2, 128].r) - 128) <= 1)
        #expect(canvas[0, 77] == canvas[3, 77])   // constant across
    }

    @Test func beyondTheEndsTheEndColoursContinue() {
        let canvas = render([Self.gradient(Rect(x: 0, y: 0, width: 100, height: 10), [.red, .blue],
                                           start: Point(x: 0.4, y: 0.5), end: Point(x: 0.6, y: 0.5))],
                            width: 100, height: 10)
        #expect(canvas[5, 5] == RGBA8(255, 0, 0) && canvas[95, 5] == RGBA8(0, 0, 255))
    }

    @Test func locationsPlaceTheStops() {
        let canvas = render([Self.gradient(Rect(x: 0, y: 0, width: 1, height: 100), [.red, .green, .blue],
                                           locations: [0, 0.2, 1])], width: 1, height: 100)
        #expect(canvas[0, 20].g > 250)
        #expect(canvas[0, 60].g > 120 && canvas[0, 60].g < 135 && canvas[0, 60].b > 120)
    }

    @Test func aRadialGradientIsCentredOnTheStart() {
        let canvas = render([Self.gradient(Rect(x: 0, y: 0, width: 40, height: 20), [.white, .black], start: Point(x: 0.5, y: 0.5),
                                           end: Point(x: 1, y: 1), type: .radial)], width: 40, height: 20)
        #expect(canvas[20, 10].r > 240)
        // The ellipse reaches black at x ± 20 and y ± 10: equal along both.
        #expect(canvas[39, 10] == canvas[20, 19] || abs(Int(canvas[39, 10].r) - Int(canvas[20, 19].r)) <= 13)
        #expect(canvas[0, 0] == RGBA8(0, 0, 0))
    }

    @Test func interpolationIsPremultiplied() {
        // Red to clear: half-way is red at half alpha, never a dark brown.
        let canvas = render([Self.gradient(Rect(x: 0, y: 0, width: 1, height: 255), [.red, .clear])], width: 1, height: 255)
        let middle = canvas[0, 127]
        #expect(middle.r == 255 && middle.g == 0 && abs(Int(middle.a) - 128) <= 2)
    }

    @Test func aTurnedGradientMatchesTheGradientAlongTheOtherAxis() {
        let rect = Rect(x: 0, y: 0, width: 32, height: 32)
        let turned = render([.pushTransform(RasterTransformTests.about(AffineTransform(rotationAngle: -.pi / 2), rect)),
                             Self.gradient(rect, [.black, .white]), .popTransform], width: 32, height: 32)
        let across = render([Self.gradient(rect, [.black, .white], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))],
                            width: 32, height: 32)
        var worst = 0
        for i in 0..<turned.bytes.count { worst = max(worst, abs(Int(turned.bytes[i]) - Int(across.bytes[i]))) }
        #expect(worst <= 2)
    }

    @Test func roundedAndTranslucentGradientsMatchTheirGolden() {
        let commands: [DisplayCommand] = [
            Self.gradient(Rect(x: 0, y: 0, width: 240, height: 120), [Color(red: 0.08, green: 0.1, blue: 0.3),
                                                                     Color(red: 0.5, green: 0.2, blue: 0.55),
                                                                     Color(red: 0.95, green: 0.55, blue: 0.35)],
                          locations: [0, 0.6, 1], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)),
            Self.gradient(Rect(x: 20, y: 20, width: 80, height: 80), [.white, Color(red: 1, green: 1, blue: 1, alpha: 0)],
                          start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 1), type: .radial, radius: 40),
            .pushTransform(RasterTransformTests.about(AffineTransform(rotationAngle: 0.3), Rect(x: 120, y: 30, width: 100, height: 60))),
            Self.gradient(Rect(x: 120, y: 30, width: 100, height: 60), [.yellow, .red], radius: 12, opacity: 0.8),
            .popTransform,
        ]
        Goldens.expectMatch(render(commands, width: 240, height: 120, scale: 2), "gradients")
    }
}
