import StrataGeometry

extension Inflater {
    /// The entries of the 288 literal/length symbols (RFC 1951 §3.2.5):
    /// literals 0–255, end of block 256, lengths 257–285, and the two
    /// symbols that never occur.
    static let literalInfo: [UInt32] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                     35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var info = (0..<256).map { UInt32($0) << 16 | InflateTable.literal }
        info.append(InflateTable.endOfBlock)
        for k in 0..<29 { info.append(UInt32(bases[k]) << 16 | UInt32(extras[k]) << 4 | InflateTable.length) }
        info += [InflateTable.invalid, InflateTable.invalid]
        return info
    }()

    /// The entries of the 32 distance symbols: bases and extra bits of
    /// 0–29, and the two that never occur.
    static let distanceInfo: [UInt32] = {
        let bases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                     1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        var info = (0..<30).map { k in UInt32(bases[k]) << 16 | UInt32(max(0, k / 2 - 1)) << 4 }
        info += [InflateTable.invalid, InflateTable.invalid]
        return info
    }()

    /// The order in which a dynamic header lists the code-length code's lengths.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Builds the fixed codes of RFC 1951 §3.2.6.
    mutating func buildFixedTables() {
        var lengths = [UInt8](repeating: 8, count: 288)
        for s in 144..<256 { lengths[s] = 9 }
        for s in 256..<280 { lengths[s] = 7 }
        lengths.withUnsafeBufferPointer { p in _ = literals.build(p.baseAddress!, count: 288, .singleCodeAllowed) }
        let five = [UInt8](repeating: 5, count: 32)
        five.withUnsafeBufferPointer { p in _ = distances.build(p.baseAddress!, count: 32, .singleCodeAllowed) }
        hasFixedTables = true
    }

    /// Reads a dynamic block's header (RFC 1951 §3.2.7) and builds its codes.
    mutating func readDynamicTables() throws(InflateFailure) {
        hasFixedTables = false
        try refill()
        let literalCount = take(5) + 257
        let distanceCount = take(5) + 1
        let lengthCodeCount = take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw failure("a dynamic block declares \(literalCount) literal/length and \(distanceCount) distance codes (at most 286 and 30)")
        }
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 320) { (buffer) throws(InflateFailure) in
            let lengths = buffer.baseAddress!
            lengths.initialize(repeating: 0, count: 320)
            for k in 0..<lengthCodeCount {
                try refill()
                lengths[Inflater.codeLengthOrder[k]] = UInt8(take(3))
            }
            // The code-length code borrows the literal table.
            if let problem = literals.build(lengths, count: 19, .complete) { throw failure("code-length code: \(problem)") }
            let total = literalCount + distanceCount
            var k = 0
            while k < total {
                try refill()
                guard let entry = decode(literals) else { throw failure("an invalid code-length code") }
                let symbol = Int(entry >> 16)
                if symbol < 16 {
                    lengths[k] = UInt8(symbol)
                    k += 1
                    continue
                }
                let repeated: UInt8
                let count: Int
                switch symbol {
                case 16:
                    guard k > 0 else { throw failure("a repeat of the previous code length comes first") }
                    repeated = lengths[k - 1]
                    count = 3 + take(2)
                case 17:
                    repeated = 0
                    count = 3 + take(3)
                default:
                    repeated = 0
                    count = 11 + take(7)
                }
                guard count <= total - k else { throw failure("code lengths repeat past the \(total) codes") }
                for _ in 0..<count {
                    lengths[k] = repeated
                    k += 1
                }
            }
            guard lengths[256] > 0 else { throw failure("the literal/length code has no end-of-block code") }
            // Distance lengths move up to the table's own order (after the literals).
            if let problem = literals.build(lengths, count: literalCount, .singleCodeAllowed) {
                throw failure("literal/length code: \(problem)")
            }
            if let problem = distances.build(lengths + literalCount, count: distanceCount, .singleCodeAllowed) {
                throw failure("distance code: \(problem)")
            }
        }
    }

    /// Decodes one symbol of `table` from the bottom of `bits` and
    /// consumes its code; `nil` when the bits start no code.
    @inline(__always)
    mutating func decode(_ table: InflateTable) -> UInt32? {
        var entry = table.fast[Int(truncatingIfNeeded: bits) & InflateTable.fastMask]
        if entry & 15 == 0 {
            guard let slow = table.slowDecode(bits) else { return nil }
            entry = slow
        }
        let n = UInt64(entry & 15)
        bits >>= n
        bitCount &-= Int(n)
        return entry
    }

    /// Decodes a fixed or dynamic Huffman block up to its end-of-block code.
    ///
    /// The hot loop: the bit buffer, input position and output count live
    /// in locals (written back before returning or failing), shifts are
    /// masking shifts, and each symbol needs one refill check and one
    /// table load (two for a match).
    ///
    /// - Complexity: O(bytes written).
    mutating func huffmanBlock() throws(InflateFailure) {
        let out = output, end = outputCount
        let input = self.input, fastEnd = inputCount - 8
        let literalFast = literals.fast, distanceFast = distances.fast
        var bits = self.bits, bitCount = self.bitCount, position = self.position, written = self.written
        defer {
            self.bits = bits
            self.bitCount = bitCount
            self.position = position
            self.written = written
        }
        @inline(__always) func sync(_ s: inout Inflater) {
            s.bits = bits
            s.bitCount = bitCount
            s.position = position
            s.written = written
        }
        while true {
            if position <= fastEnd {
                bits |= UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self).littleEndian &<< UInt64(bitCount)
                position &+= (63 &- bitCount) &>> 3
                bitCount |= 56
            } else {
                sync(&self)
                try refillSlowly()
                bits = self.bits
                bitCount = self.bitCount
                position = self.position
            }
            var entry = literalFast[Int(truncatingIfNeeded: bits) & InflateTable.fastMask]
            if entry & 15 == 0 {
                guard let slow = literals.slowDecode(bits) else { sync(&self); throw failure("an invalid literal/length code") }
                entry = slow
            }
            bits &>>= UInt64(entry & 15)
            bitCount &-= Int(entry & 15)
            let kind = entry & InflateTable.kindMask
            if kind == InflateTable.literal {
                guard written < end else { sync(&self); throw tooMuchData() }
                out[written] = UInt8(truncatingIfNeeded: entry &>> 16)
                written &+= 1
                continue
            }
            if kind == InflateTable.endOfBlock { return }
            guard kind == InflateTable.length else {
                sync(&self)
                throw failure("a literal/length symbol of 286 or 287 does not occur in DEFLATE")
            }
            // A length (≤ 15 + 5 bits) then a distance (≤ 15 + 13 bits): 48 bits, all in `bits`.
            var extra = UInt64(entry &>> 4 & 15)
            let length = Int(entry &>> 16) &+ Int(truncatingIfNeeded: bits & ((1 &<< extra) &- 1))
            bits &>>= extra
            bitCount &-= Int(extra)
            var code = distanceFast[Int(truncatingIfNeeded: bits) & InflateTable.fastMask]
            if code & 15 == 0 {
                guard let slow = distances.slowDecode(bits) else { sync(&self); throw failure("an invalid distance code") }
                code = slow
            }
            bits &>>= UInt64(code & 15)
            bitCount &-= Int(code & 15)
            guard code & InflateTable.kindMask == 0 else {
                sync(&self)
                throw failure("a distance symbol of 30 or 31 does not occur in DEFLATE")
            }
            extra = UInt64(code &>> 4 & 15)
            let distance = Int(code &>> 16) &+ Int(truncatingIfNeeded: bits & ((1 &<< extra) &- 1))
            bits &>>= extra
            bitCount &-= Int(extra)
            guard distance <= written else {
                sync(&self)
                throw failure("a match reaches \(distance) bytes back, before the start of the data (\(written) bytes)")
            }
            guard length <= end &- written else { sync(&self); throw tooMuchData() }
            copyMatch(out + written, length: length, distance: distance)
            written &+= length
        }
    }

    /// Copies `length` bytes to `dst` from `distance` bytes back,
    /// overlapping allowed. Eight bytes at a time when the distance allows,
    /// which may write up to 7 bytes past `dst + length`: the output has
    /// `Inflater.slack` spare bytes after its end, and anything written
    /// past the match is overwritten by what follows.
    @inline(__always)
    func copyMatch(_ dst: UnsafeMutablePointer<UInt8>, length: Int, distance: Int) {
        var dst = dst
        var src = dst - distance
        if distance >= 8 {
            let stop = dst + length
            repeat {
                UnsafeMutableRawPointer(dst).storeBytes(of: UnsafeRawPointer(src).loadUnaligned(as: UInt64.self),
                                                       as: UInt64.self)
                dst += 8
                src += 8
            } while dst < stop
        } else if distance == 1 {
            dst.update(repeating: src.pointee, count: length)
        } else {
            for k in 0..<length { dst[k] = src[k] }
        }
    }
}
