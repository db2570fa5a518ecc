import Testing
import Strata
import StrataScene

@Suite("SceneDecoder steps")
struct SceneStepDecodingTests {
    static let views = #"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}]}, {"id": "l", "type": "label"}]"#

    func decode(_ steps: String, constraints: String? = nil) throws -> [SceneStep] {
        try SceneDecoder.decode(text: SceneText.make(views: Self.views, constraints: constraints, steps: steps),
                                fileName: "s.json").steps
    }

    @Test func decodesEveryAction() throws {
        let steps = try decode(#"""
        [{"set": {"id": "l", "text": "hi", "alpha": 0.25}},
         {"insertArranged": {"stack": "row", "index": 1, "view": {"id": "n", "type": "label", "text": "new"}}},
         {"addArranged": {"stack": "row", "view": {"id": "l"}}},
         {"set": {"id": "row", "customSpacing": {"l": 6, "n": 2}}},
         {"removeArranged": "n"},
         {"removeFromSuperview": "b"},
         {"activate": ["n.width == 10", "l.width == n.width*2 @500"]},
         {"deactivate": ["l.width ==n.width * 2@500"]}]
        """#)
        #expect(steps.map(\.action.key) == ["set", "insertArranged", "addArranged", "set", "removeArranged",
                                            "removeFromSuperview", "activate", "deactivate"])
        guard case .set(let id, let changes) = steps[0].action else { Issue.record("not a set"); return }
        #expect(id == "l" && changes.text == "hi" && changes.alpha == 0.25 && changes.keys == ["text", "alpha"])
        guard case .insertArranged(let stack, let index, .new(let view)) = steps[1].action else { Issue.record("not an insert"); return }
        #expect(stack == "row" && index == 1 && view.id == "n" && view.type == .label && view.properties.text == "new")
        #expect(view.properties.keys == ["text"])
        #expect(view.path == "steps[1].insertArranged.view")
        #expect(steps[2].action == .addArranged(stack: "row", view: .existing("l")))
        #expect(steps[4].action == .removeArranged(id: "n"))
        #expect(steps[5].action == .removeFromSuperview(id: "b"))
        guard case .activate(let equations) = steps[6].action else { Issue.record("not activate"); return }
        #expect(equations.map(\.description) == ["n.width == 10", "l.width == n.width * 2 @500"])
        guard case .deactivate(let removed) = steps[7].action else { Issue.record("not deactivate"); return }
        #expect(removed == [equations[1]] && removed[0].source == "l.width ==n.width * 2@500")
    }

    @Test func setKeysKeepSourceOrder() throws {
        let steps = try decode(#"[{"set": {"hidden": true, "id": "a", "frame": [0, 0, 1, 2], "alpha": 0}}]"#)
        guard case .set(_, let changes) = steps[0].action else { Issue.record("not a set"); return }
        #expect(changes.keys == ["hidden", "frame", "alpha"])
        #expect(changes.frame == Rect(x: 0, y: 0, width: 1, height: 2) && changes.hidden == true && changes.alpha == 0)
        #expect(changes.text == nil && changes.axis == nil)
    }

    @Test func decodesAnimations() throws {
        let steps = try decode(#"""
        [{"at": 0.5, "animate": {"duration": 0.25}, "removeArranged": "a"},
         {"animate": {"duration": 1, "delay": 0.5, "curve": "easeOut"}, "removeArranged": "a"},
         {"animate": {"duration": 1, "curve": [0.25, -0.5, 0.75, 1.5]}, "removeArranged": "a"},
         {"at": 2, "animate": {"duration": 0.5, "dampingRatio": 0.7, "initialVelocity": 2}, "removeArranged": "a"},
         {"animate": {"duration": 0.5, "dampingRatio": 1}, "removeArranged": "a"},
         {"removeArranged": "a"}]
        """#)
        #expect(steps.map(\.at) == [0.5, nil, nil, 2, nil, nil])
        #expect(steps.map(\.animation) == [
            .timing(duration: 0.25, delay: 0, curve: .easeInOut),
            .timing(duration: 1, delay: 0.5, curve: .easeOut),
            .timing(duration: 1, delay: 0, curve: .bezier(x1: 0.25, y1: -0.5, x2: 0.75, y2: 1.5)),
            .spring(duration: 0.5, delay: 0, dampingRatio: 0.7, initialVelocity: 2),
            .spring(duration: 0.5, delay: 0, dampingRatio: 1, initialVelocity: 0),
            nil,
        ])
        #expect(SceneCurve.easeInOut.controlPoints == (0.42, 0, 0.58, 1))
        #expect(steps[1].animation?.delay == 0.5 && steps[1].animation?.duration == 1)
    }

    @Test func viewsAddedByStepsCanBeUsedLater() throws {
        let steps = try decode(#"""
        [{"addArranged": {"stack": "row", "view": {"id": "inner", "type": "stack", "arranged": [{"id": "x"}]}}},
         {"set": {"id": "inner", "axis": "vertical", "customSpacing": {"x": 1}}},
         {"activate": ["x.width == inner.width"]},
         {"addArranged": {"stack": "inner", "view": {"id": "a"}}},
         {"set": {"id": "inner", "customSpacing": {"a": 3}}}]
        """#)
        #expect(steps.count == 5)
    }

    @Test func constraintsInvolvingARemovedViewAreDropped() throws {
        let text = SceneText.make(views: Self.views, constraints: #"["a.width == 5", "l.width == 3"]"#,
                                  steps: #"[{"removeFromSuperview": "a"}, {"deactivate": ["l.width == 3"]}, {"addArranged": {"stack": "row", "view": {"id": "a"}}}, {"activate": ["a.width == 5"]}]"#)
        #expect(SceneText.errors(text) == [])
    }

    @Test func collectsErrorsFromEverySection() {
        let text = """
        {"window": {"width": 10, "height": -1},
         "views": [{"id": "a", "alpha": 2}, {"id": "a"}],
         "constraints": ["a.top == b.top"],
         "steps": [{"set": {"id": "a", "colour": 1}}]}
        """
        #expect(SceneText.errors(text) == [
            "scene.json: window.height: height must not be negative, got -1",
            "scene.json: views[0].alpha: alpha 2 is outside 0…1",
            "scene.json: views[1].id: duplicate id 'a' (first at views[0].id)",
            "scene.json: constraints[0]: unknown view 'b'\n  a.top == b.top\n           ^",
            "scene.json: steps[0].set.colour: unknown key",
        ])
        do {
            _ = try SceneDecoder.decode(text: text, fileName: "scene.json")
        } catch {
            #expect(error.errors.map(\.location) == [
                SourceLocation(line: 1, column: 36), SourceLocation(line: 2, column: 33),
                SourceLocation(line: 2, column: 44), SourceLocation(line: 3, column: 18),
                SourceLocation(line: 4, column: 32),
            ])
            #expect(error.errors[0].path == "window.height" && error.errors[0].message == "height must not be negative, got -1")
        }
    }
}
