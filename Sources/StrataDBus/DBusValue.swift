/// A D-Bus value of any type.
///
/// Arrays and dictionaries carry their element types, so an empty one
/// keeps its signature; dictionaries keep their entries in order.
public indirect enum DBusValue: Hashable, Sendable {
    /// `y`
    case byte(UInt8)
    /// `b`
    case boolean(Bool)
    /// `n`
    case int16(Int16)
    /// `q`
    case uint16(UInt16)
    /// `i`
    case int32(Int32)
    /// `u`
    case uint32(UInt32)
    /// `x`
    case int64(Int64)
    /// `t`
    case uint64(UInt64)
    /// `d`
    case double(Double)
    /// `s`: valid UTF-8 with no nul.
    case string(String)
    /// `o`: a valid object path (`DBusNames.isValidObjectPath`).
    case objectPath(String)
    /// `g`: a valid signature.
    case signature(DBusSignature)
    /// `h`: an index into the message's out-of-band file descriptors.
    case unixFD(UInt32)
    /// `a…`: elements of one type.
    case array(element: DBusType, [DBusValue])
    /// `a{kv}`: entries in order.
    case dictionary(key: DBusType, value: DBusType, [DBusDictionaryEntry])
    /// `(…)`: one or more fields.
    case structure([DBusValue])
    /// `v`: a value with its own type.
    case variant(DBusValue)

    /// The value's type.
    public var type: DBusType {
        switch self {
        case .byte: return .byte
        case .boolean: return .boolean
        case .int16: return .int16
        case .uint16: return .uint16
        case .int32: return .int32
        case .uint32: return .uint32
        case .int64: return .int64
        case .uint64: return .uint64
        case .double: return .double
        case .string: return .string
        case .objectPath: return .objectPath
        case .signature: return .signature
        case .unixFD: return .unixFD
        case .array(let element, _): return .array(element)
        case .dictionary(let key, let value, _): return .dictionary(key: key, value: value)
        case .structure(let fields): return .structure(fields.map(\.type))
        case .variant: return .variant
        }
    }

    /// Whether the value is of `type` (as `self.type == type`, without
    /// building the type of every element).
    func isOfType(_ type: DBusType) -> Bool {
        switch self {
        case .array(let element, _):
            if case .array(let other) = type { return element == other }
            return false
        case .dictionary(let key, let value, _):
            if case .dictionary(let otherKey, let otherValue) = type { return key == otherKey && value == otherValue }
            return false
        case .structure(let fields):
            guard case .structure(let types) = type, fields.count == types.count else { return false }
            for i in fields.indices where !fields[i].isOfType(types[i]) { return false }
            return true
        default:
            return self.type == type
        }
    }

    /// The string of a `string`, `objectPath` or `signature` value.
    public var stringValue: String? {
        switch self {
        case .string(let s), .objectPath(let s): return s
        case .signature(let s): return s.description
        default: return nil
        }
    }

    /// The number of an unsigned 32-bit value.
    public var uint32Value: UInt32? {
        if case .uint32(let v) = self { return v }
        return nil
    }

    /// The elements of an array value.
    public var arrayElements: [DBusValue]? {
        if case .array(_, let elements) = self { return elements }
        return nil
    }

    /// The value inside a variant.
    public var variantValue: DBusValue? {
        if case .variant(let v) = self { return v }
        return nil
    }
}

/// One entry of a D-Bus dictionary (`{kv}`).
public struct DBusDictionaryEntry: Hashable, Sendable {
    /// The key: a basic value.
    public var key: DBusValue
    /// The value.
    public var value: DBusValue

    /// An entry.
    public init(key: DBusValue, value: DBusValue) {
        self.key = key
        self.value = value
    }
}
