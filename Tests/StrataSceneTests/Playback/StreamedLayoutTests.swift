import Foundation
import Testing
import Strata
@testable import StrataScene

/// `strata layout` streams its snapshot (`SceneSnapshot.writeLayout`); the
/// text must be exactly the writer's text for `SceneSnapshot.layout`, in
/// every style, for every example and for a scene large enough to be
/// handed over in several pieces.
@MainActor
@Suite("Streamed layout snapshots")
struct StreamedLayoutTests {
    static let styles: [JSONWriter.Style] = [.compact, .spaced, .pretty(indent: 2), .pretty(indent: 4)]

    func check(_ world: SceneWorld, minimumPieces: Int = 1) {
        for style in Self.styles {
            let writer = JSONWriter(style: style)
            var pieces: [String] = []
            SceneSnapshot.writeLayout(world, with: writer) { pieces.append($0) }
            #expect(pieces.joined() == writer.string(for: SceneSnapshot.layout(world)), "\(style)")
            #expect(pieces.count >= minimumPieces, "\(style): \(pieces.count) pieces")
        }
    }

    @Test func everyExampleStreamsTheSameText() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExampleGoldenTests.examples.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let scene = try Scene.load(path: ExampleGoldenTests.examples.appendingPathComponent(name).path)
            let world = SceneWorld(scene: scene)
            world.applyAllSteps()
            check(world)
        }
    }

    @Test func aLargeSceneStreamsInPiecesWithTheSameText() throws {
        let items = (0..<3_000).map { #"{"id": "v\#($0)", "intrinsicSize": [1, 1]}"# }.joined(separator: ",")
        let text = #"""
        {"window": {"width": 100, "height": 100},
         "views": [{"id": "s", "type": "stack", "arranged": [\#(items)]}],
         "constraints": ["s.leading == root.leading", "s.top == root.top", "v0.width == 5"]}
        """#
        let world = SceneWorld(scene: try SceneDecoder.decode(text: text, fileName: "wide.json"))
        world.applyAllSteps()
        // 3,001 views of 100 bytes or more each: several 64 KB pieces.
        check(world, minimumPieces: 3)
    }
}
