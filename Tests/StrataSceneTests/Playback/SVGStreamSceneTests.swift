import Strata
import StrataRaster
import Testing
@testable import StrataScene

/// Every example scene's SVG, as `strata render --svg` writes it (pieces
/// from `SVGWriter.write(_:to:)`), is `SVGWriter.write(_:)`'s string byte
/// for byte.
@MainActor
@Suite("Example scenes: streamed SVG")
struct SVGStreamSceneTests {
    @Test(arguments: BuiltinScenes.all.map(\.name))
    func streamedIsTheString(_ name: String) throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == name }?.text)
        let scene = try SceneDecoder.decode(text: text, fileName: name + ".json")
        for outline in [false, true] {
            let list = SceneRenderer.displayList(scene, outline: outline)
            for writer in [SVGWriter(), SVGWriter(scale: 2, textMode: .textElements)] {
                var bytes: [UInt8] = []
                writer.write(list) { bytes.append(contentsOf: $0) }
                let string = writer.write(list)
                #expect(bytes == Array(string.utf8), "\(name), outline \(outline), \(writer.textMode)")
                #expect(string.hasPrefix("<svg ") && string.hasSuffix("</svg>\n"))
            }
        }
    }
}
