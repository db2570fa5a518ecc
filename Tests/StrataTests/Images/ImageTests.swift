import Testing
@testable import Strata

/// The `Image` value: sizes and scale, rendering mode, cap insets,
/// equality, descriptions, and loading files.
@Suite struct ImageTests {
    static let pixels: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]

    @Test(arguments: [(1.0, Size(width: 3, height: 2)), (2.0, Size(width: 1.5, height: 1)), (0.5, Size(width: 6, height: 4))])
    func sizeIsPixelsOverScale(scale: Double, size: Size) {
        let image = Image(width: 3, height: 2, rgba: ImageTests.pixels, scale: scale)
        #expect(image.size == size)
        #expect((image.pixelWidth, image.pixelHeight, image.scale) == (3, 2, scale))
        #expect(image.rgba == ImageTests.pixels)
    }

    @Test func defaults() {
        let image = Image(width: 3, height: 2, rgba: ImageTests.pixels)
        #expect(image.scale == 1)
        #expect(image.renderingMode == .automatic)
        #expect(image.capInsets == .zero)
        #expect(image.resizingMode == .stretch)
    }

    @Test(arguments: Image.RenderingMode.allCases)
    func renderingMode(mode: Image.RenderingMode) {
        let image = Image(width: 3, height: 2, rgba: ImageTests.pixels)
        let changed = image.withRenderingMode(mode)
        #expect(changed.renderingMode == mode)
        #expect(changed.rgba == image.rgba)
        #expect(image.renderingMode == .automatic)
        #expect((changed == image) == (mode == .automatic))
    }

    @Test(arguments: ImageResizingMode.allCases)
    func resizable(mode: ImageResizingMode) {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 0.5, right: 1)
        let image = Image(width: 3, height: 2, rgba: ImageTests.pixels, scale: 2).withRenderingMode(.alwaysTemplate)
        let resizable = image.resizableImage(withCapInsets: insets, resizingMode: mode)
        #expect(resizable.capInsets == insets)
        #expect(resizable.resizingMode == mode)
        #expect(resizable.renderingMode == .alwaysTemplate)
        #expect(resizable.scale == 2)
        #expect(image.resizableImage(withCapInsets: insets).resizingMode == .stretch)
    }

    @Test func descriptions() {
        let image = Image(width: 3, height: 2, rgba: ImageTests.pixels, scale: 2)
        #expect(image.description == "Image(3x2 px, scale 2)")
        #expect(image.withRenderingMode(.alwaysTemplate)
            .resizableImage(withCapInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .tile)
            .description == "Image(3x2 px, scale 2, alwaysTemplate, caps {top 1, left 1, bottom 1, right 1} tile)")
        #expect(ImageError(chunk: "IDAT", offset: 1234, message: "bad").description == "PNG error in IDAT at byte 1234: bad")
        #expect(ImageError(chunk: nil, offset: 0, message: "bad").description == "PNG error at byte 0: bad")
    }

    @Test func emptyImage() {
        let image = Image(width: 0, height: 5, rgba: [])
        #expect(image.size == Size(width: 0, height: 5))
    }

    @Test(arguments: [
        ("/nonexistent/strata-image.png", "cannot read /nonexistent/strata-image.png: no such file or directory"),
        ("/", "cannot read /: a directory is not a regular file"),
    ])
    func loadFailures(path: String, message: String) {
        #expect(throws: ImageError(chunk: nil, offset: 0, message: message)) { try Image.load(path: path) }
    }

    @Test func maximumPixelCount() {
        #expect(Image.maximumPixelCount == 67_108_864)
    }
}
