/// A parsed JSON value with the location where it starts in the source.
///
/// Objects keep their members in source order (duplicates are rejected by
/// the parser), so decoders can report problems in reading order.
public struct JSONValue: Sendable, Hashable {
    /// The kind of a JSON value and its contents.
    public enum Kind: Sendable, Hashable {
        /// An object, its members in source order.
        case object([JSONMember])
        /// An array.
        case array([JSONValue])
        /// A string (escapes resolved).
        case string(String)
        /// A number: always finite.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// What the value is.
    public var kind: Kind
    /// Where the value starts (its first character).
    public var location: SourceLocation

    /// Creates a value of the given kind at a location.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The members when this is an object, otherwise `nil`.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements when this is an array, otherwise `nil`.
    public var arrayElements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The text when this is a string, otherwise `nil`.
    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The number when this is a number, otherwise `nil`.
    public var numberValue: Double? {
        if case .number(let number) = kind { return number }
        return nil
    }

    /// The Boolean when this is `true` or `false`, otherwise `nil`.
    public var boolValue: Bool? {
        if case .bool(let flag) = kind { return flag }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { kind == .null }

    /// The value of the member named `key` when this is an object.
    ///
    /// - Complexity: O(*n*) in the number of members.
    public subscript(key: String) -> JSONValue? {
        objectMembers?.first { $0.key == key }?.value
    }

    /// The kind with an article, for messages: `an object`, `a number`, `null`…
    public var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }

    /// The value without locations, ready for `JSONWriter`.
    public var output: JSONOutput {
        switch kind {
        case .object(let members): .object(members.map { ($0.key, $0.value.output) })
        case .array(let elements): .array(elements.map(\.output))
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key (escapes resolved).
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
