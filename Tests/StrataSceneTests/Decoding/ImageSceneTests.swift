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

    @Test func srcTakesADataURIOnImagesAndButtons() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.fixtures)/type6-depth8.png")))
        let uri = "data:image/png;base64," + Data(bytes).base64EncodedString()
        let text = """
            {"window": {"width": 200, "height": 100},
             "views": [{"id": "icon", "type": "image", "src": "\(uri)", "frame": [0, 0, 40, 40]},
                       {"id": "play", "type": "button", "title": "Play", "src": "\(uri)", "renderingMode": "alwaysTemplate",
                        "imagePadding": 6, "textColor": "#FF0000", "frame": [50, 0, 140, 40]},
                       {"id": "caption", "type": "label", "text": "Hi", "textColor": "#00FF00", "frame": [0, 50, 40, 20]}]}
            """
        let scene = try SceneDecoder.decode(text: text, fileName: "/nowhere/scene.json")
        let world = SceneWorld(scene: scene)
        let expected = try Image(pngData: bytes)
        let icon = try #require(world.view("icon") as? ImageView)
        #expect(icon.image?.rgba == expected.rgba)
        let play = try #require(world.view("play") as? Button)
        #expect(play.image?.rgba == expected.rgba && play.image?.renderingMode == .alwaysTemplate)
        #expect(play.imagePadding == 6 && play.titleColor(for: .normal) == Color(red: 1, green: 0, blue: 0))
        #expect((world.view("caption") as? Label)?.textColor == Color(red: 0, green: 1, blue: 0))
    }

    @Test(arguments: [
        ("data:image/gif;base64,R0lGOD", "an image data URI must begin \"data:image/png;base64,\", got \"data:image/gif;base64\""),
        ("data:image/png;base64,@@@", "the image data URI is not valid base64"),
        ("data:image/png;base64,aGVsbG8=", "cannot decode the image in the data URI: PNG error at byte 0: not a PNG file (the signature is wrong)"),
    ])
    func aBadDataURIIsASceneError(_ src: String, _ message: String) {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "b", "type": "button", "src": "\(src)"}]}
            """
        do {
            _ = try SceneDecoder.decode(text: text, fileName: "s.json")
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.path) == ["views[0].src"])
            #expect(error.errors.map(\.message) == [message])
        }
    }

    @Test(arguments: [
        (#""imagePadding": -1"#, "views[0].imagePadding", "expected points in 0…100000, got -1"),
        (#""textColor": "red""#, "views[0].textColor", nil),
    ])
    func badButtonKeysAreSceneErrors(_ member: String, _ path: String, _ message: String?) {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "b", "type": "button", \(member)}]}
            """
        do {
            _ = try SceneDecoder.decode(text: text, fileName: "s.json")
            Issue.record("decoded")
        } catch {
            #expect(error.errors.map(\.path) == [path])
            if let message { #expect(error.errors.map(\.message) == [message]) }
        }
    }

    @Test func imageKeysOnOtherTypesAreErrors() {
        let text = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "v", "capInsets": [0, 0, 0, 0]}]}
            """
        #expect(throws: SceneErrors.self) { try SceneDecoder.decode(text: text, fileName: "s.json") }
    }
}
