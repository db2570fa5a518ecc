/// The constant tables of RFC 1951.
enum DeflateTables {
    /// The smallest length of length symbols 257…285.
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                             35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    /// The extra bits of length symbols 257…285.
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                              3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The smallest distance of distance symbols 0…29.
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                               257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                               8193, 12_289, 16_385, 24_577]
    /// The extra bits of distance symbols 0…29.
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// For each match length 0…258, its length symbol minus 257.
    static let lengthSymbol: [Int] = {
        var table = [Int](repeating: 0, count: 259)
        for (symbol, base) in lengthBase.enumerated() {
            let top = symbol + 1 < lengthBase.count ? lengthBase[symbol + 1] : 259
            for length in base..<min(top, 259) { table[length] = symbol }
        }
        table[258] = 28
        return table
    }()

    /// The distance symbol of distances 1…256 (index distance − 1) and of
    /// 257…32768 (index 256 + (distance − 1) >> 7).
    static let distanceSymbolTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for (symbol, base) in distanceBase.enumerated() {
            let top = symbol + 1 < distanceBase.count ? distanceBase[symbol + 1] : 32_769
            for d in base..<top {
                if d <= 256 { table[d - 1] = UInt8(symbol) } else { table[256 + (d - 1) >> 7] = UInt8(symbol) }
            }
        }
        return table
    }()

    /// The distance symbol (0…29) of a distance (1…32768).
    @inline(__always)
    static func distanceSymbol(_ d: Int) -> Int {
        Int(d <= 256 ? distanceSymbolTable[d - 1] : distanceSymbolTable[256 + (d - 1) >> 7])
    }

    /// The code lengths of the fixed literal/length code.
    static let fixedLitLengths: [UInt8] = (0..<288).map { s in
        s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8
    }

    /// The fixed literal/length codes, bit-reversed, with their lengths.
    static let fixedLitCodes: [(UInt32, UInt8)] = {
        let codes = Huffman.codes(fixedLitLengths)
        return codes.enumerated().map { (reverseBits($0.element, Int(fixedLitLengths[$0.offset])), fixedLitLengths[$0.offset]) }
    }()

    /// The fixed distance codes (5 bits each), bit-reversed.
    static let fixedDistCodes: [(UInt32, UInt8)] = (0..<30).map { (reverseBits(UInt32($0), 5), 5) }

    /// The extra bits all matches need, whatever the codes.
    static func extraBits(litFreq: [Int], distFreq: [Int]) -> Int {
        var bits = 0
        for s in 0..<29 { bits += litFreq[257 + s] * lengthExtra[s] }
        for s in 0..<30 { bits += distFreq[s] * distanceExtra[s] }
        return bits
    }
}

/// The header of a dynamic block: the two codes' lengths, run-length
/// coded with the code-length alphabet (RFC 1951 §3.2.7).
struct DynamicHeader {
    var litLengths: [UInt8]
    var distLengths: [UInt8]
    /// The code-length symbols (0…18) with their extra-bit values.
    var runs: [(symbol: Int, extra: UInt32)] = []
    var codeLengthLengths: [UInt8]
    var hlit: Int, hdist: Int, hclen: Int

    init(litFreq: [Int], distFreq: [Int]) {
        litLengths = Huffman.lengths(litFreq, limit: 15)
        var dist = Huffman.lengths(distFreq, limit: 15)
        if dist.allSatisfy({ $0 == 0 }) { dist[0] = 1 }
        distLengths = dist
        let lit = litLengths
        let nlit = max(257, (lit.lastIndex { $0 != 0 } ?? 0) + 1)
        let ndist = max(1, (dist.lastIndex { $0 != 0 } ?? 0) + 1)
        hlit = nlit
        hdist = ndist
        let all = Array(lit[0..<nlit]) + Array(dist[0..<ndist])
        var i = 0
        while i < all.count {
            let value = all[i]
            var run = 1
            while i + run < all.count, all[i + run] == value { run += 1 }
            if value == 0, run >= 3 {
                let take = min(run, 138)
                runs.append(take >= 11 ? (18, UInt32(take - 11)) : (17, UInt32(take - 3)))
                i += take
            } else if value != 0, run >= 4 {
                runs.append((Int(value), 0))
                let take = min(run - 1, 6)
                runs.append((16, UInt32(take - 3)))
                i += 1 + take
            } else {
                runs.append((Int(value), 0))
                i += 1
            }
        }
        var freq = [Int](repeating: 0, count: 19)
        for r in runs { freq[r.symbol] += 1 }
        let clLengths = Huffman.lengths(freq, limit: 7)
        codeLengthLengths = clLengths
        let ordered = DeflateTables.codeLengthOrder.map { clLengths[$0] }
        hclen = max(4, (ordered.lastIndex { $0 != 0 } ?? 0) + 1)
    }

    /// The header's size in bits (after BFINAL/BTYPE).
    var headerBits: Int {
        var bits = 5 + 5 + 4 + 3 * hclen
        for r in runs {
            bits += Int(codeLengthLengths[r.symbol])
            bits += r.symbol == 16 ? 2 : r.symbol == 17 ? 3 : r.symbol == 18 ? 7 : 0
        }
        return bits
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length lengths and the runs.
    func write(_ w: inout BitWriter) {
        w.write(UInt32(hlit - 257), 5)
        w.write(UInt32(hdist - 1), 5)
        w.write(UInt32(hclen - 4), 4)
        for k in 0..<hclen { w.write(UInt32(codeLengthLengths[DeflateTables.codeLengthOrder[k]]), 3) }
        let codes = Huffman.codes(codeLengthLengths)
        for r in runs {
            w.writeCode(codes[r.symbol], Int(codeLengthLengths[r.symbol]))
            switch r.symbol {
            case 16: w.write(r.extra, 2)
            case 17: w.write(r.extra, 3)
            case 18: w.write(r.extra, 7)
            default: break
            }
        }
    }
}
