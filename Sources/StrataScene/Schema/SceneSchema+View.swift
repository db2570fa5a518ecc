import Strata

/// A view object: its structural keys, every property of the table, list
/// and control keys, and for each view type the keys it takes.
extension SceneSchema {
    /// The keys every view takes besides its properties.
    static let structuralKeys = ["id", "type", "subviews", "variants"]

    /// The keys a view of `type` takes, in a fixed order: structure,
    /// `arranged` for stacks, its properties in table order, then list and
    /// control keys.
    static func keys(of type: SceneViewType) -> [String] {
        var keys = structuralKeys
        if type == .stack { keys.append("arranged") }
        keys += SceneProperty.all.filter { $0.applies(to: type) }.map(\.key)
        if type == .list { keys += SceneDecoding.listKeys.sorted() }
        if type == .label { keys.append("bind") }
        keys += controlKeys.filter { SceneDecoding.controlKeyTypes[$0] == type }
        return keys
    }

    /// The control keys in a fixed order.
    static var controlKeys: [String] { SceneDecoding.controlKeyTypes.keys.sorted() }

    /// `view`.
    static var view: JSONOutput {
        var properties: [(String, JSONOutput)] = [
            ("id", described(.object([("type", .string("string")), ("minLength", .number(1)),
                                      ("not", .object([("const", .string("root"))]))]),
                             "unique name; `root` is reserved")),
            ("type", choices(SceneViewType.allCases.map(\.rawValue))),
            ("subviews", arrayOf(ref("view"))),
            ("variants", arrayOf(ref("variant"))),
            ("arranged", described(arrayOf(ref("view")), "stacks: the arranged views, in order")),
        ]
        for property in SceneProperty.all {
            properties.append((property.key, value(of: property)))
        }
        properties += SceneDecoding.listKeys.sorted().map { ($0, listValue(of: $0)) }
        properties.append(("bind", described(string, "a label in a list's cell: the item key it shows")))
        properties += controlKeys.map { ($0, controlValue(of: $0)) }
        let byType: [JSONOutput] = SceneViewType.allCases.map { type in
            let condition: JSONOutput = type == .view
                ? .object([("anyOf", .array([
                    .object([("not", .object([("required", strings(["type"]))]))]),
                    .object([("properties", .object([("type", .object([("const", .string("view"))]))]))]),
                ]))])
                : .object([("properties", .object([("type", .object([("const", .string(type.rawValue))]))])),
                           ("required", strings(["type"]))])
            // A variant sets only the variant keys this type takes.
            let variantKeys = SceneVariant.keys.filter { SceneProperty.named($0)?.applies(to: type) ?? false }
            let variants = JSONOutput.object([("items", .object([("properties", .object([
                ("set", .object([("propertyNames", choices(variantKeys))])),
            ]))]))])
            return .object([
                ("if", condition),
                ("then", .object([("propertyNames", choices(keys(of: type))),
                                  ("properties", .object([("variants", variants)]))])),
            ])
        }
        return .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", strings(["id"])),
            ("additionalProperties", .bool(false)),
            ("allOf", .array(byType)),
        ])
    }

    /// A list's key.
    static func listValue(of key: String) -> JSONOutput {
        switch key {
        case "items": return arrayOf(ref("listItem"))
        case "cell": return described(ref("view"), "the cell template: a view tree whose labels `bind` item keys")
        case "layout":
            let grid = closedObject(SceneKeys.grid, [
                ("itemSize", numbers(2, number(exclusiveMinimum: 0, maximum: SceneDecoding.maximumListLength))),
                ("spacing", number(minimum: 0, maximum: SceneDecoding.maximumListLength)),
            ], required: ["itemSize"])
            return anyOf([.object([("const", .string("list"))]),
                          closedObject(SceneKeys.listLayout, [("grid", grid)], required: ["grid"])])
        case "rowHeight", "estimatedRowHeight":
            return number(exclusiveMinimum: 0, maximum: SceneDecoding.maximumListLength)
        case "repeat":
            return number(minimum: 0, maximum: Double(SceneDecoding.maximumListItems), integer: true)
        default:
            preconditionFailure("SceneSchema: no schema for the list key \(key)")
        }
    }

    /// A list item: a title, or an object of strings.
    static var listItem: JSONOutput {
        anyOf([string, .object([("type", .string("object")), ("additionalProperties", string)])])
    }

    /// A control's key.
    static func controlValue(of key: String) -> JSONOutput {
        switch key {
        case "title": return string
        case "action":
            let element = closedObject(SceneKeys.buttonAction, [("set", ref("setChanges")), ("animate", ref("animation"))],
                                       required: ["set"])
            return described(arrayOf(element), "a button's steps when tapped: `set` with an optional `animate`")
        case "on": return boolean
        case "value", "minimumValue", "maximumValue": return number()
        case "segments": return arrayOf(string)
        case "selectedSegment": return number(minimum: -1, integer: true)
        default:
            preconditionFailure("SceneSchema: no schema for the control key \(key)")
        }
    }
}
