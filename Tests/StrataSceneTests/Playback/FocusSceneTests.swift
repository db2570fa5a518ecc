import Foundation
import Testing
import Strata
@testable import StrataScene

@MainActor
@Suite("Scenes: focus")
struct FocusSceneTests {
    /// `Examples/gamepad-menu.json`: a row of tabs over a column of
    /// buttons, driven by keys; the focused id after each step.
    @Test func theGamepadMenuMovesAsDocumented() throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == "gamepad-menu" }?.text)
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "gamepad-menu.json"))
        var focused: [String] = []
        world.applyAllSteps { index in
            if index != nil { focused.append(world.window.focusedView?.identifier ?? "-") }
        }
        #expect(focused == ["continue", "newGame", "load", "newGame", "continue", "games", "media", "continue"])
        guard case .object(let members) = SceneSnapshot.layout(world) else { Issue.record("not an object"); return }
        #expect(members.last?.key == "focused")
        #expect(members.last?.value == .string("continue"))
    }

    @Test func focusableMakesAnyViewFocusableAndLayoutSaysWhatIsFocused() throws {
        let text = SceneText.make(views: """
            [{ "id": "a", "frame": [0, 0, 50, 50], "focusable": true },
             { "id": "b", "frame": [100, 0, 50, 50], "focusable": true },
             { "id": "c", "frame": [200, 0, 50, 50] }]
            """, steps: """
            [{ "key": "right" }, { "key": "right" }, { "key": "right" }, { "focus": "c" }]
            """)
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "scene.json"))
        guard case .object(let before) = SceneSnapshot.layout(world) else { Issue.record("not an object"); return }
        #expect(before.last?.value == .null)
        world.applyAllSteps()
        #expect(world.window.focusedView?.identifier == "b")   // c is not focusable: the focus step does nothing
        #expect(world.view("a")?.isFocusable == true && world.view("c")?.isFocusable == false)
    }

    @Test(arguments: [
        (#"[{ "focus": "ghost" }]"#, "scene.json: steps[0].focus: unknown view 'ghost'"),
        (#"[{ "focus": 3 }]"#, "scene.json: steps[0].focus: expected a string, got a number"),
    ])
    func badFocusSteps(steps: String, message: String) {
        let errors = SceneText.errors(SceneText.make(views: #"[{ "id": "a" }]"#, steps: steps))
        #expect(errors == [message])
    }

    @Test func aNonBooleanFocusableIsAnError() {
        let errors = SceneText.errors(SceneText.make(views: #"[{ "id": "a", "focusable": "yes" }]"#))
        #expect(errors == [#"scene.json: views[0].focusable: expected true or false, got a string"#])
    }
}
