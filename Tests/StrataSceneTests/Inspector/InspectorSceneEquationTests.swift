import Strata
import Testing
@testable import StrataScene

/// The inspector lists a scene's constraints in the scene's own equation
/// syntax: what `SceneEquation.description` prints for the line in the
/// file is what the panel says.
@MainActor
@Suite("The inspector and scene equations")
struct InspectorSceneEquationTests {
    /// Every constraint of every built-in example reads back as its scene text.
    @Test(arguments: BuiltinScenes.all.map(\.name))
    func everyExampleConstraintReadsAsItsSceneText(_ name: String) throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == name }?.text)
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: name + ".json"))
        world.window.layoutIfNeeded()
        for (equation, constraint) in world.constraints {
            #expect(constraint.equationDescription == equation.description, "\(name)")
        }
    }

    /// The panel of a view placed by a scene lists its constraints as the
    /// file wrote them (normalised), priorities and multipliers included.
    @Test func thePanelQuotesTheScene() throws {
        let scene = """
            { "window": { "width": 200, "height": 100 },
              "views": [ { "id": "a" }, { "id": "b" } ],
              "constraints": [ "a.leading == root.leadingMargin + 8", "a.top == root.topMargin",
                               "a.width == b.width * 0.5 - 4 @750", "a.height == 20",
                               "b.leading == root.leading", "b.top == root.top + 40",
                               "b.width == 100", "b.height >= 10" ] }
            """
        let world = SceneWorld(scene: try SceneDecoder.decode(text: scene, fileName: "a.json"))
        let a = try #require(world.view("a"))
        let lines = world.window.inspectorDescription(of: a).split(separator: "\n").map(String.init)
        let horizontal = try #require(lines.firstIndex(of: "constraints (horizontal):"))
        let vertical = try #require(lines.firstIndex(of: "constraints (vertical):"))
        #expect(Array(lines[(horizontal + 1)..<vertical]) == ["  a.leading == root.leadingMargin + 8",
                                                               "  a.width == b.width * 0.5 - 4 @750"])
        #expect(Array(lines[(vertical + 1)..<(vertical + 3)]) == ["  a.top == root.topMargin", "  a.height == 20"])
    }
}
