import Strata

/// The value each property of `SceneProperty.all` takes, with its
/// description from the table. A property without an entry here stops
/// `strata schema` (and fails `SceneSchemaTests`), so a new property
/// cannot be left out of the schema.
extension SceneSchema {
    /// The schema of `property`'s value, described by the table's `value`.
    static func value(of property: SceneProperty) -> JSONOutput {
        described(valueSchema(of: property.key), property.value)
    }

    /// Whether the schema knows `key` (for the test that every property is here).
    static func hasValueSchema(for key: String) -> Bool { knownValueSchema(of: key) != nil }

    static func valueSchema(of key: String) -> JSONOutput {
        guard let schema = knownValueSchema(of: key) else {
            preconditionFailure("SceneSchema: no schema for the property \(key) (add it to SceneSchema+Properties.swift)")
        }
        return schema
    }

    /// The schema of the value of the property `key`; `nil` for an unknown key.
    private static func knownValueSchema(of key: String) -> JSONOutput? {
        let nonNegative = number(minimum: 0)
        switch key {
        // Every view.
        case "frame":
            return .object([("type", .string("array")),
                            ("prefixItems", .array([number(), number(), nonNegative, nonNegative])),
                            ("minItems", .number(4)), ("maxItems", .number(4))])
        case "intrinsicSize":
            return numbers(2, anyOf([.object([("const", .number(-1))]), nonNegative]))
        case "baselines", "start", "end": return numbers(2)
        case "hugging", "compressionResistance": return numbers(2, number(minimum: 1, maximum: 1000))
        case "hidden", "focusable", "secure", "editable", "baselineRelativeArrangement",
             "layoutMarginsRelativeArrangement":
            return boolean
        case "alpha": return number(minimum: 0, maximum: 1)
        case "backgroundColor", "textColor", "tintColor": return ref("color")
        case "layoutMargins": return numbers(4)
        case "semanticContentAttribute": return choices(SceneSemanticContentAttribute.allCases.map(\.rawValue))
        case "transform":
            return closedObject(SceneKeys.transform, [("translate", numbers(2)), ("scale", numbers(2)), ("rotate", number())])
        case "shadow":
            return closedObject(SceneKeys.shadow, [("color", ref("color")), ("opacity", number(minimum: 0, maximum: 1)),
                                                   ("offset", numbers(2)), ("radius", nonNegative)])
        case "cornerRadius", "imagePadding": return nonNegative
        case "contentMode": return choices(ContentMode.allCases.map(\.rawValue))
        // Stacks.
        case "axis": return choices(SceneAxis.allCases.map(\.rawValue))
        case "distribution": return choices(SceneDistribution.allCases.map(\.rawValue))
        case "alignment": return choices(SceneAlignment.allCases.map(\.rawValue))
        case "spacing": return number()
        case "customSpacing": return .object([("type", .string("object")), ("additionalProperties", number())])
        // Scroll views.
        case "contentSize": return numbers(2, nonNegative)
        // Text.
        case "text", "placeholder": return string
        case "language":
            return .object([("type", .string("string")), ("pattern", .string("^[A-Za-z0-9-]{1,35}$"))])
        case "fontSize": return number(exclusiveMinimum: 0, maximum: Font.maximumSize)
        case "font": return ref("font")
        case "numberOfLines", "maximumLength": return number(minimum: 0, maximum: 1e9 - 1, integer: true)
        case "textAlignment": return choices(SceneProperty.textAlignmentNames.map(\.0))
        case "baseWritingDirection": return choices(SceneProperty.writingDirectionNames.map(\.0))
        // Gradients.
        case "colors": return arrayOf(ref("color"))
        case "locations": return arrayOf(number(minimum: 0, maximum: 1))
        case "gradientType": return choices(GradientType.allCases.map(\.rawValue))
        // Shape views.
        case "path": return string
        case "fillColor", "strokeColor": return anyOf([ref("color"), .object([("type", .string("null"))])])
        case "fillRule": return choices(FillRule.allCases.map(\.rawValue))
        case "lineCap": return choices(LineCap.allCases.map(\.rawValue))
        case "lineJoin": return choices(LineJoin.allCases.map(\.rawValue))
        case "lineWidth", "miterLimit": return number(minimum: 0, maximum: 1e9)
        case "lineDashPattern": return arrayOf(number(minimum: 0, maximum: 1e9))
        case "lineDashPhase": return number(minimum: -1e9, maximum: 1e9)
        case "strokeStart", "strokeEnd": return number(minimum: 0, maximum: 1)
        // Images.
        case "src": return string
        case "renderingMode": return choices(SceneRenderingMode.allCases.map(\.rawValue))
        case "capInsets": return numbers(4, nonNegative)
        default:
            return nil
        }
    }
}
