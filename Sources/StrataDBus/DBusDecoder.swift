/// Reads D-Bus values from bytes of either byte order, checking every
/// rule: alignment padding is zero, lengths stay inside the bytes, strings
/// are UTF-8 with their nul, booleans are 0 or 1, arrays are at most
/// 64 MiB, containers nest at most 64 deep (variants counted).
///
/// The bytes are hostile: every read is bounded and a violation throws.
public struct DBusDecoder: Sendable {
    /// The longest array, in bytes (64 MiB).
    public static let maximumArrayLength = 64 << 20

    /// The bytes of the message (offsets count from its first byte).
    public let bytes: [UInt8]
    /// Whether multi-byte numbers are big-endian (`B`), else little (`l`).
    public let bigEndian: Bool
    /// The offset of the next read.
    public internal(set) var offset: Int
    /// Where reading must stop (the end of the body or header).
    var limit: Int

    /// A decoder over `bytes` from `offset` up to `limit` (default: the end).
    public init(bytes: [UInt8], bigEndian: Bool, offset: Int = 0, limit: Int? = nil) {
        self.bytes = bytes
        self.bigEndian = bigEndian
        self.offset = offset
        self.limit = min(limit ?? bytes.count, bytes.count)
    }

    /// Skips the padding to `alignment`, which must be zero bytes.
    public mutating func align(_ alignment: Int) throws {
        let target = (offset + alignment - 1) / alignment * alignment
        guard target <= limit else { throw DBusError.truncated(at: offset) }
        while offset < target {
            guard bytes[offset] == 0 else { throw DBusError.nonzeroPadding(at: offset) }
            offset += 1
        }
    }

    private mutating func take(_ count: Int) throws -> Int {
        guard count >= 0, count <= limit - offset else { throw DBusError.truncated(at: offset) }
        let start = offset
        offset += count
        return start
    }

    mutating func readUInt8() throws -> UInt8 {
        bytes[try take(1)]
    }

    mutating func readUInt16() throws -> UInt16 {
        try align(2)
        let at = try take(2)
        let a = UInt16(bytes[at]), b = UInt16(bytes[at + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    mutating func readUInt32() throws -> UInt32 {
        try align(4)
        let at = try take(4)
        var v: UInt32 = 0
        for i in 0..<4 {
            let byte = UInt32(bytes[at + (bigEndian ? i : 3 - i)])
            v = v << 8 | byte
        }
        return v
    }

    mutating func readUInt64() throws -> UInt64 {
        try align(8)
        let at = try take(8)
        var v: UInt64 = 0
        for i in 0..<8 {
            let byte = UInt64(bytes[at + (bigEndian ? i : 7 - i)])
            v = v << 8 | byte
        }
        return v
    }

    /// The bytes of a string of `length` followed by its nul, checked.
    private mutating func readStringBytes(length: Int) throws -> String {
        let start = offset
        guard length <= limit - offset - 1 else { throw DBusError.truncated(at: offset) }
        let body = bytes[start..<(start + length)]
        guard bytes[start + length] == 0, !body.contains(0) else { throw DBusError.missingNul(at: start) }
        offset = start + length + 1
        guard let text = String(validating: body, as: UTF8.self) else { throw DBusError.invalidUTF8(at: start) }
        return text
    }

    mutating func readString() throws -> String {
        let length = try readUInt32()
        guard Int(length) <= limit - offset else { throw DBusError.truncated(at: offset) }
        return try readStringBytes(length: Int(length))
    }

    mutating func readSignatureText() throws -> String {
        let length = Int(try readUInt8())
        return try readStringBytes(length: length)
    }

    /// Reads one value of `type`.
    public mutating func decode(_ type: DBusType) throws -> DBusValue {
        try decode(type, depth: 0)
    }

    /// Reads values of each type in order.
    public mutating func decode(_ signature: DBusSignature) throws -> [DBusValue] {
        try signature.types.map { try decode($0, depth: 0) }
    }

    private mutating func decode(_ type: DBusType, depth: Int) throws -> DBusValue {
        switch type {
        case .byte: return .byte(try readUInt8())
        case .boolean:
            let v = try readUInt32()
            guard v <= 1 else { throw DBusError.invalidBoolean(v) }
            return .boolean(v == 1)
        case .int16: return .int16(Int16(bitPattern: try readUInt16()))
        case .uint16: return .uint16(try readUInt16())
        case .int32: return .int32(Int32(bitPattern: try readUInt32()))
        case .uint32: return .uint32(try readUInt32())
        case .int64: return .int64(Int64(bitPattern: try readUInt64()))
        case .uint64: return .uint64(try readUInt64())
        case .double: return .double(Double(bitPattern: try readUInt64()))
        case .string: return .string(try readString())
        case .objectPath:
            let path = try readString()
            guard DBusNames.isValidObjectPath(path) else { throw DBusError.invalidObjectPath(path) }
            return .objectPath(path)
        case .signature: return .signature(try DBusSignature(parsing: readSignatureText()))
        case .unixFD: return .unixFD(try readUInt32())
        case .array(let element):
            guard depth < DBusEncoder.maximumTotalDepth else { throw DBusError.nestingTooDeep }
            var elements: [DBusValue] = []
            try readArray(alignment: element.alignment) { decoder in
                elements.append(try decoder.decode(element, depth: depth + 1))
            }
            return .array(element: element, elements)
        case .dictionary(let key, let value):
            guard depth + 1 < DBusEncoder.maximumTotalDepth else { throw DBusError.nestingTooDeep }
            var entries: [DBusDictionaryEntry] = []
            try readArray(alignment: 8) { decoder in
                try decoder.align(8)
                let k = try decoder.decode(key, depth: depth + 2)
                let v = try decoder.decode(value, depth: depth + 2)
                entries.append(DBusDictionaryEntry(key: k, value: v))
            }
            return .dictionary(key: key, value: value, entries)
        case .structure(let fields):
            guard depth < DBusEncoder.maximumTotalDepth else { throw DBusError.nestingTooDeep }
            try align(8)
            return .structure(try fields.map { try decode($0, depth: depth + 1) })
        case .variant:
            guard depth < DBusEncoder.maximumTotalDepth else { throw DBusError.nestingTooDeep }
            let inner = try DBusSignature.single(readSignatureText())
            return .variant(try decode(inner, depth: depth + 1))
        }
    }

    /// Reads an array's length and padding, then elements with `element`
    /// until the length is used up; the elements must end exactly there.
    private mutating func readArray(alignment: Int, _ element: (inout DBusDecoder) throws -> Void) throws {
        let length = Int(try readUInt32())
        guard length <= Self.maximumArrayLength else { throw DBusError.arrayTooLong(length) }
        try align(alignment)
        guard length <= limit - offset else { throw DBusError.truncated(at: offset) }
        let end = offset + length
        let outerLimit = limit
        limit = end
        defer { limit = outerLimit }
        while offset < end {
            try element(&self)
        }
        guard offset == end else { throw DBusError.arrayLengthMismatch(at: offset) }
    }
}
