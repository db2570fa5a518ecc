import Testing
@testable import StrataDBus

/// Whole messages: the header, its fields, padding and the body, in exact
/// bytes computed by hand, in both byte orders, and broken ones.
@Suite("D-Bus messages")
struct DBusMessageTests {
    /// A call of `a.b.M("x")` on `/o`, serial 1, little-endian: the fixed
    /// header, the fields PATH, INTERFACE, MEMBER, SIGNATURE (each a
    /// structure on an 8-byte boundary), padding to 8, the body.
    static let little = hex("""
        6c 01 00 01 06 00 00 00 01 00 00 00 37 00 00 00 \
        01 01 6f 00 02 00 00 00 2f 6f 00 00 00 00 00 00 \
        02 01 73 00 03 00 00 00 61 2e 62 00 00 00 00 00 \
        03 01 73 00 01 00 00 00 4d 00 00 00 00 00 00 00 \
        08 01 67 00 01 73 00 00 \
        01 00 00 00 78 00
        """)

    /// The same message big-endian.
    static let big = hex("""
        42 01 00 01 00 00 00 06 00 00 00 01 00 00 00 37 \
        01 01 6f 00 00 00 00 02 2f 6f 00 00 00 00 00 00 \
        02 01 73 00 00 00 00 03 61 2e 62 00 00 00 00 00 \
        03 01 73 00 00 00 00 01 4d 00 00 00 00 00 00 00 \
        08 01 67 00 01 73 00 00 \
        00 00 00 01 78 00
        """)

    static var call: DBusMessage {
        DBusMessage.methodCall(destination: nil, path: "/o", interface: "a.b", member: "M", body: [.string("x")])
    }

    @Test("a method call encodes to the hand-computed bytes")
    func encode() throws {
        #expect(try Self.call.encoded(serial: 1) == Self.little)
    }

    @Test("the bytes decode, little- and big-endian, to the same message")
    func decode() throws {
        var expected = Self.call
        expected.serial = 1
        #expect(try DBusMessage(decoding: Self.little) == expected)
        #expect(try DBusMessage(decoding: Self.big) == expected)
        #expect(try DBusMessage.frameLength(Self.big[...]) == Self.big.count)
    }

    @Test("every kind and field round-trips")
    func roundTrip() throws {
        var message = DBusMessage(kind: .error, flags: [.noAutoStart], path: "/a/b", interface: "org.example.I",
                                  member: "Sig", errorName: "org.example.Error.Bad", replySerial: 7,
                                  destination: ":1.5", sender: "org.example.Name", unixFDs: 0,
                                  body: [.string("why"), .dictionary(key: .string, value: .variant, []),
                                         .structure([.double(-0.5), .array(element: .objectPath, [.objectPath("/")])])])
        let bytes = try message.encoded(serial: 0xfeed)
        message.serial = 0xfeed
        #expect(try DBusMessage(decoding: bytes) == message)
        #expect(message.remoteError == .remote(name: "org.example.Error.Bad", message: "why"))
    }

    /// `little` with one byte changed.
    static func patched(_ index: Int, _ byte: UInt8) -> [UInt8] {
        var bytes = little
        bytes[index] = byte
        return bytes
    }

    static var broken: [(String, [UInt8], DBusError)] { [
        ("endianness byte", patched(0, 0x78), .invalidEndianness(0x78)),
        ("message type 5", patched(1, 5), .invalidMessageType(5)),
        ("protocol version 2", patched(3, 2), .invalidProtocolVersion(2)),
        ("serial 0", patched(8, 0), .zeroSerial),
        ("PATH holding a string", patched(18, UInt8(ascii: "s")), .headerFieldType(code: 1, signature: "s")),
        ("an error without ERROR_NAME", patched(1, 3), .missingHeaderField("ERROR_NAME")),
        ("a return without REPLY_SERIAL", patched(1, 2), .missingHeaderField("REPLY_SERIAL")),
        ("body length past the end", patched(4, 7), .truncated(at: 78)),
        ("body shorter than its length", Array(little.dropLast()), .truncated(at: 77)),
        ("member name starting with a digit", patched(56, UInt8(ascii: "1")), .invalidMemberName("1")),
        ("nonzero padding after the header", patched(71, 1), .nonzeroPadding(at: 71)),
        ("body signature does not fit the body", patched(69, UInt8(ascii: "u")), .bodyLengthMismatch(decoded: 4, length: 6)),
    ] }

    @Test("each broken message is its specific error", arguments: broken.indices)
    func brokenMessage(_ index: Int) {
        let (name, bytes, error) = Self.broken[index]
        #expect(throws: error, "\(name)") { try DBusMessage(decoding: bytes) }
    }

    @Test("a message past 128 MiB cannot be framed")
    func tooLong() throws {
        var header = Self.little
        header.replaceSubrange(4..<8, with: hex("01 00 00 08"))   // body of 128 MiB + 1
        #expect(throws: DBusError.messageTooLong(72 + 128 << 20 + 1)) { try DBusMessage.frameLength(header[...]) }
        #expect(try DBusMessage.frameLength(Self.little[..<15]) == nil)
    }

    @Test("unknown header fields are skipped")
    func unknownField() throws {
        // Field 0x7f holding a byte, placed before PATH.
        var message = DBusMessage(kind: .signal, serial: 3, path: "/p", interface: "a.b", member: "S")
        var bytes = try message.encoded(serial: 3)
        let extra = hex("7f 01 79 00 05 00 00 00")
        bytes.insert(contentsOf: extra, at: 16)
        bytes[12] += UInt8(extra.count)
        message.serial = 3
        #expect(try DBusMessage(decoding: bytes) == message)
    }
}
