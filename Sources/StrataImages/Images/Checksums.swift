import StrataGeometry

/// CRC-32 as PNG and zlib's gzip use it (ISO 3309: polynomial 0xEDB88320
/// reflected, initial value and final XOR 0xFFFFFFFF).
///
/// Contiguous bytes (arrays, array slices, buffers) are read eight at a
/// time ("slicing by 8", about 1 byte a cycle); other collections a byte
/// at a time.
public struct CRC32: Sendable, Hashable {
    /// The running state (before the final XOR).
    @usableFromInline var state: UInt32 = 0xFFFF_FFFF

    /// A CRC of no bytes.
    public init() {}

    /// Eight tables of 256 entries: the first is the byte-at-a-time table,
    /// table `k` advances a byte's contribution by `k` more bytes.
    @usableFromInline static let table: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = t[(k - 1) * 256 + n]
                t[k * 256 + n] = previous >> 8 ^ t[Int(previous & 0xFF)]
            }
        }
        return t
    }()

    /// Adds `bytes` to the checksum.
    ///
    /// - Complexity: O(bytes.count).
    @inlinable
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ update(buffer: $0) }) != nil { return }
        var c = state
        CRC32.table.withUnsafeBufferPointer { t in
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        }
        state = c
    }

    /// Adds the bytes of `buffer`, eight at a time.
    ///
    /// - Complexity: O(buffer.count).
    @usableFromInline
    mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        guard var p = buffer.baseAddress else { return }
        var n = buffer.count
        var c = state
        CRC32.table.withUnsafeBufferPointer { table in
            let t = table.baseAddress!
            while n >= 8 {
                let raw = UnsafeRawPointer(p)
                let one = raw.loadUnaligned(as: UInt32.self).littleEndian ^ c
                let two = raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian
                c = t[7 * 256 + Int(one & 0xFF)] ^ t[6 * 256 + Int(one >> 8 & 0xFF)]
                    ^ t[5 * 256 + Int(one >> 16 & 0xFF)] ^ t[4 * 256 + Int(one >> 24)]
                    ^ t[3 * 256 + Int(two & 0xFF)] ^ t[2 * 256 + Int(two >> 8 & 0xFF)]
                    ^ t[256 + Int(two >> 16 & 0xFF)] ^ t[Int(two >> 24)]
                p += 8
                n -= 8
            }
            while n > 0 {
                c = t[Int((c ^ UInt32(p.pointee)) & 0xFF)] ^ (c >> 8)
                p += 1
                n -= 1
            }
        }
        state = c
    }

    /// The checksum of the bytes added so far.
    public var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(bytes.count).
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
        if bytes.withContiguousStorageIfAvailable({ update(buffer: $0) }) != nil { return }
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

    /// Adds the bytes of `buffer`, in runs of at most 5552 bytes reduced
    /// once each, sixteen bytes at a time in vector lanes: for a run of
    /// `n` bytes `x₀…`, `a += Σ xⱼ` and `b += n·a + Σ (n − j)·xⱼ`, where the
    /// lanes keep each column's sum (`va`) and the sum of those sums before
    /// each step (`vs`), so that `Σ (n − j)·xⱼ = 16·Σ vs + Σ (16 − i)·va[i]`.
    ///
    /// - Complexity: O(buffer.count).
    @usableFromInline
    mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        guard var p = buffer.baseAddress else { return }
        var n = buffer.count
        var a = UInt64(self.a), b = UInt64(self.b)
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while n > 0 {
            let run = min(n, 5552)
            let vectors = run / 16
            if vectors > 0 {
                var va = SIMD16<UInt32>(), vs = SIMD16<UInt32>()
                for k in 0..<vectors {
                    let bytes = UnsafeRawPointer(p + 16 * k).loadUnaligned(as: SIMD16<UInt8>.self)
                    vs &+= va
                    va &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
                }
                b += UInt64(vectors * 16) * a + 16 * UInt64(vs.wrappedSum()) + UInt64((va &* weights).wrappedSum())
                a += UInt64(va.wrappedSum())
            }
            for k in (vectors * 16)..<run {
                a += UInt64(p[k])
                b += a
            }
            a %= 65521
            b %= 65521
            p += run
            n -= run
        }
        self.a = UInt32(a)
        self.b = UInt32(b)
    }

    /// The checksum of the bytes added so far: `b << 16 | a`.
    public var value: UInt32 { b << 16 | a }

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(bytes.count).
    @inlinable
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
