/// A test-only PNG writer, independent of the decoder and of StrataRaster:
/// its own bit-by-bit CRC-32 and plain Adler-32, the image data stored
/// uncompressed (DEFLATE stored blocks), and any chunk order or content a
/// test asks for, valid or not.
struct TestPNG {
    var width: Int
    var height: Int
    var bitDepth: UInt8 = 8
    var colorType: UInt8
    var interlace: UInt8 = 0
    /// Chunks between IHDR and IDAT (PLTE, tRNS, ancillary…).
    var chunks: [(String, [UInt8])] = []
    /// The decompressed image data: every row with its filter byte.
    var scanlines: [UInt8]
    /// Most bytes in one stored block.
    var storedBlockSize = 65_535
    /// Most bytes in one IDAT chunk (`nil`: one chunk).
    var idatSize: Int?

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The file.
    var bytes: [UInt8] { file(zlib: TestPNG.storedZlib(scanlines, blockSize: storedBlockSize)) }

    /// The file with `zlib` as its image data.
    func file(zlib: [UInt8]) -> [UInt8] {
        var out = TestPNG.signature
        out += TestPNG.chunk("IHDR", TestPNG.be32(width) + TestPNG.be32(height) + [bitDepth, colorType, 0, 0, interlace])
        for (type, data) in chunks { out += TestPNG.chunk(type, data) }
        let size = max(1, idatSize ?? zlib.count)
        var k = 0
        repeat {
            out += TestPNG.chunk("IDAT", Array(zlib[k..<min(zlib.count, k + size)]))
            k += size
        } while k < zlib.count
        out += TestPNG.chunk("IEND", [])
        return out
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// Bit-by-bit CRC-32.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    static func adler(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// Length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc(body)))
    }

    /// A zlib stream of stored blocks of at most `blockSize` bytes.
    static func storedZlib(_ data: [UInt8], blockSize: Int = 65_535) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var k = 0
        repeat {
            let n = min(blockSize, data.count - k)
            out.append(k + n == data.count ? 1 : 0)
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            out += data[k..<(k + n)]
            k += n
        } while k < data.count
        return out + be32(Int(adler(data)))
    }

    /// `samples` packed at `depth` bits (1, 2, 4, 8 or 16), a row's bytes.
    static func pack(_ samples: [Int], depth: Int) -> [UInt8] {
        if depth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        var out = [UInt8](repeating: 0, count: (samples.count * depth + 7) / 8)
        for (i, s) in samples.enumerated() { out[i * depth / 8] |= UInt8(s << (8 - depth - i * depth % 8)) }
        return out
    }

    /// Rows (unfiltered bytes) filtered with `filters[y]`, each led by its
    /// filter byte; `bpp` is the filters' byte distance.
    static func filter(_ rows: [[UInt8]], _ filters: [UInt8], bpp: Int) -> [UInt8] {
        var out: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
        for (y, row) in rows.enumerated() {
            out.append(filters[y])
            for i in row.indices {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let prediction = [0, a, b, (a + b) / 2, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][Int(filters[y])]
                out.append(UInt8((Int(row[i]) - prediction) & 0xFF))
            }
            previous = row
        }
        return out
    }

    /// The Adam7 passes' rows of a `width × height` image whose pixel
    /// (x, y) has the bytes `pixel(x, y)`, each row filtered with None.
    static func adam7(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
            guard x0 < width else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                out.append(0)
                for x in stride(from: x0, to: width, by: dx) { out += pixel(x, y) }
            }
        }
        return out
    }
}

/// LSB-first bits, as DEFLATE packs them, for hand-made streams.
struct TestBits {
    var bytes: [UInt8] = []
    var bit = 0

    /// `value`'s low `count` bits, least significant first.
    mutating func write(_ value: Int, _ count: Int) {
        for k in 0..<count {
            if bit == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8(value >> k & 1) << UInt8(bit)
            bit = (bit + 1) % 8
        }
    }

    /// A Huffman code of `length` bits, most significant first.
    mutating func code(_ code: Int, _ length: Int) {
        for k in stride(from: length - 1, through: 0, by: -1) { write(code >> k & 1, 1) }
    }

    /// The bytes as a zlib stream with `adler` (the header `78 01`).
    func zlib(adler: UInt32) -> [UInt8] { [0x78, 0x01] + bytes + TestPNG.be32(Int(adler)) }
}
