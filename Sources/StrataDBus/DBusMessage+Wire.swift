/// The wire form of a message: a 12-byte fixed header, the header fields
/// as `a(yv)`, padding to 8, then the body; written little-endian, read in
/// either byte order.
extension DBusMessage {
    /// The header field codes.
    enum Field: UInt8 {
        case path = 1, interface, member, errorName, replySerial, destination, sender, signature, unixFDs
    }

    /// The message's bytes with `serial` in place of its own.
    ///
    /// - Throws: `DBusError` when a name, path or value breaks the rules,
    ///   a required field is missing, or the message passes 128 MiB.
    /// - Complexity: O(n) in the encoded size.
    public func encoded(serial: UInt32) throws -> [UInt8] {
        guard serial != 0 else { throw DBusError.zeroSerial }
        try validateFields()
        var bodyEncoder = DBusEncoder()
        for value in body { try bodyEncoder.encode(value) }
        var fields: [DBusDictionaryEntry] = []   // (code, variant) pairs, in code order
        func add(_ field: Field, _ value: DBusValue?) {
            if let value { fields.append(DBusDictionaryEntry(key: .byte(field.rawValue), value: .variant(value))) }
        }
        add(.path, path.map { .objectPath($0) })
        add(.interface, interface.map { .string($0) })
        add(.member, member.map { .string($0) })
        add(.errorName, errorName.map { .string($0) })
        add(.replySerial, replySerial.map { .uint32($0) })
        add(.destination, destination.map { .string($0) })
        add(.sender, sender.map { .string($0) })
        let signature = self.signature
        guard signature.description.utf8.count <= DBusSignature.maximumLength else {
            throw DBusError.invalidSignature(signature.description, "longer than \(DBusSignature.maximumLength) bytes")
        }
        if !body.isEmpty { add(.signature, .signature(signature)) }
        add(.unixFDs, unixFDs.map { .uint32($0) })

        var encoder = DBusEncoder()
        encoder.bytes.append(UInt8(ascii: "l"))
        encoder.bytes.append(kind.rawValue)
        encoder.bytes.append(flags.rawValue)
        encoder.bytes.append(1)
        guard bodyEncoder.bytes.count <= Self.maximumLength else { throw DBusError.messageTooLong(bodyEncoder.bytes.count) }
        encoder.appendUInt32(UInt32(bodyEncoder.bytes.count))
        encoder.appendUInt32(serial)
        try encoder.encode(.array(element: .structure([.byte, .variant]),
                                  fields.map { .structure([$0.key, $0.value]) }))
        encoder.align(8)
        let total = encoder.bytes.count + bodyEncoder.bytes.count
        guard total <= Self.maximumLength else { throw DBusError.messageTooLong(total) }
        return encoder.bytes + bodyEncoder.bytes
    }

    /// Checks the names and the fields the type requires.
    func validateFields() throws {
        if let path, !DBusNames.isValidObjectPath(path) { throw DBusError.invalidObjectPath(path) }
        if let interface, !DBusNames.isValidInterfaceName(interface) { throw DBusError.invalidInterfaceName(interface) }
        if let member, !DBusNames.isValidMemberName(member) { throw DBusError.invalidMemberName(member) }
        if let errorName, !DBusNames.isValidErrorName(errorName) { throw DBusError.invalidErrorName(errorName) }
        if let destination, !DBusNames.isValidBusName(destination) { throw DBusError.invalidBusName(destination) }
        if let sender, !DBusNames.isValidBusName(sender) { throw DBusError.invalidBusName(sender) }
        switch kind {
        case .methodCall:
            if path == nil { throw DBusError.missingHeaderField("PATH") }
            if member == nil { throw DBusError.missingHeaderField("MEMBER") }
        case .methodReturn:
            if replySerial == nil { throw DBusError.missingHeaderField("REPLY_SERIAL") }
        case .error:
            if errorName == nil { throw DBusError.missingHeaderField("ERROR_NAME") }
            if replySerial == nil { throw DBusError.missingHeaderField("REPLY_SERIAL") }
        case .signal:
            if path == nil { throw DBusError.missingHeaderField("PATH") }
            if interface == nil { throw DBusError.missingHeaderField("INTERFACE") }
            if member == nil { throw DBusError.missingHeaderField("MEMBER") }
        }
    }

    /// The total length of the message that starts `prefix` (at least its
    /// first 16 bytes), from the fixed header: `nil` when fewer than 16
    /// bytes are there.
    ///
    /// - Throws: when the endianness byte is wrong or the lengths pass the
    ///   limits: the stream cannot be framed past such a message.
    public static func frameLength(_ prefix: ArraySlice<UInt8>) throws -> Int? {
        guard prefix.count >= 16 else { return nil }
        let start = prefix.startIndex
        let bigEndian: Bool
        switch prefix[start] {
        case UInt8(ascii: "l"): bigEndian = false
        case UInt8(ascii: "B"): bigEndian = true
        default: throw DBusError.invalidEndianness(prefix[start])
        }
        var decoder = DBusDecoder(bytes: Array(prefix[start..<(start + 16)]), bigEndian: bigEndian, offset: 4)
        let bodyLength = Int(try decoder.readUInt32())
        decoder.offset = 12
        let fieldsLength = Int(try decoder.readUInt32())
        guard fieldsLength <= DBusDecoder.maximumArrayLength else { throw DBusError.arrayTooLong(fieldsLength) }
        let headerLength = (16 + fieldsLength + 7) / 8 * 8
        let total = headerLength + bodyLength
        guard total <= maximumLength else { throw DBusError.messageTooLong(total) }
        return total
    }

    /// Decodes one whole message (exactly its bytes).
    ///
    /// - Throws: `DBusError` naming the first rule the bytes break.
    /// - Complexity: O(n) in the message's length.
    public init(decoding bytes: [UInt8]) throws {
        guard let length = try Self.frameLength(bytes[...]) else { throw DBusError.truncated(at: bytes.count) }
        guard length == bytes.count else {
            throw length > bytes.count ? DBusError.truncated(at: bytes.count) : DBusError.bodyLengthMismatch(decoded: length, length: bytes.count)
        }
        let bigEndian = bytes[0] == UInt8(ascii: "B")
        guard let kind = Kind(rawValue: bytes[1]) else { throw DBusError.invalidMessageType(bytes[1]) }
        guard bytes[3] == 1 else { throw DBusError.invalidProtocolVersion(bytes[3]) }
        var decoder = DBusDecoder(bytes: bytes, bigEndian: bigEndian, offset: 4)
        let bodyLength = Int(try decoder.readUInt32())
        let serial = try decoder.readUInt32()
        guard serial != 0 else { throw DBusError.zeroSerial }
        self.init(kind: kind, flags: Flags(rawValue: bytes[2] & 0x7), serial: serial)
        let fields = try decoder.decode(.array(.structure([.byte, .variant])))
        var signature = DBusSignature([])
        for field in fields.arrayElements ?? [] {
            guard case .structure(let pair) = field, pair.count == 2, case .byte(let code) = pair[0],
                  case .variant(let value) = pair[1] else { continue }
            guard let known = Field(rawValue: code) else { continue }   // unknown fields are ignored
            switch (known, value) {
            case (.path, .objectPath(let p)): path = p
            case (.interface, .string(let s)):
                guard DBusNames.isValidInterfaceName(s) else { throw DBusError.invalidInterfaceName(s) }
                interface = s
            case (.member, .string(let s)):
                guard DBusNames.isValidMemberName(s) else { throw DBusError.invalidMemberName(s) }
                member = s
            case (.errorName, .string(let s)):
                guard DBusNames.isValidErrorName(s) else { throw DBusError.invalidErrorName(s) }
                errorName = s
            case (.replySerial, .uint32(let v)):
                guard v != 0 else { throw DBusError.zeroSerial }
                replySerial = v
            case (.destination, .string(let s)):
                guard DBusNames.isValidBusName(s) else { throw DBusError.invalidBusName(s) }
                destination = s
            case (.sender, .string(let s)):
                guard DBusNames.isValidBusName(s) else { throw DBusError.invalidBusName(s) }
                sender = s
            case (.signature, .signature(let s)): signature = s
            case (.unixFDs, .uint32(let v)): unixFDs = v
            default: throw DBusError.headerFieldType(code: code, signature: value.type.description)
            }
        }
        try decoder.align(8)
        let bodyStart = decoder.offset
        guard bodyStart + bodyLength == bytes.count else {
            throw DBusError.bodyLengthMismatch(decoded: bodyStart, length: bodyLength)
        }
        try validateFields()
        var bodyDecoder = DBusDecoder(bytes: bytes, bigEndian: bigEndian, offset: bodyStart)
        body = try bodyDecoder.decode(signature)
        guard bodyDecoder.offset == bytes.count else {
            throw DBusError.bodyLengthMismatch(decoded: bodyDecoder.offset - bodyStart, length: bodyLength)
        }
    }
}
