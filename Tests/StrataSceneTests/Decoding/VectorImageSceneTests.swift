import Foundation
import Testing
import Strata
@testable import StrataScene

/// `"src"` with SVG: a file beside the scene, a percent-encoded or base64
/// `data:image/svg+xml` URI, and the errors.
@Suite("Scenes: SVG image sources")
struct VectorImageSceneTests {
    static let document = #"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8" fill="red"/></svg>"#

    @Test(arguments: [
        "data:image/svg+xml," + (document.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
        "data:image/svg+xml;base64," + Data(document.utf8).base64EncodedString(),
        "data:image/svg+xml;charset=utf-8," + (document.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
    ])
    @MainActor func dataURIs(uri: String) throws {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "icon", "type": "image", "src": "\(uri)"}]}
            """
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "s.json"))
        let icon = try #require(world.view("icon") as? ImageView)
        #expect(icon.image == nil)
        #expect(icon.vectorImage == (try VectorImage(svg: Self.document)))
        #expect(icon.intrinsicContentSize == Size(width: 12, height: 8))
    }

    @MainActor @Test func aFileBesideTheScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-svg-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.document.utf8).write(to: folder.appendingPathComponent("icon.svg"))
        let text = #"{"window": {"width": 100, "height": 100}, "views": [{"id": "i", "type": "image", "src": "icon.svg"}]}"#
        let scene = try SceneDecoder.decode(text: text, fileName: folder.appendingPathComponent("scene.json").path)
        let view = try #require(SceneWorld(scene: scene).view("i") as? ImageView)
        #expect(view.vectorImage?.size == Size(width: 12, height: 8))
    }

    @Test(arguments: [
        ("data:image/svg+xml", "an SVG data URI needs a comma before its data"),
        ("data:image/svg+xml;base64,@@", "the SVG data URI is not valid base64"),
        ("data:image/svg+xml,%3Chtml/%3E", "cannot read the SVG image \"data:image/svg+xml,%3Chtml/%3E\": the root element is <html>, not <svg>"),
        ("missing.svg", "cannot read the SVG image \"missing.svg\": cannot read /nowhere/missing.svg: no such file or directory"),
    ])
    @MainActor func errors(src: String, message: String) {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "i", "type": "image", "src": "\(src)"}]}
            """
        do {
            _ = try SceneDecoder.decode(text: text, fileName: "/nowhere/s.json")
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.path) == ["views[0].src"])
            #expect(error.errors.map(\.message) == [message])
        }
    }
}
