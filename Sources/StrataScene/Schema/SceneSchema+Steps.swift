import Strata

/// Steps: one action each, at a time, with an optional animation.
extension SceneSchema {
    /// `step`: `at`, `animate`, `modifiers` and exactly one action.
    static var step: JSONOutput {
        var properties: [(String, JSONOutput)] = [
            ("at", described(number(minimum: 0, maximum: TimingParameters.maximumDuration),
                             "seconds from the start; not earlier than the step before")),
            ("animate", anyOf([.object([("const", .bool(false))]), ref("animation")])),
            ("modifiers", arrayOf(choices(SceneKey.modifierNames.map(\.0)))),
        ]
        properties += SceneDecoding.actionKeys.map { ($0, action($0)) }
        let oneAction = SceneDecoding.actionKeys.map { JSONOutput.object([("required", strings([$0]))]) }
        return .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
            ("oneOf", .array(oneAction)),
        ])
    }

    /// A timing curve or a spring.
    static var animation: JSONOutput {
        let duration = number(minimum: 0, maximum: TimingParameters.maximumDuration)
        let curve = anyOf([choices(["linear", "easeIn", "easeOut", "easeInOut"]),
                           .object([("type", .string("array")),
                                    ("prefixItems", .array([number(minimum: 0, maximum: 1), number(),
                                                            number(minimum: 0, maximum: 1), number()])),
                                    ("minItems", .number(4)), ("maxItems", .number(4))])])
        let timing = closedObject(SceneKeys.timingAnimation, [("duration", duration), ("delay", duration), ("curve", curve)],
                                  required: ["duration"])
        let spring = closedObject(SceneKeys.springAnimation, [
            ("duration", duration), ("delay", duration),
            ("dampingRatio", number(exclusiveMinimum: 0, maximum: Spring.maximumDampingRatio)),
            ("initialVelocity", number(minimum: -Spring.maximumInitialVelocity, maximum: Spring.maximumInitialVelocity)),
        ], required: ["duration"])
        return anyOf([timing, spring])
    }

    /// `set`: the id of a view and the properties to change.
    static var setChanges: JSONOutput {
        var properties: [(String, JSONOutput)] = [("id", string)]
        properties += SceneProperty.all.map { ($0.key, value(of: $0)) }
        return .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", strings(["id"])),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// `{"id": ID}` of an existing view, or a new view.
    static var viewReference: JSONOutput {
        anyOf([closedObject(["id"], [("id", string)], required: ["id"]), ref("view")])
    }

    /// The value of the action `key`.
    static func action(_ key: String) -> JSONOutput {
        let index = number(minimum: 0, integer: true)
        switch key {
        case "set": return ref("setChanges")
        case "insertArranged":
            return closedObject(SceneKeys.insertArranged, [("stack", string), ("index", index), ("view", ref("viewReference"))],
                                required: SceneKeys.insertArranged)
        case "addArranged":
            return closedObject(SceneKeys.addArranged, [("stack", string), ("view", ref("viewReference"))],
                                required: SceneKeys.addArranged)
        case "removeArranged", "removeFromSuperview", "focus", "type", "paste": return string
        case "activate", "deactivate": return arrayOf(string)
        case "tap": return ref("point")
        case "drag":
            return closedObject(SceneKeys.drag, [("from", ref("point")), ("to", ref("point")),
                                                 ("duration", number(minimum: 0, maximum: SceneDecoding.maximumDragDuration))],
                                required: ["from", "to"])
        case "key":
            return described(.object([("type", .string("string")), ("minLength", .number(1))]),
                             "a key name (" + SceneKey.names.joined(separator: ", ") + ") or one character")
        case "scroll":
            return closedObject(SceneKeys.scroll, [("by", ref("point")), ("at", ref("point"))], required: SceneKeys.scroll)
        case "resize":
            return numbers(2, number(exclusiveMinimum: 0, maximum: SceneWindow.maximumSize))
        case "embed":
            return closedObject(SceneKeys.embed, [("views", arrayOf(string, minimum: 1)), ("id", string)],
                                required: SceneKeys.embed)
        case "select":
            let text = closedObject(SceneKeys.textSelection, [("id", string), ("range", numbers(2, index))],
                                    required: SceneKeys.textSelection)
            let item = closedObject(SceneKeys.selectItem, [("list", string), ("item", index)], required: SceneKeys.selectItem)
            return anyOf([text, item])
        case "insertItems":
            return closedObject(SceneKeys.insertItems, [("list", string), ("at", index),
                                                        ("items", arrayOf(ref("listItem"), minimum: 1))],
                                required: SceneKeys.insertItems)
        case "deleteItems":
            return closedObject(SceneKeys.deleteItems, [("list", string), ("at", arrayOf(index, minimum: 1))],
                                required: SceneKeys.deleteItems)
        case "moveItem":
            return closedObject(SceneKeys.moveItem, [("list", string), ("from", index), ("to", index)],
                                required: SceneKeys.moveItem)
        case "scrollTo":
            return closedObject(SceneKeys.scrollTo, [("list", string), ("item", index),
                                                     ("position", choices(SceneScrollPosition.allCases.map(\.rawValue)))],
                                required: ["list", "item"])
        default:
            preconditionFailure("SceneSchema: no schema for the action \(key)")
        }
    }
}
