import Foundation
import Testing
@testable import StrataScene

@Suite("Built-in example scenes")
struct BuiltinScenesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func matchTheFilesInExamples() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".json") }.sorted()
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
}
