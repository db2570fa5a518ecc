import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: layers (group opacity)")
struct RasterLayerTests {
    let red = fill(Rect(x: 0, y: 0, width: 6, height: 4), .red)
    let blue = fill(Rect(x: 3, y: 0, width: 6, height: 4), .blue)

    @Test func overlappingShapesInALayerDoNotShowThroughEachOther() {
        let white = RGBA8(255, 255, 255)
        let grouped = render([.beginLayer(opacity: 0.5), red, blue, .endLayer], width: 10, height: 4, background: white)
        // The overlap is blue at half over white; the red under it is gone.
        #expect(grouped[4, 1] == RGBA8(128, 128, 255))
        #expect(grouped[1, 1] == RGBA8(255, 128, 128))
        #expect(grouped[9, 1] == white)
        let separate = render([fill(Rect(x: 0, y: 0, width: 6, height: 4), .red, opacity: 0.5),
                               fill(Rect(x: 3, y: 0, width: 6, height: 4), .blue, opacity: 0.5)],
                              width: 10, height: 4, background: white)
        #expect(separate[4, 1] == RGBA8(128, 64, 192))   // faded one by one, the red shows through
    }

    @Test func aLayerOnTransparencyKeepsStraightAlpha() {
        let canvas = render([.beginLayer(opacity: 0.5), red, blue, .endLayer], width: 10, height: 4)
        #expect(canvas[4, 1] == RGBA8(0, 0, 255, 128))
        #expect(canvas[1, 1] == RGBA8(255, 0, 0, 128))
    }

    @Test func nestedLayersMultiplyAndAnOpaqueLayerChangesNothing() {
        let nested = render([.beginLayer(opacity: 0.5), .beginLayer(opacity: 0.5), red, .endLayer, .endLayer], width: 10, height: 4)
        #expect(nested[1, 1] == RGBA8(255, 0, 0, 64))
        let opaque = render([.beginLayer(opacity: 1), red, blue, .endLayer], width: 10, height: 4)
        #expect(opaque == render([red, blue], width: 10, height: 4))
    }

    @Test func aLayerHoldsTransformsClipsAndTextAndIsClippedOutside() {
        let text = TextRun(text: "Hi", origin: Point(x: 2, y: 12), fontSize: 10, color: .black)
        let inner: [DisplayCommand] = [.pushTransform(AffineTransform(translationX: 5, y: 3)), fill(Rect(x: 0, y: 0, width: 8, height: 8), .green),
                                       .text(text), .popTransform]
        let clip = DisplayCommand.pushClip(rect: Rect(x: 0, y: 0, width: 12, height: 20), cornerRadius: 0)
        let layered = render([clip, .beginLayer(opacity: 1)] + inner + [.endLayer, .popClip], width: 30, height: 20)
        let plain = render([clip] + inner + [.popClip], width: 30, height: 20)
        #expect(layered == plain)
    }

    @Test func anUnclosedLayerIsBlendedAtTheEnd() {
        #expect(render([.beginLayer(opacity: 0.5), red], width: 10, height: 4)
            == render([.beginLayer(opacity: 0.5), red, .endLayer], width: 10, height: 4))
    }

    @Test func anUnmatchedEndLayerIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = render([.endLayer])
        }
    }

    @Test func aRegionRedrawOfALayerMatchesTheFullPicture() {
        let list = DisplayList(size: Size(width: 20, height: 10), commands: [
            fill(Rect(x: 0, y: 0, width: 20, height: 10), .white), .beginLayer(opacity: 0.6), red, blue,
            .shadow(ShadowCommand(rect: Rect(x: 10, y: 2, width: 6, height: 6), offset: .zero, radius: 2)), .endLayer,
        ])
        let full = Raster().render(list)
        var partial = Raster().render(list)
        Raster().draw(list, into: &partial, region: PixelRect(x: 2, y: 1, width: 11, height: 6), background: .clear)
        #expect(partial == full)
    }

    @Test func deepNestsAreDrawnFlatBeyondTheBound() {
        // 20 nested layers of 0.9: past 8 the opacity goes into the commands;
        // the one rect ends at 0.9^20 either way.
        let commands = Array(repeating: DisplayCommand.beginLayer(opacity: 0.9), count: 20) + [red]
            + Array(repeating: DisplayCommand.endLayer, count: 20)
        let canvas = render(commands, width: 10, height: 4)
        let expected = Double(byte(pow09(20)))
        #expect(abs(Double(canvas[1, 1].a) - expected) <= 2)
        #expect(canvas[1, 1].r == 255)
    }

    func pow09(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 0.9 } }
}
