import Strata
import Testing
@testable import StrataScene

/// `"textAlignment"` on labels, `"baseWritingDirection"` on labels, text
/// fields and text views, and `"features"` in a font object.
@MainActor
@Suite struct SceneWritingDirectionTests {
    @Test func directionAlignmentAndFeaturesReachTheViews() throws {
        let scene = """
            {"window": {"width": 200, "height": 200},
             "views": [{"id": "l", "type": "label", "textAlignment": "right", "baseWritingDirection": "rightToLeft",
                        "font": {"family": "No Such Family", "fallback": true, "features": {"liga": 0, "smcp": 1, "ss01": 2}}},
                       {"id": "f", "type": "textField", "baseWritingDirection": "leftToRight"},
                       {"id": "t", "type": "textView", "baseWritingDirection": "rightToLeft"}]}
            """
        let world = SceneWorld(scene: try SceneDecoder.decode(text: scene, fileName: "s.json"))
        world.applyAllSteps()
        #expect((world.view("l") as? Label)?.textAlignment == .right)
        #expect((world.view("l") as? Label)?.baseWritingDirection == .rightToLeft)
        #expect((world.view("f") as? TextField)?.baseWritingDirection == .leftToRight)
        #expect((world.view("t") as? TextView)?.baseWritingDirection == .rightToLeft)
        let decoded = try SceneDecoder.decode(text: scene, fileName: "s.json")
        #expect(decoded.views.first?.properties.font?.features
                == [FontFeature("liga", 0), FontFeature("smcp", 1), FontFeature("ss01", 2)])
    }

    @Test(arguments: [
        #""baseWritingDirection": "up""#, #""baseWritingDirection": 1"#, #""textAlignment": "middle""#,
        #""font": {"family": "X", "fallback": true, "features": {"toolong": 1}}"#,
        #""font": {"family": "X", "fallback": true, "features": {"liga": -1}}"#,
        #""font": {"family": "X", "fallback": true, "features": {"liga": 0.5}}"#,
        #""font": {"family": "X", "fallback": true, "features": ["liga"]}"#,
    ])
    func badValuesAreErrors(_ member: String) {
        let scene = #"{"window": {"width": 10, "height": 10}, "views": [{"id": "l", "type": "label", \#(member)}]}"#
        #expect(throws: SceneErrors.self) { try SceneDecoder.decode(text: scene, fileName: "s.json") }
    }
}
