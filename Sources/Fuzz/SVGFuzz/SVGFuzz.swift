// A libFuzzer target: SVG documents on arbitrary bytes — read them with
// `VectorImage(svgData:)` (an error is fine, a trap or a hang is not),
// then draw what was read in an image view at 24 × 24 and at 7 × 40 with
// the rasterizer, and write it as SVG. Built only by `Scripts/fuzz`
// (STRATA_FUZZ=1); see Docs/Reliability.md.
import Strata
import StrataRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func svgFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? VectorImage(svgData: bytes) else { return 0 }
    precondition(image.warnings.count <= 101, "more warnings than the reader keeps")
    MainActor.assumeIsolated {
        for size in [Size(width: 24, height: 24), Size(width: 7, height: 40)] {
            let window = Window(size: size)
            let view = ImageView(vectorImage: image)
            view.frame = Rect(origin: .zero, size: size)
            view.tintColor = .blue
            window.rootView.addSubview(view)
            let list = window.displayList()
            _ = Raster(scale: 1).render(list)
            _ = SVGWriter(scale: 1).write(list)
        }
    }
    return 0
}
