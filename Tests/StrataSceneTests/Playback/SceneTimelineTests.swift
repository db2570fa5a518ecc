import Testing
import Strata
@testable import StrataScene

/// A row of three 40×40 views `a`, `b`, `c` spaced 4 apart at the window's
/// top left, with `steps` (a JSON array).
private func rowScene(steps: String) throws -> Scene {
    try SceneDecoder.decode(text: """
        { "window": { "width": 200, "height": 100 },
          "views": [ { "id": "row", "type": "stack", "spacing": 4, "arranged": [
            { "id": "a", "intrinsicSize": [40, 40], "hugging": [750, 750], "backgroundColor": "#FF0000" },
            { "id": "b", "intrinsicSize": [40, 40], "hugging": [750, 750], "backgroundColor": "#00FF00" },
            { "id": "c", "intrinsicSize": [40, 40], "hugging": [750, 750], "backgroundColor": "#0000FF" } ] } ],
          "constraints": [ "row.leading == root.leading", "row.top == root.top" ],
          "steps": \(steps) }
        """, fileName: "row.json")
}

@MainActor
@Suite("Scene timeline: steps on a manual clock")
struct SceneTimelineTests {
    @Test func stepTimesFollowAtDelaysAndDurations() throws {
        let scene = try rowScene(steps: """
            [ { "set": { "id": "a", "alpha": 0.5 } },
              { "animate": { "duration": 0.5, "delay": 0.25, "curve": "linear" }, "set": { "id": "a", "hidden": true } },
              { "set": { "id": "b", "alpha": 0.5 } },
              { "at": 0.5, "set": { "id": "c", "alpha": 0.5 } },
              { "at": 3, "set": { "id": "c", "alpha": 1 } } ]
            """)
        // 0 (no at); 0 (previous applied at once); 0 + 0.25 + 0.5; `at` 0.5
        // is earlier than 0.75, so it follows at 0.75; 3.
        #expect(SceneTimeline.times(of: scene.steps) == [0, 0, 0.75, 0.75, 3])
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        #expect(timeline.endTime == 3)
    }

    @Test func animatedHideMovesNeighboursOnTheClock() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "at": 0.1, "animate": { "duration": 0.4, "curve": "linear" }, "set": { "id": "a", "hidden": true } } ]
            """)))
        let world = timeline.world
        let b = try #require(world.view("b"))
        timeline.advance(to: 0.1)
        #expect(b.presentationFrame == Rect(x: 44, y: 0, width: 40, height: 40))
        #expect(b.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        timeline.advance(to: 0.2)
        #expect(abs(b.presentationFrame.origin.x - 33) <= 1e-9)
        #expect(world.view("a")!.presentationIsHidden == false)
        #expect(!timeline.isFinished)
        timeline.advance(to: 0.5)
        #expect(b.presentationFrame.origin.x == 0)
        #expect(world.view("a")!.presentationIsHidden)
        #expect(timeline.isFinished)
    }

    @Test func stepWithoutAtWaitsForThePreviousAnimation() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "animate": { "duration": 0.2, "curve": "linear" }, "set": { "id": "a", "hidden": true } },
              { "animate": { "duration": 0.2, "curve": "linear" }, "set": { "id": "a", "hidden": false } } ]
            """)))
        let c = try #require(timeline.world.view("c"))
        var xs: [Double] = []
        timeline.play(fps: 10, until: nil) { _ in xs.append(c.presentationFrame.origin.x) }
        // Collapses 88 → 44 over 0.2 s, then grows back 44 → 88.
        #expect(xs.count == 5)
        for (x, want) in zip(xs, [88.0, 66, 44, 66, 88]) { #expect(abs(x - want) <= 1e-9) }
    }

    @Test(arguments: [(nil as Double?, 5), (0.25, 3), (0, 1), (2, 21)])
    func playStopsWhenFinishedOrAtUntil(until: Double?, frames: Int) throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "animate": { "duration": 0.4, "curve": "easeInOut" }, "set": { "id": "a", "hidden": true } } ]
            """)))
        var times: [Double] = []
        timeline.play(fps: 10, until: until) { times.append($0) }
        #expect(times.count == frames)
        #expect(timeline.frameCount(fps: 10, until: until) == frames)
        #expect(times == (0..<frames).map { Double($0) / 10 })
    }

    @Test func interruptingStepStartsFromTheOnScreenFrame() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "animate": { "duration": 0.4, "curve": "linear" }, "set": { "id": "a", "hidden": true } },
              { "at": 0.2, "animate": { "duration": 0.4, "curve": "linear" }, "set": { "id": "a", "hidden": false } } ]
            """)))
        let b = try #require(timeline.world.view("b"))
        timeline.advance(to: 0.2)
        #expect(abs(b.presentationFrame.origin.x - 22) <= 1e-9)
        timeline.advance(to: 0.4)
        // Halfway from 22 back to 44.
        #expect(abs(b.presentationFrame.origin.x - 33) <= 1e-9)
        timeline.advance(to: 0.6)
        #expect(b.presentationFrame.origin.x == 44)
        #expect(timeline.world.view("a")!.presentationIsHidden == false)
        #expect(timeline.isFinished)
    }

    @Test func springOfZeroDurationJumps() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "animate": { "duration": 0, "dampingRatio": 0.5 }, "set": { "id": "a", "hidden": true } } ]
            """)))
        timeline.advance(to: 0)
        #expect(timeline.world.view("b")!.presentationFrame.origin.x == 0)
        // Its completion is delivered on the next tick; then the timeline is idle.
        #expect(!timeline.isFinished)
        timeline.advance(to: 1.0 / 60)
        #expect(timeline.isFinished)
    }

    @Test func springSettlesOnTheModelFrameAtItsDuration() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "animate": { "duration": 0.5, "dampingRatio": 0.7 }, "set": { "id": "a", "hidden": true } } ]
            """)))
        let b = try #require(timeline.world.view("b"))
        timeline.advance(to: 0.25)
        let timing = TimingParameters(spring: Spring(dampingRatio: 0.7, duration: 0.5), duration: 0.5)
        let progress = timing.progress(atElapsed: 0.25)
        #expect(progress != 0 && progress != 1)
        #expect(abs(b.presentationFrame.origin.x - 44 * (1 - progress)) <= 1e-9)
        timeline.advance(to: 0.5)
        #expect(b.presentationFrame.origin.x == 0)
        #expect(timeline.isFinished)
    }

    @Test func presentationSnapshotPrintsOnScreenValues() throws {
        let timeline = SceneTimeline(world: SceneWorld(scene: try rowScene(steps: """
            [ { "animate": { "duration": 0.4, "curve": "linear" }, "set": { "id": "a", "hidden": true, "alpha": 0 } } ]
            """)))
        timeline.advance(to: 0.3)
        let line = JSONWriter(style: .compact).string(for: SceneSnapshot.presentation(timeline.world, t: 0.3))
        #expect(line.hasPrefix(#"{"t":0.3,"views":{"root":{"frame":[0,0,200,100],"windowFrame":[0,0,200,100],"hidden":false,"alpha":1},"row":{"frame":[0,0,95,40]"#))
        #expect(line.contains(#""a":{"frame":[0,0,10,40],"windowFrame":[0,0,10,40],"hidden":false,"alpha":0.25}"#))
        #expect(line.contains(#""b":{"frame":[11,0,40,40],"windowFrame":[11,0,40,40],"hidden":false,"alpha":1}"#))
    }

    @Test func rendererDrawsPresentationFramesAtATime() throws {
        let scene = try rowScene(steps: """
            [ { "animate": { "duration": 0.4, "curve": "linear" }, "set": { "id": "a", "hidden": true } } ]
            """)
        func fills(_ list: DisplayList) -> [Rect] {
            list.commands.compactMap { if case .rect(let r) = $0 { r.rect } else { nil } }
        }
        #expect(fills(SceneRenderer.displayList(scene, at: 0.2)) == [
            Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 22, y: 0, width: 40, height: 40),
            Rect(x: 66, y: 0, width: 40, height: 40),
        ])
        #expect(fills(SceneRenderer.displayList(scene, at: 1)) == [
            Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 44, y: 0, width: 40, height: 40),
        ])
        #expect(fills(SceneRenderer.displayList(scene)) == fills(SceneRenderer.displayList(scene, at: 1)))
    }
}
