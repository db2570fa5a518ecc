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

    @Test func gradientsAreUserSpaceGradients() {
        let list = DisplayList(size: Size(width: 100, height: 100), commands: [
            .gradient(GradientCommand(rect: Rect(x: 0, y: 0, width: 100, height: 50), colors: [.red, .blue],
                                      startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0))),
            .gradient(GradientCommand(rect: Rect(x: 0, y: 50, width: 40, height: 20), cornerRadius: 5,
                                      colors: [.white, Color(red: 1, green: 1, blue: 1, alpha: 0)],
                                      startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1), type: .radial, opacity: 0.5)),
        ])
        let svg = SVGWriter().write(list)
        #expect(svg.contains("""
            <linearGradient id="gradient1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0"><stop offset="0" stop-color="#FF0000"/><stop offset="1" stop-color="#0000FF"/></linearGradient>
              <rect x="0" y="0" width="100" height="50" fill="url(#gradient1)"/>
            """))
        #expect(svg.contains("<radialGradient id=\"gradient2\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(20 0 0 10 20 60)\">"))
        #expect(svg.contains("<stop offset=\"0.2\" stop-color=\"#FFFFFF\" stop-opacity=\"0.8\"/>"))
        #expect(svg.contains("rx=\"5\" fill=\"url(#gradient2)\" fill-opacity=\"0.5\"/>"))
    }
}
