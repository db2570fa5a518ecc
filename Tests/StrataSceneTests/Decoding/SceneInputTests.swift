import Testing
import Strata
@testable import StrataScene

/// Controls and input steps in scenes: decoding errors name their JSON
/// path; taps, drags, keys and scrolls replay on the scene clock.
@Suite("Scenes: controls and input steps")
struct SceneInputTests {
    static let views = #"[{"id": "b", "type": "button", "title": "Go", "frame": [0, 0, 100, 40], "action": [{"set": {"id": "box", "hidden": true}}]}, {"id": "box", "frame": [0, 50, 50, 50]}, {"id": "t", "type": "switch", "frame": [0, 110, 51, 31]}]"#

    static let cases: [MalformedScene] = [
        MalformedScene("bad tap", views: views, steps: #"[{"tap": [1]}, {"tap": [1, 1e99]}]"#,
                       ["scene.json: steps[0].tap: expected 2 numbers, got 1",
                        "scene.json: steps[1].tap[1]: 1e+99 is out of range (at most 1e9)"]),
        MalformedScene("bad drag", views: views, steps: #"[{"drag": {"from": [0, 0], "duration": -1, "speed": 2}}]"#,
                       ["scene.json: steps[0].drag.speed: unknown key",
                        "scene.json: steps[0].drag: missing key 'to'",
                        "scene.json: steps[0].drag.duration: duration must be 0…60 seconds, got -1"]),
        MalformedScene("bad key", views: views, steps: #"[{"key": "pageDn"}, {"key": 3}]"#,
                       [#"scene.json: steps[0].key: expected a key name (up, down, left, right, tab, return, escape, space, backspace, delete, home, end, pageUp, pageDown) or one character, got "pageDn""#,
                        "scene.json: steps[1].key: expected a string, got a number"]),
        MalformedScene("bad scroll", views: views, steps: #"[{"scroll": {"by": [0, 10]}}]"#,
                       ["scene.json: steps[0].scroll: missing key 'at'"]),
        MalformedScene("animated input", views: views, steps: #"[{"animate": {"duration": 1}, "tap": [1, 1]}]"#,
                       ["scene.json: steps[0].animate: an input step (tap) takes no animate; a button's action can animate"]),
        MalformedScene("control keys on the wrong type", views: #"[{"id": "v", "title": "x"}, {"id": "s", "type": "slider", "on": true}]"#,
                       [#"scene.json: views[0].title: only valid on type "button", not "view""#,
                        #"scene.json: views[1].on: only valid on type "switch", not "slider""#]),
        MalformedScene("bad action", views: #"[{"id": "b", "type": "button", "action": [{"set": {"id": "ghost", "hidden": true}}, {"hidden": true}, {"set": {"id": "b", "alpha": 0.5}, "at": 1}]}]"#,
                       ["scene.json: views[0].action[0].set.id: unknown view 'ghost'",
                        "scene.json: views[0].action[1].hidden: unknown key",
                        "scene.json: views[0].action[1]: missing key 'set' (a button's action steps change views)",
                        "scene.json: views[0].action[2].at: unknown key"]),
        MalformedScene("bad slider and segments", views: #"[{"id": "s", "type": "slider", "minimumValue": 2, "maximumValue": 1}, {"id": "g", "type": "segmented", "segments": ["a"], "selectedSegment": 1}]"#,
                       ["scene.json: views[0]: minimumValue 2 is above maximumValue 1",
                        "scene.json: views[1].selectedSegment: 1 is out of range (1 segments)"]),
    ]

    @Test(arguments: cases)
    func reportsEveryInputProblem(scene: MalformedScene) {
        #expect(SceneText.errors(scene.text) == scene.errors)
    }

    /// A tap on a button runs its action; `strata layout`'s path applies
    /// input at once.
    @MainActor @Test func aTapRunsTheButtonsAction() throws {
        let scene = try SceneDecoder.decode(text: """
            {"window": {"width": 200, "height": 200}, "views": \(Self.views),
             "steps": [{"tap": [50, 20]}, {"tap": [25, 125]}, {"key": "x"}, {"drag": {"from": [5, 5], "to": [150, 5]}}]}
            """, fileName: "scene.json")
        #expect(scene.steps.map(\.action.key) == ["tap", "tap", "key", "drag"])
        let world = SceneWorld(scene: scene)
        world.applyAllSteps()
        #expect(world.view("box")?.isHidden == true)
        #expect((world.view("t") as? Switch)?.isOn == true)
    }

    /// On the scene clock: the tap's lift is `Window.testTapDuration` after
    /// its step; the action's animation runs from there.
    @MainActor @Test func theBuiltInExampleHidesAndShowsOnTheClock() throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == "buttons-hide-show" }?.text)
        let timeline = SceneTimeline(world: SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "x.json")))
        let green = try #require(timeline.world.view("green"))
        timeline.advance(to: 0.2 + Window.testTapDuration + 0.15)      // half of the 0.3 s ease-in-out
        #expect(abs(green.presentationFrame.size.width - 30) < 1e-9)
        #expect(green.isHidden)
        timeline.advance(to: 0.9)
        #expect(green.presentationIsHidden)
        timeline.advance(to: 2)
        #expect(!green.isHidden && green.presentationFrame.size.width == 60)
        #expect(timeline.isFinished)
    }

    @MainActor @Test func controlsStartWithTheirSceneValues() throws {
        let scene = try SceneDecoder.decode(text: """
            {"window": {"width": 300, "height": 100}, "views": [
              {"id": "s", "type": "switch", "on": true},
              {"id": "l", "type": "slider", "minimumValue": 10, "maximumValue": 20, "value": 15},
              {"id": "g", "type": "segmented", "segments": ["A", "B", "C"], "selectedSegment": 2},
              {"id": "b", "type": "button", "title": "Go"}]}
            """, fileName: "c.json")
        let world = SceneWorld(scene: scene)
        #expect((world.view("s") as? Switch)?.isOn == true)
        let slider = try #require(world.view("l") as? Slider)
        #expect(slider.minimumValue == 10 && slider.maximumValue == 20 && slider.value == 15)
        let segmented = try #require(world.view("g") as? SegmentedControl)
        #expect(segmented.numberOfSegments == 3 && segmented.selectedSegmentIndex == 2)
        #expect((world.view("b") as? Button)?.title == "Go")
    }
}
