/// Builds X11 requests in the client's byte order (little-endian: the
/// connection announces `l`).
struct X11Writer {
    var bytes: [UInt8] = []

    init(capacity: Int = 32) { bytes.reserveCapacity(capacity) }

    mutating func u8(_ v: UInt8) { bytes.append(v) }
    mutating func u16(_ v: UInt16) { bytes.append(UInt8(v & 0xff)); bytes.append(UInt8(v >> 8)) }
    mutating func i16(_ v: Int16) { u16(UInt16(bitPattern: v)) }
    mutating func u32(_ v: UInt32) {
        bytes.append(UInt8(v & 0xff)); bytes.append(UInt8((v >> 8) & 0xff))
        bytes.append(UInt8((v >> 16) & 0xff)); bytes.append(UInt8(v >> 24))
    }
    mutating func pad(_ n: Int) { for _ in 0..<n { bytes.append(0) } }
    /// Appends `data` and zeros up to a multiple of four bytes.
    mutating func padded(_ data: [UInt8]) {
        bytes.append(contentsOf: data)
        pad(X11Writer.padding(data.count))
    }
    /// The zeros after `n` bytes that reach a multiple of four.
    static func padding(_ n: Int) -> Int { (4 - n % 4) % 4 }

    /// Writes the request length (in four-byte units) into bytes 2…3.
    mutating func finishLength() {
        let words = bytes.count / 4
        precondition(bytes.count % 4 == 0 && words <= 0xffff, "X11 request of \(bytes.count) bytes is not a short request")
        bytes[2] = UInt8(words & 0xff)
        bytes[3] = UInt8(words >> 8)
    }
}

/// Reads little- or big-endian fields from server bytes.
struct X11Reader {
    let bytes: ArraySlice<UInt8>
    /// Whether the server sends the most significant byte first.
    let bigEndian: Bool

    init(_ bytes: ArraySlice<UInt8>, bigEndian: Bool = false) {
        self.bytes = bytes
        self.bigEndian = bigEndian
    }

    init(_ bytes: [UInt8], bigEndian: Bool = false) { self.init(bytes[...], bigEndian: bigEndian) }

    /// Whether `count` bytes from `offset` are present.
    func has(_ offset: Int, _ count: Int) -> Bool { offset >= 0 && offset + count <= bytes.count }

    func u8(_ offset: Int) -> UInt8 { bytes[bytes.startIndex + offset] }
    func u16(_ offset: Int) -> UInt16 {
        let a = UInt16(u8(offset)), b = UInt16(u8(offset + 1))
        return bigEndian ? a << 8 | b : b << 8 | a
    }
    func i16(_ offset: Int) -> Int16 { Int16(bitPattern: u16(offset)) }
    func u32(_ offset: Int) -> UInt32 {
        let b0 = UInt32(u8(offset)), b1 = UInt32(u8(offset + 1))
        let b2 = UInt32(u8(offset + 2)), b3 = UInt32(u8(offset + 3))
        return bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
    }
    func string(_ offset: Int, _ count: Int) -> String {
        let start = bytes.startIndex + offset
        return String(decoding: bytes[start..<start + count], as: UTF8.self)
    }
}
