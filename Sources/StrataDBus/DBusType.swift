/// One complete D-Bus type: a basic type, or a container of types.
///
/// Dictionary entries occur only as the element of an array, so `a{kv}` is
/// one case, `dictionary(key:value:)`.
public indirect enum DBusType: Hashable, Sendable, CustomStringConvertible {
    /// `y`: an unsigned 8-bit integer.
    case byte
    /// `b`: a boolean (4 bytes on the wire, 0 or 1).
    case boolean
    /// `n`: a signed 16-bit integer.
    case int16
    /// `q`: an unsigned 16-bit integer.
    case uint16
    /// `i`: a signed 32-bit integer.
    case int32
    /// `u`: an unsigned 32-bit integer.
    case uint32
    /// `x`: a signed 64-bit integer.
    case int64
    /// `t`: an unsigned 64-bit integer.
    case uint64
    /// `d`: an IEEE 754 double.
    case double
    /// `s`: a UTF-8 string.
    case string
    /// `o`: an object path.
    case objectPath
    /// `g`: a type signature.
    case signature
    /// `h`: a Unix file descriptor, as an index into the message's
    /// out-of-band descriptors.
    case unixFD
    /// `a…`: an array of one element type.
    case array(DBusType)
    /// `a{kv}`: an array of dictionary entries; the key is a basic type.
    case dictionary(key: DBusType, value: DBusType)
    /// `(…)`: a structure of one or more fields.
    case structure([DBusType])
    /// `v`: a variant, a value that carries its own type.
    case variant

    /// The type's signature, e.g. `"a{sv}"`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .array(let element): text += "a"; element.write(to: &text)
        case .dictionary(let key, let value): text += "a{"; key.write(to: &text); value.write(to: &text); text += "}"
        case .structure(let fields): text += "("; for f in fields { f.write(to: &text) }; text += ")"
        default: text.unicodeScalars.append(Unicode.Scalar(code!))
        }
    }

    /// The type code of a basic type or variant, `nil` for containers.
    var code: UInt8? {
        switch self {
        case .byte: return UInt8(ascii: "y")
        case .boolean: return UInt8(ascii: "b")
        case .int16: return UInt8(ascii: "n")
        case .uint16: return UInt8(ascii: "q")
        case .int32: return UInt8(ascii: "i")
        case .uint32: return UInt8(ascii: "u")
        case .int64: return UInt8(ascii: "x")
        case .uint64: return UInt8(ascii: "t")
        case .double: return UInt8(ascii: "d")
        case .string: return UInt8(ascii: "s")
        case .objectPath: return UInt8(ascii: "o")
        case .signature: return UInt8(ascii: "g")
        case .unixFD: return UInt8(ascii: "h")
        case .variant: return UInt8(ascii: "v")
        case .array, .dictionary, .structure: return nil
        }
    }

    /// The basic type (or variant) of a type code.
    static func basic(code: UInt8) -> DBusType? {
        switch code {
        case UInt8(ascii: "y"): return .byte
        case UInt8(ascii: "b"): return .boolean
        case UInt8(ascii: "n"): return .int16
        case UInt8(ascii: "q"): return .uint16
        case UInt8(ascii: "i"): return .int32
        case UInt8(ascii: "u"): return .uint32
        case UInt8(ascii: "x"): return .int64
        case UInt8(ascii: "t"): return .uint64
        case UInt8(ascii: "d"): return .double
        case UInt8(ascii: "s"): return .string
        case UInt8(ascii: "o"): return .objectPath
        case UInt8(ascii: "g"): return .signature
        case UInt8(ascii: "h"): return .unixFD
        case UInt8(ascii: "v"): return .variant
        default: return nil
        }
    }

    /// Whether this is a basic type (what a dictionary key may be).
    public var isBasic: Bool {
        switch self {
        case .array, .dictionary, .structure, .variant: return false
        default: return true
        }
    }

    /// The boundary a value of this type starts on: 1, 2, 4 or 8 bytes.
    public var alignment: Int {
        switch self {
        case .byte, .signature, .variant: return 1
        case .int16, .uint16: return 2
        case .boolean, .int32, .uint32, .string, .objectPath, .unixFD, .array, .dictionary: return 4
        case .int64, .uint64, .double, .structure: return 8
        }
    }
}
