import Strata
import Testing
@testable import StrataRaster

@Suite("SVG: effects")
struct SVGEffectsTests {
    @Test func aTransformIsAMatrixGroup() {
        let list = DisplayList(size: Size(width: 10, height: 10), commands: [
            .pushTransform(AffineTransform(a: 1, b: 0.5, c: -0.5, d: 1, tx: 2, ty: 3.25)),
            .rect(RectCommand(rect: Rect(x: 0, y: 0, width: 4, height: 4), fill: .red)),
            .popTransform,
        ])
        let svg = SVGWriter().write(list)
        #expect(svg.contains("""
              <g transform="matrix(1 0.5 -0.5 1 2 3.25)">
                <rect x="0" y="0" width="4" height="4" fill="#FF0000"/>
              </g>
            """))
    }

    @Test func textInsideATransformIsKeptEvenWhenItsBoxIsOutsideTheView() {
        // Turned half a turn about (0, 0), text left of the picture lands inside it.
        let run = TextRun(text: "Hi", origin: Point(x: -12, y: -2), fontSize: 10, color: .black)
        let list = DisplayList(size: Size(width: 20, height: 20), commands: [
            .pushTransform(AffineTransform(rotationAngle: .pi)), .text(run), .popTransform,
        ])
        #expect(SVGWriter().write(list).contains("<path d="))
    }

    @Test func aShadowIsABlurredRect() {
        let list = DisplayList(size: Size(width: 100, height: 100), commands: [
            .shadow(ShadowCommand(rect: Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 4,
                                  offset: Size(width: 0, height: 3), radius: 6, color: .black, opacity: 0.5)),
        ])
        #expect(SVGWriter().write(list).contains("""
              <filter id="shadow1" filterUnits="userSpaceOnUse" x="1" y="4" width="58" height="38"><feGaussianBlur stdDeviation="3"/></filter>
              <rect x="10" y="13" width="40" height="20" rx="4" fill="#000000" fill-opacity="0.5" filter="url(#shadow1)"/>
            """))
    }

    @Test func aLayerIsAGroupWithOpacity() {
        let list = DisplayList(size: Size(width: 10, height: 10), commands: [
            .beginLayer(opacity: 0.25), .rect(RectCommand(rect: Rect(x: 0, y: 0, width: 4, height: 4), fill: .red)), .endLayer,
        ])
        #expect(SVGWriter().write(list).contains("""
              <g opacity="0.25">
                <rect x="0" y="0" width="4" height="4" fill="#FF0000"/>
              </g>
            """))
    }
}
