import Foundation
import Testing
import Strata
@testable import StrataScene

/// `Examples/scroll-fling.json`: a 320 × 480 list of 30 rows flicked up by
/// a drag of 200 points in 0.2 s (10 moves of 20 points, 1000 points per
/// second). The pan begins on the first move, so the drag moves the
/// content 180 points.
@MainActor
@Suite("Scenes: a flicked scroll view")
struct ScrollFlingSceneTests {
    func scene() throws -> Scene {
        let text = try #require(BuiltinScenes.all.first { $0.name == "scroll-fling" }?.text)
        return try SceneDecoder.decode(text: text, fileName: "scroll-fling.json")
    }

    @Test func withoutTimeTheDragMovesTheContentAndNothingGlides() throws {
        let world = SceneWorld(scene: try scene())
        world.applyAllSteps()
        let scroll = try #require(world.view("scroll") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 320, height: 1858))
        #expect(scroll.contentOffset == Point(x: 0, y: 180))
        #expect(!scroll.isDecelerating)
    }

    @Test func onTheTimelineTheReleaseGlidesAsDocumented() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try scene()))
        let scroll = try #require(timeline.world.view("scroll") as? ScrollView)
        timeline.advance(to: 0.2)
        #expect(scroll.contentOffset == Point(x: 0, y: 180))
        #expect(scroll.isDecelerating)
        let k = 1000 * log(0.998)
        for t in [0.25, 0.7, 2.0] {
            timeline.advance(to: t)
            let expected = 180 + 1000 * (exp(k * (t - 0.2)) - 1) / k
            #expect(abs(scroll.contentOffset.y - expected) < 1e-6, "t = \(t)")
        }
        var t = 2.0
        while !timeline.isFinished && t < 10 {
            t += 0.1
            timeline.advance(to: t)
        }
        #expect(t > 4 && t < 4.5)                          // the glide stops after 4.1 s
        #expect(abs(scroll.contentOffset.y - (180 - 1000 / k)) < 1e-9)
        #expect(timeline.isFinished)
    }

    @Test func aDragPastTheTopEndsAtTheTopWithoutTime() throws {
        let text = SceneText.make(views: """
            [{ "id": "scroll", "type": "scroll", "frame": [0, 0, 100, 200], "contentSize": [100, 1000] }]
            """, steps: """
            [{ "drag": { "from": [50, 20], "to": [50, 150] } }]
            """)
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "scene.json"))
        world.applyAllSteps()
        let scroll = try #require(world.view("scroll") as? ScrollView)
        #expect(scroll.contentOffset == .zero)
    }
}
