import Testing
import Strata
@testable import StrataScene

/// Scenes with variants, conditional constraints, `resize` and `embed`.
@MainActor
@Suite("Size classes and embedding in scenes")
struct SizeClassSceneTests {
    static let text = """
        { "window": { "width": 700, "height": 300 },
          "views": [ { "id": "row", "type": "stack", "spacing": 10,
            "variants": [ { "when": { "width": "compact" }, "set": { "axis": "vertical" } },
                          { "when": { "width": "compact", "height": "compact" }, "set": { "spacing": 2 } } ],
            "arranged": [ { "id": "a", "intrinsicSize": [40, 40], "hugging": [750, 750] },
                          { "id": "b", "intrinsicSize": [40, 40], "hugging": [750, 750],
                            "variants": [ { "when": { "height": "regular" }, "set": { "hidden": true } } ] } ] } ],
          "constraints": [ "row.leading == root.leading", "row.top == root.top",
                           { "equation": "row.width == 300", "when": { "width": "regular" } } ],
          "steps": [ { "resize": [400, 300] }, { "resize": [400, 600], "animate": false } ] }
        """

    @Test func variantsAndConditionalConstraintsFollowTheWindow() throws {
        let world = SceneWorld(scene: try SceneDecoder.decode(text: Self.text, fileName: "sizes.json"))
        let (row, a, b) = (world.view("row") as! StackView, world.view("a")!, world.view("b")!)
        var frames: [[Rect]] = []
        var spacings: [Double] = []
        world.applyAllSteps { _ in
            frames.append([row.frame, a.frame, b.frame])
            spacings.append(row.spacing)
        }
        #expect(spacings == [10, 2, 10])
        // 700 × 300: regular width, compact height; the width constraint holds.
        #expect(frames[0] == [Rect(x: 0, y: 0, width: 300, height: 40), Rect(x: 0, y: 0, width: 250, height: 40),
                              Rect(x: 260, y: 0, width: 40, height: 40)])
        // 400 × 300: compact × compact, a column with spacing 2, no width constraint.
        #expect(frames[1] == [Rect(x: 0, y: 0, width: 40, height: 82), Rect(x: 0, y: 0, width: 40, height: 40),
                              Rect(x: 0, y: 42, width: 40, height: 40)])
        // 400 × 600: compact × regular, `b` hidden, spacing back to 10.
        #expect(b.isHidden && row.spacing == 10)
        #expect(frames[2][1] == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func resizeStepAnimatesTheVariantsOnTheTimeline() throws {
        let scene = try SceneDecoder.decode(text: Self.text, fileName: "sizes.json")
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        #expect(abs(timeline.endTime - 0.3) < 1e-12, "the default animation, then an unanimated resize")
        let b = timeline.world.view("b")!
        timeline.advance(to: 0)
        timeline.world.window.layoutIfNeeded()
        let start = b.presentationFrame
        timeline.advance(to: 0.15)
        let middle = b.presentationFrame
        let p = TimingCurve.easeInOut.progress(at: 0.5)
        #expect(abs(middle.minX - (260 + (0 - 260) * p)) < 1e-9 && abs(middle.minY - (0 + 42 * p)) < 1e-9,
                "\(start) → \(middle)")
    }

    @Test func embedStepMakesAStackOfTheViews() throws {
        let scene = try SceneDecoder.decode(text: """
            { "window": { "width": 375, "height": 200 },
              "views": [ { "id": "a", "frame": [20, 40, 80, 50], "intrinsicSize": [80, 50] },
                         { "id": "b", "frame": [110, 40, 80, 50], "intrinsicSize": [80, 50] } ],
              "steps": [ { "embed": { "views": ["b", "a"], "id": "pair" } }, { "set": { "id": "pair", "spacing": 4 } } ] }
            """, fileName: "embed.json")
        let world = SceneWorld(scene: scene)
        world.applyAllSteps()
        let pair = try #require(world.view("pair") as? StackView)
        #expect(pair.arrangedSubviews.map(\.identifier) == ["a", "b"])
        #expect(pair.axis == .horizontal && pair.frame == Rect(x: 20, y: 40, width: 170, height: 50))
        // The stack keeps the union of their frames (170 wide); with spacing
        // 4 the 6 spare points go to the first view (equal hugging).
        #expect(world.view("a")!.frame == Rect(x: 0, y: 0, width: 86, height: 50))
        #expect(world.view("b")!.frame == Rect(x: 90, y: 0, width: 80, height: 50))
    }
}
