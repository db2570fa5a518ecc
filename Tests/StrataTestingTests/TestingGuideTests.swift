import Foundation
import Testing

/// Docs/Testing.md shows `PlayerTests.swift` and `CounterTests.swift`
/// verbatim, so its examples are the tests that run here.
@Suite struct TestingGuideTests {
    @Test(arguments: ["PlayerTests.swift", "CounterTests.swift"])
    func guideShowsTheFileVerbatim(file: String) throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let source = try String(contentsOf: here.appendingPathComponent(file), encoding: .utf8)
        let guide = try String(contentsOf: here.appendingPathComponent("../../Docs/Testing.md").standardizedFileURL, encoding: .utf8)
        #expect(guide.contains("```swift\n" + source + "```\n"), "Docs/Testing.md must show \(file) as it is")
    }
}
