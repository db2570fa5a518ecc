import Foundation
import Testing
import Strata
@testable import StrataScene

@MainActor
@Suite("Scenes: scroll views")
struct ScrollSceneTests {
    func world(_ text: String) throws -> SceneWorld {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "scene.json"))
        for step in world.scene.steps { world.apply(step.action) }
        world.window.layoutIfNeeded()
        return world
    }

    @Test func cookbookDynamicStackScrollsItsEntries() throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == "cookbook-dynamic-stack" }?.text)
        let world = try world(text)
        let scroll = try #require(world.view("scroll") as? ScrollView)
        #expect(scroll.clipsToBounds)
        #expect(scroll.frame == Rect(x: 8, y: 8, width: 359, height: 639))
        // 22 entries and the add label, each a 20-point line (24 high), 8 apart.
        #expect(world.view("stack")?.frame == Rect(x: 0, y: 0, width: 359, height: 728))
        #expect(world.view("addItem")?.frame == Rect(x: 0, y: 704, width: 359, height: 24))
        #expect(scroll.contentSize == Size(width: 359, height: 728))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 89))
        #expect(world.window.brokenConstraints.isEmpty)
        #expect(world.window.viewsWithAmbiguousLayout.isEmpty)

        scroll.contentOffset = scroll.maximumContentOffset
        world.window.layoutIfNeeded()
        #expect(world.view("addItem")?.frame == Rect(x: 0, y: 704, width: 359, height: 24))
        #expect(world.view("addItem")?.windowFrame == Rect(x: 8, y: 623, width: 359, height: 24))
    }

    static let scrollWithBox = """
    [{ "id": "scroll", "type": "scroll", %@
       "subviews": [{ "id": "box", "intrinsicSize": [150, 300] }] }]
    """

    @Test func contentSizeIsDerivedByDefault() throws {
        let views = Self.scrollWithBox.replacingOccurrences(of: "%@", with: "")
        let world = try world(SceneText.make(views: views, constraints: """
            ["scroll.top == root.top", "scroll.left == root.left", "scroll.width == 200", "scroll.height == 100",
             "box.top == scroll.top + 10", "box.leading == scroll.leading", "scroll.bottom == box.bottom",
             "scroll.trailing == box.trailing + 20"]
            """))
        let scroll = try #require(world.view("scroll") as? ScrollView)
        #expect(world.view("box")?.frame == Rect(x: 0, y: 10, width: 150, height: 300))
        #expect(scroll.contentSize == Size(width: 170, height: 310))
    }

    @Test func anExplicitContentSizeWins() throws {
        let views = Self.scrollWithBox.replacingOccurrences(of: "%@", with: #""contentSize": [500, 1000],"#)
        let world = try world(SceneText.make(views: views, constraints: """
            ["scroll.top == root.top", "scroll.left == root.left", "scroll.width == 200", "scroll.height == 100",
             "box.top == scroll.top", "box.leading == scroll.leading", "scroll.bottom == box.bottom",
             "scroll.trailing == box.trailing"]
            """))
        let scroll = try #require(world.view("scroll") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 500, height: 1000))
        #expect(!scroll.automaticallyDerivesContentSize)
    }

    @Test func aStepSetsTheContentSize() throws {
        let views = Self.scrollWithBox.replacingOccurrences(of: "%@", with: "")
        let world = try world(SceneText.make(views: views, steps: """
            [{ "set": { "id": "scroll", "contentSize": [640, 480] } }]
            """))
        let scroll = try #require(world.view("scroll") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 640, height: 480))
        #expect(world.view("box")?.frame == .zero)
    }
}
