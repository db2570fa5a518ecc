import Foundation
import Strata
import StrataScene
import Testing

/// Scene views of type `image`: `src` beside the scene file, errors that
/// name the file, and the keys reaching the `ImageView`.
@MainActor
@Suite("Image scenes")
struct ImageSceneTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/PNG").path

    @Test func srcIsReadBesideTheSceneFile() throws {
        let text = """
            {"window": {"width": 100, "height": 100},
             "views": [{"id": "icon", "type": "image", "src": "type6-depth8.png", "frame": [0, 0, 40, 40],
                        "contentMode": "center", "renderingMode": "alwaysTemplate", "tintColor": "#FF0000",
                        "capInsets": [1, 1, 1, 1]}]}
            """
        let scene = try SceneDecoder.decode(text: text, fileName: "\(Self.fixtures)/scene.json")
        let world = SceneWorld(scene: scene)
        let view = try #require(world.view("icon") as? ImageView)
        let expected = try Image.load(path: "\(Self.fixtures)/type6-depth8.png")
        let image = try #require(view.image)
        #expect(image.rgba == expected.rgba)
        #expect(image.renderingMode == .alwaysTemplate && image.capInsets == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(view.contentMode == .center && view.tintColor == .red)
    }

    @Test(arguments: [
        ("\"missing.png\"", "cannot load the image \"missing.png\" (DIR/missing.png): cannot read DIR/missing.png: no such file or directory"),
        ("\"make-fixtures.py\"", "cannot load the image \"make-fixtures.py\" (DIR/make-fixtures.py): PNG error at byte 0: not a PNG file (the signature is wrong)"),
    ])
    func aMissingOrCorruptFileIsASceneErrorNamingIt(_ src: String, _ message: String) {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "icon", "type": "image", "src": \(src)}]}
            """
        let file = "\(Self.fixtures)/scene.json"
        do {
            _ = try SceneDecoder.decode(text: text, fileName: file)
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.path) == ["views[0].src"])
            #expect(error.errors.map(\.file) == [file])
            #expect(error.errors.map(\.message) == [message.replacingOccurrences(of: "DIR", with: Self.fixtures)])
        }
    }

    @Test func imageKeysOnOtherTypesAreErrors() {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "v", "capInsets": [0, 0, 0, 0]}]}
            """
        #expect(throws: SceneErrors.self) { try SceneDecoder.decode(text: text, fileName: "s.json") }
    }
}
