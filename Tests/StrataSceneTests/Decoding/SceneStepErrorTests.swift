import Testing
import StrataScene

@Suite("SceneDecoder step errors")
struct SceneStepErrorTests {
    static let views = #"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}], "subviews": [{"id": "s"}]}, {"id": "l", "type": "label"}]"#

    static func step(_ name: String, _ steps: String, constraints: String? = nil, _ errors: [String]) -> MalformedScene {
        MalformedScene(name, views: views, constraints: constraints, steps: steps, errors)
    }

    static let cases: [MalformedScene] = [
        step("steps not an array", "{}", ["scene.json: steps: expected an array, got an object"]),
        step("no action", #"[{"at": 1}]"#,
             ["scene.json: steps[0]: expected exactly one action (set, insertArranged, addArranged, removeArranged, removeFromSuperview, activate, deactivate, tap, drag, key, scroll, resize, embed, focus, type, paste, select), got none"]),
        step("two actions", #"[{"removeArranged": "a", "removeFromSuperview": "b"}]"#,
             ["scene.json: steps[0]: expected exactly one action (set, insertArranged, addArranged, removeArranged, removeFromSuperview, activate, deactivate, tap, drag, key, scroll, resize, embed, focus, type, paste, select), got 2: removeArranged, removeFromSuperview"]),
        step("unknown step key and negative at", #"[{"at": -1, "when": 2, "removeArranged": "a"}]"#,
             ["scene.json: steps[0].at: must be 0…1000000 seconds, got -1", "scene.json: steps[0].when: unknown key"]),
        step("at going backwards", #"[{"at": 1, "removeArranged": "a"}, {"removeArranged": "b"}, {"at": 0.5, "removeArranged": "b"}]"#,
             ["scene.json: steps[2].at: 0.5 is earlier than a previous step's at 1"]),
        step("set unknown id", #"[{"set": {"id": "ghost", "hidden": true}}]"#,
             ["scene.json: steps[0].set.id: unknown view 'ghost'"]),
        step("set missing id, bad keys", #"[{"set": {"hidden": 1, "type": "label", "colour": 2}}]"#,
             ["scene.json: steps[0].set: missing key 'id'",
              "scene.json: steps[0].set.hidden: expected true or false, got a number",
              "scene.json: steps[0].set.type: cannot be changed by a step",
              "scene.json: steps[0].set.colour: unknown key"]),
        step("set type-specific key on wrong type", #"[{"set": {"id": "a", "text": "x"}}, {"set": {"id": "l", "axis": "vertical"}}]"#,
             [#"scene.json: steps[0].set.text: only valid on types "label", "textField", "textView", not "view""#,
              #"scene.json: steps[1].set.axis: only valid on type "stack", not "label""#]),
        step("set custom spacing after removal", #"[{"removeArranged": "a"}, {"set": {"id": "row", "customSpacing": {"a": 3, "b": 4}}}]"#,
             ["scene.json: steps[1].set.customSpacing.a: 'a' is not arranged in this stack"]),
        step("remove unknown", #"[{"removeArranged": "zz"}, {"removeFromSuperview": 3}, {"removeFromSuperview": "root"}]"#,
             ["scene.json: steps[0].removeArranged: unknown view 'zz'",
              "scene.json: steps[1].removeFromSuperview: expected a string, got a number",
              "scene.json: steps[2].removeFromSuperview: the root view cannot be removed"]),
        step("insert into a non-stack, bad index", #"[{"insertArranged": {"stack": "l", "index": 0, "view": {"id": "n1"}}}, {"insertArranged": {"stack": "row", "index": 3, "view": {"id": "n2"}}}, {"insertArranged": {"stack": "row", "index": 0.5, "view": {"id": "n3"}}}]"#,
             ["scene.json: steps[0].insertArranged.stack: 'l' is not a stack",
              "scene.json: steps[1].insertArranged.index: index 3 is outside 0…2",
              "scene.json: steps[2].insertArranged.index: expected an integer, got 0.5"]),
        step("add arranged missing keys", #"[{"addArranged": {"view": {"id": "n"}, "at": 1}}, {"addArranged": {"stack": "row"}}]"#,
             ["scene.json: steps[0].addArranged.at: unknown key",
              "scene.json: steps[0].addArranged: missing key 'stack'",
              "scene.json: steps[1].addArranged: missing key 'view'"]),
        step("new view with duplicate id and bad keys", #"[{"addArranged": {"stack": "row", "view": {"id": "a", "type": "label"}}}, {"addArranged": {"stack": "row", "view": {"id": "c", "hugging": [1]}}}]"#,
             ["scene.json: steps[0].addArranged.view.id: duplicate id 'a' (first at views[0].arranged[0].id)",
              "scene.json: steps[1].addArranged.view.hugging: expected 2 numbers, got 1"]),
        step("arranging a view inside itself or root", #"[{"addArranged": {"stack": "row", "view": {"id": "row"}}}, {"addArranged": {"stack": "row", "view": {"id": "root"}}}]"#,
             ["scene.json: steps[0].addArranged.view.id: 'row' cannot be arranged inside itself",
              "scene.json: steps[1].addArranged.view.id: the root view cannot be arranged"]),
        step("activate unknown and removed views", #"[{"removeFromSuperview": "s"}, {"activate": ["a.width == 10", "s.width == 4", "q.height == 1"]}]"#,
             ["scene.json: steps[1].activate[1]: view 's' is not in the window\n  s.width == 4\n  ^",
              "scene.json: steps[1].activate[2]: unknown view 'q'\n  q.height == 1\n  ^"]),
        step("deactivate inactive", #"[{"deactivate": ["a.width == 10", "a.width==20"]}]"#, constraints: #"["a.width == 20"]"#,
             ["scene.json: steps[0].deactivate[0]: no active constraint is 'a.width == 10'"]),
        step("deactivate twice", #"[{"deactivate": ["a.width = 20"]}, {"deactivate": ["a.width == 20"]}]"#, constraints: #"["a.width == 20"]"#,
             ["scene.json: steps[1].deactivate[0]: no active constraint is 'a.width == 20'"]),
        step("removal drops constraints of the subtree", #"[{"removeFromSuperview": "row"}, {"deactivate": ["a.width == 20"]}]"#, constraints: #"["a.width == 20"]"#,
             ["scene.json: steps[1].deactivate[0]: no active constraint is 'a.width == 20'"]),
        step("bad animations", #"[{"animate": {"duration": -1, "curve": "bounce"}, "removeArranged": "a"}, {"animate": {"curve": [0, 0, 2, 1], "speed": 1}, "removeArranged": "a"}, {"animate": {"duration": 1, "dampingRatio": 0, "curve": "linear"}, "removeArranged": "a"}, {"animate": 3, "removeArranged": "a"}]"#,
             ["scene.json: steps[0].animate.duration: duration must be ≥ 0, got -1",
              #"scene.json: steps[0].animate.curve: expected one of "linear", "easeIn", "easeOut", "easeInOut" or [x1, y1, x2, y2], got "bounce""#,
              "scene.json: steps[1].animate.speed: unknown key",
              "scene.json: steps[1].animate: missing key 'duration'",
              "scene.json: steps[1].animate.curve[2]: x2 2 is outside 0…1",
              "scene.json: steps[2].animate.curve: a spring (dampingRatio, initialVelocity) takes no curve",
              "scene.json: steps[2].animate.dampingRatio: dampingRatio must be positive, got 0",
              "scene.json: steps[3].animate: expected an object, got a number"]),
        step("bad spring", #"[{"animate": {"duration": 1, "delay": -1, "initialVelocity": "fast"}, "removeArranged": "a"}]"#,
             ["scene.json: steps[0].animate.delay: delay must be ≥ 0, got -1",
              "scene.json: steps[0].animate: missing key 'dampingRatio'",
              "scene.json: steps[0].animate.initialVelocity: expected a number, got a string"]),
        step("numbers beyond the documented ranges", #"[{"at": 1e300, "removeArranged": "a"}, {"animate": {"duration": 1e308, "delay": 1e300}, "removeArranged": "a"}, {"animate": {"duration": 1, "dampingRatio": 1e300, "initialVelocity": -1e300}, "removeArranged": "a"}, {"animate": {"duration": 1, "dampingRatio": 1000, "initialVelocity": 1e6}, "removeArranged": "b"}]"#,
             ["scene.json: steps[0].at: must be 0…1000000 seconds, got 1e+300",
              "scene.json: steps[1].animate.duration: duration must be at most 1000000, got 1e+308",
              "scene.json: steps[1].animate.delay: delay must be at most 1000000, got 1e+300",
              "scene.json: steps[2].animate.dampingRatio: dampingRatio must be at most 1000, got 1e+300",
              "scene.json: steps[2].animate.initialVelocity: initialVelocity must be within ±1000000, got -1e+300"]),
        step("set on a view added by a failed step", #"[{"addArranged": {"stack": "nope", "view": {"id": "n"}}}, {"set": {"id": "n", "alpha": 0}}]"#,
             ["scene.json: steps[0].addArranged.stack: unknown view 'nope'",
              "scene.json: steps[1].set.id: unknown view 'n'"]),
    ]

    @Test(arguments: cases)
    func reportsEveryStepProblem(scene: MalformedScene) {
        #expect(SceneText.errors(scene.text) == scene.errors)
    }
}
