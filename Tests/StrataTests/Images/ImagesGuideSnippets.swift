import Testing
import Strata

/// The snippet at the top of Docs/Images.md, on a golden file.
@Suite struct ImagesGuideSnippets {
    @Test func quickStart() throws {
        let icon = try Image.load(path: PNGFixtureTests.directory + "type6-depth8-ancillary.png")
        let retina = Image(width: icon.pixelWidth, height: icon.pixelHeight, rgba: icon.rgba, scale: 2)
        let template = retina.withRenderingMode(.alwaysTemplate)
        let bytes = TestPNG(width: 30, height: 30, colorType: 6, scanlines: (0..<30).flatMap { _ in [0] + [UInt8](repeating: 9, count: 120) }).bytes
        let bubble = try Image(pngData: bytes)
            .resizableImage(withCapInsets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12), resizingMode: .stretch)
        #expect(icon.size == Size(width: 37, height: 23))
        #expect(retina.size == Size(width: 18.5, height: 11.5))
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(bubble.size == Size(width: 30, height: 30))
        #expect(bubble.rgba.count == 3600)
        #expect(bubble.capInsets == EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    }
}
