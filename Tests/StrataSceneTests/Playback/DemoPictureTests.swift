import Testing
import Strata
import StrataRaster
@testable import StrataScene

/// What `strata demo` draws shows what each example is about: no picture,
/// and no frame of an animation strip, is a single colour (three examples
/// without colours used to be blank white).
@MainActor
@Suite("Demo pictures")
struct DemoPictureTests {
    /// The number of distinct colours in `canvas`, up to `limit`.
    static func colourCount(_ canvas: Canvas, limit: Int = 2) -> Int {
        var seen: [RGBA8] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where !seen.contains(canvas[x, y]) {
                seen.append(canvas[x, y])
                if seen.count >= limit { return seen.count }
            }
        }
        return seen.count
    }

    @Test(arguments: BuiltinScenes.all.map(\.name))
    func noPictureIsASingleColour(_ name: String) throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == name }?.text)
        let scene = try SceneDecoder.decode(text: text, fileName: name + ".json")
        let raster = Raster(scale: 1)
        let final = raster.render(SceneRenderer.displayList(scene, outline: true), background: RGBA8(255, 255, 255))
        #expect(Self.colourCount(final) > 1, "\(name).png is a single colour")
        guard scene.steps.contains(where: { $0.animation != nil }) else { return }
        let timeline = SceneTimeline(world: SceneWorld(scene: scene))
        for k in 0..<5 {
            let t = timeline.endTime * Double(k) / 4
            timeline.advance(to: t)
            timeline.world.window.layoutIfNeeded()
            let frame = raster.render(timeline.world.window.displayList(outliningUncolouredViews: true),
                                      background: RGBA8(255, 255, 255))
            #expect(Self.colourCount(frame) > 1, "\(name)-strip.png at t = \(t) is a single colour")
        }
    }

    /// Outline mode outlines uncoloured views (below the root) and names
    /// them; coloured views and labels with text get neither.
    @Test func outlineModeDrawsUncolouredViewsWithTheirID() throws {
        let scene = try SceneDecoder.decode(text: """
            { "window": { "width": 100, "height": 100 },
              "views": [ { "id": "plain", "frame": [10, 10, 50, 20] },
                         { "id": "red", "frame": [10, 40, 50, 20], "backgroundColor": "#FF0000" },
                         { "id": "text", "type": "label", "text": "Hi", "frame": [10, 70, 50, 20] },
                         { "id": "empty", "type": "label", "frame": [70, 70, 20, 20] } ] }
            """, fileName: "outline.json")
        let plain = SceneRenderer.displayList(scene)
        let outlined = SceneRenderer.displayList(scene, outline: true)
        let added = outlined.commands.filter { !plain.commands.contains($0) }
        let outline = RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 20), fill: nil,
                                  borderWidth: DisplayOutline.lineWidth, borderColor: DisplayOutline.color)
        let labelOutline = RectCommand(rect: Rect(x: 70, y: 70, width: 20, height: 20), fill: nil,
                                       borderWidth: DisplayOutline.lineWidth, borderColor: DisplayOutline.color)
        #expect(added.count == 4)
        #expect(added.contains(.rect(outline)))
        #expect(added.contains(.rect(labelOutline)))
        let ids = added.compactMap { command -> String? in
            if case .text(let run) = command { return run.text } else { return nil }
        }
        #expect(ids == ["plain", "empty"])
    }
}
