import Strata

/// The small pieces the schema is written with.
extension SceneSchema {
    /// `{"$ref": "#/$defs/NAME"}`.
    static func ref(_ name: String) -> JSONOutput {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    /// An array of strings.
    static func strings(_ values: [String]) -> JSONOutput {
        .array(values.map { .string($0) })
    }

    /// One of the strings.
    static func choices(_ values: [String]) -> JSONOutput {
        .object([("enum", strings(values))])
    }

    /// `true` or `false`.
    static var boolean: JSONOutput { .object([("type", .string("boolean"))]) }

    /// A string.
    static var string: JSONOutput { .object([("type", .string("string"))]) }

    /// A number within the bounds given.
    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil,
                       integer: Bool = false) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("type", .string(integer ? "integer" : "number"))]
        if let minimum { members.append(("minimum", .number(minimum))) }
        if let exclusiveMinimum { members.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { members.append(("maximum", .number(maximum))) }
        return .object(members)
    }

    /// An array of exactly `count` items (numbers unless given).
    static func numbers(_ count: Int, _ item: JSONOutput? = nil) -> JSONOutput {
        .object([
            ("type", .string("array")),
            ("items", item ?? number()),
            ("minItems", .number(Double(count))),
            ("maxItems", .number(Double(count))),
        ])
    }

    /// An array of `item`s, at least `minimum` of them.
    static func arrayOf(_ item: JSONOutput, minimum: Int = 0) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("type", .string("array")), ("items", item)]
        if minimum > 0 { members.append(("minItems", .number(Double(minimum)))) }
        return .object(members)
    }

    /// Any of the schemas.
    static func anyOf(_ schemas: [JSONOutput]) -> JSONOutput {
        .object([("anyOf", .array(schemas))])
    }

    /// An object of exactly `keys` (in that order), each with its schema,
    /// `required` among them.
    static func closedObject(_ keys: [String], _ schemas: [(String, JSONOutput)], required: [String] = []) -> JSONOutput {
        precondition(keys == schemas.map(\.0), "SceneSchema: the schemas do not match the keys \(keys)")
        var members: [(String, JSONOutput)] = [("type", .string("object")), ("properties", .object(schemas))]
        if !required.isEmpty { members.append(("required", strings(required))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    static var color: JSONOutput {
        .object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])
    }

    /// A point `[x, y]` within the scene's coordinate range (±1e9).
    static var point: JSONOutput {
        numbers(2, number(minimum: -1e9, maximum: 1e9))
    }

    /// A schema with a description added.
    static func described(_ schema: JSONOutput, _ description: String) -> JSONOutput {
        guard case .object(let members) = schema else { return schema }
        return .object(members + [JSONOutput.Member("description", .string(description))])
    }
}
