import Foundation
import Testing
@testable import StrataScene

@MainActor
@Suite("Built-in example scenes")
struct BuiltinScenesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func matchTheFilesInExamples() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
        #expect(BuiltinScenes.all.map { $0.name + ".json" } == files)
        for (name, text) in BuiltinScenes.all {
            let file = try String(contentsOf: Self.examples.appendingPathComponent(name + ".json"), encoding: .utf8)
            var trimmed = Substring(file)
            while trimmed.last == "\n" { trimmed.removeLast() }
            #expect(text == String(trimmed), "Examples/\(name).json differs from the built-in copy")
        }
    }

    @Test func allDecodeWithoutErrors() throws {
        for (name, text) in BuiltinScenes.all {
            _ = try SceneDecoder.decode(text: text, fileName: name + ".json")
        }
    }

    /// Every example lays out without broken constraints or ambiguity,
    /// after its steps and while its timeline plays.
    @Test(arguments: BuiltinScenes.all.map(\.name))
    func laysOutCleanlyThroughItsTimeline(_ name: String) throws {
        let text = try #require(BuiltinScenes.all.first { $0.name == name }?.text)
        let timeline = SceneTimeline(world: SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: name)))
        var frames = 0
        timeline.play(fps: 20, until: nil) { _ in
            frames += 1
            let window = timeline.world.window
            #expect(window.brokenLayoutConstraints.isEmpty, "\(name): broken constraints")
            #expect(window.viewsWithAmbiguousLayout.isEmpty, "\(name): ambiguous layout")
        }
        #expect(timeline.isFinished)
        // Input steps may start animations of their own (a button's action),
        // which run past `endTime`; the frames never stop early.
        #expect(frames >= timeline.frameCount(fps: 20, until: nil))
    }
}
