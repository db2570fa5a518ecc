import StrataGeometry

/// Why inflating stopped: the byte of the compressed input where the
/// problem was found, and what it was.
struct InflateFailure: Error {
    /// The offset in the compressed input.
    var position: Int
    /// What was wrong, in words.
    var message: String
}

/// A zlib (RFC 1950) / DEFLATE (RFC 1951) decoder that writes into a
/// preallocated output of a known size: stored, fixed and dynamic Huffman
/// blocks, table-driven (see `InflateTable`).
///
/// The output must have `Inflater.slack` writable bytes after its
/// `outputCount` (match copies move eight bytes at a time and may run
/// over). Every read of the input and every write of the output is checked:
/// output beyond `outputCount` bytes, a match reaching before the start,
/// an invalid code or a stream cut short all throw `InflateFailure`.
/// Matches copy within the output, so no separate window is kept, and
/// nothing is allocated per byte or per block.
///
/// ```swift
/// var inflater = Inflater(input: compressed, count: n, output: buffer, outputCount: size)
/// try inflater.inflateZlib()   // fills buffer[0..<size] and checks the Adler-32
/// ```
struct Inflater: ~Copyable {
    let input: UnsafePointer<UInt8>
    let inputCount: Int
    let output: UnsafeMutablePointer<UInt8>
    let outputCount: Int

    /// The next input byte to load into `bits`.
    var position = 0
    /// Unconsumed input bits, the next one at the bottom.
    var bits: UInt64 = 0
    /// How many bits of `bits` are valid.
    var bitCount = 0
    /// Zero bytes loaded past the end of the input (a truncated stream
    /// reads as zeros until it is found out).
    var virtualBytes = 0
    /// Bytes written so far.
    var written = 0

    /// Spare bytes the output needs after its end.
    static let slack = 8

    /// The literal/length code (also holds the code-length code while a
    /// dynamic header is read).
    let literals = InflateTable(info: Inflater.literalInfo)
    /// The distance code.
    let distances = InflateTable(info: Inflater.distanceInfo)
    /// Whether the tables hold the fixed codes now.
    var hasFixedTables = false

    /// A decoder reading `count` bytes at `input` and writing exactly
    /// `outputCount` bytes at `output`.
    init(input: UnsafePointer<UInt8>, count: Int, output: UnsafeMutablePointer<UInt8>, outputCount: Int) {
        self.input = input
        self.inputCount = count
        self.output = output
        self.outputCount = outputCount
    }

    deinit {
        literals.deallocate()
        distances.deallocate()
    }

    /// The input bits consumed so far.
    var consumedBits: Int { (position + virtualBytes) * 8 - bitCount }

    /// A failure at the current input byte; reported as a truncated stream
    /// when the decoder has already consumed bits past the end of the input.
    func failure(_ message: String) -> InflateFailure {
        let bit = consumedBits
        if bit > inputCount * 8 {
            return InflateFailure(position: inputCount, message: "the zlib stream ends early (truncated data)")
        }
        return InflateFailure(position: min(bit / 8, inputCount), message: message)
    }

    /// Fills `bits` to at least 56 valid bits: eight bytes at once while
    /// eight remain, then byte by byte, then zeros past the end (throwing
    /// once well past it, so a truncated stream cannot loop).
    @inline(__always)
    mutating func refill() throws(InflateFailure) {
        if position &+ 8 <= inputCount {
            let word = UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self).littleEndian
            bits |= word << UInt64(bitCount)
            position &+= (63 &- bitCount) >> 3
            bitCount |= 56
        } else {
            try refillSlowly()
        }
    }

    /// `refill` near the end of the input.
    mutating func refillSlowly() throws(InflateFailure) {
        while bitCount <= 56 {
            if position < inputCount {
                bits |= UInt64(input[position]) << UInt64(bitCount)
                position += 1
            } else {
                virtualBytes += 1
                if virtualBytes > 16 { throw failure("the zlib stream ends early (truncated data)") }
            }
            bitCount += 8
        }
    }

    /// Takes `n` bits (at most 32; the caller has refilled).
    @inline(__always)
    mutating func take(_ n: Int) -> Int {
        let value = Int(truncatingIfNeeded: bits & ((1 << UInt64(n)) &- 1))
        bits >>= UInt64(n)
        bitCount &-= n
        return value
    }

    /// Decodes a whole zlib stream: header, DEFLATE blocks until the final
    /// one, the Adler-32 of the output. The output must come out exactly
    /// `outputCount` bytes long.
    ///
    /// - Complexity: O(input + output).
    mutating func inflateZlib() throws(InflateFailure) {
        guard inputCount >= 2 else { throw InflateFailure(position: inputCount, message: "the zlib stream ends early (truncated data)") }
        let cmf = Int(input[0]), flg = Int(input[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7 else {
            throw InflateFailure(position: 0, message: "the zlib header 0x\(hex(cmf, 2)) does not name DEFLATE with a window of at most 32 KiB")
        }
        guard (cmf << 8 | flg) % 31 == 0 else {
            throw InflateFailure(position: 1, message: "the zlib header check bits are wrong")
        }
        guard flg & 0x20 == 0 else { throw InflateFailure(position: 1, message: "the zlib stream asks for a preset dictionary") }
        position = 2
        var final = false
        while !final {
            try refill()
            final = take(1) == 1
            switch take(2) {
            case 0: try storedBlock()
            case 1:
                if !hasFixedTables { buildFixedTables() }
                try huffmanBlock()
            case 2:
                try readDynamicTables()
                try huffmanBlock()
            default: throw failure("a DEFLATE block has the reserved type 3")
            }
        }
        guard consumedBits <= inputCount * 8 else { throw failure("the zlib stream ends early (truncated data)") }
        guard written == outputCount else {
            throw failure("the image data ends early: \(written) of \(outputCount) bytes")
        }
        // The Adler-32 starts at the next whole byte.
        _ = take(bitCount & 7)
        let start = consumedBits / 8
        guard start + 4 <= inputCount else {
            throw InflateFailure(position: min(start, inputCount), message: "the zlib stream ends before its Adler-32 checksum")
        }
        var stored: UInt32 = 0
        for k in 0..<4 { stored = stored << 8 | UInt32(input[start + k]) }
        var adler = Adler32()
        adler.update(buffer: UnsafeBufferPointer(start: output, count: outputCount))
        guard adler.value == stored else {
            throw InflateFailure(position: start, message: "Adler-32 mismatch: the stream says 0x\(hex(Int(stored), 8)), "
                                    + "the data has 0x\(hex(Int(adler.value), 8))")
        }
    }

    /// A stored block: LEN, NLEN, then LEN bytes copied as they are.
    mutating func storedBlock() throws(InflateFailure) {
        _ = take(bitCount & 7)
        let start = consumedBits / 8
        guard start + 4 <= inputCount else { throw failure("the zlib stream ends early (truncated data)") }
        let length = Int(input[start]) | Int(input[start + 1]) << 8
        let complement = Int(input[start + 2]) | Int(input[start + 3]) << 8
        guard length ^ complement == 0xFFFF else {
            throw InflateFailure(position: start, message: "a stored block's length \(length) does not match its complement")
        }
        bits = 0
        bitCount = 0
        virtualBytes = 0
        position = start + 4
        guard length <= inputCount - position else {
            throw InflateFailure(position: inputCount, message: "the zlib stream ends early (truncated data)")
        }
        guard length <= outputCount - written else { throw tooMuchData() }
        UnsafeMutableRawPointer(output + written).copyMemory(from: input + position, byteCount: length)
        written += length
        position += length
    }

    /// The failure for output beyond `outputCount`.
    func tooMuchData() -> InflateFailure {
        failure("the image data is longer than the \(outputCount) bytes the header calls for")
    }
}

/// `value` in upper-case hexadecimal, zero-padded to `digits`.
func hex(_ value: Int, _ digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
