import Strata

/// A JSON Schema (draft 2020-12) of the scene format, generated from the
/// tables the decoder uses: `SceneProperty.all` (every view key, the view
/// types that take it and its description), `SceneKeys` (the keys of every
/// other object), `SceneDecoding.actionKeys`, the list and control key
/// tables, the scene's enumerations and the documented limits.
///
/// `strata schema` prints it; `Docs/scene.schema.json` is a copy that a
/// test keeps equal. A scene file that names it in `"$schema"` gets
/// completion and checking in editors that read JSON Schemas
/// (Docs/Scenes.md). The schema checks keys, types, enumerations and
/// ranges; what needs the whole scene (ids that exist, equations, a
/// stack's arranged ids, text ranges) is the decoder's alone.
///
/// ```swift
/// let text = SceneSchema.text   // what `strata schema` prints
/// ```
public enum SceneSchema {
    /// The draft the schema is written in.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema as a JSON value.
    /// - Complexity: O(properties × view types), built on each access.
    public static var document: JSONOutput {
        .object([
            ("$schema", .string(dialect)),
            ("title", .string("Strata scene")),
            ("description", .string("A Strata scene file: a window, its views, constraints and timed steps (Docs/Scenes.md).")),
            ("type", .string("object")),
            ("properties", .object([
                ("$schema", .object([("type", .string("string")),
                                     ("description", .string("The schema this file follows; ignored by Strata."))])),
                ("window", ref("window")),
                ("views", arrayOf(ref("view"))),
                ("constraints", arrayOf(ref("constraint"))),
                ("steps", arrayOf(ref("step"))),
            ])),
            ("required", strings(["window", "views"])),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
    }

    /// The schema as text, two spaces a level, ending in a newline.
    public static var text: String {
        JSONWriter(style: .pretty(indent: 2)).string(for: document) + "\n"
    }

    /// Every named part of the schema, in a fixed order.
    static var definitions: [(String, JSONOutput)] {
        [
            ("window", window),
            ("view", view),
            ("font", font),
            ("variant", variant),
            ("condition", condition),
            ("constraint", constraint),
            ("step", step),
            ("animation", animation),
            ("setChanges", setChanges),
            ("viewReference", viewReference),
            ("listItem", listItem),
            ("color", color),
            ("point", point),
        ]
    }

    /// `window`.
    static var window: JSONOutput {
        closedObject(SceneKeys.window, [
            ("width", number(minimum: 0, maximum: SceneWindow.maximumSize)),
            ("height", number(minimum: 0, maximum: SceneWindow.maximumSize)),
            ("layoutDirection", choices(SceneLayoutDirection.allCases.map(\.rawValue))),
            ("scale", number(exclusiveMinimum: 0)),
            ("layoutMargins", numbers(4)),
        ], required: ["width", "height"])
    }

    /// A font object.
    static var font: JSONOutput {
        closedObject(SceneKeys.font, [
            ("family", .object([("type", .string("string"))])),
            ("size", number(exclusiveMinimum: 0, maximum: Font.maximumSize)),
            ("weight", choices(Font.Weight.named.map(\.name))),
            ("italic", boolean),
            ("fallback", boolean),
            ("fallbackFamilies", arrayOf(string)),
            ("features", .object([("type", .string("object")),
                                  ("propertyNames", .object([("pattern", .string("^[ -~]{1,4}$"))])),
                                  ("additionalProperties", number(minimum: 0, maximum: 65535, integer: true))])),
        ], required: ["family"])
    }

    /// One entry of a view's `variants`.
    static var variant: JSONOutput {
        let keys = SceneVariant.keys
        let set = JSONOutput.object([
            ("type", .string("object")),
            ("properties", .object(keys.compactMap { key in SceneProperty.named(key).map { (key, value(of: $0)) } })),
            ("additionalProperties", .bool(false)),
        ])
        return closedObject(SceneKeys.variant, [("when", ref("condition")), ("set", set)], required: ["when", "set"])
    }

    /// A size-class condition: `width`, `height` or both.
    static var condition: JSONOutput {
        let sizeClass = choices(["compact", "regular"])
        return .object([
            ("type", .string("object")),
            ("properties", .object(SceneKeys.condition.map { ($0, sizeClass) })),
            ("additionalProperties", .bool(false)),
            ("minProperties", .number(1)),
        ])
    }

    /// An entry of `constraints`: an equation, or one with a condition.
    static var constraint: JSONOutput {
        anyOf([
            .object([("type", .string("string")), ("description", .string("an equation, e.g. \"a.leading == root.leading + 20\""))]),
            closedObject(SceneKeys.constraint, [("equation", .object([("type", .string("string"))])),
                                                ("when", ref("condition"))], required: ["equation"]),
        ])
    }
}
