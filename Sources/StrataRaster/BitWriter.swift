/// Writes bits least-significant first into bytes, as DEFLATE packs them.
struct BitWriter {
    var bytes: [UInt8] = []
    var buffer: UInt64 = 0
    var count = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `n` bits of `value` (n ≤ 32), first bit first.
    @inline(__always)
    mutating func write(_ value: UInt32, _ n: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Appends a Huffman code given most-significant bit first.
    @inline(__always)
    mutating func writeCode(_ code: UInt32, _ length: Int) {
        write(reverseBits(code, length), length)
    }

    /// Pads with zero bits to a byte boundary.
    mutating func alignToByte() {
        if count > 0 { write(0, 8 - count) }
    }
}

/// The low `n` bits of `code` in reverse order.
@inline(__always)
func reverseBits(_ code: UInt32, _ n: Int) -> UInt32 {
    var r: UInt32 = 0, c = code
    for _ in 0..<n {
        r = (r << 1) | (c & 1)
        c >>= 1
    }
    return r
}
