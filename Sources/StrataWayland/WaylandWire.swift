/// One Wayland message as it travels on the socket: the object it is
/// sent to or from, the opcode, and the argument bytes (the file
/// descriptors travel beside it, with `SCM_RIGHTS`).
///
/// The header is two native-endian 32-bit words: the object id, then the
/// message size in bytes (header included) in the high 16 bits and the
/// opcode in the low 16.
public struct WaylandMessage: Sendable, Equatable {
    /// The object id.
    public var object: UInt32
    /// The request's or event's opcode on that object's interface.
    public var opcode: UInt16
    /// The arguments, a multiple of four bytes.
    public var body: [UInt8]

    /// The largest message (libwayland's buffer limit): larger sizes are
    /// a protocol violation.
    public static let maximumSize = 4096

    /// Creates a message.
    public init(object: UInt32, opcode: UInt16, body: [UInt8]) {
        self.object = object
        self.opcode = opcode
        self.body = body
    }

    /// The message's bytes, header first.
    /// - Precondition: the message fits in `maximumSize` bytes.
    public var bytes: [UInt8] {
        let size = 8 + body.count
        precondition(size <= WaylandMessage.maximumSize && body.count % 4 == 0,
                     "WaylandMessage: a message is at most 4096 bytes, in 4-byte words (got \(size))")
        var out = [UInt8]()
        out.reserveCapacity(size)
        WaylandArguments.appendWord(object, to: &out)
        WaylandArguments.appendWord(UInt32(size) << 16 | UInt32(opcode), to: &out)
        out.append(contentsOf: body)
        return out
    }

    /// The object id and size of the message whose header starts at
    /// `offset` in `bytes`, or `nil` when fewer than eight bytes are
    /// there. Throws when the size is impossible (below 8, above
    /// `maximumSize`, or not a multiple of 4).
    static func header(in bytes: [UInt8], at offset: Int) throws -> (object: UInt32, opcode: UInt16, size: Int)? {
        guard bytes.count - offset >= 8 else { return nil }
        let object = WaylandArguments.word(bytes, offset)
        let second = WaylandArguments.word(bytes, offset + 4)
        let size = Int(second >> 16)
        guard size >= 8, size <= maximumSize, size % 4 == 0 else {
            throw WaylandError.protocolViolation("message of \(size) bytes on object \(object)")
        }
        return (object, UInt16(truncatingIfNeeded: second), size)
    }
}

/// Writes a message's arguments: 32-bit words, strings and arrays with a
/// length word and padding to four bytes.
public struct WaylandArguments: Sendable {
    /// The bytes so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty argument list.
    public init() {}

    /// Appends an unsigned integer (also object ids and new ids).
    public mutating func uint(_ v: UInt32) { WaylandArguments.appendWord(v, to: &bytes) }
    /// Appends a signed integer.
    public mutating func int(_ v: Int32) { uint(UInt32(bitPattern: v)) }
    /// Appends a 24.8 fixed-point number (rounded, saturated).
    public mutating func fixed(_ v: Double) {
        let scaled = (v * 256).rounded()
        let clamped = scaled.isFinite ? min(max(scaled, Double(Int32.min)), Double(Int32.max)) : 0
        int(Int32(clamped))
    }
    /// Appends a string: its length with the terminating NUL, the UTF-8
    /// bytes, the NUL, padding. A NUL inside `s` ends it there.
    public mutating func string(_ s: String) {
        let utf8 = Array(s.utf8.prefix { $0 != 0 })
        uint(UInt32(utf8.count + 1))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
        pad()
    }
    /// Appends an array: its length, the bytes, padding.
    public mutating func array(_ a: [UInt8]) {
        uint(UInt32(a.count))
        bytes.append(contentsOf: a)
        pad()
    }

    private mutating func pad() {
        while bytes.count % 4 != 0 { bytes.append(0) }
    }

    /// Appends `v` in native (little-endian on Linux's targets) byte order.
    static func appendWord(_ v: UInt32, to out: inout [UInt8]) {
        let le = v.littleEndian
        out.append(UInt8(truncatingIfNeeded: le))
        out.append(UInt8(truncatingIfNeeded: le >> 8))
        out.append(UInt8(truncatingIfNeeded: le >> 16))
        out.append(UInt8(truncatingIfNeeded: le >> 24))
    }

    /// The word at `offset` (the caller checked the bounds).
    static func word(_ b: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(b[offset]) | UInt32(b[offset + 1]) << 8 | UInt32(b[offset + 2]) << 16 | UInt32(b[offset + 3]) << 24
    }
}

/// Reads a message's arguments, checking every length against what is
/// there: a short or malformed body throws `protocolViolation`, never
/// reads past the end.
public struct WaylandArgumentReader: Sendable {
    private let body: [UInt8]
    private var offset = 0

    /// A reader at the start of `body`.
    public init(_ body: [UInt8]) { self.body = body }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset >= body.count }

    /// The next unsigned integer (also object ids and new ids).
    public mutating func uint() throws -> UInt32 {
        guard body.count - offset >= 4 else { throw WaylandError.protocolViolation("message too short") }
        defer { offset += 4 }
        return WaylandArguments.word(body, offset)
    }
    /// The next signed integer.
    public mutating func int() throws -> Int32 { Int32(bitPattern: try uint()) }
    /// The next 24.8 fixed-point number.
    public mutating func fixed() throws -> Double { Double(try int()) / 256 }
    /// The next string (invalid UTF-8 is repaired; a null string reads
    /// as empty).
    public mutating func string() throws -> String {
        let bytes = try array()
        guard let last = bytes.last else { return "" }
        guard last == 0 else { throw WaylandError.protocolViolation("string without its terminating NUL") }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }
    /// The next array's bytes.
    public mutating func array() throws -> [UInt8] {
        let length = Int(try uint())
        let padded = (length + 3) & ~3
        guard length <= body.count - offset, padded <= body.count - offset else {
            throw WaylandError.protocolViolation("array of \(length) bytes in a shorter message")
        }
        defer { offset += padded }
        return Array(body[offset..<offset + length])
    }
}
