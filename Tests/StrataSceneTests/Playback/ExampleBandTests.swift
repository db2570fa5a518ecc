import Foundation
import Testing
import Strata
import StrataRaster
import StrataScene

/// Every scene in `Examples/`, drawn as `strata demo` draws it (outlined,
/// final state and frames of its animations), holds the same bytes drawn
/// in one band as in 3 and 4 parallel bands.
@MainActor
@Suite("Examples drawn in parallel bands")
struct ExampleBandTests {
    nonisolated static let examples: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    nonisolated static let sceneNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
    }()

    @Test func everyExampleIsFound() {
        #expect(Self.sceneNames.count >= 20)
    }

    /// The display lists are made on the main actor (views); the pictures
    /// are drawn and compared off it, so the main-actor tests that run
    /// meanwhile do not wait for a scene's twelve renders.
    @Test(arguments: sceneNames)
    func bandsDrawTheSameBytes(_ name: String) async throws {
        let scene = try Scene.load(path: Self.examples.appendingPathComponent(name).path)
        var lists = [SceneRenderer.displayList(scene, outline: true)]
        if scene.steps.contains(where: { $0.animation != nil }) {
            let timeline = SceneTimeline(world: SceneWorld(scene: scene))
            for k in 1..<4 {
                timeline.advance(to: timeline.endTime * Double(k) / 4)
                timeline.world.window.layoutIfNeeded()
                lists.append(timeline.world.window.displayList(outliningUncolouredViews: true))
            }
        }
        await Self.expectBandsDrawTheSameBytes(lists, name: name)
    }

    /// Each list at scales 1 and 2, in 3 and 4 bands, against one band.
    @concurrent nonisolated static func expectBandsDrawTheSameBytes(_ lists: [DisplayList], name: String) async {
        for list in lists {
            for scale in [1.0, 2.0] {
                let whole = Raster(scale: scale, bandCount: 1).render(list, background: RGBA8(255, 255, 255))
                for bands in [3, 4] {
                    let banded = Raster(scale: scale, bandCount: bands).render(list, background: RGBA8(255, 255, 255))
                    #expect(Self.sameBytes(banded.bytes, whole.bytes), "\(name) at scale \(scale) in \(bands) bands")
                }
            }
        }
    }

    /// Whether `a` and `b` hold the same bytes, compared with `memcmp` (the
    /// generic `==` of a debug build walks 4 MB pictures a byte at a time).
    nonisolated static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return a.count == b.count }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}
