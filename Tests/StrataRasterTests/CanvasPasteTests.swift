import Testing
import StrataRaster

@Suite("Canvas.paste copies pixels, clipped to the canvas")
struct CanvasPasteTests {
    /// A canvas whose pixel (x, y) is (x, y, 7, 255).
    private func gradient(width: Int, height: Int) -> Canvas {
        var c = Canvas(width: width, height: height)
        for y in 0..<height { for x in 0..<width { c[x, y] = RGBA8(UInt8(x), UInt8(y), 7) } }
        return c
    }

    @Test(arguments: [(1, 1), (-1, 0), (0, -2), (3, 2), (4, 4), (-3, 0), (0, 5)])
    func pastesEveryPixelInsideAndNothingElse(x: Int, y: Int) {
        let source = gradient(width: 3, height: 2)
        var canvas = Canvas(width: 5, height: 4, background: RGBA8(9, 9, 9, 9))
        canvas.paste(source, x: x, y: y)
        for py in 0..<4 {
            for px in 0..<5 {
                let sx = px - x, sy = py - y
                let inside = sx >= 0 && sx < 3 && sy >= 0 && sy < 2
                #expect(canvas[px, py] == (inside ? RGBA8(UInt8(sx), UInt8(sy), 7) : RGBA8(9, 9, 9, 9)),
                        "pixel (\(px), \(py)) after pasting at (\(x), \(y))")
            }
        }
    }

    @Test func replacesRatherThanBlends() {
        var canvas = Canvas(width: 2, height: 1, background: RGBA8(255, 255, 255))
        canvas.paste(Canvas(width: 1, height: 1, background: .clear), x: 1, y: 0)
        #expect(canvas[0, 0] == RGBA8(255, 255, 255))
        #expect(canvas[1, 0] == .clear)
    }
}
