import Foundation
import Testing

/// `strata schema`: prints the committed `Docs/scene.schema.json`, byte for byte.
@Suite("strata schema")
struct SchemaCLITests {
    static var committedSchema: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/scene.schema.json")
    }

    @Test func printsTheCommittedSchema() throws {
        let directory = try TemporaryDirectory()
        let result = try StrataExecutable.run(["schema"], in: directory)
        #expect(result.status == 0, "\(result)")
        let committed = try String(contentsOf: Self.committedSchema, encoding: .utf8)
        #expect(result.stdout == committed,
                "Docs/scene.schema.json differs from `strata schema`: run `swift run strata schema --out Docs/scene.schema.json`")
    }

    @Test func writesTheSchemaWithOut() throws {
        let directory = try TemporaryDirectory()
        let out = directory.path("schema.json")
        let result = try StrataExecutable.run(["schema", "--out", out], in: directory)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written == (try String(contentsOf: Self.committedSchema, encoding: .utf8)))
    }

    @Test(arguments: [(["schema", "extra"], "strata schema: unexpected argument 'extra'"),
                      (["schema", "--bogus"], "--bogus")])
    func rejectsBadArguments(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let result = try StrataExecutable.run(arguments, in: directory)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
