import Testing
@testable import StrataDBus

/// Hostile bytes: each breaks one rule and gets the error naming it.
@Suite("D-Bus malformed input")
struct DBusMalformedTests {
    static var values: [(String, DBusType, [UInt8], DBusError)] { [
        ("bad signature", .signature, hex("01 61 00"), .invalidSignature("a", "ends inside a container")),
        ("unknown type code", .variant, hex("01 7a 00"), .invalidSignature("z", "unknown type code 'z'")),
        ("string length past the end", .string, hex("05 00 00 00 68 69 00"), .truncated(at: 4)),
        ("array 64 MiB + 1", .array(.byte), hex("01 00 00 04"), .arrayTooLong(64 << 20 + 1)),
        ("array elements past its length", .array(.uint32), hex("02 00 00 00 01 00 00 00"), .truncated(at: 4)),
        ("bad UTF-8", .string, hex("02 00 00 00 c3 28 00"), .invalidUTF8(at: 4)),
        ("missing nul", .string, hex("01 00 00 00 61 62"), .missingNul(at: 4)),
        ("nul inside", .string, hex("02 00 00 00 61 00 00"), .missingNul(at: 4)),
        ("nonzero padding", .structure([.byte, .uint32]), hex("01 00 07 00 02 00 00 00"), .nonzeroPadding(at: 2)),
        ("boolean 2", .boolean, hex("02 00 00 00"), .invalidBoolean(2)),
        ("bad object path", .objectPath, hex("03 00 00 00 2f 61 2f 00"), .invalidObjectPath("/a/")),
        ("variant of two types", .variant, hex("02 79 79 00 01 02"),
         .invalidSignature("yy", "a variant's signature must be one complete type")),
        ("truncated uint64", .uint64, hex("01 02 03"), .truncated(at: 0)),
    ] }

    @Test("each malformed value is its specific error", arguments: values.indices)
    func malformedValue(_ index: Int) {
        let (name, type, bytes, error) = Self.values[index]
        var decoder = DBusDecoder(bytes: bytes, bigEndian: false)
        #expect(throws: error, "\(name)") { try decoder.decode(type) }
    }

    @Test("arrays nest 32 deep in a signature, not 33; structures likewise")
    func signatureNesting() throws {
        let ok = String(repeating: "a", count: 32) + "y"
        #expect(try DBusSignature(parsing: ok).types.count == 1)
        let deep = String(repeating: "a", count: 33) + "y"
        #expect(throws: DBusError.invalidSignature(deep, "arrays nested more than 32 deep")) {
            try DBusSignature(parsing: deep)
        }
        let structs = String(repeating: "(", count: 33) + "y" + String(repeating: ")", count: 33)
        #expect(throws: DBusError.invalidSignature(structs, "structures nested more than 32 deep")) {
            try DBusSignature(parsing: structs)
        }
    }

    @Test("variants nest 64 deep in a value, not 65")
    func variantNesting() throws {
        func nested(_ count: Int) -> [UInt8] {
            Array(repeating: hex("01 76 00"), count: count - 1).flatMap { $0 } + hex("01 79 00 2a")
        }
        var ok = DBusDecoder(bytes: nested(64), bigEndian: false)
        var value = try ok.decode(.variant)
        var depth = 0
        while case .variant(let inner) = value { value = inner; depth += 1 }
        #expect(depth == 64 && value == .byte(0x2a))
        var deep = DBusDecoder(bytes: nested(65), bigEndian: false)
        #expect(throws: DBusError.nestingTooDeep) { try deep.decode(.variant) }
    }

    @Test("signatures: valid ones parse, invalid ones name their fault")
    func signatures() throws {
        for text in ["", "y", "a{sv}", "(ii)a(yv)", "aa{s(ay)}", "v", "h", "a{oa{sa{sv}}}"] {
            #expect(try DBusSignature(parsing: text).description == text)
        }
        let bad: [(String, String)] = [
            ("a", "ends inside a container"),
            ("()", "empty structure"),
            ("(i", "unclosed structure"),
            ("i)", "unbalanced ')'"),
            ("{sv}", "a dictionary entry outside an array"),
            ("a{vs}", "a dictionary key must be a basic type"),
            ("a{s}", "a dictionary entry needs a key and a value"),
            ("a{sss}", "a dictionary entry has exactly two types"),
            (String(repeating: "y", count: 256), "longer than 255 bytes"),
        ]
        for (text, why) in bad {
            #expect(throws: DBusError.invalidSignature(text, why)) { try DBusSignature(parsing: text) }
        }
    }
}
