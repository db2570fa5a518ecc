/// A test-side DEFLATE decoder (RFC 1951: stored, fixed and dynamic
/// blocks), written independently of the encoder to check its output.
struct InflateError: Error, CustomStringConvertible {
    var description: String
}

struct BitReader {
    let bytes: [UInt8]
    var position = 0
    var bit = 0

    mutating func read(_ n: Int) throws -> Int {
        var value = 0
        for k in 0..<n {
            guard position < bytes.count else { throw InflateError(description: "unexpected end of data") }
            value |= Int(bytes[position] >> UInt8(bit) & 1) << k
            bit += 1
            if bit == 8 { bit = 0; position += 1 }
        }
        return value
    }

    mutating func alignToByte() {
        if bit != 0 { bit = 0; position += 1 }
    }
}

/// A Huffman decoding table: code lengths → (length, code) → symbol.
struct HuffmanDecoder {
    var table: [Int: Int] = [:]   // key: length << 16 | code
    var maxLength = 0

    init(lengths: [Int]) throws {
        var count = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { count[l] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + count[bits - 1]) << 1
            next[bits] = code
        }
        for (symbol, l) in lengths.enumerated() where l > 0 {
            guard next[l] < 1 << l else { throw InflateError(description: "over-subscribed code") }
            table[l << 16 | next[l]] = symbol
            next[l] += 1
            maxLength = max(maxLength, l)
        }
    }

    func decode(_ r: inout BitReader) throws -> Int {
        var code = 0
        for l in 1...max(1, maxLength) {
            code = code << 1 | (try r.read(1))
            if let s = table[l << 16 | code] { return s }
        }
        throw InflateError(description: "invalid Huffman code")
    }
}

enum Inflate {
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                             67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Decodes a raw DEFLATE stream; also returns the block types seen (0, 1, 2).
    static func inflate(_ data: [UInt8]) throws -> (bytes: [UInt8], blockTypes: [Int]) {
        var r = BitReader(bytes: data)
        var out: [UInt8] = []
        var types: [Int] = []
        var final = 0
        repeat {
            final = try r.read(1)
            let type = try r.read(2)
            types.append(type)
            switch type {
            case 0:
                r.alignToByte()
                let len = try r.read(16), nlen = try r.read(16)
                guard len == ~nlen & 0xFFFF else { throw InflateError(description: "bad stored length") }
                guard r.position + len <= data.count else { throw InflateError(description: "stored block overruns") }
                out += data[r.position..<r.position + len]
                r.position += len
            case 1:
                let lit = try HuffmanDecoder(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let dist = try HuffmanDecoder(lengths: [Int](repeating: 5, count: 30))
                try inflateBlock(&r, lit, dist, &out)
            case 2:
                let hlit = try r.read(5) + 257, hdist = try r.read(5) + 1, hclen = try r.read(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var clLengths = [Int](repeating: 0, count: 19)
                for k in 0..<hclen { clLengths[order[k]] = try r.read(3) }
                let cl = try HuffmanDecoder(lengths: clLengths)
                var lengths: [Int] = []
                while lengths.count < hlit + hdist {
                    let s = try cl.decode(&r)
                    switch s {
                    case 0...15: lengths.append(s)
                    case 16:
                        guard let last = lengths.last else { throw InflateError(description: "repeat with no length") }
                        lengths += [Int](repeating: last, count: 3 + (try r.read(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try r.read(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try r.read(7)))
                    }
                }
                guard lengths.count == hlit + hdist else { throw InflateError(description: "code lengths overrun") }
                let lit = try HuffmanDecoder(lengths: Array(lengths[0..<hlit]))
                let dist = try HuffmanDecoder(lengths: Array(lengths[hlit...]))
                try inflateBlock(&r, lit, dist, &out)
            default:
                throw InflateError(description: "reserved block type")
            }
        } while final == 0
        return (out, types)
    }

    static func inflateBlock(_ r: inout BitReader, _ lit: HuffmanDecoder, _ dist: HuffmanDecoder,
                             _ out: inout [UInt8]) throws {
        while true {
            let s = try lit.decode(&r)
            if s < 256 { out.append(UInt8(s)); continue }
            if s == 256 { return }
            guard s <= 285 else { throw InflateError(description: "bad length symbol \(s)") }
            let length = lengthBase[s - 257] + (try r.read(lengthExtra[s - 257]))
            let ds = try dist.decode(&r)
            guard ds < 30 else { throw InflateError(description: "bad distance symbol") }
            let distance = distBase[ds] + (try r.read(distExtra[ds]))
            guard distance <= out.count else { throw InflateError(description: "distance too far back") }
            for _ in 0..<length { out.append(out[out.count - distance]) }
        }
    }

    /// Decodes a zlib stream and checks its header and Adler-32.
    static func zlibDecompress(_ data: [UInt8]) throws -> (bytes: [UInt8], blockTypes: [Int]) {
        guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 else {
            throw InflateError(description: "bad zlib header")
        }
        let result = try inflate(Array(data[2..<(data.count - 4)]))
        var a = 1, b = 0
        for byte in result.bytes { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        let stored = data[(data.count - 4)...].reduce(0) { $0 << 8 | Int($1) }
        guard stored == b << 16 | a else { throw InflateError(description: "Adler-32 mismatch") }
        return result
    }
}
