import Strata
import Testing
@testable import StrataScene

/// The keys the decoder used to name beside `SceneProperty.all` now come
/// from it: the default list cell is scene text decoded through the table
/// (no key list written by hand), and `customSpacing`'s check against the
/// arranged views is its entry's `checkArranged`, which the decoder runs
/// for a view and for a `set` step alike.
@MainActor
@Suite("Scene keys from the property table")
struct SceneKeysFromTableTests {
    /// Whether `value` (a field of `SceneViewChanges`) is `nil`.
    nonisolated static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// The fields a change set gives, by name (each field is named as its key).
    nonisolated static func givenFields(_ changes: SceneViewChanges) -> Set<String> {
        Set(Mirror(reflecting: changes).children.compactMap { child in
            child.label == "keys" || isNil(child.value) ? nil : child.label
        })
    }

    @Test func theDefaultCellIsDecodedThroughTheTable() throws {
        let cell = SceneList.defaultCell
        #expect((cell.id, cell.type, cell.path) == ("cell", .stack, "cell"))
        #expect(cell.properties.keys == ["layoutMargins", "layoutMarginsRelativeArrangement"])
        #expect(cell.properties.layoutMargins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.properties.layoutMarginsRelativeArrangement == true)
        #expect(cell.subviews.isEmpty && cell.arranged.count == 1 && cell.bind == nil)
        let label = try #require(cell.arranged.first)
        #expect((label.id, label.type, label.path) == ("title", .label, "cell.arranged[0]"))
        #expect(label.properties.keys == ["numberOfLines"])
        #expect(label.properties.numberOfLines == 0)
        #expect(label.bind == "title")
        #expect(cell.boundKeys == ["title"])
    }

    /// Every key a view of the default cell records is a table property,
    /// and the keys are exactly the fields the cell gives.
    @Test func everyKeyOfTheDefaultCellIsATableKeyWithItsValue() {
        for view in SceneList.defaultCell.allViews {
            #expect(view.properties.keys.allSatisfy { SceneProperty.named($0) != nil }, "\(view.properties.keys)")
            #expect(Set(view.properties.keys) == Self.givenFields(view.properties), "\(view.id)")
        }
    }

    /// A list without `cell` and a list whose `cell` is the default cell's
    /// text draw the same.
    @Test func aListWithoutACellDrawsAsOneGivenTheDefaultCell() throws {
        func commands(cell: String) throws -> [DisplayCommand] {
            let text = SceneText.make(views: """
                [{"id": "list", "type": "list", "frame": [0, 0, 300, 200], "items": ["One", "Two words", "Three"]\(cell)}]
                """)
            let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "scene.json"))
            world.window.layoutIfNeeded()
            return world.window.displayList().commands
        }
        let drawn = try commands(cell: "")
        #expect(drawn.contains { if case .text = $0 { true } else { false } })
        #expect(try commands(cell: ", \"cell\": " + SceneList.defaultCellText) == drawn)
    }

    @Test func onlyCustomSpacingChecksTheArrangedViews() {
        #expect(SceneProperty.all.filter { $0.checkArranged != nil }.map(\.key) == ["customSpacing"])
    }

    /// The arranged check runs where the decoder used to name
    /// `customSpacing`: after a view's `arranged`, and against the tree at a
    /// `set` step; not when the key is on the wrong type or the view is unknown.
    @Test(arguments: [
        (#"[{"id": "row", "type": "stack", "customSpacing": {"a": 1, "x": 2}, "arranged": [{"id": "a"}]}]"#, "[]",
         ["scene.json: views[0].customSpacing.x: 'x' is not arranged in this stack"]),
        (#"[{"id": "row", "type": "stack", "arranged": [{"id": "a"}, {"id": "b"}]}]"#,
         #"[{"removeArranged": "b"}, {"set": {"id": "row", "customSpacing": {"a": 3, "b": 4}}}]"#,
         ["scene.json: steps[1].set.customSpacing.b: 'b' is not arranged in this stack"]),
        (#"[{"id": "v", "customSpacing": {"x": 2}}]"#, "[]",
         [#"scene.json: views[0].customSpacing: only valid on type "stack", not "view""#]),
        (#"[{"id": "v"}]"#, #"[{"set": {"id": "ghost", "customSpacing": {"x": 2}}}]"#,
         ["scene.json: steps[0].set.id: unknown view 'ghost'"]),
    ])
    func theArrangedCheckRunsForViewsAndSetSteps(views: String, steps: String, errors: [String]) {
        #expect(SceneText.errors(SceneText.make(views: views, steps: steps)) == errors)
    }
}
