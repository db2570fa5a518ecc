import Strata
import Testing
@testable import StrataRaster

@MainActor
@Suite("Window → display list → pixels")
struct WindowRenderingTests {
    @Test func labelAndBackgroundsReachThePixels() throws {
        let window = Window(size: Size(width: 40, height: 20))
        window.rootView.backgroundColor = .white
        let label = Label(text: "H", fontSize: 10)
        label.frame = Rect(x: 2, y: 3, width: 30, height: 12)
        label.textColor = .red
        window.rootView.addSubview(label)
        let canvas = Raster().render(window.displayList())
        let h = BuiltinFont.glyphIndex(for: "H")
        // The baseline is 9 below the label's top: glyph row 0 is at y = 3 + 9 − 7.
        for row in 0..<7 {
            for column in 0..<5 {
                let expected = BuiltinFont.isInked(h, column: column, row: row) ? RGBA8(255, 0, 0) : RGBA8(255, 255, 255)
                #expect(canvas[2 + column, 5 + row] == expected)
            }
        }
        let decoded = try PNGTestDecoder.decode(PNGEncoder().encode(canvas))
        #expect(decoded.rgba == canvas.bytes)
        #expect(decoded.colorType == 2)
    }

    @Test func clippedRoundedCardWithTranslucentChild() {
        let window = Window(size: Size(width: 20, height: 20))
        let card = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .white
        card.cornerRadius = 10
        card.clipsToBounds = true
        let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        child.backgroundColor = .black
        child.alpha = 0.5
        card.addSubview(child)
        window.rootView.addSubview(card)
        let canvas = Raster().render(window.displayList())
        #expect(canvas[0, 0] == .clear)            // outside the rounded corner
        #expect(canvas[10, 5] == RGBA8(128, 128, 128))   // half black over white
        #expect(canvas[10, 15] == RGBA8(255, 255, 255))
    }
}
