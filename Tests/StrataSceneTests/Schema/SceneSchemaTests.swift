import Foundation
import Testing
@testable import StrataScene
import StrataTestFonts

/// The scene format's JSON Schema: built from the decoder's tables, and
/// checked by a standard validator (Debian's python3-jsonschema) against
/// every scene the decoder accepts and every scene it rejects for a key or
/// a type.
@Suite("SceneSchema")
struct SceneSchemaTests {
    @Test func everyPropertyHasAValueSchema() {
        let missing = SceneProperty.all.map(\.key).filter { !SceneSchema.hasValueSchema(for: $0) }
        #expect(missing == [])
    }

    /// Which keys a view type takes, from the table (spot checks both ways).
    @Test(arguments: [
        (SceneViewType.label, "text", true), (.label, "bind", true), (.label, "arranged", false),
        (.stack, "arranged", true), (.stack, "spacing", true), (.stack, "text", false),
        (.view, "intrinsicSize", true), (.button, "action", true), (.button, "src", true),
        (.image, "title", false), (.list, "cell", true), (.list, "bind", false),
        (.slider, "minimumValue", true), (.textField, "placeholder", true), (.textView, "placeholder", false),
    ])
    func keysByViewType(type: SceneViewType, key: String, takes: Bool) {
        #expect(SceneSchema.keys(of: type).contains(key) == takes)
    }

    /// Every key a view may have appears in the view's properties, once.
    @Test func viewKeysAreDeclaredOnce() throws {
        guard case .object(let members) = SceneSchema.view,
              case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value
        else { Issue.record("view has no properties"); return }
        let declared = properties.map(\.key)
        #expect(Set(declared).count == declared.count)
        for type in SceneViewType.allCases {
            #expect(Set(SceneSchema.keys(of: type)).isSubset(of: Set(declared)), "\(type)")
        }
    }

    @Test func isValidJSONAndStartsWithTheDialect() throws {
        let value = try JSONParser().parse(SceneSchema.text)
        #expect(value["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        #expect(SceneSchema.text.hasSuffix("}\n"))
    }

    /// A scene may name the schema; the decoder ignores the name but
    /// checks that it is a string.
    @Test func decoderAcceptsSchemaKey() {
        let named = #"{"$schema": "../Docs/scene.schema.json", "window": {"width": 10, "height": 10}, "views": []}"#
        #expect(SceneText.errors(named) == [])
        let wrong = #"{"$schema": 3, "window": {"width": 10, "height": 10}, "views": []}"#
        #expect(SceneText.errors(wrong) == [#"scene.json: ["$schema"]: expected a string, got a number"#])
    }
}

/// The validator's verdicts, from Debian's `python3-jsonschema`.
@Suite("SceneSchema with python3-jsonschema",
       .enabled(if: SchemaValidator.isAvailable, "needs Debian's python3-jsonschema (apt-get install python3-jsonschema)"))
struct SceneSchemaValidationTests {
    /// Every example and built-in scene is valid.
    @Test func acceptsEveryExample() throws {
        let examples = try SchemaValidator.exampleFiles()
        let scenes = examples + BuiltinScenes.all.map { ("built-in " + $0.name, $0.text) }
        #expect(scenes.count > 20)
        let verdicts = try SchemaValidator.validate(scenes.map(\.1))
        for (scene, verdict) in zip(scenes, verdicts) {
            #expect(verdict == "valid", "\(scene.0)")
        }
    }

    /// Every malformed scene of the decoder's tests that has a key or a
    /// type error is invalid.
    @Test func rejectsKeyAndTypeErrors() throws {
        let cases = MalformedScene.keyOrTypeErrors
        #expect(cases.count > 40)
        let verdicts = try SchemaValidator.validate(cases.map(\.text))
        for (scene, verdict) in zip(cases, verdicts) {
            #expect(verdict.hasPrefix("invalid"), "\(scene.name): \(scene.errors) — \(verdict)")
        }
    }
}
