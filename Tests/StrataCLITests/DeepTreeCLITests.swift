import Foundation
import Testing

/// Stacks nested by `addArranged` steps, one level a step: up to
/// `View.maximumDepth` (256) levels lay out; deeper is a scene error at the
/// step that goes too deep (2,000 levels took 6 s and 20,000 did not finish
/// in 120 s; in a debug build 2,000 overflowed the stack).
@Suite("Deeply nested scenes")
struct DeepTreeCLITests {
    /// A stack at depth 1 and `levels - 1` steps each arranging a new stack
    /// in the last one, then a leaf: the leaf ends at depth `levels + 1`.
    static func scene(levels: Int) -> String {
        var steps: [String] = []
        for i in 1..<levels {
            let axis = i % 2 == 1 ? "vertical" : "horizontal"
            steps.append(#"{"addArranged": {"stack": "s\#(i - 1)", "view": {"id": "s\#(i)", "type": "stack", "axis": "\#(axis)"}}}"#)
        }
        steps.append(#"{"addArranged": {"stack": "s\#(levels - 1)", "view": {"id": "leaf", "intrinsicSize": [10, 10]}}}"#)
        return #"{"window": {"width": 400, "height": 300}, "views": [{"id": "s0", "type": "stack", "frame": [0, 0, 400, 300]}], "steps": [\#(steps.joined(separator: ", "))]}"#
    }

    @Test func theDeepestTreeAllowedLaysOut() throws {
        // The leaf at depth 256.
        let result = try StrataExecutable.run(scene: Self.scene(levels: 255), named: "deep.json") { ["layout", $0] }
        #expect(!result.crashed && result.status == 0, "\(result)")
        // Every stack fills the one above it, and so does the leaf.
        #expect(result.stdout.contains("\"leaf\": {\n      \"frame\": [0, 0, 400, 300],\n      \"windowFrame\": [0, 0, 400, 300],"),
                "\(result.stdout.suffix(300))")
    }

    @Test(arguments: [256, 2_000, 20_000])
    func deeperIsASceneErrorAtTheStepThatGoesTooDeep(levels: Int) throws {
        let start = Date()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.scene(levels: levels), to: "deep.json")
        let result = try StrataExecutable.run(["layout", "deep.json"], in: directory, timeLimit: 60)
        #expect(!result.timedOut && !result.crashed && result.status == 2, "\(result)")
        let first = result.stderr.split(separator: "\n").first.map(String.init)
        #expect(first == "deep.json: steps[255].addArranged.view: the view tree would be 257 levels deep; at most 256 are allowed")
        // Bounded: well within 10 s (40 s under a sanitizer on a loaded
        // machine: AddressSanitizer took 11.2 s at load 37).
        #expect(Date().timeIntervalSince(start) < (Toolchain.sanitized ? 40 : 10))
    }
}
