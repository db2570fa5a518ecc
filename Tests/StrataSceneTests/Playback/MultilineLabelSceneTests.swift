import Testing
import Strata
@testable import StrataScene

/// `Examples/multiline-labels.json`: a multi-line label wraps at the width
/// its stack gives it, within one layout pass.
@MainActor
@Suite("Scenes: multi-line labels")
struct MultilineLabelSceneTests {
    @Test func theBodyWrapsAtTheCardsWidthAndTheCardGrows() throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == "multiline-labels" }?.text)
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "multiline-labels.json"))
        world.window.layoutIfNeeded()
        let body = try #require(world.view("body") as? Label)
        // 264 points wide (288 minus the 12-point margins): four lines of
        // 13-point text, 15.6 each.
        #expect(body.frame == Rect(x: 12, y: 44, width: 264, height: 62.4))
        #expect(body.layoutForDrawing().lines.count == 4)
        #expect(world.view("card")?.frame == Rect(x: 16, y: 16, width: 288, height: 142))
        #expect(world.view("footer")?.frame == Rect(x: 12, y: 114.4, width: 264, height: 15.6))
        #expect(world.window.layoutPassCount == 1)
    }
}
