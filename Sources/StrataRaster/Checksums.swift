/// CRC-32 as PNG and zlib's gzip use it (ISO 3309: polynomial 0xEDB88320
/// reflected, initial value and final XOR 0xFFFFFFFF).
public struct CRC32: Sendable, Hashable {
    /// The running state (before the final XOR).
    @usableFromInline var state: UInt32 = 0xFFFF_FFFF

    /// A CRC of no bytes.
    public init() {}

    /// The table of the byte-at-a-time algorithm.
    @usableFromInline static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Adds `bytes` to the checksum.
    ///
    /// - Complexity: O(bytes.count).
    @inlinable
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var c = state
        CRC32.table.withUnsafeBufferPointer { t in
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        }
        state = c
    }

    /// The checksum of the bytes added so far.
    public var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    @inlinable
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}

/// Adler-32, the checksum that ends a zlib stream (RFC 1950).
public struct Adler32: Sendable, Hashable {
    @usableFromInline var a: UInt32 = 1
    @usableFromInline var b: UInt32 = 0

    /// An Adler-32 of no bytes (value 1).
    public init() {}

    /// Adds `bytes` to the checksum, reducing modulo 65521 every 5552
    /// bytes (the most that cannot overflow 32 bits).
    ///
    /// - Complexity: O(bytes.count).
    @inlinable
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var a = self.a, b = self.b
        var pending = 0
        for byte in bytes {
            a &+= UInt32(byte)
            b &+= a
            pending += 1
            if pending == 5552 {
                a %= 65521
                b %= 65521
                pending = 0
            }
        }
        self.a = a % 65521
        self.b = b % 65521
    }

    /// The checksum of the bytes added so far: `b << 16 | a`.
    public var value: UInt32 { b << 16 | a }

    /// The checksum of `bytes`.
    @inlinable
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
