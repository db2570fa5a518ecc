/// A JSON value to write: objects keep the order in which members are given.
public enum JSONOutput: Sendable, Hashable {
    /// An object, members in order.
    case object([Member])
    /// An array.
    case array([JSONOutput])
    /// A string.
    case string(String)
    /// A number (non-finite numbers are written as `null`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// One member of an object.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONOutput

        /// Creates a member.
        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// An object from `(key, value)` pairs, in order.
    public static func object(_ pairs: [(String, JSONOutput)]) -> JSONOutput {
        .object(pairs.map { Member($0.0, $0.1) })
    }

    /// An array of numbers, e.g. a frame `[x, y, w, h]`.
    public static func numbers(_ values: [Double]) -> JSONOutput {
        .array(values.map { .number($0) })
    }
}

extension JSONOutput: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `nil`, written as `null`.
    public init(nilLiteral: ()) { self = .null }
    /// An array literal.
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
    /// A dictionary literal: the members keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}
