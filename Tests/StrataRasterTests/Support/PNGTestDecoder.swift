/// A test-side PNG reader for 8-bit RGB and RGBA, non-interlaced images:
/// checks the signature and every chunk's CRC, inflates the IDAT data and
/// undoes the row filters.
struct DecodedPNG {
    var width: Int
    var height: Int
    var colorType: Int
    /// RGBA bytes (alpha 255 for RGB images).
    var rgba: [UInt8]
    var chunkTypes: [String]
    var blockTypes: [Int]
    var filters: [Int]
}

enum PNGTestDecoder {
    /// Bit-by-bit CRC-32 (no table), independent of the encoder's.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    static func u32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    static func decode(_ file: [UInt8]) throws -> DecodedPNG {
        guard file.count >= 8, Array(file[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw InflateError(description: "missing PNG signature")
        }
        var i = 8
        var types: [String] = []
        var idat: [UInt8] = []
        var width = 0, height = 0, colorType = 0
        while i < file.count {
            let length = u32(file, i)
            let typeAndData = Array(file[(i + 4)..<(i + 8 + length)])
            let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
            guard UInt32(u32(file, i + 8 + length)) == crc(typeAndData) else {
                throw InflateError(description: "bad CRC in \(type)")
            }
            let data = Array(typeAndData[4...])
            types.append(type)
            switch type {
            case "IHDR":
                width = u32(data, 0)
                height = u32(data, 4)
                colorType = Int(data[9])
                guard data[8] == 8, colorType == 2 || colorType == 6, data[12] == 0 else {
                    throw InflateError(description: "unsupported IHDR")
                }
            case "IDAT": idat += data
            default: break
            }
            i += 12 + length
        }
        let (raw, blockTypes) = try Inflate.zlibDecompress(idat)
        let bpp = colorType == 6 ? 4 : 3
        let stride = width * bpp
        guard raw.count == height * (stride + 1) else { throw InflateError(description: "wrong data size") }
        var previous = [UInt8](repeating: 0, count: stride)
        var rgba: [UInt8] = []
        var filters: [Int] = []
        for y in 0..<height {
            let filter = Int(raw[y * (stride + 1)])
            filters.append(filter)
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for k in 0..<stride {
                let a = k >= bpp ? Int(row[k - bpp]) : 0, b = Int(previous[k]), c = k >= bpp ? Int(previous[k - bpp]) : 0
                let p: Int
                switch filter {
                case 0: p = 0
                case 1: p = a
                case 2: p = b
                case 3: p = (a + b) / 2
                case 4:
                    let e = a + b - c, pa = abs(e - a), pb = abs(e - b), pc = abs(e - c)
                    p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw InflateError(description: "bad filter \(filter)")
                }
                row[k] = UInt8((Int(row[k]) + p) & 0xFF)
            }
            for x in 0..<width {
                rgba += row[(x * bpp)..<(x * bpp + 3)]
                rgba.append(bpp == 4 ? row[x * bpp + 3] : 255)
            }
            previous = row
        }
        return DecodedPNG(width: width, height: height, colorType: colorType, rgba: rgba,
                          chunkTypes: types, blockTypes: blockTypes, filters: filters)
    }
}
