import Foundation
import Testing
import Strata
@testable import StrataScene

/// `SceneWorld.carryOver(from:)`: what `strata show --watch` does when the
/// file changes.
@MainActor
@Suite("SceneWorld.carryOver: live reload")
struct SceneReloadTests {
    static func scene(spacing: Int, extra: String = "") -> String {
        ##"""
        {"window": {"width": 300, "height": 200},
         "views": [{"id": "row", "type": "stack", "spacing": \##(spacing), "arranged": [
             {"id": "a", "intrinsicSize": [40, 40], "hugging": [750, 750]},
             {"id": "b", "intrinsicSize": [40, 40], "hugging": [750, 750]}\##(extra)]},
           {"id": "name", "type": "textField", "frame": [10, 100, 200, 30]}],
         "constraints": ["row.leading == root.leading + 10", "row.top == root.top + 10"]}
        """##
    }

    static func world(_ text: String) throws -> SceneWorld {
        SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "scene.json"))
    }

    static func clock(_ world: SceneWorld) throws -> ManualClock {
        try #require(world.window.timeline.clock as? ManualClock)
    }

    @Test func keepsSizeAndTextAndMovesFromTheOldFrames() throws {
        let old = try Self.world(Self.scene(spacing: 4))
        old.window.size = Size(width: 500, height: 300)      // the person resized the window
        (old.view("name") as? TextField)?.text = "typed"
        old.window.layoutIfNeeded()
        #expect(old.view("b")?.frame == Rect(x: 44, y: 0, width: 40, height: 40))

        let new = try Self.world(Self.scene(spacing: 20, extra: #", {"id": "c", "intrinsicSize": [10, 40]}"#))
        let carried = new.carryOver(from: old)
        #expect(carried == ["row", "a", "b", "name"])
        #expect(new.window.size == Size(width: 500, height: 300))
        #expect((new.view("name") as? TextField)?.text == "typed")
        let b = try #require(new.view("b"))
        // The model is the new layout at once; the presentation starts at the old frame.
        #expect(b.frame == Rect(x: 60, y: 0, width: 40, height: 40))
        #expect(b.presentationFrame == Rect(x: 44, y: 0, width: 40, height: 40))
        let clock = try Self.clock(new)
        clock.advance(by: SceneWorld.reloadTiming.duration / 2)
        // Ease in-out is at 0.5 half way.
        #expect(abs(b.presentationFrame.minX - 52) < 1e-6)
        clock.advance(by: SceneWorld.reloadTiming.duration)
        #expect(b.presentationFrame == b.frame)
        // A view only in the new scene is in place from the start.
        #expect(new.view("c")?.presentationFrame == new.view("c")?.frame)
    }

    @Test func aViewOfAnotherKindIsNotCarried() throws {
        let old = try Self.world(Self.scene(spacing: 4))
        let changed = Self.scene(spacing: 4).replacingOccurrences(of: #""type": "textField""#, with: #""type": "label""#)
        let new = try Self.world(changed)
        #expect(new.carryOver(from: old) == ["row", "a", "b"])
    }
}
