import Testing
import Strata
@testable import StrataRaster

/// `Raster.canvasSize(for:)` refuses pictures larger than
/// `Canvas.maximumPixelCount` or of a non-finite size with a thrown error,
/// instead of trapping inside an `Int` conversion or an allocation.
@Suite("Canvas bounds")
struct CanvasBoundsTests {
    @Test(arguments: [
        (1e300, 10.0, 1.0), (1e6, 1e6, 1.0), (8193, 8192, 1), (4097, 4096, 2),
        (Double.infinity, 1, 1), (Double.nan, 1, 1),
    ])
    func tooLargeIsThrown(_ width: Double, _ height: Double, _ scale: Double) {
        let list = DisplayList(size: Size(width: width, height: height))
        #expect(throws: CanvasTooLarge.self) { try Raster(scale: scale).canvasSize(for: list) }
    }

    @Test(arguments: [(8192.0, 8192.0, 1.0, 8192, 8192), (4096, 4096, 2, 8192, 8192), (10.5, 3, 2, 21, 6), (0, 0, 1, 0, 0)])
    func withinTheBoundIsExact(_ width: Double, _ height: Double, _ scale: Double, _ w: Int, _ h: Int) throws {
        let size = try Raster(scale: scale).canvasSize(for: DisplayList(size: Size(width: width, height: height)))
        #expect(size.width == w && size.height == h)
        #expect(w * h <= Canvas.maximumPixelCount)
    }

    @Test func messageNamesTheSizeAndTheLimit() {
        let error = CanvasTooLarge(width: 160_000, height: 160_000)
        #expect(error.description == "the picture would be 160000 x 160000 pixels; at most 67108864 pixels can be drawn (Canvas.maximumPixelCount)")
    }
}
