import Testing
import Foundation
import StrataScene

@Suite("SceneError")
struct SceneErrorTests {
    @Test func describesTheThreeForms() {
        let located = SceneError(file: "scene.json", path: "views[1].colour", message: "unknown key",
                                 location: SourceLocation(line: 4, column: 9))
        #expect(located.description == "scene.json: views[1].colour: unknown key")
        let document = SceneError(file: "scene.json", path: "", message: "missing key 'window'")
        #expect(document.description == "scene.json: missing key 'window'")
        let syntax = SceneError(file: "scene.json", path: "", message: "expected ',' or '}'",
                                location: SourceLocation(line: 3, column: 14), isSyntaxError: true)
        #expect(syntax.description == "scene.json:3:14: expected ',' or '}'")
        #expect(SceneErrors([located, document]).description
            == "scene.json: views[1].colour: unknown key\nscene.json: missing key 'window'")
    }

    @Test func unreadableFileIsASceneError() {
        #expect(throws: SceneErrors([SceneError(file: "/nonexistent/dir/scene.json", path: "",
                                                message: "cannot read the file: no such file or directory")])) {
            try Scene.load(path: "/nonexistent/dir/scene.json")
        }
    }

    @Test func invalidUTF8IsASyntaxError() {
        let bytes: [UInt8] = Array("{\"window\": \"".utf8) + [0xC3] + Array("\"}".utf8)
        do {
            _ = try SceneDecoder.decode(data: .init(bytes), fileName: "s.json")
            Issue.record("decoded")
        } catch {
            #expect(error.description == "s.json:1:13: invalid UTF-8 in a string")
        }
    }
}
