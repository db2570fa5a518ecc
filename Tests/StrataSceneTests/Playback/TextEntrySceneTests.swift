import Testing
import Strata
@testable import StrataScene

/// Text fields and text views in scenes: their keys, the `type`, `paste`
/// and `select` steps, key modifiers, and what `strata layout` prints.
@Suite("Scenes: text entry")
struct TextEntrySceneTests {
    static let views = #"[{"id": "f", "type": "textField", "text": "hello", "frame": [0, 0, 200, 30]}, {"id": "tv", "type": "textView", "text": "one\ntwo", "frame": [0, 40, 200, 100]}, {"id": "l", "type": "label", "text": "x"}]"#

    static let cases: [MalformedScene] = [
        MalformedScene("select out of range", views: views,
                       steps: #"[{"type": "ab"}, {"select": {"id": "f", "range": [2, 8]}}, {"select": {"id": "f", "range": [3, 1]}}]"#,
                       ["scene.json: steps[1].select.range: end 8 is past the end of the text 'f' can have here (7 characters)",
                        "scene.json: steps[2].select.range: start 3 is after end 1"]),
        MalformedScene("select on a label", views: views, steps: #"[{"select": {"id": "l", "range": [0, 1]}}, {"select": {"id": "f"}}]"#,
                       ["scene.json: steps[0].select.id: 'l' is not a textField or textView",
                        "scene.json: steps[1].select: missing key 'range'"]),
        MalformedScene("modifiers", views: views,
                       steps: #"[{"key": "a", "modifiers": ["control", "hyper"]}, {"tap": [1, 1], "modifiers": ["shift"]}]"#,
                       [#"scene.json: steps[0].modifiers[1]: expected a modifier (control, alt, shift, meta), got "hyper""#,
                        "scene.json: steps[1].modifiers: only a key step takes modifiers"]),
        MalformedScene("text keys on the wrong type", views: #"[{"id": "l", "type": "label", "placeholder": "x"}, {"id": "f", "type": "textField", "numberOfLines": 2, "textAlignment": "middle"}]"#,
                       [#"scene.json: views[0].placeholder: only valid on type "textField", not "label""#,
                        #"scene.json: views[1].numberOfLines: only valid on type "label", not "textField""#,
                        #"scene.json: views[1].textAlignment: expected one of natural, left, center, right, got "middle""#]),
    ]

    @Test(arguments: cases)
    func reportsEveryTextEntryProblem(scene: MalformedScene) {
        #expect(SceneText.errors(scene.text) == scene.errors)
    }

    @MainActor @Test func stepsTypeSelectPasteAndUseModifiers() throws {
        let scene = try SceneDecoder.decode(text: """
            {"window": {"width": 300, "height": 200}, "views": \(Self.views),
             "steps": [{"tap": [100, 15]}, {"key": "end"}, {"type": " world"},
                       {"key": "left", "modifiers": ["shift", "control"]}, {"paste": "there"},
                       {"select": {"id": "f", "range": [0, 5]}}, {"key": "x", "modifiers": ["control"]}]}
            """, fileName: "scene.json")
        let world = SceneWorld(scene: scene)
        world.applyAllSteps()
        let field = try #require(world.view("f") as? TextField)
        #expect(field.text == " there")
        #expect(field.selectedRange == 0..<0)
        #expect(world.window.pasteboard.string == "hello")
        let f = try #require(Self.layoutEntry(world, id: "f"))
        #expect(f["text"] == .string(" there"))
        #expect(f["selection"] == .numbers([0, 0]))
        let tv = try #require(Self.layoutEntry(world, id: "tv"))
        #expect(tv["text"] == .string("one\ntwo"))
        #expect(tv["selection"] == .numbers([7, 7]))
    }

    @MainActor @Test func theLoginFormExampleSignsIn() throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == "login-form" }?.text)
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "login-form.json"))
        world.applyAllSteps()
        let user = try #require(world.view("user") as? TextField)
        let password = try #require(world.view("password") as? TextField)
        #expect(user.text == "Ada")
        #expect(password.text == "hunter2")
        #expect(!password.isEditing)
        let runs = world.window.displayList().commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        #expect(runs.contains(String(repeating: "\u{2022}", count: 7)))
        #expect(!runs.contains("hunter2"))
    }

    /// The members of view `id`'s entry in `strata layout`'s output.
    @MainActor static func layoutEntry(_ world: SceneWorld, id: String) -> [String: JSONOutput]? {
        guard case .object(let members) = SceneSnapshot.layout(world),
              case .object(let views)? = members.first(where: { $0.key == "views" })?.value,
              case .object(let entry)? = views.first(where: { $0.key == id })?.value else { return nil }
        return Dictionary(entry.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
}
