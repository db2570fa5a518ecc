import Strata
import Testing
@testable import StrataRaster

@Suite("Raster: clip stack")
struct RasterClipTests {
    let all = Rect(x: 0, y: 0, width: 4, height: 4)

    func litPixels(_ canvas: Canvas) -> [[Int]] {
        (0..<canvas.height).map { y in (0..<canvas.width).map { x in canvas[x, y].a > 0 ? 1 : 0 } }
    }

    @Test func clipLimitsDrawingUntilPopped() {
        let canvas = render([.pushClip(rect: Rect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 0),
                             fill(all, .red), .popClip,
                             fill(Rect(x: 0, y: 3, width: 1, height: 1), .blue)])
        #expect(litPixels(canvas) == [[0, 0, 0, 0], [0, 1, 1, 0], [0, 1, 1, 0], [1, 0, 0, 0]])
        #expect(canvas[1, 1] == RGBA8(255, 0, 0))
    }

    @Test func nestedClipsIntersect() {
        let canvas = render([.pushClip(rect: Rect(x: 0, y: 0, width: 3, height: 3), cornerRadius: 0),
                             .pushClip(rect: Rect(x: 2, y: 1, width: 2, height: 3), cornerRadius: 0),
                             fill(all, .red), .popClip, .popClip])
        #expect(litPixels(canvas) == [[0, 0, 0, 0], [0, 0, 1, 0], [0, 0, 1, 0], [0, 0, 0, 0]])
    }

    @Test func popRestoresTheOuterClip() {
        let canvas = render([.pushClip(rect: Rect(x: 0, y: 0, width: 2, height: 4), cornerRadius: 0),
                             .pushClip(rect: Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0),
                             .popClip,
                             fill(all, .red), .popClip])
        #expect(litPixels(canvas) == [[1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 0, 0]])
    }

    @Test func fractionalClipEdgesScaleCoverage() {
        let canvas = render([.pushClip(rect: Rect(x: 0, y: 0, width: 1.5, height: 4), cornerRadius: 0),
                             fill(all, .black), .popClip])
        #expect(canvas[0, 0] == RGBA8(0, 0, 0))
        #expect(canvas[1, 0] == RGBA8(0, 0, 0, 128))
        #expect(canvas[2, 0] == .clear)
    }

    @Test func roundedClipMatchesARoundedFill() {
        let clipped = render([.pushClip(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5),
                              fill(Rect(x: 0, y: 0, width: 10, height: 10), .black), .popClip], width: 10, height: 10)
        let rounded = render([fill(Rect(x: 0, y: 0, width: 10, height: 10), .black, radius: 5)], width: 10, height: 10)
        #expect(clipped == rounded)
    }

    @Test func disjointClipsDrawNothing() {
        let canvas = render([.pushClip(rect: Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0),
                             .pushClip(rect: Rect(x: 2, y: 2, width: 1, height: 1), cornerRadius: 0),
                             fill(all, .red), .popClip, .popClip])
        #expect(canvas.bytes.allSatisfy { $0 == 0 })
    }
}
