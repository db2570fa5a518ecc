import Testing
import Strata
import StrataRaster

/// The headless snippet of Docs/Embedding.md, verbatim.
@MainActor
private func snapshotPNG(of window: Window) -> [UInt8] {
    window.layoutIfNeeded()
    let canvas = Raster(scale: 2).render(window.displayList(), background: RGBA8(255, 255, 255))
    return PNGEncoder().encode(canvas)
}

@MainActor
@Suite("Docs/Embedding.md: headless snapshots")
struct EmbeddingGuideSnapshotTests {
    @Test func snapshotIsAPNGAtTwiceTheWindowSize() {
        let window = Window(size: Size(width: 30, height: 20))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.rootView.addSubview(v)
        let png = snapshotPNG(of: window)
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        // IHDR width and height (big-endian) follow the 8-byte signature
        // and the chunk's length and type.
        #expect(Array(png[16..<24]) == [0, 0, 0, 60, 0, 0, 0, 40])
    }
}
