import Testing
@testable import StrataDBus

/// Every type written little-endian and read back, against bytes computed
/// by hand from the specification's rules (and its own example of an
/// `int64` array).
@Suite("D-Bus marshalling")
struct DBusMarshallingTests {
    static var cases: [(String, DBusValue, [UInt8])] { [
        ("byte", .byte(0x2a), hex("2a")),
        ("boolean", .boolean(true), hex("01 00 00 00")),
        ("int16", .int16(-2), hex("fe ff")),
        ("uint16", .uint16(0x1234), hex("34 12")),
        ("int32", .int32(-1), hex("ff ff ff ff")),
        ("uint32", .uint32(0x0102_0304), hex("04 03 02 01")),
        ("int64", .int64(-2), hex("fe ff ff ff ff ff ff ff")),
        ("uint64", .uint64(0x0102_0304_0506_0708), hex("08 07 06 05 04 03 02 01")),
        ("double", .double(1.0), hex("00 00 00 00 00 00 f0 3f")),
        ("string", .string("hi"), hex("02 00 00 00 68 69 00")),
        ("string UTF-8", .string("é"), hex("02 00 00 00 c3 a9 00")),
        ("object path", .objectPath("/a"), hex("02 00 00 00 2f 61 00")),
        ("signature", .signature(try! DBusSignature(parsing: "a{sv}")), hex("05 61 7b 73 76 7d 00")),
        ("unix fd", .unixFD(3), hex("03 00 00 00")),
        ("array of int32", .array(element: .int32, [.int32(1), .int32(2)]), hex("08 00 00 00 01 00 00 00 02 00 00 00")),
        // The specification's example: one int64 of 5 (the length, padding to 8, the element).
        ("array of int64 (spec)", .array(element: .int64, [.int64(5)]),
         hex("08 00 00 00 00 00 00 00 05 00 00 00 00 00 00 00")),
        ("empty array of int64 keeps its padding", .array(element: .int64, []), hex("00 00 00 00 00 00 00 00")),
        ("struct", .structure([.byte(1), .uint32(2)]), hex("01 00 00 00 02 00 00 00")),
        ("array of structs", .array(element: .structure([.byte, .byte]),
                                    [.structure([.byte(1), .byte(2)]), .structure([.byte(3), .byte(4)])]),
         hex("0a 00 00 00 00 00 00 00 01 02 00 00 00 00 00 00 03 04")),
        ("variant", .variant(.uint16(5)), hex("01 71 00 00 05 00")),
        ("dictionary", .dictionary(key: .string, value: .variant,
                                   [DBusDictionaryEntry(key: .string("a"), value: .variant(.byte(7)))]),
         hex("0a 00 00 00 00 00 00 00 01 00 00 00 61 00 01 79 00 07")),
        ("variant of array", .variant(.array(element: .string, [.string("x")])),
         hex("02 61 73 00 06 00 00 00 01 00 00 00 78 00")),
    ] }

    @Test("each type writes the hand-computed bytes", arguments: cases.indices)
    func encode(_ index: Int) throws {
        let (name, value, bytes) = Self.cases[index]
        var encoder = DBusEncoder()
        try encoder.encode(value)
        #expect(encoder.bytes == bytes, "\(name)")
    }

    @Test("each type reads back from its bytes, and its signature is its type's", arguments: cases.indices)
    func decode(_ index: Int) throws {
        let (name, value, bytes) = Self.cases[index]
        var decoder = DBusDecoder(bytes: bytes, bigEndian: false)
        #expect(try decoder.decode(value.type) == value, "\(name)")
        #expect(decoder.offset == bytes.count, "\(name)")
        #expect(try DBusSignature(parsing: value.type.description).types == [value.type])
    }

    @Test("big-endian numbers read in their byte order")
    func bigEndian() throws {
        let table: [(DBusType, [UInt8], DBusValue)] = [
            (.int16, hex("ff fe"), .int16(-2)),
            (.uint32, hex("01 02 03 04"), .uint32(0x0102_0304)),
            (.uint64, hex("01 02 03 04 05 06 07 08"), .uint64(0x0102_0304_0506_0708)),
            (.double, hex("3f f0 00 00 00 00 00 00"), .double(1.0)),
            (.boolean, hex("00 00 00 01"), .boolean(true)),
            (.string, hex("00 00 00 02 68 69 00"), .string("hi")),
            (.array(.int64), hex("00 00 00 08 00 00 00 00 00 00 00 00 00 00 00 05"), .array(element: .int64, [.int64(5)])),
        ]
        for (type, bytes, value) in table {
            var decoder = DBusDecoder(bytes: bytes, bigEndian: true)
            #expect(try decoder.decode(type) == value)
        }
    }

    @Test("values that cannot be written are refused")
    func encodingErrors() {
        let table: [(DBusValue, DBusError)] = [
            (.string("a\u{0}b"), .typeMismatch("a string with a nul byte")),
            (.objectPath("/a/"), .invalidObjectPath("/a/")),
            (.array(element: .int32, [.byte(1)]), .typeMismatch("an element of type y in an array of i")),
            (.structure([]), .typeMismatch("an empty structure")),
        ]
        for (value, error) in table {
            var encoder = DBusEncoder()
            #expect(throws: error) { try encoder.encode(value) }
        }
    }
}
