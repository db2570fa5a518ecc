import Foundation
import Testing
import Strata
@testable import StrataRaster

/// What `SVGFuzz` does, on its seeds (Tests/FuzzCorpus/SVGFuzz): each is
/// read, drawn by an image view and written as SVG without a trap; the
/// hostile one (use cycles, huge numbers, malformed values) reads with
/// warnings and its cycles cut; far-curve (a curve swung millions of
/// pixels off the canvas) once took SVGFuzz past its time limit.
@Suite("SVG: the fuzz seeds")
struct SVGFuzzSeedTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus/SVGFuzz")

    @MainActor
    @Test(arguments: ["shapes", "paths", "strokes", "structure", "gradients", "icon", "hostile", "far-curve"])
    func seedReadsAndDraws(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".svg")))
        let image = try VectorImage(svgData: bytes)
        #expect(!image.items.isEmpty)
        for size in [Size(width: 24, height: 24), Size(width: 7, height: 40)] {
            let window = Window(size: size)
            let view = ImageView(vectorImage: image)
            view.frame = Rect(origin: .zero, size: size)
            window.rootView.addSubview(view)
            let list = window.displayList()
            let canvas = Raster(scale: 1).render(list)
            #expect(canvas.width == Int(size.width))
            #expect(SVGWriter(scale: 1).write(list).hasPrefix("<svg"))
        }
        if name == "hostile" {
            #expect(image.warnings.contains("use #a refers to itself or nests too deep: cut"))
        }
    }
}
