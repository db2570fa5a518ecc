import Strata
import Testing
@testable import StrataScene

/// `"language"` on labels, buttons, text fields and text views, and
/// `"fallbackFamilies"` in a font object.
@MainActor
@Suite struct SceneLanguageTests {
    @Test func languageReachesEveryTextView() throws {
        let scene = """
            {"window": {"width": 200, "height": 200},
             "views": [{"id": "l", "type": "label", "language": "zh-Hans",
                        "font": {"family": "No Such Family", "fallback": true, "fallbackFamilies": ["Noto Sans CJK KR", "X"]}},
                       {"id": "b", "type": "button", "language": "ja"},
                       {"id": "f", "type": "textField", "language": "ko"},
                       {"id": "t", "type": "textView", "language": "zh-Hant"}]}
            """
        let world = SceneWorld(scene: try SceneDecoder.decode(text: scene, fileName: "s.json"))
        world.applyAllSteps()
        #expect((world.view("l") as? Label)?.language == "zh-Hans")
        #expect((world.view("b") as? Button)?.titleLabel.language == "ja")
        #expect((world.view("f") as? TextField)?.language == "ko")
        #expect((world.view("t") as? TextView)?.language == "zh-Hant")
        let decoded = try SceneDecoder.decode(text: scene, fileName: "s.json")
        #expect(decoded.views.first?.properties.font?.fallbackFamilies == ["Noto Sans CJK KR", "X"])
    }

    @Test(arguments: ["\"\"", "\"zh Hans\"", "\"ja;\"", "17"])
    func badLanguageIsAnError(_ value: String) {
        let scene = #"{"window": {"width": 10, "height": 10}, "views": [{"id": "l", "type": "label", "language": \#(value)}]}"#
        #expect(throws: SceneErrors.self) { try SceneDecoder.decode(text: scene, fileName: "s.json") }
    }
}
