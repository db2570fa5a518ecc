/// Writes D-Bus values in the little-endian wire format, padding each to
/// its alignment counted from the start of the message.
public struct DBusEncoder: Sendable {
    /// The bytes written so far.
    public internal(set) var bytes: [UInt8] = []
    /// Where offset 0 of `bytes` sits in the message (alignment is counted
    /// from the message's start; a body starts on an 8-byte boundary).
    private let base: Int

    /// An empty encoder whose first byte is at `offset` in its message.
    public init(offset: Int = 0) {
        base = offset
    }

    /// Pads with zero bytes to a multiple of `alignment`.
    public mutating func align(_ alignment: Int) {
        while (base + bytes.count) % alignment != 0 { bytes.append(0) }
    }

    mutating func appendUInt16(_ v: UInt16) {
        align(2)
        bytes.append(UInt8(truncatingIfNeeded: v))
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
    }

    mutating func appendUInt32(_ v: UInt32) {
        align(4)
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt32(shift))) }
    }

    mutating func appendUInt64(_ v: UInt64) {
        align(8)
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt64(shift))) }
    }

    private mutating func appendString(_ s: String) throws {
        let utf8 = Array(s.utf8)
        guard !utf8.contains(0) else { throw DBusError.typeMismatch("a string with a nul byte") }
        guard utf8.count <= Int(UInt32.max) else { throw DBusError.typeMismatch("a string too long") }
        appendUInt32(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    private mutating func appendSignature(_ text: String) throws {
        let utf8 = Array(text.utf8)
        guard utf8.count <= DBusSignature.maximumLength else {
            throw DBusError.invalidSignature(text, "longer than \(DBusSignature.maximumLength) bytes")
        }
        bytes.append(UInt8(utf8.count))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    /// Appends `value`, aligned.
    ///
    /// - Throws: `DBusError.typeMismatch` when an array element's type
    ///   differs from the array's, a string holds a nul, an object path
    ///   is invalid, or an array passes 64 MiB; `nestingTooDeep` past the
    ///   nesting limits.
    public mutating func encode(_ value: DBusValue) throws {
        try encode(value, depth: 0, outermost: true)
    }

    /// The most containers (arrays, structures, variants) nested in a value.
    static let maximumTotalDepth = 64

    /// `outermost`: the value starts a signature (the top level or a
    /// variant's content), so its type's nesting is checked here once.
    private mutating func encode(_ value: DBusValue, depth: Int, outermost: Bool = false) throws {
        switch value {
        case .byte(let v): bytes.append(v)
        case .boolean(let v): appendUInt32(v ? 1 : 0)
        case .int16(let v): appendUInt16(UInt16(bitPattern: v))
        case .uint16(let v): appendUInt16(v)
        case .int32(let v): appendUInt32(UInt32(bitPattern: v))
        case .uint32(let v): appendUInt32(v)
        case .int64(let v): appendUInt64(UInt64(bitPattern: v))
        case .uint64(let v): appendUInt64(v)
        case .double(let v): appendUInt64(v.bitPattern)
        case .string(let s): try appendString(s)
        case .objectPath(let p):
            guard DBusNames.isValidObjectPath(p) else { throw DBusError.invalidObjectPath(p) }
            try appendString(p)
        case .signature(let s): try appendSignature(s.description)
        case .unixFD(let v): appendUInt32(v)
        case .array(let element, let elements):
            try checkDepth(depth, outermost ? .array(element) : nil)
            try encodeArray(alignment: element.alignment) { encoder in
                for e in elements {
                    guard e.isOfType(element) else {
                        throw DBusError.typeMismatch("an element of type \(e.type) in an array of \(element)")
                    }
                    try encoder.encode(e, depth: depth + 1)
                }
            }
        case .dictionary(let key, let valueType, let entries):
            try checkDepth(depth, outermost ? .dictionary(key: key, value: valueType) : nil)
            try encodeArray(alignment: 8) { encoder in
                for entry in entries {
                    guard entry.key.isOfType(key), entry.value.isOfType(valueType) else {
                        throw DBusError.typeMismatch("an entry of {\(entry.key.type)\(entry.value.type)} in a{\(key)\(valueType)}")
                    }
                    encoder.align(8)
                    try encoder.encode(entry.key, depth: depth + 2)
                    try encoder.encode(entry.value, depth: depth + 2)
                }
            }
        case .structure(let fields):
            guard !fields.isEmpty else { throw DBusError.typeMismatch("an empty structure") }
            try checkDepth(depth, outermost ? value.type : nil)
            align(8)
            for f in fields { try encode(f, depth: depth + 1) }
        case .variant(let inner):
            guard depth < Self.maximumTotalDepth else { throw DBusError.nestingTooDeep }
            let type = inner.type
            _ = try DBusSignature.single(type.description)   // length and nesting limits
            try appendSignature(type.description)
            try encode(inner, depth: depth + 1, outermost: true)
        }
    }

    /// Checks the total depth, and for an outermost container (`type`
    /// given) the signature nesting limits of its whole type.
    private func checkDepth(_ depth: Int, _ type: DBusType?) throws {
        guard depth < Self.maximumTotalDepth else { throw DBusError.nestingTooDeep }
        guard let type else { return }
        do {
            _ = try DBusSignature(parsing: type.description)
        } catch {
            throw DBusError.nestingTooDeep
        }
    }

    /// Writes an array's length, the padding to its first element, then
    /// the elements `body` writes; the length counts from after the padding.
    private mutating func encodeArray(alignment: Int, _ body: (inout DBusEncoder) throws -> Void) throws {
        appendUInt32(0)
        let lengthAt = bytes.count - 4
        align(alignment)
        let start = bytes.count
        try body(&self)
        let length = bytes.count - start
        guard length <= DBusDecoder.maximumArrayLength else { throw DBusError.arrayTooLong(length) }
        for i in 0..<4 { bytes[lengthAt + i] = UInt8(truncatingIfNeeded: UInt32(length) >> UInt32(8 * i)) }
    }
}
