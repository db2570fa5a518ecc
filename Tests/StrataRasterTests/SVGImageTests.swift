import Foundation
import Testing
import Strata
import StrataRaster

/// SVG output of `.image` commands: the PNG embedded once as a data URI.
@Suite("SVG images")
struct SVGImageTests {
    @Test(arguments: [("", ""), ("M", "TQ=="), ("Ma", "TWE="), ("Man", "TWFu"), ("Many", "TWFueQ==")])
    func base64MatchesTheStandard(_ text: String, _ expected: String) {
        #expect(base64Encoded(Array(text.utf8)) == expected)
    }

    @Test func anImageIsEmbeddedOnceAndDecodesToItsPixels() throws {
        let image = Image(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
        let list = DisplayList(size: Size(width: 10, height: 10), commands: [
            .image(ImageCommand(image: image, destination: Rect(x: 1, y: 2, width: 4, height: 2), opacity: 0.5)),
            .image(ImageCommand(image: image, destination: Rect(x: 5, y: 5, width: 2, height: 1),
                                source: Rect(x: 1, y: 0, width: 1, height: 1), filter: .nearest)),
        ])
        let svg = SVGWriter().write(list)
        let parts = svg.components(separatedBy: "data:image/png;base64,")
        #expect(parts.count == 2)
        let encoded = try #require(parts.last?.components(separatedBy: "\"").first)
        let png = try #require(Data(base64Encoded: encoded))
        let decoded = try Image(pngData: [UInt8](png))
        #expect(decoded.rgba == image.rgba && decoded.pixelWidth == 2)
        #expect(svg.contains("<svg x=\"1\" y=\"2\" width=\"4\" height=\"2\" viewBox=\"0 0 2 1\" preserveAspectRatio=\"none\" opacity=\"0.5\"><use href=\"#image1\"/></svg>"))
        #expect(svg.contains("<svg x=\"5\" y=\"5\" width=\"2\" height=\"1\" viewBox=\"1 0 1 1\" preserveAspectRatio=\"none\"><use href=\"#image1\" style=\"image-rendering:pixelated\"/></svg>"))
    }

    @Test func templatesAreFilteredInTheTintAndTilesArePatterns() {
        let image = Image(width: 1, height: 1, rgba: [0, 0, 0, 255])
        let list = DisplayList(size: Size(width: 10, height: 10), commands: [
            .image(ImageCommand(image: image, destination: Rect(x: 0, y: 0, width: 6, height: 2), tint: .red,
                                tileSize: Size(width: 2, height: 2))),
        ])
        let svg = SVGWriter().write(list)
        #expect(svg.contains("<filter id=\"tint1\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"><feFlood flood-color=\"#FF0000\"/><feComposite in2=\"SourceGraphic\" operator=\"in\"/></filter>"))
        #expect(svg.contains("<pattern id=\"tile2\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"2\" height=\"2\">"))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"6\" height=\"2\" fill=\"url(#tile2)\"/>"))
    }
}
