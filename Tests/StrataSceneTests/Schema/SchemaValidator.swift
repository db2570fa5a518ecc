import Foundation
import StrataScene
import StrataTestFonts

/// Runs Debian's python3-jsonschema (`Draft202012Validator`) over scene texts.
enum SchemaValidator {
    /// Whether `/usr/bin/python3` can import `jsonschema` with draft 2020-12.
    static var isAvailable: Bool {
        guard FileManager.default.isExecutableFile(atPath: DebianPython.path) else { return false }
        let probe = try? DebianPython.output(["-c", "import jsonschema; jsonschema.Draft202012Validator"])
        return probe != nil
    }

    /// The verdict for each text, in order: `valid`, `invalid: MESSAGE` or
    /// `syntax` (not JSON).
    static func validate(_ texts: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("scene.schema.json")
        try Data(SceneSchema.text.utf8).write(to: schema)
        let input = folder.appendingPathComponent("scenes.json")
        try JSONSerialization.data(withJSONObject: texts).write(to: input)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for text in json.load(open(sys.argv[2])):
                try:
                    document = json.loads(text)
                except ValueError:
                    print("syntax"); continue
                error = jsonschema.exceptions.best_match(validator.iter_errors(document))
                print("valid" if error is None else "invalid: " + "/".join(map(str, error.absolute_path)) + ": " + error.message.replace("\\n", " ")[:160])
            """
        let result = try DebianPython.run(["-c", script, schema.path, input.path])
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard result.status == 0, lines.count == texts.count else {
            throw ValidatorFailed(status: result.status, lines: lines.count, expected: texts.count)
        }
        return lines
    }

    /// The validator did not answer for every text.
    struct ValidatorFailed: Error {
        let status: Int32, lines: Int, expected: Int
    }

    /// `Examples/*.json` of the repository (not the `.expected.json` results).
    static func exampleFiles() throws -> [(String, String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}

extension MalformedScene {
    /// The malformed scenes of the decoder's tests whose errors include a
    /// key or a type error, as the schema can see them: an unknown key, a
    /// missing key, a value of the wrong JSON type, a name outside an
    /// enumeration, a key on a view type that does not take it.
    static var keyOrTypeErrors: [MalformedScene] {
        let all = SceneDecoderErrorTests.documentCases + SceneDecoderErrorTests.viewCases
            + SceneDecoderErrorTests.constraintCases + SceneStepErrorTests.cases + SceneInputTests.cases
            + TextEntrySceneTests.cases
        return all.filter { scene in scene.errors.contains(where: isKeyOrTypeError) }
    }

    /// (A `set` step's key on a view of another type is the decoder's to
    /// find: the schema does not know which view an id names.)
    static func isKeyOrTypeError(_ message: String) -> Bool {
        if message.contains(": steps["), message.contains("only valid on type") { return false }
        let patterns = [": unknown key", ": missing key '", ": expected an object, got", ": expected an array, got",
                        ": expected a number, got", ": expected a string, got", ": expected true or false, got",
                        ": expected one of ", ": only valid on type"]
        return patterns.contains { message.contains($0) }
    }
}
