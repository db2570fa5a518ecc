/// A D-Bus type signature: a sequence of complete types, at most 255
/// bytes, with containers nested at most 32 arrays and 32 structures deep.
public struct DBusSignature: Hashable, Sendable, CustomStringConvertible {
    /// The longest signature, in bytes.
    public static let maximumLength = 255
    /// The deepest nesting of arrays, and of structures (dictionary entries
    /// count as structures).
    public static let maximumDepth = 32

    /// The complete types, in order.
    public let types: [DBusType]

    /// The signature of these types.
    public init(_ types: [DBusType]) {
        self.types = types
    }

    /// Parses and validates a signature, e.g. `"a{sv}(ii)"`.
    ///
    /// - Throws: `DBusError.invalidSignature` naming what is wrong.
    /// - Complexity: O(n) in the signature's length (at most 255).
    public init(parsing text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.count <= Self.maximumLength else {
            throw DBusError.invalidSignature(text, "longer than \(Self.maximumLength) bytes")
        }
        var parser = Parser(bytes: bytes, text: text)
        var types: [DBusType] = []
        while parser.index < bytes.count {
            types.append(try parser.completeType(arrays: 0, structures: 0))
        }
        self.types = types
    }

    /// The signature text.
    public var description: String {
        var text = ""
        for type in types { type.write(to: &text) }
        return text
    }

    /// Parses a signature that must hold exactly one complete type (a
    /// variant's).
    static func single(_ text: String) throws -> DBusType {
        let signature = try DBusSignature(parsing: text)
        guard signature.types.count == 1 else {
            throw DBusError.invalidSignature(text, "a variant's signature must be one complete type")
        }
        return signature.types[0]
    }

    private struct Parser {
        let bytes: [UInt8]
        let text: String
        var index = 0

        func fail(_ why: String) -> DBusError { .invalidSignature(text, why) }

        mutating func completeType(arrays: Int, structures: Int) throws -> DBusType {
            guard index < bytes.count else { throw fail("ends inside a container") }
            let code = bytes[index]
            index += 1
            if let basic = DBusType.basic(code: code) { return basic }
            switch code {
            case UInt8(ascii: "a"):
                guard arrays < DBusSignature.maximumDepth else { throw fail("arrays nested more than 32 deep") }
                if index < bytes.count && bytes[index] == UInt8(ascii: "{") {
                    index += 1
                    guard structures < DBusSignature.maximumDepth else { throw fail("structures nested more than 32 deep") }
                    let key = try completeType(arrays: arrays + 1, structures: structures + 1)
                    guard key.isBasic else { throw fail("a dictionary key must be a basic type") }
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "}") else {
                        throw fail("a dictionary entry needs a key and a value")
                    }
                    let value = try completeType(arrays: arrays + 1, structures: structures + 1)
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
                        throw fail("a dictionary entry has exactly two types")
                    }
                    index += 1
                    return .dictionary(key: key, value: value)
                }
                return .array(try completeType(arrays: arrays + 1, structures: structures))
            case UInt8(ascii: "("):
                guard structures < DBusSignature.maximumDepth else { throw fail("structures nested more than 32 deep") }
                var fields: [DBusType] = []
                while true {
                    guard index < bytes.count else { throw fail("unclosed structure") }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; break }
                    fields.append(try completeType(arrays: arrays, structures: structures + 1))
                }
                guard !fields.isEmpty else { throw fail("empty structure") }
                return .structure(fields)
            case UInt8(ascii: "{"):
                throw fail("a dictionary entry outside an array")
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                throw fail("unbalanced '\(Unicode.Scalar(code))'")
            default:
                throw fail("unknown type code '\(Unicode.Scalar(code))'")
            }
        }
    }
}
